/**
 * A fact answer's first sentence: the fact (who, which body, how many, how
 * much, when; for 'did I win X?' yes or no and who did), then the exhibit, the
 * page and the whole sentence it comes from. When the sentences found do not
 * state it, the answer says the record does not say, and what would.
 */
import { contentStems } from '../text';
import type { Ctx, Doc } from './context';
import { hasTerm, termsIn } from './facts-patterns';
import { applicantSurnames } from './applicant';
import { amountIn, countIn, dateIn, endOfRange, organisationsIn, peopleIn, recipientIn, signerOf } from './extract';
import type { FactType } from './intents';
import { amountClause, cap, countedNoun, indirect, predicate, whenClause } from './phrasing';
import type { Sentence } from './sentences';
import { escapeRegExp } from '../../../../../src/contract/reg-exp';

/** How much lower a sentence with a full date may rank and still be preferred to one with a bare year. */
const DATE_MARGIN = 0.35;

type Lead = { doc: Doc; sentence: Sentence; text: string };

/** 'Exhibit 3, p. 2' from the form feeds that separate the pages of the extracted text; no page when it has none. */
function pageOf(doc: Doc, sentence: string): number | undefined {
  if (!doc.text.includes('\f')) return undefined;
  const words = sentence.split(' ').slice(0, 8).map(escapeRegExp);
  const at = new RegExp(words.join('\\s+')).exec(doc.text)?.index;
  return at === undefined ? undefined : doc.text.slice(0, at).split('\f').length;
}

/** '(Exhibit 5, p. 1: "…")', the sentence whole; one with double quotes of its own goes below as a blockquote. */
function cite(doc: Doc, sentence: string, exhibitName: (d: Doc) => string): { inline: string; below: string[] } {
  const page = pageOf(doc, sentence);
  const where = `Exhibit ${doc.n}${page ? `, p. ${page}` : ''}`;
  if (/["\u201c\u201d]/.test(sentence)) return { inline: `(${where})`, below: ['', `> ${sentence}`, `> \u2014 ${exhibitName(doc)}`] };
  return { inline: `(${where}: "${sentence}")`, below: [] };
}

const WON_QUESTION = /^(?:did|have|has)\s+(?:I|she|he|we)\s+(?:ever\s+)?(?:win|won|receive|received|get|got|been awarded)\s+(.+?)[?.!\s]*$/i;

/** 'Did I win the 2024 Kavli Prize?' → 'the 2024 Kavli Prize'. */
export const wonWhat = (question: string) => WON_QUESTION.exec(question.trim())?.[1];

/** The applicant's surname as the petition shows it (applicant.ts). */
const applicantNames = (ctx: Ctx) => applicantSurnames(ctx.docs);

const isApplicant = (name: string, applicant: Set<string>) => applicant.has(name.split(/[\s,]+/).filter((w) => /^\p{Lu}\p{Ll}/u.test(w)).pop() ?? '');

const VERBS = /\b(elect\w*|invit\w*|award\w*|confer\w*|gave|give\w*|grant\w*|select\w*|admit\w*|behalf|appoint\w*|honou?r\w*|chose|chosen)\b/i;

/** The organisation that acted: the one nearest the verb in the sentence, else the letterhead, else the signer's title. */
function bodyOf(doc: Doc, sentence: string, near: RegExp | undefined): string | undefined {
  const orgs = organisationsIn(sentence).filter((o) => !/^(Fellow|Member)\b/.test(o.name));
  // The act: electing, inviting, awarding, or else the question's own words ('published').
  const verb = VERBS.exec(sentence) ?? (near ? new RegExp(near.source, 'i').exec(sentence) : null);
  if (orgs.length > 0) {
    const at = verb?.index ?? 0;
    // The actor is the subject before the verb ('the Council … has elected you'), or named after 'by' / 'on behalf of'.
    const distance = (o: { name: string; at: number }) => {
      if (/\b(by|behalf of|from)\s+(the\s+)?$/i.test(sentence.slice(0, o.at))) return 0;
      return o.at < at ? at - o.at : 3 * (o.at - at);
    };
    const best = [...orgs].sort((a, b) => distance(a) - distance(b))[0]!;
    return /\bthe\s+$/i.test(sentence.slice(0, best.at)) ? `the ${best.name}` : best.name;
  }
  const head = doc.text.split('\n')[0]?.trim() ?? '';
  const letterhead = organisationsIn(head)[0];
  if (letterhead) return letterhead.name;
  const title = signerOf(doc.text)?.title;
  return title ? organisationsIn(title)[0]?.name : undefined;
}

/** The person who acted: named in the sentence (not the applicant), the by-line, or the letter's signer. */
function personOf(ctx: Ctx, doc: Doc, sentence: string, applicant: Set<string>): string | undefined {
  const by = /^(?:By|Written by)\s+(.+?)(?:,.*)?$/.exec(sentence);
  if (by) return by[1];
  const signs = /\b(sign\w*)\b/i.test(ctx.question);
  const named = peopleIn(sentence).filter((p) => !isApplicant(p.name, applicant));
  if (/\b(won|win|winner)\b/i.test(ctx.question)) {
    const r = recipientIn(sentence);
    if (r) return r;
  }
  // 'I would like to invite you…': the writer, who signs the letter.
  const firstPerson = /^(I|We)\b|\b(I|we) (am|are|have|would|write|invite)\b/.test(sentence);
  if (named.length > 0 && !signs && !firstPerson) return named[0]!.name;
  const signer = signerOf(doc.text);
  if (!signer || isApplicant(signer.name, applicant)) return undefined;
  return signer.title ? `${signer.name}, ${signer.title}` : signer.name;
}

type Found = { fact: string; lead: (cited: string) => string };

function factOf(ctx: Ctx, doc: Doc, sentence: Sentence, type: FactType | undefined, near: RegExp | undefined, applicant: Set<string>): Found | undefined {
  const q = ctx.question;
  const text = sentence.text;
  const what = wonWhat(q);
  if (what) {
    const recipient = recipientIn(text);
    // Only a sentence that says she won or received it says yes: being nominated or shortlisted is not winning.
    const you = /\b(you (have )?(won|received)|awarded (to )?you|presented (to )?you|you on (winning|receiving))\b/i.test(text) && !/\b(nominat\w*|shortlist\w*|finalist)\b/i.test(text);
    if (recipient && !isApplicant(recipient, applicant)) return { fact: recipient, lead: (c) => `No. ${cap(what.replace(/\b(my|our)\b/gi, 'the'))} went to ${recipient} ${c}.` };
    if ((recipient && isApplicant(recipient, applicant)) || you) return { fact: 'Yes', lead: (c) => `Yes. The record shows you won ${what.replace(/\b(my|our)\b/gi, 'the')} ${c}.` };
    return undefined;
  }
  const clause = (fact: string, c: string, fallback: string) => `${fallback.replace('%', fact)} ${c}.`;
  switch (type) {
    case 'body':
    case 'person': {
      const fact = type === 'body' ? bodyOf(doc, text, near) : personOf(ctx, doc, text, applicant);
      if (!fact) return undefined;
      const pred = predicate(q);
      return { fact, lead: (c) => clause(fact, c, pred ? `${cap(fact.replace(/^the\b/, 'The'))}${fact.includes(',') ? ',' : ''} ${pred}` : cap(fact)) };
    }
    case 'money': {
      const fact = amountIn(text, near);
      if (!fact) return undefined;
      const start = amountClause(q);
      return { fact, lead: (c) => clause(fact, c, start ? `${start} %` : '%') };
    }
    case 'count': {
      const fact = countIn(text, near, !/\bhow many\b/i.test(q));
      const noun = countedNoun(q);
      const of = /\bnumber of (?:my |the |her |his |your )?([\p{L}-]+)/iu.exec(q)?.[1];
      // 'How many patents?' is not answered by a count of citations, nor 'the number of my patent' by one.
      if (!fact || [noun, of].some((w) => w && !contentStems(w).every((t) => hasTerm(sentence.stems, t)))) return undefined;
      const start = amountClause(q);
      return { fact, lead: (c) => clause(fact, c, noun ? `% ${noun}` : start ? `${start} %` : '%') };
    }
    case 'date': {
      const fact = endOfRange(text, q) ?? dateIn(text, near);
      if (!fact) return undefined;
      const on = /^\d{4}$|^[A-Za-z]+\.? \d{4}$/.test(fact) ? 'in' : 'on';
      const start = whenClause(q);
      return { fact, lead: (c) => clause(fact, c, start ? `${start} ${on} %` : `${cap(on)} %`) };
    }
    default:
      return undefined;
  }
}

/** The first of the ranked sentences the fact can be read from, as the answer's first line. */
/** The names a question asks about ('for ICML', 'the Turing Award'): an exhibit without them answers another question. */
/** And the years it names ('the 2022 Dissertation Award'): an exhibit of another year answers for that year. */
export function askedNames(question: string): string[] {
  const years = question.match(/\b(?:19|20)\d{2}\b/g) ?? [];
  return [...contentStems(question.replace(/^\s*\S+/, '').match(/\b\p{Lu}[\p{L}'-]*/gu)?.join(' ') ?? ''), ...years];
}

export function leadOf(ctx: Ctx, ranked: Array<{ doc: Doc; sentence: Sentence; score: number }>, type: FactType | undefined, near: RegExp | undefined, exhibitName: (d: Doc) => string): { lines: string[]; lead: Lead } | undefined {
  const applicant = applicantNames(ctx);
  const names = askedNames(ctx.question);
  let order = ranked.slice(0, 8).filter((h) => termsIn(h.doc, names).size === names.length);
  // 'When did I start?': a day ('September 1, 2023') answers better than a CV's year, when both rank alike.
  if (type === 'date' && order[0]) {
    const close = (h: { score: number }) => h.score >= order[0]!.score - DATE_MARGIN;
    const precise = (h: { sentence: Sentence }) => /\d/.test(dateIn(h.sentence.text)?.replace(/(19|20)\d{2}$/, '') ?? '') || /[A-Za-z]+\.? \d{1,2},? (19|20)\d{2}/.test(h.sentence.text);
    order = [...order.filter((h) => close(h) && precise(h)), ...order.filter((h) => !(close(h) && precise(h)))];
  }
  // 'When did I …?' is about the applicant: a sentence about someone else ('Mr. Sato has been employed since …') answers last.
  if (type && type !== 'person' && type !== 'body' && /\b(I|my|me)\b/.test(ctx.question)) {
    const aboutOther = (h: { sentence: Sentence }) => {
      const people = peopleIn(h.sentence.text);
      return people.length > 0 && !people.some((p) => isApplicant(p.name, applicant)) && !/\b(you|your)\b/i.test(h.sentence.text);
    };
    order = [...order.filter((h) => !aboutOther(h)), ...order.filter(aboutOther)];
  }
  // An organisation the cited sentence names beats one read off a letterhead next to a sentence that does not.
  const tries = type === 'body' ? [true, false] : [false];
  if (wonWhat(ctx.question)) {
    const other = order.find((h) => {
      const r = recipientIn(h.sentence.text);
      return r !== undefined && !isApplicant(r, applicant);
    });
    if (other) order = [other, ...order.filter((h) => h !== other)];
  }
  for (const strict of tries)
    for (const { doc, sentence } of order) {
      const found = factOf(ctx, doc, sentence, type, near, applicant);
      if (!found || (strict && !sentence.text.toLowerCase().includes(found.fact.toLowerCase()))) continue;
      const { inline, below } = cite(doc, sentence.text, exhibitName);
      const first = found.lead(inline).replace(/\.\.$/, '.');
      return { lines: [below.length > 0 ? `${first.replace(/\.$/, '')}:` : first, ...below], lead: { doc, sentence, text: first } };
    }
  return undefined;
}

const EVIDENCE: Array<[RegExp, string]> = [
  [/\b(recommend\w*|support letter|reference letter|letters? of support)\b/i, 'The signed letter itself'],
  [/\b(employer|employ\w*|company|job|position)\b/i, 'An employment letter or contract'],
  [/\b(invit\w*|review\w*|referee\w*|editorial)\b/i, 'An invitation email or letter from the editor or program chair'],
  [/\b(elect\w*|fellow\w*|members?\w*)\b/i, 'The letter or certificate of election from the society'],
  [/\b(salary|pay|paid|bonus|compensation|earn\w*|wages?)\b/i, 'An employment letter, a pay slip or a W-2'],
  [/\b(cit\w*|h-index)\b/i, 'A Google Scholar or Scopus citation record'],
  [/\b(submissions?|acceptance)\b/i, "The conference's or journal's published acceptance statistics"],
  [/\b(grant|funding|funded)\b/i, 'The grant award letter'],
  [/\b(award\w*|prizes?|medals?|win|won)\b/i, 'The award certificate or the letter announcing it'],
  [/\b(article|wrote|press|published|interview\w*)\b/i, 'The article itself with its by-line and date'],
];

const BY_TYPE: Record<FactType, string> = {
  person: 'A letter or email signed by that person',
  body: 'A letter or certificate from that organisation',
  date: 'A dated letter, certificate or notice',
  count: 'A document that states the figure, such as a record, a letter or a report',
  money: 'A letter or statement that gives the amount',
};

/** 'The record does not say who invited you to review. An invitation email … would answer it.' */
export function unanswered(question: string, type: FactType | undefined): string {
  const what = wonWhat(question);
  const said = what ? `The record does not show that you won ${what.replace(/\b(my|our)\b/gi, 'the')}.` : `The record does not say ${indirect(question)}.`;
  const evidence = EVIDENCE.find(([re]) => re.test(question))?.[1] ?? (type ? BY_TYPE[type] : 'A document that states it');
  return `${said} ${evidence} would answer it.`;
}
