// General rules a paralegal applies (issue 32, fourth session): figures counted in any words, the person a
// record is made out to, what is not the applicant's (a nomination on file, a guest list, a newsletter that
// quotes her, a paper that cites her, a crew's medal), and a CV by its heading. Each on a small document
// written for this test; no set's documents are copied here.
import { describe, expect, it } from 'vitest';
import type { VisaType } from '../../src/contract/visa-types';
import { buildFactSheet } from '../../server/modules/analyst/local/fact-sheet';
import type { DocumentKind } from '../../src/contract/categories';
import { checkedAnalysis } from './checked-analysis';

const figures = (text: string, kind: DocumentKind = 'other') => buildFactSheet({ text, fileName: 'upload.pdf', kind, applicantName: 'Ana Ruiz' }).figures.map((f) => f.value);
const analyse = (text: string, applicantName: string, visaType: VisaType = 'EB-1A', fileName = 'document.txt') => checkedAnalysis(text, applicantName, visaType, fileName);

describe('figures counted in any words', () => {
  it('counts what the sentence counts, not only judges and submissions', () => {
    expect(figures('This year the jury read 29 eligible dossiers from 15 countries.', 'award')).toContain('29 eligible dossiers');
    expect(figures('Since then she has completed 11 reviews of manuscripts for the journal.', 'review_record')).toContain('11 reviews');
    expect(figures('The cooperative supplies 24 member systems with 12,800 service connections.', 'letter_of_interest')).toEqual(expect.arrayContaining(['24 member systems', '12,800 service connections']));
    expect(figures('She is awarded 16 continuing professional development hours for the course.')).toContain('16 continuing professional development hours');
  });

  it('a labelled figure of a record, a rank, a share and a quantity', () => {
    expect(figures('Tour summary\nPerformances: 22 (eleven cities)\nReaders reached: 3.4 million', 'sales_report')).toEqual(expect.arrayContaining(['Performances: 22', 'Readers reached: 3.4 million']));
    expect(figures('Licence number: 702215', 'licence')).toContain('Licence number: 702215');
    expect(figures('Platform ranking: #3 among all titles in Spain in its first week.', 'sales_report')).toContain('#3 among all titles');
    expect(figures('All 500 shares, being 100% of the issued shares, are held by the parent company.')).toContain('100% of the issued shares');
    expect(figures('Last year the mill spun 27 tonnes of reclaimed yarn for her.')).toContain('27 tonnes');
    // The count of a part of a whole keeps its thousands: '18,400 of 19,000', not '400 of 19,000'.
    expect(figures('Tickets sold: 18,400 of 19,000 available', 'sales_report')).toContain('18,400 of 19,000 available');
  });

  it('since when a letter says the work has been used', () => {
    expect(figures('Since the 2020 season every inspector in the region has used her kit.', 'other')).toContain('Since the 2020 season');
    expect(figures('In 2019 we replaced our old system with the one she designed.', 'recommendation_letter')).toContain('In 2019');
  });

  it('a year, a bare span of time, a date and a street number are not counts', () => {
    const got = figures('Ana Ruiz, 41 Harbour Road, Leeds\nDate: 12 March 2024\nShe worked with us for 6 years and won the 2023 awards season.');
    expect(got).toEqual([]);
  });
});

describe('the person a record is made out to', () => {
  it("a licence verification's holder field names her, surname first and in capitals", () => {
    const text = `STATE BOARD OF ARCHITECTURE — Licence Verification
Printed: 2 May 2024
Licensee name: OKAFOR, MAYA A.
Licence type: Registered Architect
Status: ACTIVE`;
    const { sheet } = analyse(text, 'Maya Okafor', 'EB-2 NIW' as VisaType);
    expect(sheet.subject).toMatchObject({ isApplicant: true });
    expect(sheet.applicantRole).toBe('subject');
  });

  it('a tour settlement whose heading names her is about her', () => {
    const text = `NORTHLIGHT TOURING, 40 King Street, Glasgow
Tour settlement summary — MAYA OKAFOR, "Low Tide" UK 2024
Prepared 3 June 2024 for the artist's management
Shows: 12
Gross box office: £402,000`;
    const { sheet } = analyse(text, 'Maya Okafor', 'O-1B');
    expect(sheet.subject).toMatchObject({ isApplicant: true });
  });
});

describe('what is not hers', () => {
  it("a society's acknowledgement of a fellowship nomination is a nomination, not an election", () => {
    const text = `SOCIETY OF COASTAL ENGINEERS — Office of the Fellows Committee
April 4, 2024
Dear Dr. Okafor:
The Fellows Committee has received a nomination naming you for the grade of Fellow of the Society, submitted by Dr. Lena Park.
Your nomination file is complete and will be considered at the Committee's meeting in September.
Fellowship is conferred on no more than 0.5 percent of the membership in a given year.
Sincerely,
Dr. Omar Haddad, Chair`;
    const { analysis, sheet } = analyse(text, 'Maya Okafor');
    expect(sheet.kind).toBe('nomination');
    expect(analysis.category).toBe('other');
  });

  it('a VIP guest list under a heading that says so', () => {
    const text = `NORTH STAR FILMS · Premiere of "Salt Flats" · Glasgow Film Theatre · 4 May 2024
RED CARPET AND VIP GUEST LIST — FINAL (v3)
Talent: Ruth Dalgleish (director), Owen Ferris
Invited guests: Maya Okafor (+1), Tom Reid, Isla Munro
Arrivals 6:00 p.m.`;
    const { analysis, sheet } = analyse(text, 'Maya Okafor', 'O-1B');
    expect(sheet.kind).toBe('event_programme');
    expect(analysis.category).toBe('other');
  });

  it('a newsletter about no one that only quotes her is filed as Other', () => {
    const text = `The Pipeline — Spring 2024 newsletter of Lakeside Water Cooperative
Lakeside wins the state's water conservation award
The cooperative was named Water System of the Year by the state rural water association in March.
Its members cut losses from leaks by a third in two years.
"Small systems can lead when they know what is in the ground," said consulting engineer Maya Okafor.
The award will be presented at the association's conference in May.`;
    const { analysis, sheet } = analyse(text, 'Maya Okafor', 'EB-2 NIW' as VisaType);
    expect(sheet.subject?.isApplicant).not.toBe(true);
    expect(analysis.category).toBe('other');
  });

  it("another group's paper, its author line followed by the affiliation, that cites her in Vancouver style", () => {
    const text = `Journal of Coastal Research 41 (2024) 2201
Sediment transport under mangrove restoration
Ruth Dalgleish, Owen Ferris, Isla Munro — School of Geosciences, University of Edinburgh, UK
Abstract: We measured sediment transport at six restored mangrove sites over two years.
1. Introduction (excerpt): Restoration changes bed roughness [7].
References (excerpt)
[7] Okafor M, Park L. Coast Eng 2021;12:100–12.`;
    const { analysis, sheet } = analyse(text, 'Maya Okafor');
    expect(sheet.subject).toMatchObject({ value: 'Ruth Dalgleish', isApplicant: false });
    expect(sheet.applicantRole).toBe('cited');
    expect(analysis.category).toBe('other');
  });

  it("a press release about a crew's medal that thanks her among the support staff", () => {
    const text = `SCOTTISH CANOE ASSOCIATION — Press release, 9 August 2024
Bronze for Dalgleish and Munro in Paris
Ruth Dalgleish and Isla Munro won Olympic bronze in the women's C2 500 m today.
Association President Tom Reid congratulated the athletes.
"We thank the support staff who worked with the crew: physiotherapist Owen Ferris and Dr. Maya Okafor, whose sensors helped the crew time their strokes."
The athletes return to Glasgow on 12 August.`;
    const { analysis, sheet } = analyse(text, 'Maya Okafor', 'O-1A');
    expect(sheet.subject?.isApplicant).toBe(false);
    expect(analysis.category).toBe('other');
  });
});

describe('a CV by its heading', () => {
  it('a CV whose heading says so is a CV, whatever honours and reviewing it lists', () => {
    const text = `MAYA OKAFOR, PhD — Curriculum Vitae
Research Engineer, Coastal Institute · m.okafor@coastal.example.org
EDUCATION
PhD, Coastal Engineering, University of Lagos, 2014
POSITIONS
2019–present Research Engineer, Coastal Institute
HONOURS
2023 Outstanding Reviewer, Journal of Coastal Research
2022 Harbour Prize, Harbour Foundation`;
    const { analysis } = analyse(text, 'Maya Okafor');
    expect(analysis.category).toBe('cv');
  });
});
