/**
 * An exhibit's title, as a paralegal writes it in an exhibit list: what the document is, who issued
 * it, when ('The Boston Globe, "A new way to make AI models admit what they do not know", June 2, 2025').
 * Built from the document's first lines, in its own words (only their capitals may change), never from
 * the file name while there is text to read (decision 050).
 */
import { DOCUMENT_KIND_LABELS, type DocumentKind } from '../../../src/contract/categories';
import { orgLike } from './local/fact-source';
import {
  dateIn,
  isAddress,
  isBody,
  isConnective,
  isDateOnly,
  isFurniture,
  isGenericHeading,
  joinWrappedLetterhead,
  isVersionNote,
  awardNamedIn,
  workUsedIn,
  mastheadOf,
  namesAward,
  positionNamedIn,
  reportedOn,
  readableCase,
  subjectOf,
  venueOf,
  yearIn,
} from './exhibit-title-lines';

type TitleSource = {
  /** The extracted text; null or empty for a photo without OCR text. */
  text: string | null;
  fileName: string;
  mimeType?: string | null;
  /** The analysis's document kind (award, press_article, ...). */
  kind?: string | null;
  /** The category as the user reads it ('Awards'), for a document without text. */
  categoryLabel?: string | null;
};

/** The title's length an index line holds; a longer heading is cut at a word. */
export const EXHIBIT_TITLE_TARGET = 120;
const HEAD_LINES = 40;
/** How many lines of the body a letter's honour or position is looked for in: its opening paragraph or two. */
const OPENING_LINES = 8;
const DATE_LINES = 15;
const LETTER_KINDS = new Set(['recommendation_letter', 'employment_letter']);
/** Kinds whose first lines follow a form of their own: a CV's name and contacts, an article's masthead and headline. */
const FORM_KINDS = new Set(['cv', 'press_article', 'scholarly_paper', 'patent']);
/** Letters that are about a post: titled by the post when their heading does not say it. */
const POST_LETTERS = new Set(['employment_letter', 'experience_letter', 'other']);
/** A heading that is only a person's name ('Re: Farah El-Sayed Mansour'). */
const PERSON_ONLY = /^(?:(?:Dr|Prof|Mr|Mrs|Ms)\.? )?\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+){1,3}$/u;
/** A contract's own heading ('Deal memo - Series Director, …', 'Endorsement Agreement (summary of terms)'): what the document is. */
const CONTRACT_HEADING = /\b(deal memo|agreement|contract|memorandum of (understanding|agreement)|terms of engagement)\b/i;

const isKind = (kind: string | null | undefined): kind is DocumentKind => Boolean(kind && kind in DOCUMENT_KIND_LABELS);
const words = (line: string) => line.split(/\s+/).length;
const contains = (a: string, b: string) => a.toLowerCase().includes(b.toLowerCase());

/** The opening lines, whitespace made single, until the document's body begins. */
function headOf(text: string): { head: string[]; firstBody: string | undefined; lines: string[]; opening: string } {
  const lines = joinWrappedLetterhead(
    text
      .split(/\r?\n/)
      .slice(0, HEAD_LINES)
      .map((l) => l.replace(/\s+/g, ' ').replace(/^[•·*>#\-–—\s]+/, '').trim())
      .filter(Boolean),
  );
  const head: string[] = [];
  const openingFrom = (at: number) => {
    // A letter's opening starts after its salutation, though its wrapped lines may not read as body text.
    const dear = lines.findIndex((l) => /^(dear|to whom it may concern)\b/i.test(l));
    const from = dear >= 0 && dear < at ? dear + 1 : at;
    return lines.slice(from, from + OPENING_LINES).join(' ');
  };
  for (const [at, line] of lines.entries()) {
    // After the salutation a letter's lines are its body, however a page wrapped them.
    if (at > 0 && /^(dear|to whom it may concern)\b/i.test(lines[at - 1]!)) return { head, firstBody: line, lines, opening: openingFrom(at) };
    // A version note wrapped over lines ('… provided by' / 'the Foundation. …') goes on in lower case.
    const noteGoesOn = at > 0 && isVersionNote(lines[at - 1]!) && /^\p{Ll}/u.test(line);
    if (noteGoesOn) continue;
    if (!isFurniture(line) && (isBody(line) || wrapsOn(line, lines[at + 1])) && !isConnective(line)) return { head, firstBody: line, lines, opening: openingFrom(at) };
    head.push(line);
  }
  return { head, firstBody: undefined, lines, opening: openingFrom(lines.length) };
}

/** A sentence a page wrapped: a line of some length with no stop of its own whose next line goes on in lower case. */
const wrapsOn = (line: string, next: string | undefined) => words(line) >= 8 && !/[.!?:;]$/.test(line) && /^\p{Ll}/u.test(next ?? '');

/** A letterhead whose body is set in capitals ('NORDIC HYDROLOGY COUNCIL', 'HARBOUR SAILING FEDERATION · Kiel'): its first part, two words or more. */
const isCapitalsLetterhead = (line: string) => {
  // Its capitals may go on with a preposition ('TABLAO PRODUCCIONES S.L. for Compañía …'), never with a verb ('DOC NYC announces').
  const first = line.split(/\s+[·•|—–]\s+/)[0]!.trim().split(/\s+(?:for|of|at|in|on behalf of)\s+(?=\p{Lu})/u)[0]!;
  // A year may close it ('PAYMENTS FORWARD AWARDS 2025'); a street number or a postcode does not.
  return /\s/.test(first) && /\p{Lu}{2}/u.test(first) && first === first.toUpperCase() && !/\d{3}/.test(first.replace(/\b(?:19|20)\d\d\b/g, ''));
};
/** A line that is a reference, a field or an address, not a heading ('Evaluation No. 25-0881', 'Name: …', '… 00054 Maccarese'). */
const NOT_A_HEADING = /\bNo\.\s*\d|^[\p{L} ]{1,30}:\s|\b(?!(?:19|20)\d\d\b)\d{4,6}\b|\bP\.?O\.? Box\b/iu;
/** A letterhead's next line that goes on from it ('… DEPARTMENT' / 'FOR BUSINESS AND TRADE'). */
const GOES_ON = /^(?:for|of|and|&|de|du|des|del|y|und)\b/i;
/** A line with a field in it ('… - Filed: 04/02/2023'), or a list's own heading (a cast, a guest list), which their own rules title. */
const FIELD_OR_LIST = /(?:^|\s)\p{L}+:\s|[—–-]\s*cast\b|\bguest list\b|\bseating plan\b/iu;

/**
 * The heading a document sets right under its issuer's capitals ('Certificate of Editorial Board Service',
 * 'Official Results — Offshore Navigation Championship 2024', 'Winner — Product Leader of the Year'): what the
 * document is, where the capitals only say who issued it. Letters, CVs and articles have their own rules; a
 * letterhead that runs on into an address ('… · Secretariat, Via dei Tre' / 'Denari 472, …') has no heading there.
 */
function headingUnderLetterhead(head: string[], candidates: Array<{ line: string; at: number }>, kind: string | null | undefined): Parts | undefined {
  const [top, next] = candidates;
  // Its date line between them ('Lagos, 28 November 2025') leaves the heading under the capitals.
  const datedBetween = (from: number, to: number) => head.slice(from + 1, to).every((l) => isDateOnly(l) || isFurniture(l));
  if (!top || !next || (next.at !== top.at + 1 && !datedBetween(top.at, next.at)) || (kind && (LETTER_KINDS.has(kind) || FORM_KINDS.has(kind)))) return undefined;
  if (head.some((l) => /^(dear|to whom it may concern)\b/i.test(l))) return undefined;
  const raw = head[top.at]!;
  const tail = raw.split(/\s+[·•|—–]\s+/).slice(1).pop();
  if (!isCapitalsLetterhead(raw) || (tail && tail.includes(','))) return undefined;
  const line = next.line;
  if (words(line) < 2 || words(line) > 16 || NOT_A_HEADING.test(line) || GOES_ON.test(line) || FIELD_OR_LIST.test(line) || PERSON_ONLY.test(line.split(/,/)[0]!.trim())) return undefined;
  return { heading: line, issuer: letterheadName(raw) };
}

/**
 * An e-mail's sending body as its 'From:' line names it ('Journal of Glacier Studies' of 'Editorial Office, Journal of
 * Glacier Studies <…>'), without the address; a person or a role ('Program Chairs') is no issuer of the title.
 */
function senderOf(head: string[]): string | undefined {
  const name = head.map((l) => /^From:\s*"?([^<"@]+?)"?\s*(?:<|\[|$)/i.exec(l)?.[1]?.trim()).find(Boolean);
  const parts = name?.split(/,\s*/) ?? [];
  // Not a desk or the people who sign for the body ('Program Chairs', 'The Editors').
  return parts.reverse().find((p) => orgLike(p) && !/\b(?:Office|Desk|Team|Secretariat|Services|Chairs?|Editors?|Organi[sz]ers|Officers?|Directors?|Managers?)$/.test(p));
}

/** A letterhead's first part names the writer ('North American Honey Bee Health Alliance · 880 Cedar Crossing, …'). */
const letterheadName = (line: string) => readableCase(mastheadOf(line) ?? line.split(/\s+[·•|]\s+/)[0] ?? line);

/** `fromBody`: no heading line at all, so the heading is the body's first sentence (and no letterhead names the writer). */
type Parts = { heading: string; issuer?: string | undefined; quoted?: boolean; fromBody?: boolean };

/**
 * What a paralegal names a letter or notice by when its heading is only a letterhead: the honour an award
 * letter confers, the position an employment letter offers. The letterhead stays as the issuer.
 */
function named(parts: Parts | undefined, head: string[], opening: string, kind: string | null | undefined): Parts | undefined {
  if (!parts || parts.quoted) return parts;
  const issuer = parts.issuer ?? parts.heading;
  if (kind === 'award' && !namesAward(parts.heading)) {
    // A headline under the letterhead that names the honour ('… Receives the Smith Medal') says it best.
    const dear = head.findIndex((l) => /^(dear|to whom it may concern)\b/i.test(l));
    const headline = head.slice(0, dear >= 0 ? dear : head.length).map(readableCase).find((l) => namesAward(l) && !isFurniture(l) && words(l) <= 16 && l !== parts.heading);
    if (headline) return { heading: headline, issuer };
    const award = awardNamedIn(opening);
    if (award) return { heading: award, issuer };
  }
  // A letter titled by its letterhead: what the letter is about, the honour it confers or the post it concerns.
  const byLetterhead = head.some((l) => /^(dear|to whom it may concern)\b/i.test(l)) && (parts.heading === parts.issuer || parts.issuer === undefined || Boolean(mastheadOf(parts.heading)));
  if (kind === 'other' && byLetterhead) {
    const award = awardNamedIn(opening);
    if (award) return { heading: award, issuer: parts.fromBody ? undefined : letterheadName(parts.heading) };
    // An organisation's letter on taking up her work: the work it uses.
    const used = workUsedIn(opening);
    if (used) return { heading: `Letter on the use of the ${used}`, issuer: parts.fromBody ? undefined : letterheadName(parts.heading) };
  }
  if (kind && POST_LETTERS.has(kind) && isKind(kind)) {
    const position = positionNamedIn(opening);
    if (!position || (contains(parts.heading, position) && !parts.fromBody)) return parts;
    // Its kind's label, a heading that says only what it is ('Employment Verification'), or a 'Re:' line naming her.
    if (parts.heading === DOCUMENT_KIND_LABELS[kind] || isGenericHeading(parts.heading) || PERSON_ONLY.test(parts.heading)) return { ...parts, heading: `${parts.heading}: ${position}` };
    // Titled by its letterhead: the letter, and the post it is about.
    if (byLetterhead) {
      return { heading: `${kind === 'other' ? 'Letter' : DOCUMENT_KIND_LABELS[kind]}: ${position}`, issuer: parts.fromBody ? undefined : letterheadName(parts.heading) };
    }
  }
  return parts;
}

function partsOf(head: string[], firstBody: string | undefined, kind: string | null | undefined): Parts | undefined {
  // A mail header naming a journal ('From: Editorial Office, Journal of …') is its sender, read below, not a venue line.
  const venue = head.filter((l) => !/^(?:from|to|cc|bcc|sent|date)\s*:/i.test(l)).map(venueOf).find(Boolean);
  const subjectAt = head.findIndex((l) => subjectOf(l) !== undefined);
  const candidates = head
    .map((line, at) => ({ line: readableCase(line), at }))
    .filter(({ line }) => !isFurniture(line) && subjectOf(line) === undefined && !venueOf(line) && !isAddress(line) && !isConnective(line));
  const shortBefore = (at: number) => candidates.filter((c) => c.at < at && words(c.line) <= 8)[0]?.line;

  // A letter's or an email's subject is its own title; the letterhead above it says who wrote it.
  if (subjectAt >= 0) return { heading: subjectOf(head[subjectAt]!)!, issuer: venue ?? shortBefore(subjectAt) ?? senderOf(head) };
  // A heading set just above the salutation ('Appointment as external examiner' / 'Dear Dr Obi,') is the letter's subject line.
  const dear = head.findIndex((l) => /^dear\b/i.test(l));
  const above = dear > 1 ? candidates.find((c) => c.at === dear - 1 && words(c.line) <= 12 && !mastheadOf(c.line) && !/^(?:(?:Dr|Prof|Mr|Mrs|Ms)\.? )?\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+){1,3}$/u.test(c.line)) : undefined;
  if (above && /^(?:appointment|invitation|nomination|offer|confirmation|notification|notice|award|re)\b/i.test(above.line)) return { heading: above.line, issuer: venue ?? shortBefore(above.at) };
  // 'Certificate of Recognition' says what it is; the line after it says which.
  const generic = candidates.findIndex((c) => isGenericHeading(c.line));
  if (generic >= 0) {
    const detail = candidates[generic + 1]?.line;
    const heading = detail && words(detail) <= 12 ? `${candidates[generic]!.line}: ${detail}` : candidates[generic]!.line;
    return { heading, issuer: venue ?? candidates[generic - 1]?.line };
  }
  // A masthead or dateline ('The Daily Post · Arts · 3 May 2024'), maybe a breadcrumb, then the headline.
  const past = candidates.findIndex((c) => !mastheadOf(c.line));
  const headline = candidates[past]?.line;
  if (past > 0 && !(kind && LETTER_KINDS.has(kind)) && kind !== 'cv' && headline && words(headline) >= 3) {
    return { heading: headline, issuer: venue ?? readableCase(mastheadOf(candidates[0]!.line)!), quoted: kind === 'press_article' };
  }
  // An issuer in capitals, then the document's own heading.
  const underLetterhead = past === 0 ? headingUnderLetterhead(head, candidates, kind) : undefined;
  if (underLetterhead) return underLetterhead;
  // A masthead, then the headline.
  // A section and date line under the masthead ('SCIENCE | June 5, 2024') is no headline: the line after it is.
  if (kind === 'press_article' && candidates.length >= 2 && words(candidates[0]!.line) <= 6) {
    const headline = candidates.slice(1).find((c) => !mastheadOf(c.line) && words(c.line) >= 3) ?? candidates[1]!;
    return { heading: headline.line, issuer: venue ?? candidates[0]!.line, quoted: true };
  }
  // A report names what it reports on in a field ('Production: …').
  const field = candidates.findIndex((c) => reportedOn(c.line) !== undefined);
  if (field > 0) return { heading: `${candidates[0]!.line}: ${reportedOn(candidates[field]!.line)!}`, issuer: venue };
  // A letter without a subject: its kind, and the letterhead.
  // A letterhead set out with its address ('Acme, Inc. · 9 Dock Road · Tacoma'): its first part names the writer.
  const letterhead = candidates[0] && (mastheadOf(candidates[0].line) ?? candidates[0].line);
  const contract = candidates.slice(1).find((c) => CONTRACT_HEADING.test(c.line) && words(c.line) <= 14 && !mastheadOf(c.line));
  if ((kind === 'employment_letter' || kind === 'pay_record') && contract) return { heading: contract.line, issuer: letterhead && readableCase(letterhead) };
  if (kind && LETTER_KINDS.has(kind) && isKind(kind)) return { heading: DOCUMENT_KIND_LABELS[kind], issuer: letterhead && readableCase(letterhead) };
  const first = candidates[0]?.line ?? firstBody;
  return first ? { heading: first, issuer: venue, quoted: kind === 'press_article' && Boolean(venue), fromBody: !candidates[0] } : undefined;
}

/** The first date the opening lines state, else a year from them, else a date alone on a line further on (a certificate's foot). */
function dateOf(head: string[], lines: string[]): string | undefined {
  const own = head.filter((l) => !isAddress(l));
  return own.map(dateIn).find(Boolean) ?? own.map(yearIn).find(Boolean) ?? lines.slice(0, DATE_LINES).filter(isDateOnly).map(dateIn)[0];
}

/** The words up to `max` characters, cut after a whole word. */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 3 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

function compose({ heading, issuer, quoted }: Parts, date: string | undefined): string {
  const clean = heading.replace(/[\s.:;,]+$/, '');
  const who = issuer && !contains(clean, issuer) && !contains(issuer, clean) ? issuer.replace(/[\s.:;,]+$/, '') : undefined;
  const when = date && !contains(clean, date) && !(who && contains(who, date)) ? date : undefined;
  for (const withIssuer of [true, false]) {
    const others = [withIssuer ? who : undefined, when].filter(Boolean) as string[];
    const room = EXHIBIT_TITLE_TARGET - others.reduce((n, p) => n + p.length + 2, 0) - (quoted ? 2 : 0);
    if (withIssuer && who && room < 40) continue;
    const shown = cutAtWord(clean, Math.max(room, 20));
    const main = quoted ? `"${shown}"` : shown;
    const parts = quoted && withIssuer && who ? [who, main, when] : [main, withIssuer ? who : undefined, when];
    return cutAtWord(parts.filter(Boolean).join(', '), EXHIBIT_TITLE_TARGET);
  }
  return cutAtWord(clean, EXHIBIT_TITLE_TARGET);
}

/**
 * With no text to read (a photo without OCR text, an empty file) there are no words of the document to
 * use, so the title says what kind of document it is, if known, and which file: the file name is then the
 * only thing a reader can match it with.
 */
function withoutText(source: TitleSource): string {
  const stem = cutAtWord(source.fileName.replace(/\.[a-z0-9]{1,5}$/i, '').trim() || source.fileName, 60);
  const type = source.mimeType ?? '';
  const medium = type.startsWith('image/') ? 'photo' : type === 'application/pdf' ? 'PDF' : 'file';
  const label = isKind(source.kind) && source.kind !== 'other' ? DOCUMENT_KIND_LABELS[source.kind] : source.categoryLabel?.trim() || undefined;
  return label ? `${label} (${medium} ${stem})` : `Untitled ${medium} (${stem})`;
}

export function buildExhibitTitle(source: TitleSource): string {
  const { head, firstBody, lines, opening } = headOf(source.text ?? '');
  const parts = named(partsOf(head, firstBody, source.kind), head, opening, source.kind);
  return parts ? compose(parts, dateOf(head, lines)) : withoutText(source);
}
