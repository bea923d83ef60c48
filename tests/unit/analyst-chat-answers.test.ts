import { describe, expect, it } from 'vitest';
import { findExhibitRefs } from '../../server/modules/analyst/exhibits';
import { createLocalAnalyst } from '../../server/modules/analyst/local';
import { ANSWER_CASES, ANSWERS_PETITION, HOLDOUT_PETITION } from '../fixtures/chat-answers';

const analyst = createLocalAnalyst();

/** The reply's first sentence: up to the first full stop that ends a line or is followed by a space and a capital, outside a quotation. */
function firstSentence(answer: string): string {
  const line = answer.split('\n')[0]!;
  const quoteAt = line.indexOf(': "');
  const head = quoteAt >= 0 ? line.slice(0, quoteAt) : line;
  const end = /[.!?](?=\s+\p{Lu}|$)/u.exec(head.replace(/\b(Dr|Prof|Mr|Mrs|Ms|St|No|p)\./g, '$1\u2024'));
  return quoteAt >= 0 ? line : end ? head.slice(0, end.index + 1) : head;
}

async function answered(q: string): Promise<{ first: string; answer: string }> {
  const { answer } = await analyst.answerQuestion({ visaType: 'O-1A', question: q, passages: [], exhibits: ANSWERS_PETITION, report: null, evidenceCount: ANSWERS_PETITION.length });
  return { first: firstSentence(answer), answer };
}

describe('chat: the answer comes first', () => {
  it('states the name, number or date asked for in the first sentence of at least 28 of the questions', async () => {
    const missed: string[] = [];
    for (const c of ANSWER_CASES) {
      const { first, answer } = await answered(c.q);
      if (!c.answer.every((a) => first.split(/ \(Exhibit \d/)[0]!.includes(a))) missed.push(`${c.q}\n  wanted ${c.answer.join(' + ')}\n  got: ${answer.slice(0, 300)}`);
    }
    const hits = ANSWER_CASES.length - missed.length;
    console.log(`answered first: ${hits}/${ANSWER_CASES.length}`);
    expect(ANSWER_CASES.length).toBeGreaterThanOrEqual(30);
    expect(hits, missed.join('\n')).toBeGreaterThanOrEqual(28);
  });
});

const ask = async (question: string, exhibits = ANSWERS_PETITION) =>
  (await analyst.answerQuestion({ visaType: 'O-1A', question, passages: [], exhibits, report: null, evidenceCount: exhibits.length })).answer;
const only = (...numbers: number[]) => ANSWERS_PETITION.filter((e) => numbers.includes(e.evidenceNumber));

describe('chat: each kind of fact question is answered by the fact', () => {
  it('names who invited her to review: the signer under the closing, then the invitation sentence', async () => {
    const a = await ask('Who invited her to review?', only(1, 5, 8));
    expect(a).toMatch(/^Dr\. Maria Chen, Program Chair, NeurIPS 2024, invited her to review \(Exhibit 1: "We are delighted to invite you to serve as a reviewer for the main track of NeurIPS 2024\."\)\.\n/);
  });

  it("names the sender of an e-mail invitation from its 'From:' line", async () => {
    const a = await ask('Who invited me to review?', only(6, 8));
    expect(a).toMatch(/^Prof\. Daniel Abebe invited you to review \(Exhibit 6: "The Journal of the American Chemical Society invites you to review manuscript JA-2023-00871\."\)\./);
  });

  it('names the body that elected her, not a sentence about its selectivity', async () => {
    const a = await ask('Which organisation elected me a Fellow?');
    expect(a).toMatch(/^The Council of the Royal Society of Chemistry elected you a Fellow \(Exhibit 2: "I am pleased to tell you that the Council of the Royal Society of Chemistry has elected you a Fellow of the Society \(FRSC\)\."\)\./);
  });

  it('says how many submissions with the number next to the word asked about', async () => {
    const a = await ask('How many submissions did NeurIPS 2024 receive?');
    expect(a).toMatch(/^15,671 submissions \(Exhibit 1: "This year the conference received 15,671 submissions, and each reviewer will be assigned about six papers\."\)\./);
  });

  it('says how much the salary is, not the bonus in the same sentence', async () => {
    const a = await ask('What is my salary?');
    expect(a).toMatch(/^Your salary is \$412,000 \(Exhibit 5: "Your annual base salary will be \$412,000, and you will receive a signing bonus of \$60,000\."\)\./);
  });

  it('says when, with the full date', async () => {
    const a = await ask('When was I elected a Fellow of the Royal Society of Chemistry?');
    expect(a).toMatch(/^You were elected a Fellow of the Royal Society of Chemistry on 12 March 2023 \(Exhibit 2: "Your election took effect on 12 March 2023\."\)\./);
  });

  it('answers no to a prize someone else won, and says who did', async () => {
    const a = await ask('Did I win the 2024 Kavli Prize?');
    expect(a).toMatch(/^No\. The 2024 Kavli Prize went to Professor Robert Lin \(Exhibit 3: "The 2024 Kavli Prize in Nanoscience went to Professor Robert Lin of the California Institute of Technology for the invention of programmable molecular sieves\."\)\./);
  });

  it('says when the record does not answer, and what evidence would', async () => {
    const a = await ask('Who invited her to review?', only(5, 8, 11));
    expect(a).toMatch(/^The record does not say who invited her to review\. An invitation email or letter from the editor or program chair would answer it\.\n/);
    expect(findExhibitRefs(a.split('The nearest')[0]!)).toEqual([]);
  });

  it('cites the page when the text separates its pages', async () => {
    const paged = { ...ANSWERS_PETITION[4]!, text: `Helix Materials Inc.\n\nDear Dr. Okonkwo,\n\nWe are pleased to offer you the position of Chief Scientist.\f\nTerms\n\nYour annual base salary will be $412,000.\n\nBest regards,\nSandra Ruiz\nChief Executive Officer` };
    const a = await ask('What is my salary?', [paged]);
    expect(a).toMatch(/^Your salary is \$412,000 \(Exhibit 5, p\. 2: "Your annual base salary will be \$412,000\."\)\./);
  });
});

describe('chat: a first sentence is never a guess', () => {
  it('does not answer for ICML with the NeurIPS chair, nor count patents with citations', async () => {
    expect(await ask('Who invited me to review for ICML?')).toMatch(/^The record does not say who invited you to review for ICML\. An invitation email or letter from the editor or program chair would answer it\.\n\nThe nearest your evidence comes:/);
    expect(await ask('How many patents do I hold?')).toMatch(/^The record does not say how many patents you hold\./);
  });

  it('does not take a nomination for a win, and names the winner from the article that does', async () => {
    const a = await analyst.answerQuestion({ visaType: 'O-1B', question: 'Did I win the 2023 BAFTA Award for Original Score?', passages: [], exhibits: HOLDOUT_PETITION, report: null, evidenceCount: HOLDOUT_PETITION.length });
    expect(a.answer).toMatch(/^No\. The 2023 BAFTA Award for Original Score went to Volker Bertelmann \(Exhibit 2\):\n\n> The 2023 BAFTA Award for Original Score went to Volker Bertelmann for "All Quiet on the Western Front"\.\n> \u2014 Exhibit 2 \(bafta-winners\.pdf\)\n/);
  });
});
