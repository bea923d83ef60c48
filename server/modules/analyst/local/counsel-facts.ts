/**
 * An exhibit as a statement argues from it (decision 061): its fact sheet first (what it is, who issued
 * it and when, whom it is about, its figures, each with its sentence and page), then what the sheet has
 * no field for (counsel-readings.ts), then the whole sentences that may be quoted, each with its page.
 * A fact is used only when its sentence is on its page and states its value, so a sheet the user
 * edited into words the exhibit does not hold is never put in the exhibit's mouth.
 */
import type { Fact, FactKind, FactSheet, Figure } from '../../../../src/contract/fact-sheet';
import { DOCUMENT_KINDS, type DocumentKind } from '../../../../src/contract/categories';
import type { EvidenceForAnalysis } from '../../../platform/analyst/analyst';
import { isOnPage } from '../fact-check';
import { isQuotable } from '../quotation-quality';
import { addressee, recipientLine, awardName, electedAs, judgingRole, paperHead, patentHead, pressHead } from './counsel-readings';
import { readableCase } from '../exhibit-title-lines';
import { isApplicantName } from './fact-people';
import { pagedSentences, type PagedSentence } from './fact-sentences';
import { buildFactSheet } from './fact-sheet';
import { recogniseKind } from '../kinds';
import { asQuoted } from './text';
import { escapeRegExp } from '../../../../src/contract/reg-exp';

export type Quote = { text: string; page: number };
/** isApplicant is undefined when the petition has no applicant's name to match. */
type Subject = Fact & { isApplicant: boolean | undefined };

export type CounselFacts = {
  kind: FactKind;
  /** 'an award letter', 'an article': what the exhibit is, to open a sentence about it. */
  noun: string;
  name?: Fact | undefined;
  issuer?: Fact | undefined;
  date?: Fact | undefined;
  subject?: Subject | undefined;
  signer?: Fact | undefined;
  outlet?: Fact | undefined;
  headline?: Fact | undefined;
  author?: Fact | undefined;
  venue?: Fact | undefined;
  role?: Fact | undefined;
  figures: Figure[];
  /** The year the document is of: its date's, else the first year its opening sentences state (never a reference's). */
  year?: Fact | undefined;
  /** Whole sentences fit to quote (quotation-quality.ts), in the document's order, with their pages. */
  quotes: Quote[];
};

const flat = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The fact, when the exhibit holds it: its sentence on its page, its value in its sentence. */
function held<T extends Fact>(f: T | null | undefined, text: string): (T & { sentence: string; page: number }) | undefined {
  // A fact the user typed has no sentence or page in the exhibit: it is not cited as the exhibit's (decision 060).
  if (!f || f.sentence === null || f.page === null || !isOnPage(text, f.sentence, f.page)) return undefined;
  return flat(f.sentence).toLowerCase().includes(flat(f.value).toLowerCase()) ? { ...f, sentence: f.sentence, page: f.page } : undefined;
}

// An outlet ('The Pacific Ledger', 'Compute Magazine') is read from a press article's masthead, not here.
const ORG = /\b(Association|Society|Institute|Institution|University|Foundation|Academy|Council|Committee|Federation|Agency|Ministry|Department|College|Trust|Fund|Board|Union|Organi[sz]ation|Corporation|Conference|Festival|Journal|Service|Museum|Gallery|Orchestra|Theatre|Theater|Opera|Company|Inc|Ltd|LLC|AI|Labs?|Cloud)\b/;

/** An issuer is an organisation named in a few words: 'David Sato, Chair, Awards Committee' is a signature. */
function asIssuer(f: Fact | undefined): Fact | undefined {
  const value = f?.value.split(/\s*(?:,|—|–|\(|\||›|»)\s*/)[0]?.trim();
  return f && value && ORG.test(value) && value.split(/\s+/).length <= 10 ? { ...f, value } : undefined;
}

/** The words as the exhibit writes them (a name's capitals matter to the guarantees), or undefined. */
function asWritten(f: Fact | undefined, text: string): Fact | undefined {
  if (!f) return undefined;
  const re = new RegExp(f.value.trim().split(/\s+/).map(escapeRegExp).join('\\s+'), 'gi');
  const found = [...text.matchAll(re)].map((m) => flat(m[0]));
  // A letterhead in capitals is the same name as the body's 'Association for Computational Learning'.
  const value = found.find((v) => v !== v.toUpperCase()) ?? found[0];
  return value ? { ...f, value } : undefined;
}

const ORG_OPENING = /^(?:On behalf of|The)\s+(?:the\s+)?(\p{Lu}[\p{L}'’&-]*(?:\s+(?:(?:of|for|and|the|in)\s+)*\p{Lu}[\p{L}'’&-]*){0,7})(?=,|\s+(?:I|we|is|has|announces|today|hereby)\b)/u;

/** 'On behalf of the Association for Computational Learning, I …': the issuer a letter names itself. */
function namedIssuer(sentences: PagedSentence[]): Fact | undefined {
  for (const s of sentences.slice(0, 15)) {
    const name = ORG_OPENING.exec(s.text)?.[1]?.trim();
    if (name && ORG.test(name)) return { value: name, sentence: s.text, page: s.page };
  }
  return undefined;
}

function formOf(text: string): 'certificate' | 'letter' | 'email' | 'announcement' | undefined {
  const head = text.slice(0, 1500);
  if (/^\s*(from|subject)\s*:/im.test(head)) return 'email';
  if (/\bcertificate\b/i.test(head) && !/^\s*Dear\b/m.test(head)) return 'certificate';
  if (/^\s*Dear\b|^\s*To Whom It May Concern/im.test(head)) return 'letter';
  if (/\b(announces|announced|for immediate release|press release)\b/i.test(head)) return 'announcement';
  return undefined;
}

const NOUNS: Record<FactKind, string> = {
  award: 'an award', nomination: 'a nomination', shortlist: 'a shortlist', grant: 'a grant notice', event_programme: 'an event programme', social_post: 'a social media post', production_credits: 'a programme',
  press_article: 'an article', scholarly_paper: 'a paper', citation_record: 'a citation record', review_record: 'a judging record',
  membership: 'a membership notice', employment_letter: 'an employment letter', pay_record: 'a pay record', recommendation_letter: 'a letter of support',
  exhibition_record: 'an exhibition record', sales_report: 'a sales report', patent: 'a patent', cv: 'a CV',
  degree: 'a degree record', experience_letter: 'an experience letter', licence: 'a licence', endeavor_plan: 'a plan', letter_of_interest: 'a letter of interest', funding_award: 'a funding award', identity: 'an identity document', other: 'a document',
};

function nounOf(kind: FactKind, text: string): string {
  const form = formOf(text);
  if (kind === 'award' && form) return form === 'email' ? 'an award letter' : `an award ${form}`;
  if (kind === 'membership' && (form === 'letter' || form === 'email')) return /\belect/i.test(text.slice(0, 2000)) ? 'an election letter' : 'a membership letter';
  if (kind === 'review_record') return /\binvit/i.test(text.slice(0, 2000)) ? 'an invitation to judge' : /\bappoint/i.test(text.slice(0, 2000)) ? 'an appointment to judge' : 'a record of judging';
  if (kind === 'other' && form && form !== 'certificate') return `${form === 'email' || form === 'announcement' ? 'an' : 'a'} ${form}`;
  return NOUNS[kind];
}

function documentKind(e: EvidenceForAnalysis): DocumentKind {
  return e.kind && (DOCUMENT_KINDS as readonly string[]).includes(e.kind) ? (e.kind as DocumentKind) : recogniseKind(e.fileName, e.text).kind;
}

/** The exhibit's sheet: the stored one (the user's corrections included), else one read now. */
export function sheetOf(e: EvidenceForAnalysis, applicantName: string): FactSheet {
  return e.factSheet ?? buildFactSheet({ text: e.text, fileName: e.fileName, kind: documentKind(e), applicantName });
}

// Where a line the extraction ran into a sentence ends: a figure, a web or mail address, a salutation, a dateline's dash.
const BREAK = /(?:\d[\d,.]*%?|\S+@\S+\.\w+|(?:www\.)?[\w-]+\.(?:com|org|net|edu|gov|io)\S*|\bDear [^,]{2,40},|\s[—–])\s+(?=["'\u2018\u201c]?\p{Lu})/gu;
const wordsIn = (s: string) => s.split(/\s+/).length;
const MONTH_START = /^["'\u2018\u201c]?(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+\d/;

/**
 * The sentence as it may be quoted: itself, or, when a letterhead, a table row or a dateline ran into it
 * ('Tel. … June 12, 2023 Dear Dr. Raman, I am pleased …'), the whole sentence that ends it.
 */
function wholeSentence(raw: string, text: string): string | undefined {
  if (isQuotable(raw, text)) return raw;
  for (const m of raw.matchAll(BREAK)) {
    const tail = raw.slice(m.index + m[0].length);
    // '… on 15 June 2022 in recognition of …' breaks inside a date: its tail is no sentence.
    if (MONTH_START.test(tail) || wordsIn(tail) < 6) continue;
    if (isQuotable(tail, text)) return tail;
  }
  return undefined;
}

function quotesOf(sentences: PagedSentence[], text: string): Quote[] {
  const seen = new Set<string>();
  const out: Quote[] = [];
  for (const s of sentences) {
    if (s.inReferences || wordsIn(s.text) < 5 || /\bExhibits?\s+\d/i.test(s.text) || seen.has(s.text)) continue;
    seen.add(s.text);
    const whole = wholeSentence(s.text, text);
    if (whole && wordsIn(whole) <= 45) out.push({ text: asQuoted(whole), page: s.page });
  }
  return out;
}

/** A name as a clause uses it: 'Journal of Machine Learning Research.' ends a sentence, not the name. */
function trimmed(f: Fact | undefined): Fact | undefined {
  return f ? { ...f, value: f.value.replace(/[\s.,;:]+$/, '') } : undefined;
}

/** A line set in capitals ('COMPUTE MAGAZINE'), in the case a sentence uses: the guarantees read both as one name. */
function readable(f: Fact | undefined): Fact | undefined {
  return f ? { ...f, value: readableCase(f.value) } : undefined;
}

const surnameOf = (name: string) => name.trim().split(/\s+/).pop() ?? '';

/** Whom the exhibit is about: its sheet's subject, the addressee of a letter about them, or a paper's authors (a patent's inventors). */
function subjectOf(sheet: FactSheet, text: string, sentences: PagedSentence[], authors: Fact | undefined, applicantName: string): Subject | undefined {
  const known = applicantName.trim().length > 0;
  const found = held(sheet.subject, text) ?? addressee(sentences) ?? recipientLine(sentences);
  if (found) return { ...found, isApplicant: known ? isApplicantName(found.value, applicantName) : undefined };
  if (!authors) return undefined;
  // A paper is the applicant's when her surname is on its author line.
  const hers = known && new RegExp(`(?<![\\p{L}])${escapeRegExp(surnameOf(applicantName))}(?![\\p{L}])`, 'iu').test(authors.value);
  return { ...authors, isApplicant: known ? hers : undefined };
}

const YEAR = /\b(?:19[5-9]\d|20\d{2})\b/;

function yearOf(date: Fact | undefined, sentences: PagedSentence[]): Fact | undefined {
  const from = date ? YEAR.exec(date.value)?.[0] : undefined;
  if (date && from) return { ...date, value: from };
  const thisYear = new Date().getUTCFullYear();
  for (const s of sentences.filter((x) => !x.inReferences).slice(0, 5)) {
    const year = YEAR.exec(s.text)?.[0];
    if (year && Number(year) <= thisYear + 1) return { value: year, sentence: s.text, page: s.page };
  }
  return undefined;
}

export function counselFacts(e: EvidenceForAnalysis, applicantName: string): CounselFacts {
  const text = e.text;
  const sheet = sheetOf(e, applicantName);
  const sentences = pagedSentences(text);
  const paper = sheet.kind === 'scholarly_paper' ? paperHead(text) : {};
  const patent = sheet.kind === 'patent' ? patentHead(text) : {};
  const subject = subjectOf(sheet, text, sentences, paper.authors ?? patent.inventors, applicantName);
  const first = subject ? sentences.find((s) => s.text === subject.sentence) : undefined;
  // A certified translation opens with the translator's statement, not with the article's masthead.
  const press = sheet.kind === 'press_article' && !/\b(certified translation|translator)\b/i.test(text.slice(0, 600)) ? pressHead(text) : {};
  const judging = sheet.kind === 'review_record' ? judgingRole(sentences) : {};
  const awardLike = sheet.kind === 'award' || sheet.kind === 'nomination' || sheet.kind === 'shortlist';
  return {
    kind: sheet.kind,
    noun: nounOf(sheet.kind, text),
    name: awardLike ? awardName(sentences, first) : sheet.kind === 'membership' ? electedAs(sentences) : patent.number,
    issuer: asWritten(asIssuer(held(sheet.issuer, text)) ?? namedIssuer(sentences), text),
    date: readable(held(sheet.date, text)),
    subject,
    signer: held(sheet.signer, text),
    outlet: readable(asWritten(press.outlet, text) ?? press.outlet),
    headline: readable(press.headline ?? paper.title ?? patent.title),
    author: readable(press.author),
    venue: trimmed(judging.venue ?? paper.venue),
    role: judging.role,
    figures: sheet.figures.flatMap((f) => held(f, text) ?? []),
    year: yearOf(held(sheet.date, text), sentences),
    quotes: quotesOf(sentences, text),
  };
}
