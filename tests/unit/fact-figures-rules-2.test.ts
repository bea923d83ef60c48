// A record's labelled figures keep their thousands (issue 32, tuned on holdout15): on a line set out with bars
// ('Downloads last month: 820,000 | Likes: 1,950'), a comma between digits is the number's, not the list's.
import { describe, expect, it } from 'vitest';
import { checkedAnalysis } from './checked-analysis';

describe('labelled figures', () => {
  it("reads 'Downloads last month: 820,000 | Likes: 1,950' as the whole numbers", () => {
    const text = `ModelHub — okafor-labs/yoruba-tts-base — printed 2 May 2025
Yoruba-TTS base: speech synthesis for Yoruba
Authors: Lena Okafor (lead), Okafor Labs. Licence: MIT.
Downloads last month: 820,000 | Likes: 1,950 | Fine-tuned derivatives: 140
Used in production by (self-reported): Lagos Metro station announcements; Ibadan Radio newsreader.`;
    const values = checkedAnalysis(text, 'Lena Okafor', 'UK_GLOBAL_TALENT', 'model_page.pdf').sheet.figures.map((f) => f.value);
    expect(values).toContain('Downloads last month: 820,000');
    expect(values).toContain('Likes: 1,950');
  });
});
