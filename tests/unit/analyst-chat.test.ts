import { describe, expect, it } from 'vitest';
import type { AnswerQuestionInput, EvidenceForAnalysis } from '../../server/platform/analyst/analyst';
import { findExhibitRefs } from '../../server/modules/analyst/exhibits';
import { createLocalAnalyst } from '../../server/modules/analyst/local';
import type { CriteriaReport } from '../../src/contract/criteria-report';
import { ev } from '../fixtures/chat-answers';

const analyst = createLocalAnalyst();

// An ML researcher's O-1A petition, each document with the distractors real ones carry: the
// article mentions a prize, the CV states a salary and the award, the award names a paper.
const PETITION = [
  ev(1, 'neurips-award.pdf', 'o1a_awards', 'award', 'NeurIPS 2022 Outstanding Paper Award\n\nThe Program Committee of the Conference on Neural Information Processing Systems hereby confers the Outstanding Paper Award on Dr. Maria Rivera for the paper "Sparse Attention at Scale". The award was presented on December 1, 2022 in New Orleans. Only 13 of 10,411 submissions received this honour.'),
  ev(2, 'salary-letter.pdf', 'o1a_high_salary', 'employment_letter', 'Acme AI Inc.\n100 Market Street, San Francisco\n\nDear Dr. Rivera,\n\nThis letter confirms the terms of your employment as Principal Research Scientist. Your annual base salary is $485,000, effective January 1, 2024. With equity, your total compensation places you above the 95th percentile for machine learning researchers in the United States.\n\nSincerely,\nJane Park, VP People'),
  ev(3, 'techweekly-profile.pdf', 'o1a_press', 'press_article', 'TECH WEEKLY\n\nThe researcher making attention cheap\nBy Sam Reed, staff writer\n\nMaria Rivera, who won a prize at NeurIPS last year, was interviewed in her San Francisco office. Her method cut the cost of training large models by 40 percent, according to independent benchmarks. Companies including Google and Meta have adopted it.'),
  ev(4, 'review-invitation.pdf', 'o1a_judging', 'review_record', 'Journal of Machine Learning Research\n\nDear Dr. Rivera,\n\nOn behalf of the editors, Prof. Alan Smith invites you to review the manuscript JMLR-2023-0412 entitled "Efficient Transformers". We would appreciate receiving your review by March 15, 2023. See Exhibit 12 of the journal policy for the reviewer guidelines that apply to your review.'),
  ev(5, 'cv.pdf', 'cv', 'cv', 'Maria Rivera - Curriculum Vitae\n\nExperience\nPrincipal Research Scientist, Acme AI, 2021 to present.\nSalary: $95,000 as a graduate intern at Acme Labs in 2016.\nManaged hiring and salary reviews for a team of 12 engineers.\nEducation\nPhD Computer Science, Stanford University, 2018.\nAwards\nOutstanding Paper Award, NeurIPS 2022.'),
  ev(6, 'scholar.pdf', 'o1a_original_contributions', 'citation_record', 'Google Scholar profile of Maria Rivera. Her papers have been cited 3,412 times in total. Her h-index is 24 and her most cited paper has 1,180 citations.'),
];
const collapse = (s: string) => s.replace(/\s+/g, ' ');

/**
 * What every answer must keep: each 'Exhibit N' exists, each quotation is verbatim in the
 * exhibit it is attributed to, and nothing says how the answer was made.
 */
function expectTrustworthy(answer: string, exhibits: EvidenceForAnalysis[]) {
  const textOf = (n: number) => collapse(exhibits.find((e) => e.evidenceNumber === n)?.text ?? '');
  expect(findExhibitRefs(answer).every((n) => exhibits.some((e) => e.evidenceNumber === n)), answer).toBe(true);
  expect(answer).toMatch(/\n\n_Based on: [^\n]+\._$/);
  expect(answer).not.toMatch(/offline|analyst|keyword|vocabulary|\u2026/i);
  let listExhibit: number | undefined;
  let pending: string[] = [];
  const check = (quote: string, n: number | undefined) => expect(n !== undefined && textOf(n).includes(quote), `"${quote}" is not in Exhibit ${n}`).toBe(true);
  for (const line of answer.split('\n')) {
    const item = /^- \*\*Exhibit (\d+)/.exec(line);
    if (item) listExhibit = Number(item[1]);
    const inline = /: "(.+)"$/.exec(line);
    if (item && inline) check(inline[1]!, listExhibit);
    const nestedBy = /^ {2}> \u2014 Exhibit (\d+)/.exec(line);
    if (nestedBy) expect(Number(nestedBy[1])).toBe(listExhibit);
    const nested = nestedBy ? null : /^ {2}> (.+)$/.exec(line);
    if (nested) check(nested[1]!, listExhibit);
    // An answer's first sentence cites its source inline: '(Exhibit 5, p. 1: "…")'.
    const lead = /\(Exhibit (\d+)(?:, p\. \d+)?: "(.+)"\)\.$/.exec(line);
    if (lead) check(lead[2]!, Number(lead[1]));
    const attribution = /^> \u2014 Exhibit (\d+)/.exec(line);
    if (attribution) {
      for (const q of pending) check(q, Number(attribution[1]));
      pending = [];
    } else if (/^> \S/.test(line)) pending.push(line.slice(2));
  }
  expect(pending, 'a quotation without its exhibit').toEqual([]);
}

async function ask(question: string, extra: Partial<AnswerQuestionInput> = {}): Promise<string> {
  const input = { visaType: 'O-1A' as const, question, passages: [], exhibits: PETITION, report: null, evidenceCount: PETITION.length, ...extra };
  const { answer } = await analyst.answerQuestion(input);
  expectTrustworthy(answer, input.exhibits);
  return answer;
}

/** The list of exhibits filed under the criterion, without the 'also mention' list after it. */
const filedPart = (answer: string) => answer.split('_Based on:')[0]!.split('filed elsewhere')[0]!;

describe('chat: which exhibits support a criterion', () => {
  it('lists the exhibits filed under the named criterion with a sentence of each, and an article that mentions a prize only as also mentioning it', async () => {
    const a = await ask('Which exhibits support the awards criterion?');
    expect(a).toMatch(/^\*\*Awards\*\*: 1 exhibit is filed under it\./);
    expect(filedPart(a)).toContain('**Exhibit 1 (neurips-award.pdf)**, an award certificate or notice');
    expect(filedPart(a)).not.toContain('Exhibit 3');
    expect(a.split('filed elsewhere')[1]).toContain('**Exhibit 3 (techweekly-profile.pdf)**, filed under Press Coverage: "Maria Rivera, who won a prize at NeurIPS last year, was interviewed in her San Francisco office."');
  });

  it('understands the words people use for a criterion', async () => {
    const cases: Array<[string, string, number]> = [
      ['What do I have for judging?', 'Judging', 4],
      ['evidence for high salary', 'High Salary', 2],
      ['Which documents show my prizes?', 'Awards', 1],
      ['Which exhibits are articles about me?', 'Press Coverage', 3],
      ['What evidence do I have for my compensation?', 'High Salary', 2],
      ['Any exhibits for original contributions?', 'Original Contributions', 6],
    ];
    for (const [question, title, n] of cases) {
      const a = await ask(question);
      expect(a, question).toMatch(new RegExp(`^\\*\\*${title}\\*\\*: 1 exhibit is filed under it`));
      expect(findExhibitRefs(filedPart(a)), question).toEqual([n]);
    }
  });

  it('says when nothing is filed under the criterion and what the catalogue expects', async () => {
    const a = await ask('Which exhibits support memberships?');
    expect(a).toContain('No exhibit is filed under **Memberships** yet.');
    expect(a).toContain('For this criterion the catalogue looks for: membership certificate, bylaws showing the admission standard and letter confirming election.');
  });
});

describe('chat: summarise one exhibit', () => {
  it('summarises any exhibit of the petition from its own text, even one the search did not find', async () => {
    const a = await ask('Summarise Exhibit 2', { passages: [{ evidenceNumber: 6, fileName: 'scholar.pdf', text: 'Her papers have been cited 3,412 times in total.' }] });
    expect(a).toMatch(/^\*\*Exhibit 2 \(salary-letter\.pdf\)\*\* is filed under \*\*High Salary\*\* and reads as an employment or salary letter\./);
    expect(a).toContain('> Your annual base salary is $485,000, effective January 1, 2024.');
    expect(findExhibitRefs(a)).toEqual([2]);
    for (const question of ['what is exhibit 3', 'Tell me about exhibit #3', 'What does Exhibit 3 say?']) {
      const b = await ask(question);
      expect(b, question).toContain('**Exhibit 3 (techweekly-profile.pdf)** is filed under **Press Coverage** and reads as an article about the applicant.');
      expect(b, question).toContain('> Her method cut the cost of training large models by 40 percent, according to independent benchmarks.');
      // The title line is a heading, not a sentence of evidence.
      expect(b, question).not.toContain('The researcher making attention cheap');
    }
  });

  it('says which exhibits exist when the number asked for does not, and never cites it', async () => {
    const a = await ask('Summarise Exhibit 9');
    expect(a).toContain('This petition has no exhibit numbered 9; its exhibits are 1\u20136.');
    expect(findExhibitRefs(a)).toEqual([]);
  });

  it("never quotes a document's own reference to its attachments", async () => {
    const a = await ask('Summarise Exhibit 4');
    expect(a).toContain('Prof. Alan Smith invites you');
    expect(a).not.toContain('See Exhibit');
    expect(findExhibitRefs(a)).toEqual([4]);
  });
});

describe('chat: what is missing for a criterion', () => {
  it("sets the catalogue's evidence types against the exhibits filed under it", async () => {
    const a = await ask('What is missing for judging?');
    expect(a).toContain('For **Judging** the catalogue looks for:');
    expect(a).toContain('- Peer-review invitations and completed reviews: you have Exhibit 4 (review-invitation.pdf)');
    expect(a).toContain('- Competition jury appointment: **missing**');
    expect(a).toContain('- Program committee membership: **missing**');
  });

  it("adds the report's suggestions for the criterion when there is a report", async () => {
    const report: CriteriaReport = {
      criteriaScores: [{ criteriaId: 'o1a_memberships', criteriaTitle: 'Memberships', score: 10, strength: 'weak', reasoning: 'None.', evidenceCount: 0, keyEvidence: [], suggestions: ['Ask the society for its admission rules.'] }],
      strategicRecommendations: [],
      nextSteps: [],
    };
    const a = await ask('What else do I need for memberships', { report });
    expect(a).toContain('- Membership certificate: **missing**');
    expect(a).toContain('No exhibit is filed under Memberships yet.');
    expect(a).toContain('Your criteria report rates it weak (10%). Its suggestions:');
    expect(a).toContain('- Ask the society for its admission rules.');
  });

  it('names the criteria with nothing filed when asked about gaps in general', async () => {
    const a = await ask('Where are the gaps?');
    expect(a).toContain('You have exhibits filed under 5 of the 8 O-1A criteria; O-1A needs one major award, or 3 of 8.');
    expect(a).toContain('Nothing is filed yet under **Memberships**, **Scholarly Articles** and **Critical Role**.');
  });
});

describe('chat: facts', () => {
  // The sentence the answer comes from: cited inline after the fact, or below it when it has quotation marks of its own.
  const firstQuote = (a: string) => {
    const lead = /\((Exhibit \d+)(?:, p\. \d+)?: "(.+)"\)\.$/.exec(a.split('\n')[0]!);
    return lead ? [lead[2], lead[1]] : /^> (.+)\n> \u2014 (Exhibit \d+)/m.exec(a)?.slice(1, 3);
  };

  it("answers the salary with the pay letter's amount sentence, not a CV line", async () => {
    const a = await ask('What is my salary?');
    expect(a).toMatch(/^Your salary is \$485,000 \(Exhibit 2: /);
    expect(firstQuote(a)).toEqual(['Your annual base salary is $485,000, effective January 1, 2024.', 'Exhibit 2']);
    expect(a).not.toContain('$95,000');
    expect(findExhibitRefs(a)).toEqual([2]);
  });

  it('reads the exhibit a question names by its kind: my salary letter', async () => {
    const a = await ask('What does my salary letter say?');
    expect(a).toContain('**Exhibit 2 (salary-letter.pdf)** is filed under **High Salary**');
    expect(a).toContain('> Your annual base salary is $485,000, effective January 1, 2024.');
    expect(findExhibitRefs(a)).toEqual([2]);
    // Filed under the wrong category, the letter is still found by what it is.
    const misfiled = PETITION.map((e) => (e.evidenceNumber === 2 ? { ...e, category: 'recommendation_letter', fileName: 'acme.pdf' } : e));
    const b = await ask('What does my salary letter say?', { exhibits: misfiled });
    expect(b).toContain('> Your annual base salary is $485,000, effective January 1, 2024.');
  });

  it('answers when, how many and who with the sentence that states a date, a count or a name', async () => {
    const cases: Array<[string, string, string]> = [
      ['When did I win the award?', 'The award was presented on December 1, 2022 in New Orleans.', 'Exhibit 1'],
      ['How many citations do I have?', 'Her papers have been cited 3,412 times in total.', 'Exhibit 6'],
      ['Who invited me to review?', 'On behalf of the editors, Prof. Alan Smith invites you to review the manuscript JMLR-2023-0412 entitled "Efficient Transformers".', 'Exhibit 4'],
    ];
    for (const [question, sentence, exhibit] of cases) expect(firstQuote(await ask(question)), question).toEqual([sentence, exhibit]);
  });

  it('answers when with the sentence that states a date, not the one that only repeats the question', async () => {
    const exhibits = [ev(1, 'award.pdf', 'o1a_awards', 'award', 'She won the award for her work on sparse attention. The award ceremony was held in 2019 in Vancouver.')];
    const a = await ask('When did she win the award?', { exhibits });
    expect(firstQuote(a)).toEqual(['The award ceremony was held in 2019 in Vancouver.', 'Exhibit 1']);
    expect(a).not.toContain('She won the award for her work');
  });

  it('says plainly when nothing answers', async () => {
    const a = await ask('Did I climb Mount Everest?');
    expect(a).toMatch(/^I could not find this in your uploaded evidence\.\n\nNone of your 6 documents addresses it\./);
    expect(findExhibitRefs(a)).toEqual([]);
  });
});

describe('chat: strength and the visa rules', () => {
  it('without a report, says how to get one and what is filed where', async () => {
    const a = await ask('How strong is my petition?');
    expect(a).toContain("There is no criteria report for this petition yet: open the Criteria tab and choose 'Generate Criteria Report'");
    expect(a).toContain('- **Awards**: Exhibit 1');
  });

  it('rates the criterion the question names from the report', async () => {
    const { report } = await analyst.buildCriteriaReport({ visaType: 'O-1A', evidence: PETITION });
    const a = await ask('How strong is my salary evidence?', { report });
    expect(a).toMatch(/^\*\*High Salary\*\* is rated (strong|moderate|weak) \(\d+%\) in your criteria report/);
  });

  it("answers the visa's rules from the catalogue", async () => {
    const a = await ask('How many criteria do I need?');
    expect(a).toContain('needs one major award, or 3 of 8. The criteria are:');
    expect(a).toContain('- **High Salary** (8 CFR 214.2(o)(3)(iii)(B)(8))');
    const uk = await ask('What are the criteria?', { visaType: 'UK_GLOBAL_TALENT', exhibits: [] });
    expect(uk).toContain('UK Global Talent needs a CV and 3 expert letters');
  });
});

describe('chat: documents as they come out of PDFs', () => {
  // Lines wrapped mid-sentence, a letterhead, a by-line, a CV in items without full stops.
  const wrapped = (t: string) => t.replace(/(.{60,72}?)\s/g, '$1\n');
  const CHEN = [
    ev(1, 'ieee-fellow.pdf', 'o1a_memberships', 'membership', `IEEE Board of Directors\n\nDear Dr. Chen,\n\n${wrapped('It is my pleasure to inform you that the IEEE Board of Directors has elevated you to the grade of IEEE Fellow, effective 1 January 2023, for contributions to low-power neural network accelerators.')}`),
    ev(2, 'wired.pdf', 'o1a_press', 'press_article', `WIRED\nThe chip that thinks small\nBy Lauren Goode\n\n${wrapped('Wei Chen has spent a decade making neural networks run on a watch battery. Chen told WIRED that the design now ships in 400 million devices.')}`),
    ev(3, 'offer.pdf', 'o1a_high_salary', 'employment_letter', `Arm Ltd.\n\n${wrapped('We are pleased to offer you the position of Distinguished Engineer. Your base salary will be USD 410,000 per annum. Your start date is 15 August 2021.')}`),
    ev(4, 'cv.pdf', 'cv', 'cv', 'Wei Chen\nCurriculum Vitae\nAWARDS AND HONORS\nBest Paper Award, ISSCC 2016\nIEEE Fellow, 2023'),
  ];
  const askChen = (question: string) => ask(question, { exhibits: CHEN, evidenceCount: CHEN.length });

  it('quotes whole sentences across wrapped lines, and CV items, but never a heading', async () => {
    const a = await askChen('When was I elected IEEE Fellow?');
    expect(a).toContain('You were elected IEEE Fellow on 1 January 2023 (Exhibit 1: "It is my pleasure to inform you that the IEEE Board of Directors has elevated you to the grade of IEEE Fellow, effective 1 January 2023, for contributions to low-power neural network accelerators.").');
    const awards = await askChen('Which exhibits support the awards criterion?');
    expect(awards).toContain('- **Exhibit 4 (cv.pdf)**, filed under CV: "Best Paper Award, ISSCC 2016"');
    expect(awards).not.toContain('AWARDS AND HONORS');
  });

  it('finds the exhibit a question names by its words, its by-line and its letterhead', async () => {
    const ieee = await askChen('What does the IEEE letter say?');
    expect(ieee).toMatch(/^\*\*Exhibit 1 \(ieee-fellow\.pdf\)\*\* is filed under \*\*Memberships\*\*/);
    const author = await askChen('Who wrote the Wired article?');
    expect(author).toMatch(/^Lauren Goode wrote the Wired article \(Exhibit 2: "By Lauren Goode"\)\./);
    const start = await askChen('When did I start at Arm?');
    expect(start).toMatch(/^You started at Arm on 15 August 2021 \(Exhibit 3: "Your start date is 15 August 2021\."\)\./);
  });
});

describe('chat: where a document comes from', () => {
  const W2 = ev(7, 'W2_2023.pdf', 'o1a_high_salary', 'pay_record', 'Form W-2 Wage and Tax Statement 2023\nc Employer\'s name: Acme AI\n1 Wages, tips, other compensation: 512,340.00\n2 Federal income tax withheld: 158,825.40');
  const REVIEW = ev(8, 'invite.txt', 'o1a_judging', 'review_record', 'Dear Dr. Rivera,\n\nI would like to invite you to review the manuscript JMLR-23-0417 for the Journal of Machine Learning Research.\n\nSincerely,\nDr. Samuel Okafor\nAction Editor');
  const exhibits = [...PETITION, W2, REVIEW];

  it('names the masthead and by-line when it summarises an article', async () => {
    const a = await ask('Summarise Exhibit 3');
    expect(a).toContain('It opens with "TECH WEEKLY".');
    expect(a).toContain('Its by-line reads "By Sam Reed, staff writer".');
  });

  it('answers who invited me with the person who signed the invitation', async () => {
    const a = await ask('Who invited me to review?', { exhibits, passages: [] });
    expect(a).toMatch(/^Dr\. Samuel Okafor, Action Editor, invited you to review \(Exhibit 8: "I would like to invite you to review the manuscript JMLR-23-0417 for the Journal of Machine Learning Research\."\)\./);
    expect(findExhibitRefs(a)).toContain(8);
  });

  it('quotes a form line when the question names the form', async () => {
    const a = await ask('What were my wages in 2023 according to my W-2?', { exhibits, passages: [] });
    expect(a).toMatch(/^Your wages in 2023 were 512,340\.00 \(Exhibit 7: "1 Wages, tips, other compensation: 512,340\.00"\)\./);
    expect(findExhibitRefs(a)).toEqual([7]);
  });
});

describe('chat: a question word the exhibits do not use', () => {
  it("finds 'which newspaper' in an article that names the paper but never says 'newspaper'", async () => {
    const articles = [1, 2].map((n) => ev(n, `record-${n}.txt`, 'o1a_press', null, `Press article ${n}. The ${n === 1 ? 'Financial Times' : 'Economist'} published a feature about Ada Lovelace and her analytical engine work.`));
    const a = await ask('Which newspaper published a feature about her?', { exhibits: articles, evidenceCount: 2 });
    expect(a).toMatch(/^The Financial Times published a feature about her \(Exhibit 1: "The Financial Times published a feature about Ada Lovelace and her analytical engine work\."\)\./);
    expect(a).not.toMatch(/^I could not find this/);
  });
});

describe('chat: a name no exhibit has', () => {
  it("says plainly that a Turing Award is not in the evidence rather than quoting other awards", async () => {
    const a = await ask('Did I win a Turing Award?');
    expect(a).toMatch(/^The record does not show that you won a Turing Award\. The award certificate or the letter announcing it would answer it\./);
    expect(findExhibitRefs(a)).toEqual([]);
  });
});
