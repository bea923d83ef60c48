import { describe, expect, it } from 'vitest';
import { findExhibitRefs } from '../../server/modules/analyst/exhibits';
import { renumberCitations, renumberJson } from '../../server/modules/exhibit-order/renumber-citations';
import { groupRuns, orderByCriterion } from '../../src/contract/exhibit-order';
import { moveItem } from '../../src/features/exhibit-order/lib/move';

const map = (pairs: Array<[number, number]>) => new Map(pairs);
const swap35 = map([[1, 1], [2, 2], [3, 5], [4, 4], [5, 3]]);
const cycle123 = map([[1, 2], [2, 3], [3, 1], [4, 4], [5, 5]]);

describe('renumberCitations', () => {
  it('swaps two exhibits in one pass (3→5, 5→3)', () => {
    expect(renumberCitations('See Exhibit 3, then Exhibit 5.', swap35)).toBe('See Exhibit 5, then Exhibit 3.');
  });

  it('holds a cycle 1→2→3→1', () => {
    expect(renumberCitations('Exhibit 1; Exhibit 2; Exhibit 3; Exhibit 4.', cycle123)).toBe('Exhibit 2; Exhibit 3; Exhibit 1; Exhibit 4.');
  });

  it('rewrites lists in place, keeping their order and separators', () => {
    expect(renumberCitations('Exhibits 3 and 5', swap35)).toBe('Exhibits 5 and 3');
    expect(renumberCitations('Exhibits 3, 5 and 7', swap35)).toBe('Exhibits 5, 3 and 7');
    expect(renumberCitations('Exhibits 1, 3, and 2 & 4', cycle123)).toBe('Exhibits 2, 1, and 3 & 4');
    expect(renumberCitations('(Exhibits 3,5)', swap35)).toBe('(Exhibits 5,3)');
  });

  it('expands a range into the new numbers, sorted, as a range where still contiguous', () => {
    expect(renumberCitations('Exhibits 3–5', swap35)).toBe('Exhibits 3–5');
    expect(renumberCitations('Exhibits 2-4', swap35)).toBe('Exhibits 2, 4 and 5');
    expect(renumberCitations('Exhibits 1–3 and 5', cycle123)).toBe('Exhibits 1–3 and 5');
    const far = map([[1, 10], [2, 11], [3, 12], [10, 1], [11, 2], [12, 3]]);
    expect(renumberCitations('Exhibits 1 to 3', far)).toBe('Exhibits 10 to 12');
    expect(renumberCitations('Exhibit 2-3', cycle123)).toBe('Exhibits 1 and 3');
  });

  it('reads a reversed range as its two ends, like findExhibitRefs', () => {
    expect(renumberCitations('Exhibits 5-3', swap35)).toBe('Exhibits 3-5');
  });

  it('leaves what is not a citation alone', () => {
    const texts = [
      'The Exhibition 3 opened in 2019.',
      'https://example.org/Exhibit 3 and exhibit.Exhibit 5',
      'Exhibit 3.5 of the contract',
      'Exhibit 3a of the award',
      'the exhibit no. 3 of the article',
      'Exhibits',
      'No citation at all, 3 and 5.',
    ];
    for (const t of texts) expect(renumberCitations(t, swap35)).toBe(t);
  });

  it('keeps numbers the petition does not have, and text after a too-wide range', () => {
    expect(renumberCitations('Exhibits 3 and 12', swap35)).toBe('Exhibits 5 and 12');
    expect(renumberCitations('Exhibit 3 - 2021 award', swap35)).toBe('Exhibit 5 - 2021 award');
  });

  it('matches any case and markdown emphasis', () => {
    expect(renumberCitations('**Exhibit 3**, exhibit 5 and EXHIBITS 3 and 5', swap35)).toBe('**Exhibit 5**, exhibit 3 and EXHIBITS 5 and 3');
  });

  it('cites the same documents before and after, for every number of a random text', () => {
    const before = 'Exhibits 1–3 and 5 support it; Exhibit 4, Exhibits 2 and 5, Exhibits 3, 4 and 1.';
    const ids = ['a', 'b', 'c', 'd', 'e'];
    const order = ['e', 'c', 'a', 'b', 'd'];
    const m = new Map(ids.map((id, i) => [i + 1, order.indexOf(id) + 1]));
    const after = renumberCitations(before, m);
    const docs = (text: string, idAt: (n: number) => string | undefined) =>
      text.split(';').map((part) => findExhibitRefs(part).map(idAt).sort());
    expect(docs(after, (n) => order[n - 1])).toEqual(docs(before, (n) => ids[n - 1]));
  });

  it('rewrites every string of a JSON value and nothing else', () => {
    const report = { criteriaScores: [{ criteriaId: 'x', score: 3, keyEvidence: ['Exhibit 3: a.pdf', 'Exhibit 5: b.pdf'] }], nextSteps: ['Add to Exhibit 5'], n: 5 };
    expect(renumberJson(report, swap35)).toEqual({ criteriaScores: [{ criteriaId: 'x', score: 3, keyEvidence: ['Exhibit 5: a.pdf', 'Exhibit 3: b.pdf'] }], nextSteps: ['Add to Exhibit 3'], n: 5 });
  });
});

describe('order by criterion and moving', () => {
  it('groups by criterion in catalogue order, then by current number; unknown categories last', () => {
    const ex = (id: string, evidenceNumber: number, category: string | null) => ({ id, evidenceNumber, category });
    const list = [ex('a', 1, 'o1a_judging'), ex('b', 2, null), ex('c', 3, 'o1a_awards'), ex('d', 4, 'o1a_judging'), ex('e', 5, 'other'), ex('f', 6, 'o1a_awards')];
    const ordered = orderByCriterion('O-1A', list);
    expect(ordered.map((e) => e.id)).toEqual(['c', 'f', 'a', 'd', 'e', 'b']);
    expect(groupRuns('O-1A', ordered).map((g) => [g.label, g.exhibits.length])).toEqual([['Awards', 2], ['Judging', 2], ['Other', 1], ['Not yet analyzed', 1]]);
  });

  it('moves one place up or down and never past the ends', () => {
    expect(moveItem([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moveItem([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moveItem([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveItem([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});
