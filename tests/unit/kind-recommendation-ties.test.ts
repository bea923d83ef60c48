// A letter in the writer's own voice that says how the writer stands to the applicant (her coach, her former
// adviser, her head of kitchen, her employer) and what the writer thinks of her is a recommendation letter,
// though it never says 'I recommend' (issue 32, decision 084).
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';

const read = (fileName: string, text: string, visaType: 'O-1A' | 'O-1B' | 'EB-2 NIW' = 'O-1A') =>
  analyseEvidence({ visaType, fileName, mimeType: 'text/plain', text, applicantName: 'Lena Okafor' });

describe("a letter that says how its writer stands to the applicant", () => {
  it('reads a coach writing to the immigration authorities as a recommendation letter', () => {
    const a = read('Letter_Trainer.txt', `Piotr Wiśniewski · Rowing coach · Poznań
3 March 2025
To the U.S. immigration authorities,
I have trained Lena Okafor since 2017. When she came to the club she could not finish a 2,000-metre test.
She now holds the national record in the single sculls. In twenty years I have seen no athlete prepare as she does.
Piotr Wiśniewski`);
    expect(a.kind).toBe('recommendation_letter');
    expect(a.category).toBe('recommendation_letter');
  });

  it("reads a former adviser's letter ('I was Ms. Okafor's thesis supervisor') as a recommendation letter", () => {
    const a = read('letter_Prof_Haas.txt', `Lakeshore Technical University · School of Mining
February 2, 2025
To U.S. Citizenship and Immigration Services:
I was Ms. Okafor's doctoral supervisor and have followed her work since she graduated.
What sets her apart is that her ventilation models are used by the operators who run the mines, not only by engineers.
Martin Haas, PhD, Professor`, 'EB-2 NIW');
    expect(a.kind).toBe('recommendation_letter');
    expect(a.category).toBe('recommendation_letter');
  });

  it("reads a former head of kitchen's letter ('she worked under me') as a recommendation letter", () => {
    const a = read('lettre_Chef_Arnaud.txt', `Claire Arnaud, head chef
Bordeaux, 12 January 2025
To whom it may concern,
Lena Okafor worked under me as a line cook at the Hôtel des Quais from 2015 to 2018. I was her head chef and her teacher.
She has since gone far beyond what I taught her, and many young cooks now copy her plates.
Claire Arnaud`, 'O-1B');
    expect(a.kind).toBe('recommendation_letter');
    expect(a.category).toBe('recommendation_letter');
  });
});
