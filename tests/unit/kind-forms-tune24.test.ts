// Filing by form (issue 32, tune24, decision 127), on invented documents: a department's run of names set apart by
// middle dots; a producer's 'the film on which X was the editor'; a distributor's statement of admissions and grosses; a
// day's timetable that ends the page; finalists announced after a colon in the heading.
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';
import type { VisaType } from '../../src/contract/visa-types';

const read = (visaType: VisaType, text: string, applicantName = 'Ysolde Marchetti-Oyelaran') =>
  analyseEvidence({ visaType, fileName: 'document.pdf', mimeType: 'text/plain', text, applicantName });

describe('her part in a production, read from its form', () => {
  it("reads end credits that name her only in a department's run of names set apart by middle dots as one of many", () => {
    const a = read('O-1B', `HARBOUR OF LANTERNS — Closing credits (excerpt)
A Ravelstone Pictures film © 2021
Directed by Oswin Pettigrew-Amadi
Sound Designers: Greta Lindqvist-Obi · Ysolde Marchetti-Oyelaran · Ferdinand Koskinen · Aurelio Banfield
Dialogue Editor: Kasimir Hollenbeck
Foley: Northgate Sound Ltd`);
    expect(a.factSheet?.applicantRole).toBe('collaborator');
    expect(a.category).toBe('other');
  });

  it("reads a producer's letter naming the film on which she was the editor as a letter about her role", () => {
    const a = read('O-1B', `LANTERNFISH PICTURES — 9 Quay Street, Galway
3 March 2025
Re: Ysolde Marchetti-Oyelaran, editor of The Salt Roads
Lanternfish Pictures has made seven documentaries since 2010. I produced The Salt Roads (2023), on which Ysolde Marchetti-Oyelaran was the film editor.
She received 340 hours of footage from four crews and, over eight months, found the film's structure; she led two assistant editors. Without her the film could not have been finished.
Maeve Kinsella-Doyle, Producer`);
    expect(a.factSheet?.kind).toBe('employment_letter');
    expect(a.category).toBe('o1b_critical_role');
  });

  it("reads a distributor's statement of admissions and grosses as a sales report", () => {
    const a = read('O-1B', `Lumière Sud Distribution — Cinema results statement
Title: THE SALT ROADS (dir. Oswin Pettigrew-Amadi; ed. Ysolde Marchetti-Oyelaran)
Statement date: 2024-06-30 · Release: 2024-02-07
| Region | Screens | Admissions | Gross |
|---|---|---|---|
| North | 88 | 101,300 | €702,100 |
| South | 41 | 40,900 | €281,600 |
| Total | | 142,200 | €983,700 |`);
    expect(a.factSheet?.kind).toBe('sales_report');
    expect(a.category).toBe('o1b_commercial_success');
  });
});

describe('pages that list her among others', () => {
  it("reads a day's timetable whose last slot ends the page as a programme, where she is one of a panel", () => {
    const a = read('UK_GLOBAL_TALENT', `OPEN MAPS FORUM 2025 — Programme, Day 1
Tuesday 4 March 2025 · Hall A · 60 speakers over three days
09:00 Opening: Why maps need their makers — Dr Cillian Ambrose-Tetteh
10:00 Panel: Street names in languages with no script — Ysolde Marchetti-Oyelaran (Tessera), Jonah
Whitcombe-Adeyemi (Atlas Commons), Rurik Salonen (Baltic Gazetteer), chaired by Imogen
Farquharson
12:30 Lunch
14:00 Workshop: Survey forms for village councils
16:00 Close`);
    expect(a.factSheet?.kind).toBe('event_programme');
    expect(a.category).toBe('other');
  });

  it('reads finalists announced after a colon in the heading as a shortlist, not her award', () => {
    const a = read('EB-1B', `Hollin Trust for Applied Science

Clean Water Medal 2025: the finalists

April 2, 2025

Our judges have chosen 5 finalists from 148 entries. The medal will be presented in Leeds on June 20.

• Dr Bartholomew Nkemelu-Rigby, Tyneside Polytechnic: ceramic filters for wells

• Dr Ysolde Marchetti-Oyelaran, Carrow University: arsenic sensors on paper

• Dr Oona Vaskelainen, Ostrobothnia Labs: solar stills for islands

• Dr Perpetua Agbaje-Linwood, Severn Materials: copper mesh for rain tanks

• Dr Lucan Featherstonhaugh, Marches Institute: chlorine dosing by phone`);
    expect(a.factSheet?.kind).toBe('shortlist');
    expect(a.category).toBe('other');
  });
});
