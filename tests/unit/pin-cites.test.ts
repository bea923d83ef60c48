import { describe, expect, it } from 'vitest';
import { renumberCitations } from '../../server/modules/exhibit-order/renumber-citations';
import { findExhibitRefs, stripUnknownExhibitRefs } from '../../server/modules/analyst/exhibits';
import { checkDraft, factsOf } from '../../server/modules/analyst/guarantees';
import { findPinCites, pageCount, pinCite } from '../../server/modules/analyst/pin-cites';

// A three-page exhibit as extraction gives it: a form feed between pages (decision 056).
const THREE_PAGES = ['The award is given each year to one researcher.', 'The committee considered 265 nominations from 25 countries.', 'The prize carries $10,000.'].join('\f');
const exhibits = [
  { evidenceNumber: 3, text: THREE_PAGES },
  { evidenceNumber: 5, text: 'Her annual base salary is $485,000, paid semi-monthly.' },
];
const rules = (text: string, extra: Partial<Parameters<typeof checkDraft>[1]> = {}) => checkDraft(text, { exhibits, filing: true, ...extra }).map((v) => v.rule);

describe('pin cites', () => {
  it("are written one way, 'Exhibit 3 at 2', with the pages of every fact cited", () => {
    expect(pinCite(3, 2)).toBe('Exhibit 3 at 2');
    expect(pinCite(3, [3, 1, 3])).toBe('Exhibit 3 at 1, 3');
    expect(pageCount(THREE_PAGES)).toBe(3);
  });

  it('are read in every form a writer might use', () => {
    const found = findPinCites('See Exhibit 3 at 2; Exhibit 5, p. 1; Exhibit 3, pp. 1–3; Exhibit 5 (page 1); Exhibit 3 at 1, 3.');
    expect(found.map((p) => [p.number, p.pages, p.form])).toEqual([
      [3, [2], 'at'],
      [5, [1], 'other'],
      [3, [1, 2, 3], 'other'],
      [5, [1], 'other'],
      [3, [1, 3], 'at'],
    ]);
  });

  it('keep exhibit references, renumbering and the facts guarantee working', () => {
    expect(findExhibitRefs('The award (Exhibit 3 at 2) and the salary (Exhibit 5 at 1); see Exhibits 3 and 5.')).toEqual([3, 5]);
    expect(findExhibitRefs('(Exhibit 3 at 1, 3)')).toEqual([3]);
    expect(renumberCitations('The award (Exhibit 3 at 2) and the salary (Exhibit 5 at 1).', new Map([[3, 5], [5, 3]]))).toBe('The award (Exhibit 5 at 2) and the salary (Exhibit 3 at 1).');
    expect(stripUnknownExhibitRefs('As Exhibit 9 at 2 shows, and Exhibit 3 at 1.', [3, 5])).toBe('As an exhibit not in this petition shows, and Exhibit 3 at 1.');
    // A page number is no fact: 'at 123' states nothing the exhibit must hold.
    expect(factsOf('The prize carries $10,000 (Exhibit 3 at 123).')).toEqual(['$10,000']);
  });
});

describe('the pin-cite guarantee', () => {
  it('passes a quotation cited on the page it stands on', () => {
    expect(rules('The award is selective: "The committee considered 265 nominations from 25 countries." (Exhibit 3 at 2).')).toEqual([]);
    expect(rules('> "The prize carries $10,000."\n> — Exhibit 3 at 3')).toEqual([]);
  });

  it('fails a page the exhibit does not have', () => {
    expect(rules('The prize carries $10,000 (Exhibit 3 at 4).')).toEqual(['pin-cite']);
    expect(checkDraft('See Exhibit 5 at 2.', { exhibits, filing: true })[0]?.detail).toBe('cites page 2 of Exhibit 5, which has one page');
  });

  it('fails a quotation cited on a page it is not on', () => {
    const v = checkDraft('Exhibit 3 at 1 states: "The committee considered 265 nominations from 25 countries."', { exhibits, filing: true });
    expect(v.map((x) => x.rule)).toEqual(['pin-cite']);
    expect(v[0]?.detail).toMatch(/is not on page 1 of Exhibit 3/);
  });

  it('fails another form of pin cite in filing text, so a petition cites pages one way', () => {
    expect(rules('"The committee considered 265 nominations from 25 countries." (Exhibit 3, p. 2).')).toEqual(['pin-cite']);
    expect(rules('"The committee considered 265 nominations from 25 countries." (Exhibit 3, p. 2).', { filing: false })).toEqual([]);
  });

  it('fails a statement quotation without its page, and leaves that to other drafts', () => {
    const bare = 'Exhibit 5 states: "Her annual base salary is $485,000, paid semi-monthly."';
    expect(rules(bare, { pinCites: true })).toEqual(['pin-cite']);
    expect(rules(bare)).toEqual([]);
    expect(rules('Exhibit 5 at 1 states: "Her annual base salary is $485,000, paid semi-monthly."', { pinCites: true })).toEqual([]);
  });
});
