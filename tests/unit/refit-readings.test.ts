import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bestGate, gatedKindCategory } from '../../bench/analyst/fit/kind-override';
import { READING_ONLY_SETS, withReadingSets } from '../../bench/analyst/fit/reading-sets';
import type { TunedDoc } from '../../bench/analyst/fit/tuned-sets';

// Decision 124: the fitted kind gated by its probability and the hand kind's margin, and the labels of a set read before
// its tuning that the tuned table lacks. Rows and documents invented for this test.
const row = (margin: number) => ({ category: 'o1a_judging', kindModel: { category: 'o1a_awards', kind: 'award' }, features: { 'kind: margin': margin } });

describe('the gated fitted kind', () => {
  it("files by the fitted kind only where it is sure and the hand's kind weights barely chose", () => {
    const gate = { probability: 0.8, margin: 0.2 };
    expect(gatedKindCategory(row(0.1), 0.9, gate)).toBe('o1a_awards');
    expect(gatedKindCategory(row(0.1), 0.7, gate)).toBe('o1a_judging');
    expect(gatedKindCategory(row(0.5), 0.95, gate)).toBe('o1a_judging');
    expect(gatedKindCategory({ category: 'o1a_judging', features: {} }, 0.99, gate)).toBe('o1a_judging');
  });

  it('is chosen as the best on the scores given, the stricter gate on a tie', () => {
    const score = (g: { probability: number; margin: number }) => (g.probability >= 0.7 && g.margin <= 0.3 ? 5 : 3);
    expect(bestGate([0.5, 0.7, 0.9], [0, 0.3, 1], score)).toEqual({ probability: 0.9, margin: 0 });
    expect(bestGate([0.5, 0.7, 0.9], [0, 0.3, 1], (g) => (g.probability === 0.5 && g.margin === 1 ? 9 : 1))).toEqual({ probability: 0.5, margin: 1 });
  });
});

describe('the sets read before their tuning', () => {
  const doc = (set: string, id: string): TunedDoc => ({ set, id, fileName: `${id}.txt`, mimeType: 'text/plain', text: 'A letter.', visa: 'O-1A', kinds: ['other'], kindOf: 'sheet', category: 'other' });

  it("adds a reading-only set's labelled documents from its cache, and none where the tuned table has the set", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'reading-sets-'));
    try {
      const set = READING_ONLY_SETS[0]!;
      await writeFile(join(dir, 'tuned.json.readings.json'), JSON.stringify([doc(set, 'x-01')]));
      const added = await withReadingSets([doc('holdout22', 'h22-01')], join(dir, 'tuned.json'));
      expect(added.map((d) => `${d.set} ${d.id}`)).toEqual(['holdout22 h22-01', `${set} x-01`]);
      const already = await withReadingSets([doc(set, 'y-01')], join(dir, 'tuned.json'));
      expect(already.map((d) => d.id)).toEqual(['y-01']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
