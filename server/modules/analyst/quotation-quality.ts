/**
 * What may stand in quotation marks in filing text (issue 32, decision 061): a whole sentence of the
 * exhibit, one that states a fact. Never a heading, a column header ('Title / Cited by / Year'), a
 * 'From:' or 'Subject:' line, a form's label and value, a reference-list entry, a fragment ('The
 * International Association for Cryptologic Research') or a technical sentence from a paper's body.
 * The same predicate chooses the built-in analyst's quotations and checks any draft (guarantees.ts),
 * so a model's draft is held to it too.
 */
import { normaliseForMatch } from './draft-text';
import { hasVerb } from './local/nlp';

export const QUOTATION_FAULTS = {
  clipped: 'is cut short, not a whole sentence',
  heading: 'is a heading or a line of a form, not a whole sentence',
  letterhead: 'runs a letterhead, an address or a salutation into the sentence',
  fragment: 'has no verb: it is a fragment, not a sentence',
  'mail-header': "is a 'From:', 'To:' or 'Subject:' line",
  'form-field': 'is a label and its value, not a sentence',
  'column-header': 'is a column header',
  'reference-entry': 'is an entry of a reference list',
  'paper-body': "is a technical sentence from the body of a paper, which states nothing about the applicant's standing",
} as const;
type QuotationFault = keyof typeof QUOTATION_FAULTS;

const MAIL_HEADER = /^(from|to|cc|bcc|subject|subj|re|date|sent|attachments?)\s*:/i;
const ENDS_SENTENCE = /[.!?]["'\u2019\u201d)\]]*$/;
const STARTS_SENTENCE = /^["'\u2018\u201c(]?[\p{Lu}\p{N}]/u;
const REFERENCE_ENTRY = [
  /^\s*\[\d+\]/, // '[3] Okoro, S., …'
  /^\s*\d+\.\s+\p{Lu}[\p{L}'’-]+,\s+\p{Lu}\./u, // '3. Okoro, S. …'
  /\p{Lu}[\p{L}'’-]+,\s+\p{Lu}\.(?:\s?\p{Lu}\.)?,\s+(?:\p{Lu}[\p{L}'’-]+,\s+\p{Lu}\.|et al\.|&|and\b)/u, // 'Okoro, S., Vaswani, A.'
  /\bet al\.,?\s+(?:\(?(?:19|20)\d{2}\)?[.,]|[\p{Lu}])/u, // 'Smith et al. (2019).', 'Okoro et al. Robust …'
  /\bdoi:\s*10\.|\bdoi\.org\/10\./i,
];

/** 'Title / Cited by / Year', 'TITLE CITED BY YEAR', 'Name | Role | Year': cells, not a sentence. */
function isColumnHeader(s: string): boolean {
  if ((s.match(/\s[/|]\s/g) ?? []).length >= 2) return true;
  const words = s.replace(/[^\p{L}\s]/gu, ' ').split(/\s+/).filter(Boolean);
  return words.length >= 3 && words.length <= 8 && s === s.toUpperCase() && !ENDS_SENTENCE.test(s);
}

/**
 * 'Copy B—To Be Filed With Employee's FEDERAL Tax Return.': every word but the small ones capitalised is a
 * heading or a form's line ('Ada Lovelace won the 2023 National Prize' has 'won': it is a sentence).
 */
function isTitleCase(s: string): boolean {
  const words = s.split(/[\s—–-]+/).filter((w) => /^\p{L}/u.test(w) && !/^(of|for|and|the|a|an|in|on|at|to|by|with|or|de|van|von)$/.test(w));
  return words.length >= 4 && words.every((w) => /^\p{Lu}/u.test(w));
}

/** A phone number, a web or mail address, a salutation, a patent's '(54)' field codes, a dateline ('WASHINGTON, June 1, 2020 —'). */
const LETTERHEAD = [/(?:\+\d{1,3}[\s.-]?)?\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b/, /\bwww\.|https?:\/\//i, /[\w.+-]+@[\w-]+\.[\w.]+/, /(?:^|.\s+)Dear\s+\p{Lu}[^,]{1,40},\s+\S/u, /\(\d{2}\)\s+\p{Lu}/u, /\b\p{Lu}{3,}(?:\s\p{Lu}{3,})*(?:,\s*\p{Lu}[\p{L}.]+)?,\s+\p{Lu}\p{Ll}+\.?\s+\d{1,2},?\s+\d{4}\s+[—–-]/u];
/** Four words in capitals in a row: a heading run into the text. */
const CAPITALS_RUN = /\b\p{Lu}{2,}(?:[\s,:—–-]+\p{Lu}{2,}\b){3,}/u;

/**
 * 'Reports to: Dr. Nakamura', 'Tickets sold: 108,851': a label (no verb of its own) and its value. Two
 * labels, or two dashes between names ('Parallel Lines — Tom Mensah 10 The Long Way — …'), are a table.
 */
function isFormField(s: string): boolean {
  if ((s.match(/[\p{L}).]\s*:\s+[\p{L}\p{N}$£€]/gu) ?? []).length >= 2 || (s.match(/\s[—–]\s/g) ?? []).length >= 2) return true;
  const m = /^([\p{L}\p{N}'’().&\- ]{2,60}?)\s*:\s+\S/u.exec(s);
  if (!m) return false;
  const label = m[1] ?? '';
  return label.split(/\s+/).length <= 7 && !hasVerb(`${label}.`);
}

/** A fault of the sentence as written, whatever document it came from; undefined when it may be quoted. */
export function sentenceFault(sentence: string): QuotationFault | undefined {
  const s = sentence.replace(/\s+/g, ' ').trim();
  if (/\u2026|\.\.\./.test(s)) return 'clipped';
  if (MAIL_HEADER.test(s)) return 'mail-header';
  if (REFERENCE_ENTRY.some((re) => re.test(s))) return 'reference-entry';
  if (isColumnHeader(s)) return 'column-header';
  if (!ENDS_SENTENCE.test(s) || !STARTS_SENTENCE.test(s) || s === s.toUpperCase() || CAPITALS_RUN.test(s)) return 'heading';
  if (LETTERHEAD.some((re) => re.test(s))) return 'letterhead';
  if (isTitleCase(s)) return 'heading';
  if (isFormField(s)) return 'form-field';
  if (!hasVerb(s)) return 'fragment';
  return undefined;
}

// ---------- where in its document a sentence stands ----------

const REFERENCES_HEAD = /^\s*(references|bibliography|works cited|literature cited|citations)\s*:?\s*$/im;
const ABSTRACT_HEAD = /^\s*(?:\(\d+\)\s*)?abstract\b\s*[:.—-]?/im;
const SECTION_HEAD = /^\s*(?:\d+(?:\.\d+)*\.?\s+|[IVX]+\.\s+)?(introduction|related work|background|methods?|methodology|materials and methods|approach|model|experiments?|evaluation|results|discussion|conclusions?|limitations|future work|what is claimed is:?|claims|detailed description|summary of the invention|background of the invention)\s*$/im;

type Places = { text: string; refsFrom: number; body: { from: number; to: number } | undefined };

/** The normalised text and where, in it, a raw offset falls. */
function normalisedOffset(raw: string, offset: number): number {
  return normaliseForMatch(raw.slice(0, offset)).length;
}

/**
 * A paper's body, in normalised offsets: from its abstract to its reference list (or its end). A
 * document is a paper when it has an abstract and either a reference list or a section heading.
 */
function paperBody(raw: string, refs: RegExpExecArray | null): Places['body'] {
  const abstract = ABSTRACT_HEAD.exec(raw);
  if (!abstract || (!refs && !SECTION_HEAD.test(raw))) return undefined;
  return { from: normalisedOffset(raw, abstract.index), to: refs ? normalisedOffset(raw, refs.index) : Number.POSITIVE_INFINITY };
}

// A statement asks about many sentences of the same few exhibits: each is read once.
const placesCache = new Map<string, Places>();

function placesOf(raw: string): Places {
  const hit = placesCache.get(raw);
  if (hit) return hit;
  const refs = REFERENCES_HEAD.exec(raw);
  const places = { text: normaliseForMatch(raw), refsFrom: refs ? normalisedOffset(raw, refs.index) : Number.POSITIVE_INFINITY, body: paperBody(raw, refs) };
  if (placesCache.size >= 64) placesCache.delete(placesCache.keys().next().value as string);
  placesCache.set(raw, places);
  return places;
}

/** A fault of the sentence where it stands in `source`: in a reference list, or in a paper's body. */
function placeFault(sentence: string, source: string): QuotationFault | undefined {
  const places = placesOf(source);
  const wanted = normaliseForMatch(sentence);
  const at = places.text.indexOf(wanted);
  if (at < 0) return undefined;
  if (at >= places.refsFrom) return 'reference-entry';
  // A sentence that runs into the body (a paper's header and its abstract's first sentence) is the body's too.
  if (places.body && at + wanted.length > places.body.from && at < places.body.to) return 'paper-body';
  return undefined;
}

/** Why a sentence may not be quoted from `source` (the exhibit's text), or undefined when it may. */
export function quotationFault(sentence: string, source?: string): QuotationFault | undefined {
  return sentenceFault(sentence) ?? (source === undefined ? undefined : placeFault(sentence, source));
}

/** Whether the built-in analyst may quote the sentence from this exhibit. */
export function isQuotable(sentence: string, source?: string): boolean {
  return quotationFault(sentence, source) === undefined;
}
