import { describe, expect, it } from 'vitest';
import { assertExhibitRefs, findExhibitRefs, neutraliseExhibitRefs, stripUnknownExhibitRefs } from '../../server/modules/analyst/exhibits';
import { createLocalAnalyst } from '../../server/modules/analyst/local';
import { ev } from './analyst-fixtures';

const analyst = createLocalAnalyst();

const EVIDENCE = [
  ev(1, 'award.pdf', 'o1a_awards', 'You have been selected as the winner of the 2018 ACM Doctoral Dissertation Award, chosen from 172 nominations by an international committee. This is the leading award for doctoral research in computing worldwide.'),
  ev(2, 'review.pdf', 'o1a_judging', 'Thank you for your review of manuscript 1234 for Nature Methods. The editorial board appreciates your service as a reviewer on March 3, 2022.'),
  ev(3, 'Exhibit 9 - pc.pdf', 'o1a_judging', 'Program committee member, NeurIPS 2021. You reviewed 8 papers as a reviewer. See Exhibit 14 for the list.'),
  ev(5, 'letter.pdf', 'recommendation_letter', 'I recommend Dr. Doe. Her algorithm for variational inference was adopted by Google and is cited over 3,000 times. Her annual salary of $310,000 places her in the top 5 percent of researchers.'),
];
const NUMBERS = EVIDENCE.map((e) => e.evidenceNumber);
const refsWithin = (text: string) => findExhibitRefs(text).every((n) => NUMBERS.includes(n));

describe('exhibit references', () => {
  it('finds single, listed and ranged references', () => {
    expect(findExhibitRefs('See Exhibit 3, and Exhibits 5 and 7; also Exhibits 10-12, exhibits 2, 4 & 6.')).toEqual([2, 3, 4, 5, 6, 7, 10, 11, 12]);
    expect(findExhibitRefs('No references here, only exhibition 4 and Exhibit no. 9.')).toEqual([]);
  });

  it('rejects text that cites an exhibit the petition does not have', () => {
    expect(() => assertExhibitRefs('As Exhibit 2 and Exhibit 8 show', [1, 2, 3])).toThrow('Generated text cites Exhibit 8, which is not in this petition');
    expect(() => assertExhibitRefs('As Exhibits 1 and 3 show', [1, 2, 3])).not.toThrow();
  });

  it('strips unknown references and neutralises third-party ones', () => {
    expect(stripUnknownExhibitRefs('See Exhibits 1, 8 and 3. Also Exhibit 9.', [1, 3])).toBe('See Exhibits 1 and 3. Also an exhibit not in this petition.');
    expect(findExhibitRefs(neutraliseExhibitRefs('Attached as Exhibit 12'))).toEqual([]);
  });
});

describe('local analyst: draftLetter', () => {
  const recommender = { name: 'Prof. Alan Smith', title: 'Professor of Computer Science', organization: 'MIT', email: 'alan@mit.edu', relationship: 'I supervised her postdoctoral research at MIT from 2013 to 2016' };

  it('writes a letter tying each achievement to the exhibit that shows it', async () => {
    const { content: letter } = await analyst.draftLetter({ visaType: 'O-1A', applicantName: 'Jane Doe', recommender, keyAchievements: ['Won the ACM Doctoral Dissertation Award', 'Reviewer for Nature Methods', 'Invented a new sorting algorithm (Exhibit 40)'], evidence: EVIDENCE });
    expect(letter).toContain('My name is Prof. Alan Smith, and I am Professor of Computer Science at MIT.');
    expect(letter).toContain('I supervised her postdoctoral research at MIT from 2013 to 2016.');
    expect(letter).toMatch(/Won the ACM Doctoral Dissertation Award \(see Exhibit 1\)/);
    expect(letter).toMatch(/Reviewer for Nature Methods \(see Exhibit 2\)/);
    expect(letter).toMatch(/the Awards criterion/);
    expect(letter).toMatch(/Sincerely,\n\nProf\. Alan Smith\nProfessor of Computer Science\nMIT\nalan@mit\.edu$/);
    expect(refsWithin(letter)).toBe(true);
    expect(findExhibitRefs(letter)).not.toContain(40);
  });

  it('draws on the strongest exhibits when no achievements are listed', async () => {
    const { content: letter } = await analyst.draftLetter({ visaType: 'O-1A', applicantName: 'Jane Doe', recommender: { ...recommender, email: undefined, relationship: 'colleague' }, keyAchievements: [], evidence: EVIDENCE });
    expect(findExhibitRefs(letter).length).toBeGreaterThanOrEqual(2);
    expect(refsWithin(letter)).toBe(true);
    expect(letter).toContain('Jane Doe and I are colleagues. Working alongside Jane Doe');
    expect(letter).not.toContain('My relationship to');
  });
});

describe('local analyst: answerQuestion', () => {
  const passages = EVIDENCE.map(({ evidenceNumber, fileName, text }) => ({ evidenceNumber, fileName, text }));

  it('quotes and cites the exhibit that answers the question', async () => {
    const { answer: a } = await analyst.answerQuestion({ visaType: 'O-1A', question: 'What is my salary?', passages, exhibits: EVIDENCE, report: null, evidenceCount: 4 });
    expect(a).toContain('Her annual salary of $310,000');
    expect(a).toContain('Exhibit 5 (letter.pdf)');
    expect(findExhibitRefs(a)).toEqual([5]);
    const { answer: award } = await analyst.answerQuestion({ visaType: 'O-1A', question: 'Which award did I win?', passages, exhibits: EVIDENCE, report: null, evidenceCount: 4 });
    expect(findExhibitRefs(award)).toContain(1);
  });

  it('says plainly when the evidence does not answer', async () => {
    const { answer: a } = await analyst.answerQuestion({ visaType: 'O-1A', question: 'Did I climb Mount Everest?', passages, exhibits: EVIDENCE, report: null, evidenceCount: 4 });
    expect(a).toMatch(/^I could not find this in your uploaded evidence\./);
    expect(findExhibitRefs(a)).toEqual([]);
    const { answer: none } = await analyst.answerQuestion({ visaType: 'O-1A', question: 'What is my salary?', passages: [], exhibits: [], report: null, evidenceCount: 0 });
    expect(none).toMatch(/^The record does not say what your salary is\. An employment letter, a pay slip or a W-2 would answer it\./);
    expect(none).toMatch(/not uploaded any evidence/);
  });

  it('answers strength questions from the report without citing stale exhibits', async () => {
    const { report } = await analyst.buildCriteriaReport({ visaType: 'O-1A', evidence: [...EVIDENCE, ev(30, 'gone.pdf', 'o1a_awards', 'Award winner prize')] });
    const { answer: a } = await analyst.answerQuestion({ visaType: 'O-1A', question: 'How strong is my petition?', passages, exhibits: EVIDENCE, report, evidenceCount: 4 });
    expect(a).toMatch(/By your criteria report \d+ criteri(on is|a are) strong; O-1A requires .*3 of 8.*: (\d more to reach that|enough on paper)/);
    expect(a).toContain('your criteria report');
    expect(findExhibitRefs(a)).not.toContain(30);
    const { answer: one } = await analyst.answerQuestion({ visaType: 'O-1A', question: 'How strong is my judging?', passages, exhibits: EVIDENCE, report, evidenceCount: 4 });
    expect(one).toMatch(/\*\*Judging\*\* is rated strong/);
  });

  it('answers about a numbered exhibit from its own text, and says which exhibits exist when it does not', async () => {
    const { answer: a } = await analyst.answerQuestion({ visaType: 'O-1A', question: 'What does Exhibit 2 say?', passages: [], exhibits: EVIDENCE, report: null, evidenceCount: 4 });
    expect(a).toContain('Nature Methods');
    expect(findExhibitRefs(a)).toEqual([2]);
    const { answer: missing } = await analyst.answerQuestion({ visaType: 'O-1A', question: 'What does Exhibit 8 say?', passages, exhibits: EVIDENCE, report: null, evidenceCount: 4 });
    expect(findExhibitRefs(missing)).toEqual([]);
    expect(missing).toContain('This petition has no exhibit numbered 8; its exhibits are 1\u20133 and 5.');
  });
});
