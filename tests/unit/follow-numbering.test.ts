import { describe, expect, it } from 'vitest';
import { compareNumbering, EvidenceChangedError, followNumbering } from '../../server/modules/exhibit-order/follow-numbering';

// The save side of decision 032: a draft written against the numbers it saw, read against today's.

const seen = new Map([
  ['award', 1],
  ['article', 2],
  ['press', 3],
]);

describe('compareNumbering', () => {
  it('maps each seen number to the same document’s number now, and names the numbers of deleted ones', () => {
    const now = new Map([
      ['press', 1],
      ['article', 2],
      ['award', 3],
      ['new', 4],
    ]);
    const r = compareNumbering(seen, now);
    expect([...r.map]).toEqual([
      [1, 3],
      [2, 2],
      [3, 1],
    ]);
    expect([...r.gone]).toEqual([]);
    expect(r.current.sort()).toEqual([1, 2, 3, 4]);

    const afterDelete = compareNumbering(seen, new Map([['article', 1], ['press', 2]]));
    expect([...afterDelete.map]).toEqual([
      [2, 1],
      [3, 2],
    ]);
    expect([...afterDelete.gone]).toEqual([1]);
  });
});

describe('followNumbering', () => {
  const swapped = compareNumbering(seen, new Map([['press', 1], ['article', 2], ['award', 3]]));

  it('rewrites every citation of a draft from the seen numbers to today’s, in one pass (a swap holds)', () => {
    const draft = { title: 'Awards (Exhibit 1)', content: 'The prize (Exhibit 1) was covered by the press (Exhibit 3); see Exhibits 1 and 3.', notes: ['Drafted from Exhibits 1–3.'] };
    expect(followNumbering(draft, swapped, 'statement')).toEqual({
      title: 'Awards (Exhibit 3)',
      content: 'The prize (Exhibit 3) was covered by the press (Exhibit 1); see Exhibits 3 and 1.',
      notes: ['Drafted from Exhibits 1–3.'],
    });
  });

  it('leaves a draft alone when nothing moved, and walks nested JSON (a report) keeping its keys', () => {
    const same = compareNumbering(seen, seen);
    const text = 'Exhibit 2 shows it.';
    expect(followNumbering(text, same, 'letter')).toBe(text);
    const report = { criteriaScores: [{ criteriaId: 'Exhibit 1', score: 70, keyEvidence: ['Exhibit 1: award.pdf'] }], nextSteps: [] };
    expect(followNumbering(report, swapped, 'report')).toEqual({ criteriaScores: [{ criteriaId: 'Exhibit 3', score: 70, keyEvidence: ['Exhibit 3: award.pdf'] }], nextSteps: [] });
  });

  it('refuses a draft that cites a document deleted meanwhile, with a message the user can act on', () => {
    const deleted = compareNumbering(seen, new Map([['article', 1], ['press', 2]]));
    expect(() => followNumbering('The prize (Exhibit 1) is rare.', deleted, 'statement')).toThrow(EvidenceChangedError);
    expect(() => followNumbering('The prize (Exhibit 1) is rare.', deleted, 'statement')).toThrow('The evidence changed while the statement was being written; generate it again.');
    // One that cites only documents still there is saved, renumbered.
    expect(followNumbering('The press (Exhibit 3) and the article (Exhibit 2).', deleted, 'statement')).toBe('The press (Exhibit 2) and the article (Exhibit 1).');
  });

  it('refuses a draft citing a number that is no exhibit now', () => {
    const shrunk = compareNumbering(new Map([['a', 1]]), new Map([['a', 1]]));
    expect(() => followNumbering('See Exhibit 9.', shrunk, 'letter')).toThrow(EvidenceChangedError);
  });
});
