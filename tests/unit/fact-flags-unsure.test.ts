import { describe, expect, it } from 'vitest';
import { factSheetSchema } from '../../src/contract/fact-sheet';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';
import { APPLICANT, OWN_AWARD_CERTIFICATE } from './fact-sheet-texts';

// Decision 113: 'Please check' also points at an issuer or a title the analyst is unsure of, and at an issuer or a
// date it did not find, so the user looks where the reading is most often wrong.

const sheetOf = (text: string, fileName = 'document.pdf') =>
  factSheetSchema.parse(analyseEvidence({ visaType: 'O-1A', fileName, mimeType: 'application/pdf', text, applicantName: APPLICANT }).factSheet);
const reasonFor = (text: string, field: string, fileName?: string) => sheetOf(text, fileName).checks.find((c) => c.field === field)?.reason;

/** A release that names three bodies, none as its sender: any of them could have issued it. */
const RELEASE = `Press release, 4 May 2024

Maria Santos wins the Spring Drama Prize

The City Arts Council said on Monday that the Royal Opera House and the National Theatre Company backed the choice of Maria Santos.`;

/** A letter under its sender's letterhead, set in capitals: the title the page gives is who wrote, not what it is. */
const LETTERHEAD = `NORTHERN EXAMINATIONS BOARD · Assessment Services · Manchester

2 September 2024

Dear Dr. Santos,

We confirm that you served as a chief examiner for the 2024 summer series, reviewing 240 scripts.

Yours sincerely,
Anne Ward, Head of Assessment`;

/** A short note: its greeting and its sign-off could each be taken for a heading. */
const NOTE = `Hi Maria,

Thanks again for the talk last week on 3 June 2024. Everyone enjoyed it and we would love to have you back.

Best,
Tom`;

/** A scan whose text is only numbers: no heading, no body, no date. */
const NUMBERS = `12 340

56 789 — 2024

1.2 3.4 5.6`;

const CV = `MARIA SANTOS · Computer scientist · Lisbon

Experience: University of Lisbon — Associate Professor (2019–present). Instituto Superior Técnico — Researcher (2014–2019).

Education: MSc Computer Science, University of Porto (2010); PhD Information Retrieval, University of Coimbra (2014).

Distinctions: Best Paper Award 2024. Keynote, European Retrieval Week 2023.`;

describe("'Please check' on an issuer the analyst is unsure of", () => {
  it('flags an issuer chosen among several bodies the document names, not a certificate that names its own', () => {
    expect(reasonFor(RELEASE, 'issuer')).toBe('"City Arts Council" is a guess among several names that could have issued it.');
    expect(reasonFor(OWN_AWARD_CERTIFICATE, 'issuer')).toBeUndefined();
  });

  it('flags a document where no issuer and no date were recognised, but not a CV, which has neither', () => {
    expect(reasonFor(NUMBERS, 'issuer')).toBe('No issuer was recognised: say who issued it.');
    expect(reasonFor(NUMBERS, 'date')).toBe('No date was recognised: add the date it bears.');
    const cv = sheetOf(CV, 'Maria_Santos_CV.pdf');
    expect(cv.kind).toBe('cv');
    expect(cv.checks.map((c) => c.field)).not.toContain('issuer');
    expect(cv.checks.map((c) => c.field)).not.toContain('date');
  });
});

describe("'Please check' on a title the analyst is unsure of", () => {
  it('flags a title that opens with the letterhead in capitals, but not a CV titled by its owner', () => {
    expect(reasonFor(LETTERHEAD, 'title')).toBe('The title starts with the line in capitals at its top, often a letterhead: check it says what this is.');
    expect(reasonFor(CV, 'title', 'Maria_Santos_CV.pdf')).toBeUndefined();
  });

  it('flags a title the ranker is unsure of among several lines, not a certificate titled by its award', () => {
    expect(reasonFor(NOTE, 'title')).toBe('Other lines on it could be its title: check this one says what it is.');
    expect(reasonFor(OWN_AWARD_CERTIFICATE, 'title')).toBeUndefined();
  });

  it("flags a title that is only the file's name", () => {
    const sheet = sheetOf(NUMBERS, 'scan_0042.pdf');
    expect(sheet.title).toContain('scan_0042');
    expect(sheet.checks).toContainEqual({ field: 'title', reason: 'No heading was read, so it is titled by its file name: give it a title.' });
  });
});
