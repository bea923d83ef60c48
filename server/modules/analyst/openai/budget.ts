/**
 * Long documents cut to a token budget (issue 16 item 4). A request carries at most
 * AI_MAX_INPUT_TOKENS of document text, shared out between its documents; a document over its
 * share keeps its start (what it is: a title, a letterhead, a by-line) and then the passages that
 * matter for the question at hand (the criterion's vocabulary, the user's question), in reading
 * order, with '[…]' where text was left out. Tokens are estimated at four characters each, the
 * usual figure for English with OpenAI's tokenisers; no tokeniser ships with the app.
 */
import { contentStems } from '../local/text';

export const CHARS_PER_TOKEN = 4;
/** Marks where a cut document skips text: never a quotation's boundary, so quotes stay checkable. */
export const GAP = '\n[…]\n';
/** The share of a cut document given to its opening. */
const START_SHARE = 0.3;
const PASSAGE_CHARS = 600;

/** Pieces of [from, to) of at most twice PASSAGE_CHARS, cut at whitespace (a text without sentence ends). */
function chunks(text: string, from: number, to: number): Array<{ at: number; text: string }> {
  const out: Array<{ at: number; text: string }> = [];
  let at = from;
  while (to - at > 2 * PASSAGE_CHARS) {
    const space = text.lastIndexOf(' ', at + PASSAGE_CHARS);
    const end = space > at ? space : at + PASSAGE_CHARS;
    out.push({ at, text: text.slice(at, end) });
    at = end;
  }
  if (at < to) out.push({ at, text: text.slice(at, to) });
  return out;
}

/** Whole sentences grouped into passages of about PASSAGE_CHARS, from `from` on. */
function passagesOf(text: string, from: number): Array<{ at: number; text: string }> {
  const out: Array<{ at: number; text: string }> = [];
  const splitter = /(?<=[.!?])\s+|\n\s*\n/g;
  splitter.lastIndex = from;
  let start = from;
  for (let m = splitter.exec(text); m; m = splitter.exec(text)) {
    if (m.index - start < PASSAGE_CHARS) continue;
    out.push(...chunks(text, start, m.index));
    start = m.index + m[0].length;
  }
  if (start < text.length) out.push(...chunks(text, start, text.length));
  return out;
}

/** Where the opening ends: at the last sentence or line break within `max` characters. */
function openingEnd(text: string, max: number): number {
  const head = text.slice(0, max);
  const breakAt = Math.max(head.lastIndexOf('. '), head.lastIndexOf('\n'));
  return breakAt > max / 2 ? breakAt + 1 : max;
}

/** `text` in at most `maxChars`: its start, then the passages with the most query words. */
export function cutText(text: string, maxChars: number, query: Set<string>): string {
  if (text.length <= maxChars) return text;
  const startEnd = openingEnd(text, Math.floor(maxChars * START_SHARE));
  const scored = passagesOf(text, startEnd).map((p, i) => {
    const hits = contentStems(p.text).filter((s) => query.has(s)).length;
    return { ...p, i, score: hits / Math.sqrt(p.text.length + 1) };
  });
  // Room for the passages and the closing gap mark.
  let room = maxChars - startEnd - GAP.length;
  const kept: typeof scored = [];
  // Best first; passages that match nothing fill what room is left in reading order.
  for (const p of [...scored].sort((a, b) => b.score - a.score || a.i - b.i)) {
    const cost = p.text.length + GAP.length;
    if (cost > room) continue;
    kept.push(p);
    room -= cost;
  }
  kept.sort((a, b) => a.i - b.i);
  let out = text.slice(0, startEnd).trimEnd();
  let prev = -1;
  for (const p of kept) {
    out += p.i === prev + 1 && prev >= 0 ? ` ${p.text.trim()}` : `${GAP}${p.text.trim()}`;
    prev = p.i;
  }
  return kept.length === scored.length ? out : `${out}${GAP}`;
}

/**
 * The documents, each cut to its share of `budgetTokens`: an even share, with what a short
 * document leaves unused passed on to the long ones.
 */
export function fitToBudget<T extends { text: string }>(docs: T[], budgetTokens: number, queryText: string): T[] {
  const budget = budgetTokens * CHARS_PER_TOKEN;
  const total = docs.reduce((sum, d) => sum + d.text.length, 0);
  if (total <= budget) return docs;
  const query = new Set(contentStems(queryText));
  const order = docs.map((d, i) => ({ i, length: d.text.length })).sort((a, b) => a.length - b.length);
  const limits = new Array<number>(docs.length);
  let left = budget;
  order.forEach((d, k) => {
    const share = Math.floor(left / (order.length - k));
    limits[d.i] = Math.min(d.length, share);
    left -= limits[d.i]!;
  });
  return docs.map((d, i) => ({ ...d, text: cutText(d.text, limits[i]!, query) }));
}
