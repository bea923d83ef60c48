/**
 * Rewrites 'Exhibit N' citations after a renumbering, in one pass over the text
 * (decision 022): every citation is read against the old numbers and written with
 * the new ones, so swaps (3↔5) and cycles (1→2→3→1) hold. It reads the grammar of
 * findExhibitRefs (server/modules/analyst/exhibits.ts), so what the guarantees call a
 * citation is what follows the documents here. Numbers the map does not hold (not an
 * exhibit of this petition) are left as written.
 */

export type NumberMap = ReadonlyMap<number, number>;

// 'Exhibit' as a word of its own: not inside a URL or a path ('/Exhibit 3', 'x.Exhibit 3'),
// not 'Exhibition 3' (the \s+ right after it).
const HEAD = /(?<![\w/.#?=&%@-])(Exhibits?)(\s+)/giy;
// Not part of '3.5', '3a' or '3rd': those are no citation of exhibit 3.
const NUMBER = /(\d+)(?![\d\p{L}_]|\.\d)/uy;
const LIST_SEP = /\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*/iy;
const RANGE_SEP = /\s*[–—-]\s*|\s+to\s+/iy;
const START = /(?<![\w/.#?=&%@-])Exhibits?\s/gi;

/** findExhibitRefs reads a range only up to this span; a wider one is a number and other text. */
const MAX_RANGE_SPAN = 200;

type Item = { kind: 'one'; n: number } | { kind: 'range'; from: number; to: number; sep: string };
type Ref = { word: string; gap: string; items: Item[]; seps: string[]; end: number };

function matchAt(re: RegExp, text: string, at: number): RegExpExecArray | null {
  re.lastIndex = at;
  return re.exec(text);
}

/** Reads one citation starting at `at` (the 'E' of Exhibit), or null when none starts there. */
function readRef(text: string, at: number): Ref | null {
  const head = matchAt(HEAD, text, at);
  if (!head) return null;
  let pos = at + head[0].length;
  const first = matchAt(NUMBER, text, pos);
  if (!first) return null;
  pos += first[0].length;
  const items: Item[] = [{ kind: 'one', n: Number(first[1]) }];
  const seps: string[] = [];
  for (;;) {
    const range = matchAt(RANGE_SEP, text, pos);
    const last = items[items.length - 1];
    if (range && last?.kind === 'one') {
      const to = matchAt(NUMBER, text, pos + range[0].length);
      if (to) {
        const toN = Number(to[1]);
        if (toN > last.n && toN - last.n <= MAX_RANGE_SPAN) {
          items[items.length - 1] = { kind: 'range', from: last.n, to: toN, sep: range[0] };
          pos += range[0].length + to[0].length;
          continue;
        }
        // A reversed range is read as its two ends (as findExhibitRefs does); too wide a one ends the citation.
        if (toN < last.n) {
          items.push({ kind: 'one', n: toN });
          seps.push(range[0]);
          pos += range[0].length + to[0].length;
          continue;
        }
        break;
      }
    }
    const list = matchAt(LIST_SEP, text, pos);
    if (!list) break;
    const next = matchAt(NUMBER, text, pos + list[0].length);
    if (!next) break;
    items.push({ kind: 'one', n: Number(next[1]) });
    seps.push(list[0]);
    pos += list[0].length + next[0].length;
  }
  return { word: head[1] ?? '', gap: head[2] ?? ' ', items, seps, end: pos };
}

const mapped = (n: number, map: NumberMap) => map.get(n) ?? n;

/** 'a, b and c'; runs of three or more as 'a–c' when the citation was written with a range. */
function listOf(nums: number[], rangeSep: string): string {
  const parts: string[] = [];
  for (let i = 0; i < nums.length; ) {
    let j = i;
    while (j + 1 < nums.length && nums[j + 1] === (nums[j] ?? 0) + 1) j++;
    if (j - i >= 2) parts.push(`${nums[i]}${rangeSep}${nums[j]}`);
    else for (let k = i; k <= j; k++) parts.push(String(nums[k]));
    i = j + 1;
  }
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

function rewriteRef(ref: Ref, map: NumberMap): string {
  const ranges = ref.items.filter((i) => i.kind === 'range');
  if (ranges.length === 0) {
    // A plain list keeps its order and its separators: 'Exhibits 5 and 3, respectively' stays meaningful.
    const nums = ref.items.map((i) => (i.kind === 'one' ? String(mapped(i.n, map)) : ''));
    return ref.word + ref.gap + nums.map((n, k) => (k === 0 ? n : `${ref.seps[k - 1] ?? ', '}${n}`)).join('');
  }
  // A range names a set; after renumbering it is written out again, sorted, as ranges where it is still contiguous.
  const all = new Set<number>();
  for (const item of ref.items) {
    if (item.kind === 'one') all.add(mapped(item.n, map));
    else for (let n = item.from; n <= item.to; n++) all.add(mapped(n, map));
  }
  const sorted = [...all].sort((a, b) => a - b);
  const sep = ranges[0]?.kind === 'range' && /to/i.test(ranges[0].sep) ? ' to ' : ranges[0]?.kind === 'range' && ranges[0].sep.includes('-') ? '-' : '–';
  const word = sorted.length > 1 && ref.word.length === 'Exhibit'.length ? `${ref.word}s` : ref.word;
  return word + ref.gap + listOf(sorted, sep);
}

/** The text with every citation of an old number written with its new one. */
export function renumberCitations(text: string, map: NumberMap): string {
  if (map.size === 0 || !/exhibit/i.test(text)) return text;
  let out = '';
  let copied = 0;
  for (const start of text.matchAll(START)) {
    const at = start.index;
    if (at < copied) continue;
    const ref = readRef(text, at);
    if (!ref) continue;
    out += text.slice(copied, at) + rewriteRef(ref, map);
    copied = ref.end;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

/** Every string inside a JSON value rewritten; keys and other values untouched. */
export function renumberJson<T>(value: T, map: NumberMap): T {
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return renumberCitations(v, map);
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as T;
}
