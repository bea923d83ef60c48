/**
 * Two guarantees on quotations and their citations (decision 061):
 * - 'quotation': in filing text, a quotation is a whole sentence that states a fact, never a heading,
 *   a column header, a mail header, a form field, a reference-list entry, a fragment or a technical
 *   sentence from a paper's body (quotation-quality.ts);
 * - 'pin-cite': a pin cite's page is a page of that exhibit, the sentence it vouches for is on that
 *   page, filing text writes pins one way ('Exhibit 3 at 2'), and where the context asks for it
 *   (statements) every quotation carries its page.
 */
import { exhibitTexts, normaliseForMatch, stripMarkup } from './draft-text';
import type { DraftContext, Violation } from './guarantee-types';
import { pagesOf } from './fact-check';
import { findPinCites, type PinCite } from './pin-cites';
import { quotationFault, QUOTATION_FAULTS } from './quotation-quality';

type QuotedSpan = { text: string; block: string };

/** A quoted span introduced as a title ('the paper "Sparse Routing at Scale"') names a work; it claims no fact. */
const TITLE_BEFORE = /(?:\b(?:entitled|titled|headlined|headline|named|called)|\bthe (?:paper|article|book|chapter|essay|film|album|work|manuscript|report|project|exhibition|production|programme|program|series|title))\s*[:,]?\s*["\u201c]?$/i;

/** Each normalised page of every source of each exhibit number. */
function pagesByExhibit(ctx: DraftContext): Map<number, string[][]> {
  const out = new Map<number, string[][]>();
  for (const e of ctx.exhibits) out.set(e.evidenceNumber, [...(out.get(e.evidenceNumber) ?? []), pagesOf(e.text).map(normaliseForMatch)]);
  return out;
}

/** Each piece between ellipses is on the page, in order. */
function onPage(page: string, quoted: string): boolean {
  let from = 0;
  const pieces = normaliseForMatch(quoted).split(/\s*(?:\u2026|\.\.\.)\s*/).filter(Boolean);
  for (const piece of pieces) {
    const at = page.indexOf(piece, from);
    if (at < 0) return false;
    from = at + piece.length;
  }
  return pieces.length > 0;
}

/**
 * The pin cite a quotation is attributed to: the one right after it ('"…" (Exhibit 3 at 2)'), else the
 * nearest before it in its paragraph ('Exhibit 3 at 2 states: "…"'), else the next one after it (a
 * blockquote's '— Exhibit 3 at 2' line).
 */
function pinFor(q: QuotedSpan): PinCite | undefined {
  const plain = stripMarkup(q.block);
  const at = plain.indexOf(q.text);
  if (at < 0) return undefined;
  const end = at + q.text.length;
  const pins = findPinCites(plain);
  const after = pins.filter((p) => p.index >= end);
  const next = after[0];
  if (next && /^["\u201d'\s).,;:—–-]*\(?\s*$/.test(plain.slice(end, next.index))) return next;
  return pins.filter((p) => p.end <= at).at(-1) ?? next;
}

function isTitle(q: QuotedSpan): boolean {
  const plain = stripMarkup(q.block);
  const at = plain.indexOf(q.text);
  return at > 0 && TITLE_BEFORE.test(plain.slice(Math.max(0, at - 40), at));
}

/** The exhibit's source a quotation was found in, for where it stands (a reference list, a paper's body). */
function sourceOf(q: QuotedSpan, ctx: DraftContext): string | undefined {
  const want = normaliseForMatch(q.text);
  const number = [...exhibitTexts(ctx)].find(([, text]) => text.includes(want))?.[0];
  return ctx.exhibits.find((e) => e.evidenceNumber === number && normaliseForMatch(e.text).includes(want))?.text;
}

export function checkQuotationQuality(quotes: QuotedSpan[], ctx: DraftContext): Violation[] {
  if (!ctx.filing) return [];
  const out: Violation[] = [];
  for (const q of quotes) {
    const source = sourceOf(q, ctx);
    // A quotation found in no exhibit is the 'quote' guarantee's to report; a title names a work.
    if (source === undefined || isTitle(q)) continue;
    const fault = quotationFault(q.text, source);
    if (fault) out.push({ rule: 'quotation', detail: `"${q.text.slice(0, 120)}" ${QUOTATION_FAULTS[fault]}` });
  }
  return out;
}

export function checkPinCites(text: string, quotes: QuotedSpan[], ctx: DraftContext): Violation[] {
  const pages = pagesByExhibit(ctx);
  const out: Violation[] = [];
  for (const pin of findPinCites(stripMarkup(text))) {
    const sources = pages.get(pin.number);
    if (!sources) continue; // an exhibit the petition lacks is the 'exhibit-ref' guarantee's to report
    const most = Math.max(...sources.map((s) => s.length));
    for (const p of pin.pages.filter((page) => page > most)) out.push({ rule: 'pin-cite', detail: `cites page ${p} of Exhibit ${pin.number}, which has ${most === 1 ? 'one page' : `${most} pages`}` });
    if (ctx.filing && pin.form !== 'at') out.push({ rule: 'pin-cite', detail: `writes a page as "${stripMarkup(text).slice(pin.index, pin.end)}"; filing text cites pages one way: "Exhibit ${pin.number} at ${pin.pages.join(', ')}"` });
  }
  for (const q of quotes) {
    const pin = pinFor(q);
    if (!pin) {
      if (ctx.pinCites && !isTitle(q)) out.push({ rule: 'pin-cite', detail: `"${q.text.slice(0, 80)}" is quoted without its page ('Exhibit N at P')` });
      continue;
    }
    const sources = pages.get(pin.number) ?? [];
    if (sources.length === 0) continue;
    // A quotation in no page of the exhibit is the 'quote' guarantee's to report.
    const anywhere = sources.some((s) => s.some((page) => onPage(page, q.text)));
    if (anywhere && !sources.some((s) => pin.pages.some((p) => onPage(s[p - 1] ?? '', q.text)))) {
      out.push({ rule: 'pin-cite', detail: `"${q.text.slice(0, 80)}" is not on page ${pin.pages.join(', ')} of Exhibit ${pin.number}` });
    }
  }
  return out;
}
