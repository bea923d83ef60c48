import { afterEach, describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';

// Decision 116: a fitted kind only where the hand weights read none and the criteria vocabulary alone would file the
// document. Texts written for this test.
const STATEMENT = [
  'Statement of Marguerite Oduya concerning Tamsin Oyelaran',
  'I am the artistic director of the Harbour Lane Theatre in Leeds. I have worked with Tamsin Oyelaran on four productions since 2019.',
  'Tamsin led the lighting team for our production of The Salt Years, which ran for eleven weeks. Her design was singled out by the critics.',
  'She is, in my view, one of the most gifted lighting designers of her generation.',
  'Marguerite Oduya',
  'Artistic Director, Harbour Lane Theatre',
].join('\n\n');

/** Another's prize, which the hand weights read no kind for and the facts set aside; the model reads it as an award. */
const ANOTHERS_PRIZE = [
  'Nordic Ocean Science Prize 2024',
  "The jury of the Nordic Ocean Science Prize has chosen Dr. Henrik Dahl of the University of Tromsø as this year's laureate, for his work on sea ice and the polar night.",
  'The prize of NOK 250,000 will be handed over at the annual meeting in Tromsø on 12 June.',
  'Dahl thanked his former student Dr. Ruth Okafor, whose measurements under the ice made the work possible.',
].join('\n\n');

const analyse = (visaType: 'O-1A' | 'O-1B', fileName: string, text: string, applicantName: string) => analyseEvidence({ visaType, fileName, mimeType: 'text/plain', text, applicantName });

describe('the learned kind where no cue claims one', () => {
  it("reads a colleague's statement with no salutation or closing as the recommendation letter it is, not as a critical role by its words", () => {
    const a = analyse('O-1B', 'statement-oduya.pdf', STATEMENT, 'Tamsin Oyelaran');
    expect(a.kind).toBe('recommendation_letter');
    expect(a.category).toBe('recommendation_letter');
  });

  it("leaves alone what the facts set aside: another's prize stays Other, not an award of hers", () => {
    const a = analyse('O-1A', 'dahl-prize.pdf', ANOTHERS_PRIZE, 'Ruth Okafor');
    expect(a.kind).toBe('other');
    expect(a.category).toBe('other');
  });
});

describe("the fallback's threshold", async () => {
  const { LEARNED_KIND_FALLBACK, useKindFallback } = await import('../../server/modules/analyst/kinds/kind-fallback');
  afterEach(() => useKindFallback(LEARNED_KIND_FALLBACK));

  it('files by the criteria vocabulary, as before, when the model is less sure of the kind than its threshold', () => {
    useKindFallback({ ...LEARNED_KIND_FALLBACK, threshold: 0.999 });
    const a = analyse('O-1B', 'statement-oduya.pdf', STATEMENT, 'Tamsin Oyelaran');
    expect(a.kind).toBe('other');
    expect(a.category).toBe('o1b_critical_role');
  });

  it('reads only the kinds it is given', () => {
    useKindFallback({ ...LEARNED_KIND_FALLBACK, kinds: ['press_article'] });
    expect(analyse('O-1B', 'statement-oduya.pdf', STATEMENT, 'Tamsin Oyelaran').kind).toBe('other');
  });
});
