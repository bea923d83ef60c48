import { describe, expect, it } from 'vitest';
import { createLocalAnalyst } from '../../server/modules/analyst/local';
import type { CriteriaReport, CriteriaScore } from '../../src/contract/criteria-report';
import { ev } from '../fixtures/chat-answers';

// Issue 36 item 7: chat answers an EB-2 NIW applicant's questions from the basis rules and the report, fact first.
const analyst = createLocalAnalyst();

const BACHELOR_AND_FOUR_YEARS = [
  ev(1, 'bsc-diploma.pdf', 'niw_advanced_degree', 'degree', 'University of Lagos\n\nThis is to certify that Ada Lovelace has been awarded the degree of Bachelor of Science in Computer Science, conferred on June 30, 2016.'),
  ev(2, 'experience-paystack.pdf', 'niw_advanced_degree', 'experience_letter', 'Paystack Ltd\n\nThis is to certify that Ada Lovelace was employed by Paystack Ltd from July 1, 2016 to June 30, 2020 in the position of Software Engineer. She worked full-time, 40 hours per week.'),
  ev(3, 'internship.pdf', 'niw_advanced_degree', 'experience_letter', 'Andela\n\nThis is to certify that Ada Lovelace was employed by Andela from January 1, 2014 to December 31, 2015 as an engineering intern. She worked full-time, 40 hours per week.'),
];

const score = (criteriaId: string, value: number): CriteriaScore => ({
  criteriaId,
  criteriaTitle: criteriaId,
  score: value,
  strength: value >= 70 ? 'strong' : value >= 40 ? 'moderate' : 'weak',
  reasoning: '',
  evidenceCount: 1,
  keyEvidence: [],
  suggestions: value < 40 ? ['Add letters from the people and bodies who would use the work.'] : [],
});
const REPORT: CriteriaReport = {
  criteriaScores: [score('niw_advanced_degree', 30), score('niw_prong1_merit_importance', 75), score('niw_prong2_well_positioned', 20), score('niw_prong3_balance', 55)],
  strategicRecommendations: [],
  nextSteps: [],
};

async function ask(question: string, report: CriteriaReport | null = REPORT) {
  const input = { visaType: 'EB-2 NIW' as const, question, passages: [], exhibits: BACHELOR_AND_FOUR_YEARS, report, evidenceCount: BACHELOR_AND_FOUR_YEARS.length };
  return (await analyst.answerQuestion(input)).answer;
}

describe('chat answers EB-2 NIW questions with the fact first', () => {
  it('names the weakest prong and its score in the first sentence', async () => {
    const answer = await ask('Which prong is weakest in my case?');
    expect(answer.split('\n')[0]).toBe('Your weakest prong is Prong 2 (well positioned), at 20%.');
    expect(answer).toContain('To strengthen it: Add letters from the people and bodies who would use the work.');
  });

  it("says a bachelor's with 4 years after it does not qualify yet, and counts only the years after the degree", async () => {
    const answer = await ask('Does my degree qualify for EB-2?');
    expect(answer.split('\n')[0]).toBe('Not yet: the EB-2 basis is not met.');
    expect(answer).toContain('Exhibit 2: July 2016 to June 2020 (48 months)');
    expect(answer).not.toContain('Exhibit 3: January 2014');
  });

  it('explains the January 2025 change for this applicant: the internship before the degree does not count', async () => {
    const answer = await ask('What does the January 2025 policy change mean for my experience?');
    expect(answer.split('\n')[0]).toMatch(/^The January 2025 update to the USCIS Policy Manual says .* work before the degree does not count\./);
    expect(answer).toContain('total 4 years (48 months)');
  });

  it('asks for the report before it ranks the prongs', async () => {
    expect((await ask('Which prong is weakest?', null)).split('\n')[0]).toMatch(/^Build the criteria report first/);
  });
});
