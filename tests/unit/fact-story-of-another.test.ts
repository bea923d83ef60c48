// A story about someone else's prize that names her further down (issue 32, decision 093): the story that tells what
// another person won or was given before it names her is about that person; she only appears in it.
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';

const read = (text: string) => analyseEvidence({ visaType: 'O-1B', fileName: 'clip.txt', mimeType: 'text/plain', text, applicantName: 'Nadia Petrova' });

describe("a story of another person's prize", () => {
  it('is about the winner when its lede says who won before it names her', () => {
    const a = read(`ReelNotes -- News -- March 3, 2025
Okafor takes Best Editing for a Documentary
Editor Chidi Okafor won Best Editing for a Documentary at the Guild awards on Saturday for his cut of "River Year."
Accepting, he thanked the film's director Nadia Petrova "for trusting the long takes."`);
    expect(a.factSheet?.subject?.value).toBe('Chidi Okafor');
    expect(a.factSheet?.subject?.isApplicant).toBe(false);
    expect(a.category).toBe('other');
  });

  it("is about whom a body 'presented its award to', in the past tense", () => {
    const a = read(`RIVERSIDE WEEKLY -- November 2, 2024 -- Community
Lifetime award for a choir's leader
The Riverside Arts League presented its Lifetime Achievement award to Marta Ilieva, who has led the Riverside Choir for thirty years, at a gala on Saturday.
The pianist Nadia Petrova, who sang in the choir as a girl, played two of her songs.`);
    expect(a.factSheet?.subject?.value).toBe('Marta Ilieva');
    expect(a.factSheet?.subject?.isApplicant).toBe(false);
  });

  it('stays hers when the story names her first as the one who won', () => {
    const a = read(`ReelNotes -- News -- March 3, 2025
Petrova takes Best Director for a Documentary
Director Nadia Petrova won Best Director for a Documentary at the Guild awards on Saturday; her editor Chidi Okafor won Best Editing.`);
    expect(a.factSheet?.subject?.isApplicant).toBe(true);
  });
});
