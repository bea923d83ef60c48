import { describe, expect, it } from 'vitest';
import { checkDraft } from '../../server/modules/analyst/guarantees';
import { isQuotable, quotationFault, sentenceFault } from '../../server/modules/analyst/quotation-quality';

// What a statement may put in quotation marks (issue 32, decision 061): a whole sentence that states a fact.
const PAPER = [
  'Sparse Mixture Routing for Long-Context Language Models',
  'Priya Raman, Wei Chen',
  'Abstract',
  'We route tokens to a small set of experts in a mixture-of-experts model, which cuts inference cost by a third.',
  '1 Introduction',
  'Mixture-of-experts models outperform dense models of the same cost on every benchmark we tried.',
  'References',
  '[1] Shazeer, N., Mirhoseini, A., et al. Outrageously large neural networks. ICLR, 2017.',
].join('\n');
const SCHOLAR = 'Priya Raman\nStaff Research Scientist, Halcyon AI\nTitle / Cited by / Year\nSparse Mixture Routing for Long-Context Language Models 2406 2022';
const MAIL = 'From: Dr. Samuel Okafor <editor@jmlr.org>\nTo: Priya Raman\nSubject: Invitation to review manuscript JMLR-23-0417\n\nDear Dr. Raman,\nI would like to invite you to review the manuscript entitled "Scalable Learning", which has been submitted to the journal.';
const AWARD = 'The International Association for Cryptologic Research\nPrize committee of 12 international judges.\nThe 2024 Test-of-Time Award was selected from 1,840 nominations by a committee of 12 international judges.';

describe('the sentence-quality predicate', () => {
  it.each([
    ['a heading', 'The International Association for Cryptologic Research', 'heading'],
    ['a fragment with no verb', 'Prize committee of 12 international judges.', 'fragment'],
    ['a name ending in a stop', 'The International Association for Cryptologic Research.', 'heading'],
    ['a fragment in sentence case', 'A committee of twelve judges from nine countries.', 'fragment'],
    ['a column header', 'Title / Cited by / Year', 'column-header'],
    ['a column header in capitals', 'TITLE CITED BY YEAR', 'column-header'],
    ["a 'From:' line", 'From: Dr. Samuel Okafor <editor@jmlr.org>', 'mail-header'],
    ["a 'Subject:' line", 'Subject: Invitation to review manuscript JMLR-23-0417', 'mail-header'],
    ["a 'To:' line", 'To: Priya Raman', 'mail-header'],
    ['a reference-list entry', '[1] Shazeer, N., Mirhoseini, A., et al. Outrageously large neural networks. ICLR, 2017.', 'reference-entry'],
    ['a form field', 'Annual base salary: $214,000 (see employer letter).', 'form-field'],
    ['a table row of labels and values', 'Published wage survey, 90th percentile annual wage: $132,000 Median annual wage: $77,000 The salary is high.', 'form-field'],
    ['a letterhead run into the text', 'Tel. +1 (738) 684-4958 · www.society.org June 12, 2023 Dear Dr. Raman, I am pleased to inform you that you were elected.', 'letterhead'],
    ['a clipped quotation', 'The award … was selected from 1,840 nominations.', 'clipped'],
  ])('refuses %s', (_what, sentence, fault) => {
    expect(sentenceFault(sentence)).toBe(fault);
    expect(isQuotable(sentence)).toBe(false);
  });

  it('accepts a whole sentence that states a fact', () => {
    expect(sentenceFault('The 2024 Test-of-Time Award was selected from 1,840 nominations by a committee of 12 international judges.')).toBeUndefined();
    expect(sentenceFault("'We were not trying to be clever,' Raman said in an interview at the company's offices.")).toBeUndefined();
    expect(sentenceFault('Her annual base salary is $485,000, paid semi-monthly.')).toBeUndefined();
  });

  it("refuses a technical sentence from a paper's body and a line of its reference list, where they stand", () => {
    const technical = 'Mixture-of-experts models outperform dense models of the same cost on every benchmark we tried.';
    expect(sentenceFault(technical)).toBeUndefined();
    expect(quotationFault(technical, PAPER)).toBe('paper-body');
    expect(quotationFault('We route tokens to a small set of experts in a mixture-of-experts model, which cuts inference cost by a third.', PAPER)).toBe('paper-body');
    expect(quotationFault('[1] Shazeer, N., Mirhoseini, A., et al. Outrageously large neural networks. ICLR, 2017.', PAPER)).toBe('reference-entry');
    // The same words in a letter about the work are no paper's body.
    expect(quotationFault(technical, `Dear Officer,\n${technical}\nSincerely, Jane Roe`)).toBeUndefined();
  });
});

describe('the quotation guarantee', () => {
  const exhibits = [
    { evidenceNumber: 1, text: AWARD },
    { evidenceNumber: 2, text: SCHOLAR },
    { evidenceNumber: 3, text: MAIL },
    { evidenceNumber: 4, text: PAPER },
  ];
  const rules = (text: string, filing = true) => checkDraft(text, { exhibits, filing }).map((v) => v.rule);

  it.each([
    ['a fragment', 'Exhibit 1 states that "The International Association for Cryptologic Research".'],
    ['a heading-like line', 'The jury was large: "Prize committee of 12 international judges." (Exhibit 1).'],
    ['a column header', 'Exhibit 2 states that "Title / Cited by / Year".'],
    ["a 'From:' line as a letter's key sentence", '> "From: Dr. Samuel Okafor <editor@jmlr.org>"\n> — Exhibit 3'],
    ['a technical sentence used as a comparison with others', 'The exhibits compare the beneficiary with others: "Mixture-of-experts models outperform dense models of the same cost on every benchmark we tried." (Exhibit 4).'],
    ['a reference-list entry', 'Exhibit 4 cites "[1] Shazeer, N., Mirhoseini, A., et al. Outrageously large neural networks. ICLR, 2017."'],
  ])('fails a draft (whoever wrote it) that quotes %s', (_what, draft) => {
    expect(rules(draft)).toContain('quotation');
  });

  it('passes a whole sentence that states the fact, and a title named as a title', () => {
    expect(rules('The award is selective: "The 2024 Test-of-Time Award was selected from 1,840 nominations by a committee of 12 international judges." (Exhibit 1).')).toEqual([]);
    expect(rules('Exhibit 3 invites her to review the manuscript entitled "Scalable Learning".')).toEqual([]);
  });

  it('leaves chat answers, which are not filed, to the other guarantees', () => {
    expect(rules('Exhibit 2 shows "Title / Cited by / Year".', false)).toEqual([]);
  });
});
