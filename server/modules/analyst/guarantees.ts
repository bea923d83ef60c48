/**
 * The guarantees every draft and answer must keep, checked in code after it is
 * written and before it is saved or shown, whichever analyst wrote it
 * (architecture.md §the-analyst). A reviewer trusts a petition only as far as its quotations are
 * real, its facts are in its exhibits and its text is the applicant's case,
 * not a note about how it was made.
 */
import { findExhibitRefs } from './exhibits';
import type { DraftContext, Violation } from './guarantee-types';
import { blocks, exhibitTexts, normaliseForMatch, stripMarkup } from './draft-text';
import { checkFacts } from './guarantee-facts';
import { checkPinCites, checkQuotationQuality } from './guarantee-quotations';

export type { DraftContext, GuaranteeRule, Violation } from './guarantee-types';
export { normaliseForMatch } from './draft-text';
export { factsOf, namesOf } from './guarantee-facts';

type Quotation = { text: string; block: string };

/** Text shown as a quotation: a double-quoted span of three or more words, or a blockquote line. */
export function quotationsOf(text: string): Quotation[] {
  const out: Quotation[] = [];
  for (const block of blocks(text)) {
    const plain = stripMarkup(block);
    for (const m of plain.matchAll(/["\u201c]([^"\u201c\u201d\n]{2,}?)["\u201d]/g)) {
      const inner = (m[1] ?? '').trim();
      if (inner.split(/\s+/).length >= 3) out.push({ text: inner, block });
    }
    if (/^\s*>/m.test(block)) {
      for (const line of block.split('\n')) {
        if (!/^\s*>/.test(line)) continue;
        const body = stripMarkup(line).trim();
        // The attribution line ('— Exhibit 3 (award.pdf)') is not quoted text.
        if (!body || /^[-—–]\s*Exhibit/i.test(body)) continue;
        const unquoted = body.replace(/^["\u201c](.*)["\u201d]$/, '$1');
        if (unquoted.split(/\s+/).length >= 3) out.push({ text: unquoted, block });
      }
    }
  }
  return out;
}

/** Each piece between ellipses must be in the source, in order. */
function foundIn(source: string, quoted: string): boolean {
  const pieces = normaliseForMatch(quoted)
    .split(/\s*(?:\u2026|\.\.\.)\s*/)
    .map((p) => p.replace(/^[\s,;:]+|[\s,;:]+$/g, ''))
    .filter((p) => p.length > 0);
  let from = 0;
  for (const piece of pieces) {
    const at = source.indexOf(piece, from);
    if (at < 0) return false;
    from = at + piece.length;
  }
  return pieces.length > 0;
}

/**
 * The exhibits a quotation is attributed to: those its own line cites ('- Exhibit 4: "…"'), else
 * those its paragraph cites. A list of quotations is one paragraph, and each must be in its own exhibit.
 */
function citedFor(q: Quotation, texts: Map<number, string>): number[] {
  const head = q.text.slice(0, 40);
  const line = q.block.split('\n').find((l) => stripMarkup(l).includes(head));
  const own = line ? findExhibitRefs(line).filter((n) => texts.has(n)) : [];
  return own.length > 0 ? own : findExhibitRefs(q.block).filter((n) => texts.has(n));
}

/** The quotations found in no exhibit they are attributed to, and the violations that name them. */
function checkQuotes(quotes: Quotation[], ctx: DraftContext): { violations: Violation[]; unfound: Set<Quotation> } {
  const texts = exhibitTexts(ctx);
  const out: Violation[] = [];
  const unfound = new Set<Quotation>();
  for (const q of quotes) {
    const cited = citedFor(q, texts);
    const sources = cited.length > 0 ? cited : [...texts.keys()];
    if (!sources.some((n) => foundIn(texts.get(n) ?? '', q.text))) {
      const where = cited.length > 0 ? `Exhibit ${cited.join(', ')}` : 'any exhibit';
      out.push({ rule: 'quote', detail: `"${q.text.slice(0, 120)}" is not in ${where}` });
      unfound.add(q);
    }
  }
  return { violations: out, unfound };
}

// ---------- instructions steer, never pasted ----------

const tokens = (s: string) => normaliseForMatch(s).toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Six words in a row from the instructions, unless the exhibits say them too (the user quoted an exhibit). */
const PASTE_RUN = 6;

function checkInstructions(text: string, ctx: DraftContext): Violation[] {
  const wanted = tokens(ctx.instructions ?? '');
  if (wanted.length === 0) return [];
  const draft = ` ${tokens(text).join(' ')} `;
  const sources = ` ${ctx.exhibits.map((e) => tokens(e.text).join(' ')).join(' | ')} `;
  const out: Violation[] = [];
  const run = Math.min(PASTE_RUN, wanted.length);
  // A one- or two-word instruction ('shorter') is too short to be pasted recognisably.
  if (run < 3) return [];
  for (let i = 0; i + run <= wanted.length; i++) {
    const piece = ` ${wanted.slice(i, i + run).join(' ')} `;
    if (draft.includes(piece) && !sources.includes(piece)) {
      out.push({ rule: 'instruction', detail: `the draft repeats the instructions: "${piece.trim()}"` });
      break;
    }
  }
  return out;
}

// ---------- filing text says nothing about the tool ----------

const TOOL_TALK: Array<[RegExp, string]> = [
  [/\b(offline|local|AI|language[- ]model)\s+analyst\b/i, 'names the analyst'],
  [/\b(artificial intelligence|language model|LLM|chatbot|ChatGPT|OpenAI)\b/i, 'mentions AI'],
  [/\bAI[- ](generated|written|drafted|powered)\b/i, 'mentions AI'],
  [/\b(auto-?generated|machine[- ]generated|generated by)\b/i, 'says it was generated'],
  [/\bdrafted (by|from|with)\b/i, 'says how it was drafted'],
  [/\b(keywords?|vocabulary|extracted text|text extraction|OCR)\b/i, 'talks about text matching'],
  [/\b(exhibit|evidence) categor(y|ies)\b/i, 'talks about categories'],
  [/\bcriteria (strength )?report\b/i, 'cites the tool\'s report'],
  [/\b(as requested|as instructed|you asked|your instructions?|the instructions)\b/i, 'talks about the instructions'],
  [/\b(upload(ed|ing)?|this (tool|app)|Exhibit app)\b/i, 'talks about the app'],
  [/\breview (it |this )?before filing\b/i, 'talks to the user'],
];

function checkToolTalk(text: string): Violation[] {
  const out: Violation[] = [];
  for (const [pattern, what] of TOOL_TALK) {
    const m = pattern.exec(text);
    if (m) out.push({ rule: 'tool-talk', detail: `the filing text ${what}: "${m[0]}"` });
  }
  return out;
}

function checkRefs(text: string, ctx: DraftContext): Violation[] {
  const known = new Set(ctx.exhibits.map((e) => e.evidenceNumber));
  return findExhibitRefs(text)
    .filter((n) => !known.has(n))
    .map((n) => ({ rule: 'exhibit-ref' as const, detail: `cites Exhibit ${n}, which is not in this petition` }));
}

/** Every way the text breaks a guarantee; empty when it keeps them all. */
export function checkDraft(text: string, ctx: DraftContext): Violation[] {
  const quotes = quotationsOf(text);
  // A quotation in no exhibit is the 'quote' guarantee's to report; the others judge only what was found.
  const { violations, unfound } = checkQuotes(quotes, ctx);
  const found = quotes.filter((q) => !unfound.has(q));
  return [
    ...checkRefs(text, ctx),
    ...violations,
    ...checkQuotationQuality(found, ctx),
    ...checkPinCites(text, found, ctx),
    ...checkInstructions(text, ctx),
    ...(ctx.filing ? [...checkToolTalk(text), ...checkFacts(text, ctx)] : []),
  ];
}

export class GuaranteeError extends Error {
  constructor(readonly violations: Violation[]) {
    super(`The draft broke ${violations.length === 1 ? 'a guarantee' : `${violations.length} guarantees`}: ${violations.map((v) => `${v.rule}: ${v.detail}`).join('; ')}`);
  }
}

/** Throws a GuaranteeError listing every violation. */
export function assertDraft(text: string, ctx: DraftContext): void {
  const violations = checkDraft(text, ctx);
  if (violations.length > 0) throw new GuaranteeError(violations);
}

/**
 * Keeps what holds: a paragraph that breaks a guarantee is left out (and reported), the
 * rest is kept; when what is left still breaks one (a heading, a pasted instruction across
 * paragraphs), nothing is kept and a GuaranteeError says why.
 */
export function enforceDraft(text: string, ctx: DraftContext): { text: string; removed: Violation[] } {
  if (checkDraft(text, ctx).length === 0) return { text, removed: [] };
  const removed: Violation[] = [];
  const kept = text.split(/\n{2,}/).filter((block) => {
    if (/^#/.test(block.trim())) return true;
    const found = checkDraft(block, ctx);
    removed.push(...found);
    return found.length === 0;
  });
  const repaired = kept.join('\n\n');
  assertDraft(repaired, ctx);
  return { text: repaired, removed };
}
