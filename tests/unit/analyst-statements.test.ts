import { describe, expect, it } from 'vitest';
import type { DraftStatementInput } from '../../server/platform/analyst/analyst';
import { findExhibitRefs } from '../../server/modules/analyst/exhibits';
import { trustedSources } from '../../server/modules/analyst/framework';
import { checkDraft } from '../../server/modules/analyst/guarantees';
import { createLocalAnalyst } from '../../server/modules/analyst/local';
import { FINAL_MERITS } from '../../src/contract/criteria-report';
import { ev } from './analyst-fixtures';

const analyst = createLocalAnalyst();

const EVIDENCE = [
  ev(1, 'award.pdf', 'o1a_awards', 'CERTIFICATE\nThe Outstanding Paper Award is hereby conferred on Dr Ana Ruiz on May 14, 2023.\nThe award was selected by an international jury from 1,204 submitted papers.\nIt is the leading award for systems research worldwide.'),
  ev(2, 'review.pdf', 'o1a_judging', 'Dear Dr Ruiz, thank you for completing your review of manuscript JMLR-2021-0412 on March 3, 2021.\nThe editorial board relies on a small group of senior reviewers for its most difficult papers.'),
  ev(3, 'jury.pdf', 'o1a_judging', 'The national robotics competition appointed Dr Ruiz to its jury of five in 2016.\nThe jury judged 312 entries from 40 universities across the country.'),
  ev(4, 'pc.pdf', 'o1a_judging', 'You served on the program committee of NeurIPS 2022 and reviewed 9 papers as a reviewer.\nProgram committee members are chosen among the top researchers in the field.'),
  ev(7, 'old-review.pdf', 'o1a_judging', 'Thank you for reviewing for the regional workshop on embedded systems in 2014; your review was received.'),
  ev(8, 'paper.pdf', 'o1a_scholarly_articles', 'Sparse Routing at Scale\nAna Ruiz, Wei Chen\nAbstract\nWe present a routing method for mixture models, published in 2021.\nReferences\n[1] Shazeer, N. et al. Outrageously large neural networks. 1998.'),
  ev(9, 'roe.pdf', 'recommendation_letter', 'I am writing to recommend Dr Ana Ruiz. In my opinion she is among the top five researchers in systems worldwide.\nSincerely, Prof. Jane Roe'),
];

const input = (over: Partial<DraftStatementInput>): DraftStatementInput => ({ visaType: 'O-1A', criteriaId: 'o1a_judging', criteriaTitle: 'Judging', applicantName: 'Ana Ruiz', evidence: EVIDENCE, report: null, ...over });
// As the statement job checks a draft (statementContext): every quotation carries its page.
const violations = (content: string, instructions?: string) =>
  checkDraft(content, { exhibits: EVIDENCE.map((e) => ({ evidenceNumber: e.evidenceNumber, text: e.text })), instructions, filing: true, allowed: trustedSources('O-1A', ['Ana Ruiz']), pinCites: true });

describe('criterion statements that argue', () => {
  it('states the standard, quotes the facts with their exhibits, argues and concludes, keeping every guarantee', async () => {
    const s = await analyst.draftStatement(input({}));
    expect(s.title).toBe('Judging — O-1A Criterion Statement');
    expect(s.content).toContain('8 CFR 214.2(o)(3)(iii)(B)(4)');
    for (const h of ['## The standard', '## The evidence', '## Why this meets the standard', '## Conclusion']) expect(s.content).toContain(h);
    // Facts first, each with its page: the record of judging names the applicant and what she did.
    expect(s.content).toContain('A record of judging, dated March 3, 2021, thanks Ana Ruiz for completing a review (Exhibit 2 at 1).');
    // The sheet knows the appointment is hers (issue 32): the sentence that says so is the one quoted, its selectivity argued.
    expect(s.content).toContain('An appointment to judge states: "The national robotics competition appointed Dr Ruiz to its jury of five in 2016." (Exhibit 3 at 1).');
    expect(s.content).toMatch(/The recognition is selective(:|, as the passages? quoted above states?) .*\(Exhibit \d at 1[;)]/);
    expect(s.content).toMatch(/Ana Ruiz meets this criterion/);
    expect(violations(s.content)).toEqual([]);
    expect(s.notes.join(' ')).toMatch(/Drafted from Exhibits/);
  });

  it('follows instructions without pasting them: lead with, do not use, emphasise, shorter', async () => {
    const instructions = 'Please lead with Exhibit 4, do not use Exhibit 7, emphasise the jury and keep it shorter for my attorney';
    const s = await analyst.draftStatement(input({ instructions }));
    const refs = findExhibitRefs(s.content);
    expect(refs).not.toContain(7);
    expect(s.content.indexOf('(Exhibit 4 at 1)')).toBeGreaterThan(0);
    expect(s.content.indexOf('(Exhibit 4 at 1)')).toBeLessThan(s.content.indexOf('(Exhibit 2 at 1)'));
    expect(s.content).not.toMatch(/lead with|emphasise|shorter|as requested|instructions/i);
    expect(violations(s.content, instructions)).toEqual([]);
    expect(s.notes.join(' ')).toMatch(/leads with Exhibit 4/);
    expect(s.notes.join(' ')).toMatch(/Exhibit 7 is not used/);
    const full = await analyst.draftStatement(input({}));
    expect(s.content.length).toBeLessThan(full.content.length);
  });

  it('brings the emphasised subject forward', async () => {
    const s = await analyst.draftStatement(input({ instructions: 'emphasise the jury' }));
    expect(s.content.indexOf('(Exhibit 3 at 1)')).toBeGreaterThan(0);
    expect(s.content.indexOf('(Exhibit 3 at 1)')).toBeLessThan(s.content.indexOf('(Exhibit 2 at 1)'));
  });

  it('does not claim a criterion with no evidence, and keeps advice in the notes', async () => {
    const s = await analyst.draftStatement(input({ criteriaId: 'o1a_high_salary', criteriaTitle: 'High Salary', evidence: [] }));
    expect(s.content).toMatch(/does not yet include an exhibit/);
    expect(s.content).not.toMatch(/Ana Ruiz meets this criterion/);
    expect(s.notes.some((n) => n.startsWith('To add:'))).toBe(true);
    expect(violations(s.content)).toEqual([]);
  });
});

describe('final merits', () => {
  it('argues the totality from the whole record, with dates from the documents themselves', async () => {
    const { report } = await analyst.buildCriteriaReport({ visaType: 'O-1A', evidence: EVIDENCE });
    const s = await analyst.draftStatement(input({ criteriaId: FINAL_MERITS, criteriaTitle: 'Final Merits', report }));
    expect(s.title).toBe('Final Merits Statement');
    expect(s.content).toContain('Kazarian v. USCIS, 596 F.3d 1115 (9th Cir. 2010)');
    expect(s.content).toContain('The record runs from 2014 (Exhibit 7 at 1) to May 14, 2023 (Exhibit 1 at 1).');
    // 1998 is in a reference list, not a date of the record.
    expect(s.content).not.toContain('1998');
    expect(s.content).toContain('> "In my opinion she is among the top five researchers in systems worldwide."\n> — Exhibit 9 at 1');
    expect(s.content).not.toMatch(/No exhibit speaks to this/);
    expect(violations(s.content)).toEqual([]);
  });

  it('leaves out an exhibit the user excludes, everywhere', async () => {
    const s = await analyst.draftStatement(input({ criteriaId: FINAL_MERITS, criteriaTitle: 'Final Merits', instructions: 'do not use Exhibit 7' }));
    expect(findExhibitRefs(s.content)).not.toContain(7);
    expect(violations(s.content, 'do not use Exhibit 7')).toEqual([]);
  });
});

describe('UK Global Talent', () => {
  it('gets an evidence map to write from, never finished prose, and says why', async () => {
    const uk = EVIDENCE.map((e) => ({ ...e, category: e.category === 'o1a_awards' ? 'uk_awards' : e.category }));
    const s = await analyst.draftStatement({ visaType: 'UK_GLOBAL_TALENT', criteriaId: 'uk_awards', criteriaTitle: 'Awards and Prizes', applicantName: 'Ana Ruiz', evidence: uk, report: null });
    expect(s.title).toBe('Awards and Prizes — Evidence Map');
    expect(s.content).toContain('## Points to make in your own words');
    expect(s.content).toContain('- **Exhibit 1**, an award certificate: "The Outstanding Paper Award is hereby conferred on Dr Ana Ruiz on May 14, 2023." (Exhibit 1 at 1)');
    expect(s.content).not.toMatch(/meets this criterion/);
    expect(s.notes[0]).toMatch(/do not accept statements written with AI tools/);
  });
});

describe("the user's notes on an exhibit", () => {
  it('choose which sentence is quoted, and are never pasted', async () => {
    const noted = EVIDENCE.map((e) => (e.evidenceNumber === 3 ? { ...e, userNotes: 'The point is how many entries the jury judged from universities' } : e));
    const plain = await analyst.draftStatement(input({}));
    const s = await analyst.draftStatement(input({ evidence: noted }));
    const noted3 = EVIDENCE.map((e) => (e.evidenceNumber === 3 ? { ...e, userNotes: 'The point is the national robotics competition appointing her' } : e));
    const other = await analyst.draftStatement(input({ evidence: noted3 }));
    // Without notes, the sentence that names her appointment; with notes, the one they point at.
    expect(plain.content).toContain('An appointment to judge states: "The national robotics competition appointed Dr Ruiz');
    expect(other.content).toContain('An appointment to judge states: "The national robotics competition appointed Dr Ruiz to its jury of five in 2016." (Exhibit 3 at 1)');
    expect(s.content).toContain('An appointment to judge states: "The jury judged 312 entries from 40 universities across the country." (Exhibit 3 at 1)');
    expect(s.content).not.toContain('The point is');
    expect(s.notes.join(' ')).toMatch(/Your notes on Exhibit 3 guided/);
    expect(violations(s.content, 'The point is how many entries the jury judged from universities')).toEqual([]);
  });
});

describe('statements that argue like counsel (issue 32, decision 061)', () => {
  const IACR = [
    'INTERNATIONAL ASSOCIATION FOR CRYPTOLOGIC RESEARCH',
    'March 3, 2024',
    'Dear Dr. Okafor,',
    'On behalf of the International Association for Cryptologic Research, I am delighted to inform you that you have been selected as the recipient of the 2024 Test-of-Time Award.',
    'The award was selected from 1,840 nominations by a committee of 12 international judges.',
    'Prize committee of 12 international judges.',
    'The International Association for Cryptologic Research',
    'Sincerely,',
    'Jane Roe',
  ].join('\n');
  const WINNER_ELSE = 'LAB NEWS\nJune 2, 2024\nThe 2024 Kavli Prize was awarded to Professor Wei Lin for his work on neural circuits.\nAmong the guests at the ceremony was Dr. Maya Okafor.';
  const okafor = (evidence: ReturnType<typeof ev>[], over: Partial<DraftStatementInput> = {}): DraftStatementInput => ({ visaType: 'EB-1A', criteriaId: 'eb1a_awards', criteriaTitle: 'Awards', applicantName: 'Maya Okafor', evidence, report: null, ...over });

  it('names the award, its issuer, its date and its selectivity, and quotes only whole sentences that state them', async () => {
    const evidence = [ev(1, 'iacr.pdf', 'eb1a_awards', IACR)];
    const s = await analyst.draftStatement(okafor(evidence));
    expect(s.content).toContain('The 2024 Test-of-Time Award was conferred on Maya Okafor by the International Association for Cryptologic Research, as an award letter dated March 3, 2024 records (Exhibit 1 at 1).');
    expect(s.content).toMatch(/selected from 1,840 nominations/);
    expect(s.content).toMatch(/12 international judges/);
    // Never the heading-like line or the bare name of the body as a quotation.
    expect(s.content).not.toContain('"Prize committee of 12 international judges."');
    expect(s.content).not.toMatch(/"The International Association for Cryptologic Research\.?"/);
    const ctx = { exhibits: evidence.map((e) => ({ evidenceNumber: e.evidenceNumber, text: e.text })), filing: true, allowed: trustedSources('EB-1A', ['Maya Okafor']), pinCites: true };
    expect(checkDraft(s.content, ctx)).toEqual([]);
  });

  it("does not argue someone else's award for the applicant, and says why in the notes", async () => {
    const evidence = [ev(1, 'iacr.pdf', 'eb1a_awards', IACR), ev(2, 'lab-news.pdf', 'eb1a_awards', WINNER_ELSE)];
    const s = await analyst.draftStatement(okafor(evidence));
    expect(findExhibitRefs(s.content)).toEqual([1]);
    expect(s.notes.join(' ')).toMatch(/Exhibit 2 records an achievement of Professor Wei Lin, not of Maya Okafor/);
  });

  it("says 'letters from experts' only when there are several letters", async () => {
    const letter = (n: number, who: string) => ev(n, `letter-${n}.pdf`, 'recommendation_letter', `Dear Officer:\nI am writing to recommend Dr. Maya Okafor. In my opinion she is among the most original cryptographers of her generation.\nSincerely,\n${who}`);
    const award = ev(1, 'iacr.pdf', 'eb1a_awards', IACR);
    const one = await analyst.draftStatement(okafor([award, letter(2, 'Jane Roe')], { criteriaId: FINAL_MERITS, criteriaTitle: 'Final Merits' }));
    expect(one.content).toContain('### An expert who knows the field');
    expect(one.content).toContain('Exhibit 2 is a letter from an expert who assesses the work as a whole');
    expect(one.content).not.toMatch(/[Ll]etters from|Experts who/);
    const two = await analyst.draftStatement(okafor([award, letter(2, 'Jane Roe'), letter(3, 'John Poe')], { criteriaId: FINAL_MERITS, criteriaTitle: 'Final Merits' }));
    expect(two.content).toContain('### Experts who know the field');
    expect(two.content).toContain('Exhibits 2 and 3 are letters from experts');
  });
});
