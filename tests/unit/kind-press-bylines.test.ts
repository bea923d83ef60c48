// Articles whose by-line is not on a line of its own (issue 32): a critic's 'Name · date', a stand-first ending 'By Name'.
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';

describe('by-lines', () => {
  it("reads a review under a critic's 'Name · date' line as an article, filed as a critical review", () => {
    const text = `THE NORTHERN STAGE — Arts — Theatre
Antigone, Lyric Hall, Belfast — Nia Okoro gives a performance of quiet fury
Ruth Kelly · October 3 2024
Some performances you admire; others stay with you for days. Nia Okoro's Antigone belongs to the second kind.
Okoro barely raises her voice until the final scene, and the effect is chilling.
With Okoro at its centre, the production is essential viewing.
To November 2, lyrichall.org`;
    const a = analyseEvidence({ visaType: 'O-1B', fileName: 'review.pdf', mimeType: 'application/pdf', text, applicantName: 'Nia Okoro' });
    expect(a.kind).toBe('press_article');
    expect(a.category).toBe('o1b_critical_reviews');
  });

  it("reads a feature whose stand-first ends 'By Name' as an article about the scientist it follows", () => {
    const text = `Marine Notes — June 2024 — Research Highlights
Algae that eat oil in the Arctic
A Canadian team has found algae that break down diesel at near-freezing temperatures. By Tom Ashby
Most spilled oil in the Arctic sits in water colder than a refrigerator, where known microbes barely work.
Anna Leclerc, a microbiologist at the Polar Institute in Quebec, decided to look under the ice. Her group isolated three strains that break down diesel at 2 degrees.
"It is slow," Leclerc says. "But now we know which enzyme to study."
Other groups are already building on Leclerc's discovery.`;
    const a = analyseEvidence({ visaType: 'EB-1B', fileName: 'marine_notes.txt', mimeType: 'text/plain', text, applicantName: 'Anna Leclerc' });
    expect(a.kind).toBe('press_article');
    expect(a.category).toBe('eb1b_press');
    expect(a.factSheet?.subject).toMatchObject({ isApplicant: true });
  });
});
