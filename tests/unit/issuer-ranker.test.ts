import { afterEach, describe, expect, it } from 'vitest';
import { readAndFile } from '../../server/modules/analyst/local/evidence';
import { pagedSentences } from '../../server/modules/analyst/local/fact-sentences';
import { LEARNED_ISSUER, useIssuerModel } from '../../server/modules/analyst/local/fact-issuer-learned';
import { issuerCandidates } from '../../server/modules/analyst/local/issuer-candidates';
import { chooseIssuer, describeIssuers } from '../../server/modules/analyst/local/issuer-ranker';
import { fitRanker } from '../../bench/analyst/fit/rank-logit';

// Decision 094: the learned issuer beside the hand rules. Texts written for this test.
const RELEASE = [
  'FOR IMMEDIATE RELEASE -- BRIGHTWATER STUDIOS -- OSLO',
  'Brightwater Studios said on Monday that its film Saltmarsh will open the festival.',
  'The film is directed by Ruth Okafor.',
].join('\n');

const SIGNED = [
  '14 May 2025',
  'Dear Dr. Okafor,',
  'On behalf of the Nordic Society of Tidal Engineers, I am pleased to confirm that the council has admitted you as a Fellow.',
  'Fellows are chosen by their peers for distinguished contributions to the field.',
  'Yours faithfully,',
  'Henrik Dahl',
  'Secretary General, Nordic Society of Tidal Engineers',
].join('\n');

const sheetOf = (text: string) => readAndFile({ visaType: 'O-1A', fileName: 'document.txt', mimeType: 'text/plain', text, applicantName: 'Ruth Okafor' }).sheet;

afterEach(() => useIssuerModel(LEARNED_ISSUER));

describe('the candidate issuers a document offers', () => {
  it("gathers a typed page's heading parts, a signature block's body and a body named after 'on behalf of', each once", () => {
    const values = (text: string) => issuerCandidates(pagedSentences(text), null);
    const release = values(RELEASE).map((c) => c.value);
    expect(release).toContain('BRIGHTWATER STUDIOS');
    expect(release).not.toContain('FOR IMMEDIATE RELEASE -- BRIGHTWATER STUDIOS -- OSLO');
    const society = values(SIGNED).find((c) => c.value === 'Nordic Society of Tidal Engineers');
    expect([...(society?.sources ?? [])]).toEqual(expect.arrayContaining(['after on', 'signature', 'footer']));
    expect(values(SIGNED).filter((c) => c.value === 'Nordic Society of Tidal Engineers')).toHaveLength(1);
  });
});

describe('the blend: the ranker overrules the hand rules only as far as the model lets it', () => {
  const sentences = pagedSentences(SIGNED);
  const hand = { value: 'Henrik Dahl', sentence: 'Henrik Dahl', page: 1 };
  // A model that prefers a body named after 'on behalf of'.
  const weights = { 'source after on': 3 };

  it("keeps the hand rules' answer when the margin is out of reach, and fills an empty answer when the model is sure enough", () => {
    expect(chooseIssuer({ weights, margin: 1.01, fill: 1.01 }, 'membership', sentences, SIGNED, hand)?.value).toBe('Henrik Dahl');
    expect(chooseIssuer({ weights, margin: 0, fill: 1.01 }, 'membership', sentences, SIGNED, hand)?.value).toBe('Nordic Society of Tidal Engineers');
    expect(chooseIssuer({ weights, margin: 1.01, fill: 0 }, 'membership', sentences, SIGNED, null)?.value).toBe('Nordic Society of Tidal Engineers');
    expect(chooseIssuer({ weights, margin: 1.01, fill: 1.01 }, 'membership', sentences, SIGNED, null)).toBeNull();
    expect(chooseIssuer(null, 'membership', sentences, SIGNED, null)).toBeNull();
  });

  it('gives the fact the sentence it was read from', () => {
    const fact = chooseIssuer({ weights, margin: 1.01, fill: 0 }, 'membership', sentences, SIGNED, null);
    expect(fact?.sentence).toContain(fact?.value);
    expect(fact?.page).toBe(1);
  });
});

describe('the fitted ranker', () => {
  it('learns to put the labelled candidate first, the same weights on every run', () => {
    const described = describeIssuers('membership', pagedSentences(SIGNED), SIGNED, null);
    const right = described.map((d) => d.candidate.value === 'Nordic Society of Tidal Engineers');
    const examples = [{ candidates: described.map((d) => d.features), right, weight: 1 }];
    const weights = fitRanker(examples, { l2: 0.001, epochs: 200, rate: 0.5 });
    expect(fitRanker(examples, { l2: 0.001, epochs: 200, rate: 0.5 })).toEqual(weights);
    expect(chooseIssuer({ weights, margin: 1.01, fill: 0 }, 'membership', pagedSentences(SIGNED), SIGNED, null)?.value).toBe('Nordic Society of Tidal Engineers');
  });

  it('names the issuer of a typed press release the hand rules find none in (issuer-ranker.json)', () => {
    useIssuerModel(null);
    expect(sheetOf(RELEASE).issuer).toBeNull();
    useIssuerModel(LEARNED_ISSUER);
    expect(sheetOf(RELEASE).issuer?.value).toBe('BRIGHTWATER STUDIOS');
  });
});
