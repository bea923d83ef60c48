import { describe, expect, it } from 'vitest';
import { readAndFile } from '../../server/modules/analyst/local/evidence';
import { filingFeatures, type FilingFeatures } from '../../server/modules/analyst/local/filing-features';
import type { VisaType } from '../../src/contract/visa-types';
import { correctedCategory, correctorFeatures } from '../../bench/analyst/fit/filing-corrector';
import { fitFiling, type FilingExample } from '../../bench/analyst/fit/filing-softmax';
import { missCause } from '../../bench/analyst/fit/reading-misses';

// Decision 111: a learned filing corrector over the analyst's filed category, and the causes of a pre-tuning miss.
// Texts written for this test.
const PROGRAMME = [
  'HARBOUR FESTIVAL 2025 - Saturday programme',
  '10:00 | Opening remarks | Main stage',
  '10:30 | Panel on coastal archives | Hall B',
  'Guests at the reception include Ruth Okafor, Tomas Berg and Ana Silva.',
].join('\n');

const read = (visaType: VisaType, text: string, applicantName: string): { read: FilingFeatures; filed: string } => {
  const input = { visaType, fileName: 'programme.txt', mimeType: 'text/plain', text, applicantName };
  const { classified, sheet, filing } = readAndFile(input);
  return { read: filingFeatures({ visaType, fileName: 'programme.txt', text, applicantName, classified, sheet, hand: filing }), filed: filing.category };
};

describe('the filing corrector', () => {
  const settings = { l2: 0.001, epochs: 300, rate: 0.5, threshold: 0 };

  it('reads the filed category, crossed with whose the document is, and leaves the words out', () => {
    const { read: features } = read('O-1A', PROGRAMME, 'Ruth Okafor');
    const corrector = correctorFeatures(features, 'o1a_awards');
    expect(corrector.perClass.filed).toEqual({ awards: 1 });
    expect(corrector.features['filed: awards']).toBe(1);
    expect(Object.keys(corrector.features).some((name) => /^filed awards × (subject: |no applicant named)/.test(name))).toBe(true);
    expect(Object.keys(corrector.features).some((name) => /^(w|b|f): /.test(name))).toBe(false);
  });

  it('refiles only where its class beats the filed one by the margin, and sends a criterion where the facts do', () => {
    const { read: features } = read('O-1A', PROGRAMME, 'Ruth Okafor');
    const corrector = correctorFeatures(features, 'o1a_awards');
    const examples: FilingExample[] = Array.from({ length: 6 }, () => ({ read: corrector, target: 'judging' as const, weight: 1 }));
    const model = fitFiling(examples, settings);
    expect(correctedCategory(model, 'O-1A', corrector, 'o1a_awards', 0.2)).toBe('o1a_judging');
    expect(correctedCategory(model, 'O-1A', corrector, 'o1a_awards', 1.01)).toBe('o1a_awards');
    expect(correctedCategory(model, 'O-1A', corrector, 'o1a_awards', 0.2, { judging: 'other' })).toBe('other');
  });
});

describe("a pre-tuning miss's cause", () => {
  const label = { kinds: ['event_programme', 'other'], category: 'other', isApplicant: false, role: ['attendee'] };

  it('is the first fact read wrong, in the order the filing uses them, else the filing rule', () => {
    expect(missCause({ kind: 'award', isApplicant: true, role: 'subject' }, label)).toBe('kind');
    expect(missCause({ kind: 'other', isApplicant: null, role: 'subject' }, label)).toBe('isApplicant');
    expect(missCause({ kind: 'other', isApplicant: false, role: 'subject' }, label)).toBe('role');
    expect(missCause({ kind: 'other', isApplicant: false, role: 'attendee' }, label)).toBe('filing rule');
    expect(missCause({ kind: 'other', isApplicant: true, role: 'subject' }, { kinds: ['other'], category: 'other' })).toBe('filing rule');
  });
});
