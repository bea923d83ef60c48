// A prize letter that counts the nominations it was chosen from is the award (issue 32): 'chosen from 140
// nominations' is the award's selectivity, not a list of nominees. Both wordings failed in this session's CI run
// (arts-uk-filing, docx-download), each filed as a nomination.
import { describe, expect, it } from 'vitest';
import { checkedAnalysis } from './checked-analysis';

describe('an award chosen from many nominations', () => {
  it("'has awarded you …, chosen from 140 nominations' is her award", () => {
    const text = `The Royal Society
The Council has awarded you the Sylvester Gold Medal for 2021,
chosen from 140 nominations by an international jury.`;
    const { sheet, analysis } = checkedAnalysis(text, 'Maya Okafor', 'O-1A', 'award.pdf');
    expect(sheet.kind).toBe('award');
    expect(analysis.category).toBe('o1a_awards');
  });

  it("'you have been awarded …; you were chosen from 340 nominations' is her award", () => {
    const text = `Dear Ms. Okafor,
On behalf of the British Computing Society, I am pleased to inform you that you have been awarded the 2023 Young Engineer of the Year Award.
You were chosen from 340 nominations by a panel of twelve judges.
Sincerely,
Dr. Peter Wallace, President`;
    const { sheet, analysis } = checkedAnalysis(text, 'Maya Okafor', 'UK_GLOBAL_TALENT', 'letter.pdf');
    expect(sheet.kind).toBe('award');
    expect(analysis.category).toBe('uk_awards');
  });

  it('a heading announcing nominations is still a list of nominees', () => {
    const text = `Northern Light Awards 2024: nominations announced
Best Score: Maya Okafor (Nordlys), Ian Reid (Harbour)
The winners will be named at the ceremony in May.`;
    expect(checkedAnalysis(text, 'Maya Okafor', 'O-1B', 'nominations.pdf').sheet.kind).toBe('nomination');
  });
});
