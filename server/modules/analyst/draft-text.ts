/**
 * Reading a draft the way the guarantees do: normalised for matching (whitespace and OCR noise,
 * nothing else), split into markdown paragraphs, and each exhibit's text ready to search.
 */
import type { DraftContext } from './guarantee-types';

// ---------- normalising: whitespace and OCR noise, nothing else ----------

const QUOTES = /[\u2018\u2019\u201a\u201b\u2032\u0060\u00b4"\u201c\u201d\u201e\u201f\u2033]/g;
const DASHES = /[\u2010-\u2015\u2212]/g;
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/g;

/** Ligatures, curly quotes, dash variants, soft hyphens, line-break hyphenation and runs of whitespace. */
export function normaliseForMatch(text: string): string {
  return text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(QUOTES, "'")
    .replace(DASHES, '-')
    .replace(/(\p{L})-\s*\n\s*(\p{Ll})/gu, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
}

const cache = new WeakMap<object, Map<number, string>>();

export function exhibitTexts(ctx: DraftContext): Map<number, string> {
  let map = cache.get(ctx.exhibits);
  if (!map) {
    // One exhibit may come as several sources (its text and a search passage): a quotation may be in any of them.
    map = new Map<number, string>();
    for (const e of ctx.exhibits) {
      const text = normaliseForMatch(e.text);
      map.set(e.evidenceNumber, map.has(e.evidenceNumber) ? `${map.get(e.evidenceNumber)} \u0000 ${text}` : text);
    }
    cache.set(ctx.exhibits, map);
  }
  return map;
}

// ---------- units: a quotation is attributed to the exhibits cited in its paragraph ----------

/** Markdown blocks: paragraphs, list items and blockquote runs (with their attribution lines). */
export function blocks(text: string): string[] {
  const out: string[] = [];
  let cur: string[] = [];
  let quoting = false;
  const flush = () => {
    if (cur.length > 0) out.push(cur.join('\n'));
    cur = [];
  };
  for (const line of text.split('\n')) {
    const isQuote = /^\s*>/.test(line);
    const isItem = /^\s*([-*•]|\d+[.)])\s+/.test(line);
    if (!line.trim()) {
      if (!quoting) flush();
      continue;
    }
    if (isItem || isQuote !== quoting) flush();
    quoting = isQuote;
    cur.push(line);
  }
  flush();
  return out;
}

export const stripMarkup = (s: string) => s.replace(/^\s*>\s?/gm, '').replace(/\*\*|__|(?<!\w)_(?!\w)|`/g, '');

