/**
 * The built-in analyst's fact sheet (decision 056): what the document is, who issued it and when, whom
 * it is about, the applicant's part when it is about someone else, the figures that matter, the venue
 * and the signer, each with the sentence it was read from and that sentence's page. The category is
 * decided from this record (filing.ts), not from which achievement words the document uses.
 */
import type { DocumentKind } from '../../../../src/contract/categories';
import type { Fact, FactKind, FactSheet, Figure } from '../../../../src/contract/fact-sheet';
import { buildExhibitTitle } from '../exhibit-title';
import { dateIn } from '../exhibit-title-lines';
import { pagedSentences, type PagedSentence } from './fact-sentences';
import { applicantRole, applicantSentences, isApplicantName, subjectMention } from './fact-people';
import { uncertainFacts } from './fact-flags';

export type FactSheetInput = { text: string; fileName: string; mimeType?: string; kind: DocumentKind; applicantName?: string | undefined };

const HEAD = 2_000;
const NOMINATION = /\b(I am (writing|pleased|honou?red|delighted) to nominate|(letter|form|statement) of nomination|nomination (letter|form|for the)|(has been|was|is) nominated (for|to)|we nominate|nominat(e|ing) [^.]{0,60} for the)\b/i;
const SHORTLIST = /\b(shortlist(ed)?|short-listed|longlist(ed)?|(named|selected as|announced as) (a |the )?finalists?|finalists? (for|of) the)\b/i;
const WON = /\b(has been awarded|is the winner|was awarded|won the|is hereby (conferred|awarded|presented))\b/i;
const GRANT = [
  /\b(grant (agreement|number|no\.?|award notice|period|reference)|notice of (grant )?award|award number)\b/i,
  /\b(principal investigator|co-investigators?|unfunded collaborators?|lead investigator)\b/i,
  /\b(funding (agency|body|period|programme|program|opportunity|decision)|total (award|budget|funding|project cost)|direct costs|indirect costs|funded (by|under))\b/i,
  /\b(research grant|project grant|grant proposal|grant application)\b/i,
];
/** A heading alone on its line ('Conference Programme', 'Guest list'), or a list of those present. */
const PROGRAMME_HEAD = /^\s*(((conference|workshop|symposium|event|gala|ceremony|dinner|summit|meeting)\s+)?(programme|program|agenda|schedule|guest list)\s*$|(guest list|list of (attendees|participants|delegates|guests)|attendees|registered participants|delegates)\s*:)/im;
/** Kinds whose own structure says more than a programme heading would: a judging letter, a ratings report. */
const NOT_PROGRAMME = new Set<DocumentKind>(['press_article', 'review_record', 'sales_report', 'membership', 'scholarly_paper', 'production_credits']);

/** A finer kind than the document's form: a nomination, a shortlist, a grant or a programme is not an award. */
export function factKindOf(kind: DocumentKind, text: string): FactKind {
  const head = text.slice(0, HEAD);
  if (kind !== 'review_record' && GRANT.filter((re) => re.test(head)).length >= 2) return 'grant';
  if (!NOT_PROGRAMME.has(kind) && (PROGRAMME_HEAD.test(text.slice(0, 600)) || /^\s*registered participants\s*:/im.test(head))) return 'event_programme';
  if (['award', 'other', 'recommendation_letter'].includes(kind) && !WON.test(head)) {
    if (SHORTLIST.test(head)) return 'shortlist';
    if (NOMINATION.test(head)) return 'nomination';
  }
  return kind;
}

const fact = (value: string, s: PagedSentence): Fact => ({ value, sentence: s.text, page: s.page });

const CURRENCY = '(?:[$£€¥₹]|(?:USD|EUR|GBP|CHF|CAD|AUD|SGD|INR|JPY)\\s?)';
const FIGURES: Array<[Figure['kind'], RegExp]> = [
  ['amount', new RegExp(`${CURRENCY}\\s?\\d[\\d,]*(?:\\.\\d+)?(?:\\s?(?:k|million|m|bn|billion)\\b)?`, 'i')],
  [
    'selectivity',
    /\b((selected|chosen|picked) (by [^.]{0,40} )?(from|out of|among) (more than |over |nearly )?[\d,]+ [\p{L}-]+( (?!(?:by|in|for|from|at|to|and|of|with|the|a|an|on|worldwide|this|each|every)\b)[\p{L}-]+)?|one of (only )?[\d,]+ [\p{L}-]+( (?!(?:by|in|for|from|at|to|and|of|with|the|a|an|on|worldwide|this|each|every)\b)[\p{L}-]+)?|\d+ of [\d,]+ [\p{L}-]+( (?!(?:by|in|for|from|at|to|and|of|with|the|a|an|on|worldwide|this|each|every)\b)[\p{L}-]+)?|top [\d.]+\s?(%|percent)|[\d.]+\s?(%|percent) acceptance rate|acceptance rate (of|was) [\d.]+\s?(%|percent)|fewer than [\d,]+ [\p{L}-]+)/iu,
  ],
  ['count', /\b[\d,]*\d (international |independent |expert |external )?(judges|jurors|reviewers|experts|nominations|nominees|submissions|entries|applicants|candidates|countries|participants|members|citations|papers|finalists)\b/i],
];
const MAX_FIGURES = 6;

function figuresOf(sentences: PagedSentence[]): Figure[] {
  const out: Figure[] = [];
  for (const s of sentences) {
    if (s.inReferences) continue;
    const taken: string[] = [];
    for (const [kind, re] of FIGURES) {
      for (const match of s.text.matchAll(new RegExp(re.source, `${re.flags}g`))) {
        const value = match[0].trim();
        // A count inside a selectivity figure ('1,840 submissions' in 'selected from 1,840 submissions') is the same fact.
        if (value && !taken.some((t) => t.includes(value))) {
          out.push({ kind, value, sentence: s.text, page: s.page });
          taken.push(value);
        }
      }
    }
    if (out.length >= MAX_FIGURES) break;
  }
  return out.slice(0, MAX_FIGURES);
}

const ORG = /\b(Association|Society|Institute|Institution|University|Foundation|Academy|Council|Committee|Federation|Agency|Ministry|Department|College|Trust|Fund|Board|Council|Union|Organi[sz]ation|Corporation|Inc\.?|Ltd\.?|ACM|IEEE|AAAS|Journal|Times|News|Magazine|Herald|Gazette|Post|Review|Press)\b/;
const ISSUED_BY = /\b(?:[Pp]resented|[Aa]warded|[Cc]onferred|[Ii]ssued|[Gg]ranted|[Gg]iven|[Ff]unded|[Pp]ublished) by (?:the )?((?:[A-Z][\w&'-]*|of|for|and|the)(?:\s+(?:[A-Z][\w&'-]*|of|for|and|the)){0,8})/;

function issuerOf(sentences: PagedSentence[]): Fact | null {
  for (const s of sentences.slice(0, 40)) {
    const by = ISSUED_BY.exec(s.text)?.[1]?.replace(/\s+(of|for|and|the)$/, '');
    if (by && ORG.test(by)) return fact(by, s);
  }
  const line = sentences.slice(0, 8).find((s) => s.text.length <= 80 && ORG.test(s.text) && !/[.!?]$/.test(s.text));
  return line ? fact(line.text, line) : null;
}

function dateOf(sentences: PagedSentence[]): Fact | null {
  for (const s of sentences) {
    if (s.inReferences) continue;
    const date = dateIn(s.text);
    if (date) return fact(date, s);
  }
  return null;
}

const VENUE = /\b(?:at|during|in) (?:the )?((?:\d{4} )?(?:[A-Z][\w&'-]*\s+){0,6}(?:Conference|Symposium|Workshop|Summit|Congress|Gala|Ceremony|Festival|Museum|Gallery|Biennale|Forum|Meeting|Convention|Expo)(?:\s+(?:on|of|for)\s+(?:[A-Z][\w&'-]*\s*){1,6})?)/;

function venueOf(sentences: PagedSentence[]): Fact | null {
  for (const s of sentences) {
    const venue = VENUE.exec(s.text)?.[1]?.trim();
    if (venue && !s.inReferences) return fact(venue, s);
  }
  return null;
}

const CLOSING = /^(sincerely|yours (sincerely|faithfully|truly)|respectfully|best regards|kind regards|regards|with (best|warm) regards)\b/i;
const SIGNATORY = /^((?:(?:Dr|Prof|Professor|Mr|Mrs|Ms)\.?\s+)?\p{Lu}[\p{L}.'-]+(?:\s+\p{Lu}[\p{L}.'-]*){1,3})(?:,|$)/u;

function signerOf(sentences: PagedSentence[]): Fact | null {
  const own = sentences.filter((s) => !s.inReferences);
  const closing = own.findIndex((s) => CLOSING.test(s.text));
  const after = closing >= 0 ? own.slice(closing + 1, closing + 3) : [];
  for (const s of after) {
    const name = SIGNATORY.exec(s.text)?.[1];
    if (name) return fact(name, s);
  }
  return null;
}

/** The fact sheet the built-in analyst reads from the document's text. */
export function buildFactSheet(input: FactSheetInput): FactSheet {
  const sentences = pagedSentences(input.text);
  const kind = factKindOf(input.kind, input.text);
  const title = buildExhibitTitle({ text: input.text, fileName: input.fileName, mimeType: input.mimeType ?? null, kind: input.kind });
  const named = applicantSentences(sentences, input.applicantName);
  const mention = subjectMention(kind, sentences);
  let subject: FactSheet['subject'] = null;
  if (mention) subject = { ...fact(mention.name, mention.sentence), relation: mention.relation, isApplicant: isApplicantName(mention.name, input.applicantName) };
  else if (kind === 'press_article' || kind === 'scholarly_paper') subject = writtenAbout(kind, sentences, named, input.applicantName ?? '');
  const about = subject?.isApplicant ?? false;
  const role = about ? { role: 'subject' as const, sentence: undefined, weak: false } : applicantRole(named, input.applicantName);
  const sheet: FactSheet = {
    kind,
    title,
    issuer: issuerOf(sentences),
    date: dateOf(sentences),
    subject,
    applicantRole: role.role,
    roleFact: role.sentence ? fact(role.sentence.text.slice(0, 300), role.sentence) : null,
    figures: figuresOf(sentences),
    venue: venueOf(sentences),
    signer: signerOf(sentences),
    filingReason: null,
    checks: [],
    userFields: [],
  };
  return { ...sheet, checks: uncertainFacts(sheet, { applicantName: input.applicantName, roleWeak: role.weak }) };
}

/**
 * An article is about the applicant when its headline names her or it names her often; a paper is hers
 * when its opening lines (the author list) name her. Otherwise the sheet names no subject: the role says
 * what she is in it (quoted, cited).
 */
function writtenAbout(kind: FactKind, sentences: PagedSentence[], named: PagedSentence[], applicantName: string): FactSheet['subject'] {
  const first = named[0];
  if (!first || first.inReferences) return null;
  const headline = sentences.indexOf(first) < 4;
  const often = named.filter((s) => !s.inReferences).length >= 3;
  if (kind === 'scholarly_paper' ? headline : headline || often) {
    const full = applicantName.trim();
    const value = first.text.toLowerCase().includes(full.toLowerCase()) ? full : (full.split(/\s+/).pop() ?? full);
    return { value, sentence: first.text, page: first.page, relation: kind === 'scholarly_paper' ? 'wrote' : 'written_about', isApplicant: true };
  }
  return null;
}
