import { describe, expect, it } from 'vitest';
import { findExhibitRefs } from '../../server/modules/analyst/exhibits';
import { createLocalAnalyst } from '../../server/modules/analyst/local';
import { criteriaFor } from '../../src/contract/criteria';
import { criteriaReportSchema } from '../../src/contract/criteria-report';
import { petitionStrength } from '../../src/contract/strength';
import { ev } from './analyst-fixtures';

const analyst = createLocalAnalyst();

const EVIDENCE = [
  ev(1, 'award.pdf', 'o1a_awards', 'You have been selected as the winner of the 2021 ACM Dissertation Award, chosen from 172 nominations by an international committee. The prize is $20,000.'),
  ev(2, 'review.pdf', 'o1a_judging', 'Thank you for your review of manuscript 1234 for Nature Methods. The editorial board appreciates your service as a reviewer, completed March 3, 2022.'),
  ev(3, 'pc.pdf', 'o1a_judging', 'Program committee member, NeurIPS 2021. You reviewed 8 papers as a reviewer on the panel.'),
  ev(4, 'paper.pdf', 'o1a_scholarly_articles', 'Journal of Machine Learning Research, 2019. Authors: J. Doe, K. Smith. Published in the journal; cited by 400 papers.'),
  ev(7, 'passport.pdf', 'identity', 'Passport. Nationality: Canadian. Date of birth: 1985.'),
];

describe('local analyst: buildCriteriaReport', () => {
  it('scores every criterion of the visa once, in a valid report', async () => {
    const { report } = await analyst.buildCriteriaReport({ visaType: 'O-1A', evidence: EVIDENCE });
    const strengthScore = petitionStrength(report)!;
    expect(criteriaReportSchema.parse(report)).toEqual(report);
    expect(report.criteriaScores.map((s) => s.criteriaId).sort()).toEqual(criteriaFor('O-1A').map((c) => c.id).sort());
    const scores = report.criteriaScores.map((s) => s.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const s of report.criteriaScores) {
      expect(s.strength).toBe(s.score >= 70 ? 'strong' : s.score >= 40 ? 'moderate' : 'weak');
      expect(s.keyEvidence.length).toBeLessThanOrEqual(s.evidenceCount);
      expect(s.suggestions.length).toBeGreaterThan(0);
    }
    expect(Number.isInteger(strengthScore)).toBe(true);
    expect(strengthScore).toBeGreaterThan(0);
    expect(strengthScore).toBeLessThanOrEqual(100);
  });

  it('rates a criterion with two filed exhibits strong and names them', async () => {
    const { report } = await analyst.buildCriteriaReport({ visaType: 'O-1A', evidence: EVIDENCE });
    const judging = report.criteriaScores.find((s) => s.criteriaId === 'o1a_judging')!;
    expect(judging.strength).toBe('strong');
    expect([...judging.keyEvidence].sort()).toEqual(['Exhibit 2: review.pdf', 'Exhibit 3: pc.pdf']);
    expect(judging.reasoning).toContain('Exhibits 2 and 3 are filed under this criterion');
    const awards = report.criteriaScores.find((s) => s.criteriaId === 'o1a_awards')!;
    expect(awards.strength).toBe('moderate');
    const salary = report.criteriaScores.find((s) => s.criteriaId === 'o1a_high_salary')!;
    expect(salary).toMatchObject({ score: 0, strength: 'weak', evidenceCount: 0, keyEvidence: [] });
    expect(salary.reasoning).toMatch(/No exhibit supports High Salary/);
  });

  it('frames the advice with the visa threshold', async () => {
    const { report } = await analyst.buildCriteriaReport({ visaType: 'O-1A', evidence: EVIDENCE });
    expect(report.strategicRecommendations[0]).toBe('You meet 1 of the 3 criteria O-1A requires (one major award, or 3 of 8): Judging.');
    expect(report.strategicRecommendations.join(' ')).toMatch(/Closest to the threshold/);
    expect(report.nextSteps.join(' ')).toMatch(/Generate statements for your strong criteria \(Judging\)/);
    const eb1c = await analyst.buildCriteriaReport({ visaType: 'EB-1C', evidence: [] });
    expect(eb1c.report.strategicRecommendations[0]).toMatch(/^You meet 0 of the 4 criteria EB-1C requires \(all 4 requirements\)/);
    expect(eb1c.report.strategicRecommendations.join(' ')).toMatch(/Required in every EB-1C case/);
  });

  it('never says "N of M" with N above M: past the threshold it counts against what is needed', async () => {
    const many = ['o1a_judging', 'o1a_memberships', 'o1a_press', 'o1a_scholarly_articles'].flatMap((category, i) =>
      [0, 1].map((j) => ({ ...EVIDENCE[1]!, id: `m${i}${j}`, evidenceNumber: 10 + i * 2 + j, fileName: `${category}-${j}.pdf`, category })),
    );
    const { report } = await analyst.buildCriteriaReport({ visaType: 'O-1A', evidence: many });
    const first = report.strategicRecommendations[0]!;
    const counted = /You meet (\d+)(?: of the (\d+))?/.exec(first);
    expect(Number(counted?.[1])).toBeGreaterThan(3);
    expect(counted?.[2]).toBeUndefined();
    expect(first).toMatch(/^You meet \d+ criteria, more than the 3 O-1A requires \(one major award, or 3 of 8\)/);
  });

  it('cites only exhibits that exist and flags unused ones (not identity documents)', async () => {
    const extra = [...EVIDENCE, ev(9, 'recipe.txt', 'other', 'Mix flour and water, bake for an hour.')];
    const { report } = await analyst.buildCriteriaReport({ visaType: 'O-1A', evidence: extra });
    const numbers = extra.map((e) => e.evidenceNumber);
    const text = JSON.stringify(report);
    for (const n of findExhibitRefs(text)) expect(numbers).toContain(n);
    const unused = report.strategicRecommendations.find((s) => s.includes('support no criterion') || s.includes('supports no criterion'));
    expect(unused).toMatch(/^Exhibit 9 supports no criterion/);
  });

  it('rises as evidence is added and is zero with none', async () => {
    const empty = await analyst.buildCriteriaReport({ visaType: 'O-1A', evidence: [] });
    expect(petitionStrength(empty.report)).toBe(0);
    expect(empty.report.nextSteps[0]).toMatch(/^Upload your evidence/);
    const some = await analyst.buildCriteriaReport({ visaType: 'O-1A', evidence: EVIDENCE.slice(0, 2) });
    const more = await analyst.buildCriteriaReport({ visaType: 'O-1A', evidence: EVIDENCE });
    expect(petitionStrength(some.report)).toBeGreaterThan(0);
    expect(petitionStrength(more.report)!).toBeGreaterThan(petitionStrength(some.report)!);
  });

  it('counts UK letters against the three the route requires', async () => {
    const letters = [1, 2].map((n) => ev(n, `letter${n}.pdf`, 'recommendation_letter', 'I recommend her without reservation; I have known her for years.'));
    const two = await analyst.buildCriteriaReport({ visaType: 'UK_GLOBAL_TALENT', evidence: letters });
    const three = await analyst.buildCriteriaReport({ visaType: 'UK_GLOBAL_TALENT', evidence: [...letters, ev(3, 'letter3.pdf', 'uk_recommendation_letters', 'I recommend him.')] });
    const score = (r: typeof two) => r.report.criteriaScores.find((s) => s.criteriaId === 'uk_recommendation_letters')!.score;
    expect(score(two)).toBeLessThan(70);
    expect(score(three)).toBeGreaterThanOrEqual(70);
  });

  it('handles 200 evidence rows of about 5 KB each', async () => {
    const words = 'the research award prize journal published reviewer salary company led team innovation patent cited by others of significance in the field'.split(' ');
    const rows = Array.from({ length: 200 }, (_, i) => {
      let text = '';
      let k = i + 1;
      while (text.length < 5000) {
        k = (k * 1103515245 + 12345) % 2147483648;
        text += `${words[k % words.length]}${k % 11 === 0 ? '. ' : ' '}`;
      }
      return ev(i + 1, `doc${i + 1}.pdf`, i % 4 === 0 ? 'eb1a_awards' : null, text);
    });
    const started = performance.now();
    const { report } = await analyst.buildCriteriaReport({ visaType: 'EB-1A', evidence: rows });
    const strengthScore = petitionStrength(report)!;
    const elapsed = performance.now() - started;
    expect(report.criteriaScores).toHaveLength(10);
    expect(report.criteriaScores.find((s) => s.criteriaId === 'eb1a_awards')!.evidenceCount).toBeGreaterThanOrEqual(50);
    expect(strengthScore).toBeGreaterThan(50);
    // A generous bound that only catches accidental quadratic work; bench/ measures real speed.
    expect(elapsed).toBeLessThan(2000);
  });
});
