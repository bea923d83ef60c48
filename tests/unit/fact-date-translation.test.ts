// A translation is dated as its original (issue 32, decision 093): the translator's certificate at its foot dates the
// translation, not the document translated.
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';

const read = (text: string) => analyseEvidence({ visaType: 'O-1B', fileName: 'translation.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', text, applicantName: 'Ana Ruiz' });

describe("a translation's date", () => {
  it("is the original page's day, not the translator's certificate's ('I, X, certify … translation. 2 February 2025')", () => {
    const a = read(`Translation from German. Stadtblatt, Saturday 22 June 2024, Feuilleton, p. 31

A violin that weeps and dances

On her new recording Ana Ruiz plays the old songs as if no one had ever written them down. One of the finest recordings of the year.

Translator's certificate: I, Jonas Haberl, certify this to be a complete and accurate translation. 2 February 2025.`);
    expect(a.factSheet?.date?.value).toBe('22 June 2024');
  });


  it("keeps the original's day that a 'Certified English translation of an article from …, date' heading gives", () => {
    const a = read(`Certified English translation of an article from Stadtblatt (Graz), Sunday edition, 6 October 2024, p. 34

Ninety metres on one breath: Ana Ruiz, world champion

Two weeks after winning gold at the World Championships, Ana Ruiz is back in the cold water, training as if nothing had happened.`);
    expect(a.factSheet?.date?.value).toBe('6 October 2024');
  });
});
