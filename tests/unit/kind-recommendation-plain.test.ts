// A recommendation in plain words from a colleague (issue 32): a letter, not an article, however it opens.
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';

describe('a plainly worded recommendation', () => {
  it("reads 'I recommend her in the strongest terms' under a place-and-date line as a recommendation letter", () => {
    const text = `Tromsø, 4 March 2025
Dear Sir or Madam,
My name is Jonas Berg. I am the co-founder and chief executive of Polar Sense AS, and I have worked beside Kari Lunde every day since we started the company in 2020.
When we began, every investor we met told us that tracking ice from drones was impossible. Kari went back to her desk and, six months later, showed the coast guard a model that tracked ice as well as their own pilots.
She is also the person our engineers go to when they are stuck.
I recommend her in the strongest terms and would be glad to answer any questions.
Jonas Berg
CEO, Polar Sense AS`;
    const a = analyseEvidence({ visaType: 'O-1A', fileName: 'letter_Jonas_Berg.txt', mimeType: 'text/plain', text, applicantName: 'Kari Lunde' });
    expect(a.kind).toBe('recommendation_letter');
    expect(a.category).toBe('recommendation_letter');
  });
});
