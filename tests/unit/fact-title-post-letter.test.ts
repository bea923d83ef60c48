// A role letter's title says whose letter it is and the post it tells of, as a recommendation letter's says whom it is
// for: 'Employment or salary letter for Ana Ruiz: Head of Stunts and Action' (issue 32, holdout14 tuned on).
import { describe, expect, it } from 'vitest';
import { checkedAnalysis } from './checked-analysis';

describe("a role letter's title", () => {
  it('names her and the post the employer says she has held', () => {
    const text = `BAY PICTURES LLC · 88 Pier Road, Atlanta, GA

March 3, 2025

To whom it may concern:

Bay Pictures has produced 4 drama series since 2018. Ana Ruiz has been our Head of Stunts and Action on all of them.

She designs every fight, supervises a department of up to 90 performers a season, and may stop any shot on safety grounds.

Rui Costa, Head of Production`;
    const { sheet } = checkedAnalysis(text, 'Ana Ruiz', 'O-1B', 'BayPictures_letter.docx');
    expect(sheet.title).toContain('Ana Ruiz');
    expect(sheet.title).toContain('Head of Stunts and Action');
  });

  it('names the captaincy a federation confirms', () => {
    const text = `SPANISH ROWING FEDERATION

Madrid, 13 January 2025

To whom it may concern:

The Spanish Rowing Federation, whose athletes have won 17 world medals, confirms that Ana Ruiz has been captain of the Spanish national sculling team since March 2023.

As captain she sets the team's training camps and represents the 8 athletes of the team.

Luis Gil, Secretary General`;
    const { sheet } = checkedAnalysis(text, 'Ana Ruiz', 'O-1A', 'captain_letter.pdf');
    expect(sheet.title).toContain('captain of the Spanish national sculling team');
  });
});
