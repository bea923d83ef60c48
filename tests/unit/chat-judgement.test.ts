// Chat answers first over petitions that name the applicant beside other people (issue 32): the applicant
// is the one most exhibits name, not whoever a forwarded letter addresses; 'I' questions are about her;
// a date range, a by-line and a date line answer what they state.
import { describe, expect, it } from 'vitest';
import { createLocalAnalyst } from '../../server/modules/analyst/local';
import { ev } from '../fixtures/chat-answers';

const analyst = createLocalAnalyst();

const PETITION = [
  ev(1, 'lab_news.pdf', 'other', 'award', 'Lab News · Winter 2024\nDr. Arjun Mehta Receives the 2024 Vilcek Prize\nDr. Arjun Mehta, head of the group, was awarded the 2024 Vilcek Prize by the Vilcek Foundation.\nDr. Mehta was joined at the ceremony by Dr. Leila Moradi.'),
  ev(2, 'election.pdf', 'eb1a_memberships', 'membership', 'International Society for Computational Biology\nMarch 2, 2024\nDear Dr. Moradi,\nI am delighted to tell you that you have been elected a Fellow of the Society.'),
  ev(3, 'fwd.txt', 'other', 'review_record', 'From: Arjun Mehta <amehta@crig.org>\nTo: Leila Moradi <lmoradi@crig.org>\nSubject: Fwd: Invitation to review\n\nLeila, could you read this one?\n\n---------- Forwarded message ----------\nDear Dr. Mehta,\nWe would like to invite you to review the manuscript GENOME-2023-1187.'),
  ev(4, 'role_letter.pdf', 'eb1a_critical_role', 'employment_letter', 'Kaisei Precision Co., Ltd.\nJune 3, 2024\nThis letter confirms that Dr. Leila Moradi has been employed by Kaisei Precision Co., Ltd. since April 1, 2012, and has served as General Manager of our Optics Division since April 1, 2019.'),
  ev(5, 'colleague_letter.pdf', 'other', 'employment_letter', 'Kaisei Precision Co., Ltd.\nMay 20, 2024\nThis letter confirms that Mr. Kenji Sato has been employed by Kaisei Precision Co., Ltd. since October 1, 2015, and serves as Deputy General Manager of the Optics Division.'),
  ev(6, 'icp_release.pdf', 'eb1a_exhibitions', 'exhibition_record', 'International Center of Photography\nNorthern Light: Photography from the Nordic Countries\nOn view February 2 through May 19, 2024\nThe exhibition includes new work by Leila Moradi.'),
  ev(7, 'techcrunch.pdf', 'eb1a_press', 'press_article', 'TechCrunch\nMoradi Labs raises $40M to read cell lineages\nBy Kyle Wiggers\nSeptember 12, 2023\nMoradi Labs, founded by Leila Moradi, has raised $40 million in a Series A round.'),
];

const ask = async (question: string) => (await analyst.answerQuestion({ visaType: 'EB-1A', question, passages: [], exhibits: PETITION, report: null, evidenceCount: PETITION.length })).answer;
const lead = (answer: string) => answer.split('\n')[0]!.split(/ \(Exhibit \d/)[0]!;

describe('chat over a petition that names others beside the applicant', () => {
  it('answers "did I win" with no and the winner, though a forwarded letter addresses the winner', async () => {
    const answer = await ask('Did I win the Vilcek Prize?');
    expect(lead(answer)).toMatch(/^No\. .*Arjun Mehta/);
    expect(answer).toContain('Exhibit 1');
  });

  it('answers an "I" question from the sentence about her, not a colleague’s', async () => {
    const answer = await ask('When did I become General Manager of the Optics Division?');
    expect(lead(answer)).toContain('April 1, 2019');
    expect(answer).toContain('Exhibit 4');
  });

  it('answers "when does it open" with the first day of a range', async () => {
    expect(lead(await ask('When does the Northern Light exhibition open?'))).toContain('February 2, 2024');
  });

  it('names an article’s author from its by-line, and its date from its date line', async () => {
    expect(lead(await ask('Who wrote the TechCrunch article about Moradi Labs?'))).toContain('Kyle Wiggers');
    expect(lead(await ask('When was the TechCrunch article published?'))).toContain('September 12, 2023');
  });
});
