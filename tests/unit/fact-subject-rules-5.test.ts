// Fact-sheet subjects of a results list (issue 32, tuned on holdout16): its first place is its subject, set as a line
// ('1st place: Ana Ruiz, …') or as a table's first row whose cell is a name alone ('1 | Ana Ruiz | Spain |'); the
// applicant named further along as the winner's teacher or co-author is not the winner, and the result is not hers.
// Small documents written for this test.
import { describe, expect, it } from 'vitest';
import type { VisaType } from '../../src/contract/visa-types';
import { checkedAnalysis } from './checked-analysis';

const analyse = (text: string, visaType: VisaType, fileName: string) => checkedAnalysis(text, 'Lena Okafor', visaType, fileName);

describe('a results list’s winner', () => {
  it("reads the first row of a results table as its winner, not her in the teacher's column", () => {
    const text = `WORLD HARP COMPETITION
12th World Harp Cup — Official results — 2 October 2024
Category: Senior (age 16–22). Jury of 7; 20 candidates from 11 countries.
Rank | Candidate | Country | Teacher | Points
1 | Ada Bello | Nigeria | Lena Okafor | 24.10
2 | Marta Lopez | Spain | Ines Ruiz | 23.80
The first-prize winner receives €2,000.`;
    const { sheet, analysis } = analyse(text, 'O-1B', 'first_prize.txt');
    expect(sheet.subject?.value).toBe('Ada Bello');
    expect(analysis.category).toBe('other');
  });

  it("reads the '1st place' line of a paper competition as its winner, not her among the paper's authors", () => {
    const text = `SOCIETY OF GRAIN CHEMISTS — 40th Annual Meeting
Graduate Student Paper Competition — Results announced July 10, 2023
1st place: Ada Bello, Kansas State University — "Moisture in stored sorghum" (A. Bello, L. Okafor, J. Reed)
2nd place: Marta Lopez, Purdue University — "Rust resistance in wheat lines"
Winners receive $500 (1st) and $300 (2nd).`;
    const { sheet, analysis } = analyse(text, 'EB-2 NIW', 'award_2023.pdf');
    expect(sheet.subject?.value).toBe('Ada Bello');
    expect(analysis.category).toBe('other');
  });
});
