// A news story's top, however its masthead is set (issue 32): the outlet on its own line and the day on the next, or the
// outlet and the day on one line set off with plain hyphens, then a headline in sentence case and the story's first sentence.
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';

describe("a news story's top", () => {
  it('reads a capitals masthead, a date line and a sentence-case headline as an article that only quotes her', () => {
    const text = `NORTHERN VALLEY GAZETTE

March 4, 2025

Footbridge over the Ashwell river closed after cracks found in its deck

The council shut the footbridge on Tuesday after a walker reported cracks along its deck. Repairs will take at least a month.

The bridge opened in 1991 and was last repaired in 2016, council records show.

Cracks of that width usually mean water has reached the steel, said Hana Sato, a bridge engineer at Eastfield University who has not inspected it. "It needs a survey before anything else."

The council expects to reopen the crossing in April.`;
    const a = analyseEvidence({ visaType: 'EB-1A', fileName: 'clip.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', text, applicantName: 'Hana Sato' });
    expect(a.kind).toBe('press_article');
    expect(a.category).toBe('other');
    expect(a.factSheet?.applicantRole).toBe('quoted');
  });

  it("reads 'Outlet - English edition - date' over a headline as an article", () => {
    const text = `Le Courrier des Alpes - English edition - 9 May 2025
Regional council votes to expand night trains as ridership grows
Councillors voted on Friday to add two night trains a week between the valley towns and the coast from next spring.
Ridership on the existing service rose by a fifth last year, the operator said.
"People want to travel without flying," said Luc Martel, a transport planner at the Institute of Mobility.
The first new train is due to run in April.`;
    const a = analyseEvidence({ visaType: 'UK_GLOBAL_TALENT', fileName: 'clipping.txt', mimeType: 'text/plain', text, applicantName: 'Luc Martel' });
    expect(a.kind).toBe('press_article');
  });

  it("does not read a letter's letterhead, date and subject line as a news page", () => {
    const text = `HARBOUR ENGINEERING LTD

March 4, 2025

Confirmation of employment for the petition of Hana Sato

To whom it may concern,

Hana Sato has been employed by Harbour Engineering as a senior bridge engineer since 2019. Her salary is $140,000 a year.

Sincerely,
Tom Reyes, Director of Human Resources`;
    const a = analyseEvidence({ visaType: 'EB-1A', fileName: 'letter.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', text, applicantName: 'Hana Sato' });
    expect(a.kind).not.toBe('press_article');
  });
});
