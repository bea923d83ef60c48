import { describe, expect, it } from 'vitest';
import type { DraftStatementInput } from '../../server/platform/analyst/analyst';
import { findExhibitRefs } from '../../server/platform/analyst/exhibits';
import { trustedSources } from '../../server/platform/analyst/framework';
import { checkDraft } from '../../server/platform/analyst/guarantees';
import { createLocalAnalyst } from '../../server/platform/analyst/local';
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
const violations = (content: string, instructions?: string) =>
  checkDraft(content, { exhibits: EVIDENCE.map((e) => ({ evidenceNumber: e.evidenceNumber, text: e.text })), instructions, filing: true, allowed: trustedSources('O-1A', ['Ana Ruiz']) });

describe('criterion statements that argue', () => {
  it('states the standard, quotes the facts with their exhibits, argues and concludes, keeping every guarantee', async () => {
    const s = await analyst.draftStatement(input({}));
    expect(s.title).toBe('Judging — O-1A Criterion Statement');
    expect(s.content).toContain('8 CFR 214.2(o)(3)(iii)(B)(4)');
    for (const h of ['## The standard', '## The evidence', '## Why this meets the standard', '## Conclusion']) expect(s.content).toContain(h);
    expect(s.content).toContain('**Exhibit 3**, a review invitation or record, states: "The national robotics competition appointed Dr Ruiz to its jury of five in 2016."');
    expect(s.content).toMatch(/The recognition is selective\. Exhibit \d states that "/);
    expect(s.content).toMatch(/Ana Ruiz meets this criterion/);
    expect(violations(s.content)).toEqual([]);
    expect(s.notes.join(' ')).toMatch(/Drafted from Exhibits/);
  });

  it('follows instructions without pasting them: lead with, do not use, emphasise, shorter', async () => {
    const instructions = 'Please lead with Exhibit 4, do not use Exhibit 7, emphasise the jury and keep it shorter for my attorney';
    const s = await analyst.draftStatement(input({ instructions }));
    const refs = findExhibitRefs(s.content);
    expect(refs).not.toContain(7);
    expect(s.content.indexOf('**Exhibit 4**')).toBeLessThan(s.content.indexOf('**Exhibit 2**'));
    expect(s.content).not.toMatch(/lead with|emphasise|shorter|as requested|instructions/i);
    expect(violations(s.content, instructions)).toEqual([]);
    expect(s.notes.join(' ')).toMatch(/leads with Exhibit 4/);
    expect(s.notes.join(' ')).toMatch(/Exhibit 7 is not used/);
    const full = await analyst.draftStatement(input({}));
    expect(s.content.length).toBeLessThan(full.content.length);
  });

  it('brings the emphasised subject forward', async () => {
    const s = await analyst.draftStatement(input({ instructions: 'emphasise the jury' }));
    expect(s.content.indexOf('**Exhibit 3**')).toBeLessThan(s.content.indexOf('**Exhibit 2**'));
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
    expect(s.content).toMatch(/The record runs from 2014 \(Exhibit 7\) to 2023 \(Exhibit 1\)/);
    // 1998 is in a reference list, not a date of the record.
    expect(s.content).not.toContain('1998');
    expect(s.content).toMatch(/> "In my opinion she is among the top five researchers in systems worldwide\."\n> — Exhibit 9/);
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
    expect(s.content).toMatch(/- \*\*Exhibit 1\*\*, an award certificate or notice: "/);
    expect(s.content).not.toMatch(/meets this criterion/);
    expect(s.notes[0]).toMatch(/do not accept statements written with AI tools/);
  });
});

describe("the user's notes on an exhibit", () => {
  it('choose which sentence is quoted, and are never pasted', async () => {
    const noted = EVIDENCE.map((e) => (e.evidenceNumber === 3 ? { ...e, userNotes: 'The point is how many entries the jury judged from universities' } : e));
    const plain = await analyst.draftStatement(input({}));
    const s = await analyst.draftStatement(input({ evidence: noted }));
    expect(plain.content).toContain('**Exhibit 3**, a review invitation or record, states: "The national robotics competition');
    expect(s.content).toContain('**Exhibit 3**, a review invitation or record, states: "The jury judged 312 entries from 40 universities across the country."');
    expect(s.content).not.toContain('The point is');
    expect(s.notes.join(' ')).toMatch(/Your notes on Exhibit 3 guided/);
    expect(violations(s.content, 'The point is how many entries the jury judged from universities')).toEqual([]);
  });
});
