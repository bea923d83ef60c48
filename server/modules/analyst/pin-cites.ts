/**
 * Pin cites: a citation with the exhibit's own page, 'Exhibit 3 at 2' (decision 061). The page is the
 * page of the exhibit as extracted (a PDF's pages are split by form feeds), which is the page the
 * packet stamps 'Exhibit 3 — Page 2 of 4'. Filing text uses this one form; the other forms a writer
 * might use ('Exhibit 3, p. 2') are read too, so a check can name them. findExhibitRefs reads a pin
 * cite as its exhibit number only: ' at 2' ends the list of numbers.
 */
import { pagesOf } from './fact-check';

export type PinCite = { number: number; pages: number[]; index: number; end: number; form: 'at' | 'other' };

const PAGES = String.raw`(\d{1,4}(?:\s*(?:,|–|-)\s*\d{1,4})*)`;
// 'Exhibit 3 at 2', 'Exhibit 3 at 1, 3', 'Exhibit 3 at 2–3'.
const AT = new RegExp(String.raw`\bExhibit\s+(\d+)\s+at\s+${PAGES}(?![\d\p{L}])`, 'gu');
// 'Exhibit 3, p. 2', 'Exhibit 3, pp. 2–3', 'Exhibit 3, page 2', 'Exhibit 3 (p. 2)', 'Exhibit 3, at 2'.
const OTHER = new RegExp(String.raw`\bExhibit\s+(\d+)\s*(?:,\s*|\(\s*)(?:pp?\.|pages?|at)\s*${PAGES}(?![\d\p{L}])`, 'giu');

function pageList(list: string): number[] {
  const out: number[] = [];
  for (const part of list.split(/\s*,\s*/)) {
    const range = /^(\d+)\s*[–-]\s*(\d+)$/.exec(part);
    if (range) {
      const [from, to] = [Number(range[1]), Number(range[2])];
      // A reversed or absurd range is read as its ends: the check then names a page that is not there.
      if (to >= from && to - from <= 50) for (let p = from; p <= to; p++) out.push(p);
      else out.push(from, to);
    } else if (/^\d+$/.test(part)) out.push(Number(part));
  }
  return [...new Set(out)];
}

/** Every pin cite in the text, in order, in any form. */
export function findPinCites(text: string): PinCite[] {
  const out: PinCite[] = [];
  for (const [re, form] of [[AT, 'at'], [OTHER, 'other']] as const) {
    for (const m of text.matchAll(re)) out.push({ number: Number(m[1]), pages: pageList(m[2] ?? ''), index: m.index, end: m.index + m[0].length, form });
  }
  return out.sort((a, b) => a.index - b.index);
}

/** 'Exhibit 3 at 2', or 'Exhibit 3 at 1, 3' when the facts cited stand on two pages. */
export function pinCite(number: number, pages: number | number[]): string {
  const list = [...new Set([pages].flat())].filter((p) => p >= 1).sort((a, b) => a - b);
  return list.length === 0 ? `Exhibit ${number}` : `Exhibit ${number} at ${list.join(', ')}`;
}

/** How many pages an exhibit's text has: its form feeds plus one. */
export function pageCount(text: string): number {
  return pagesOf(text).length;
}
