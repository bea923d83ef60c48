import { describe, expect, it } from 'vitest';
import { COMPLETE, drawNext, drawRows, initialWindow, isDrawn } from '../../src/features/evidence/lib/row-window';

// docs/decisions/041: which evidence rows are drawn in full; the rest are placeholders until drawn.

const ids = (n: number) => Array.from({ length: n }, (_, i) => `e${i + 1}`);
const drawnOf = (order: string[], window: ReturnType<typeof initialWindow>) => order.filter((id) => isDrawn(window, id));

describe('the evidence row window', () => {
  it('draws the first rows at once, and every row of a list no longer than that', () => {
    expect(drawnOf(ids(10), initialWindow(ids(10), 2))).toEqual(['e1', 'e2']);
    expect(initialWindow(ids(2), 2)).toBe(COMPLETE);
    expect(initialWindow([], 2)).toBe(COMPLETE);
  });

  it('draws the rest a slice at a time, top to bottom, until every row is drawn', () => {
    const order = ids(7);
    let window = initialWindow(order, 2);
    const seen: string[][] = [];
    for (let i = 0; i < 10 && !window.complete; i++) {
      window = drawNext(window, order, 2);
      seen.push(drawnOf(order, window));
    }
    expect(seen).toEqual([
      ['e1', 'e2', 'e3', 'e4'],
      ['e1', 'e2', 'e3', 'e4', 'e5', 'e6'],
      order,
    ]);
    expect(window.complete).toBe(true);
  });

  it('draws a row that came near the screen out of turn, and skips it when its turn comes', () => {
    const order = ids(8);
    let window = drawRows(initialWindow(order, 2), ['e7']);
    expect(drawnOf(order, window)).toEqual(['e1', 'e2', 'e7']);
    window = drawNext(window, order, 2);
    window = drawNext(window, order, 2);
    expect(drawnOf(order, window)).toEqual(['e1', 'e2', 'e3', 'e4', 'e5', 'e6', 'e7']);
    expect(drawNext(window, order, 2).complete).toBe(true);
  });

  it('keeps the same window when the rows named are drawn already', () => {
    const window = initialWindow(ids(5), 2);
    expect(drawRows(window, ['e1', 'e2'])).toBe(window);
    expect(drawRows(COMPLETE, ['e3'])).toBe(COMPLETE);
  });

  it('once complete, draws every row, including rows added to the list later', () => {
    const order = ids(3);
    const window = drawNext(initialWindow(order, 2), order, 2);
    expect(window.complete).toBe(true);
    expect(isDrawn(window, 'a-new-upload')).toBe(true);
  });

  it('follows the list as it is now: a row added before the fill ends is drawn in turn, a removed one is not waited for', () => {
    let window = initialWindow(ids(4), 1);
    window = drawNext(window, ['e1', 'new', 'e2', 'e3'], 2); // e4 deleted, 'new' uploaded
    expect(drawnOf(['e1', 'new', 'e2', 'e3'], window)).toEqual(['e1', 'new', 'e2']);
    expect(drawNext(window, ['e1', 'new', 'e2', 'e3'], 2)).toBe(COMPLETE);
  });
});
