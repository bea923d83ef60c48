/**
 * An exhibit argued as counsel would write it (decision 061): what it is, who issued it and when, whom it
 * names and for what (the award, its issuer, date and selectivity; the outlet, headline and author; the
 * journal and the role), each sentence closed by its pin cite, then whole sentences of the exhibit,
 * quoted, that state the facts they are quoted for. Only facts the exhibit holds are named; a missing
 * one is left out, never guessed.
 */
import { pinCite } from '../pin-cites';
import type { Fact } from '../../../../src/contract/fact-sheet';
import type { CounselFacts, Quote } from './counsel-facts';
import { isTableRow } from './fact-figures-table';
import { listText } from './text';

export type Beneficiary = { name: string; surname: string };

const pagesOf = (...facts: Array<Fact | Quote | undefined>) => facts.filter((f): f is Fact | Quote => Boolean(f)).map((f) => f.page).filter((p): p is number => p !== null);
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** A figure as a clause states it: '$10,000,' is '$10,000'. */
const clean = (v: string) => v.replace(/[\s,;:.]+$/, '').trim();
/** 'the Association for Computational Learning', but 'Compute Magazine' and 'ACM' as they stand. */
const the = (name: string) => (/^(the|a|an)\s/i.test(name) || !/\b(of|for|on)\b|\b(Festival|Conference|Committee|Board|Council|Foundation|Society|Academy|Association)(\s*\(.*\))?$/.test(name) ? name : `the ${name}`);
/** An award is 'the 2023 Early Career Research Award'. */
const theAward = (name: string) => (/^(the|a|an)\s/i.test(name) ? name : `the ${name}`);
const article = (noun: string) => `${/^([aeiou]|hono|hour)/i.test(noun) ? 'an' : 'a'} ${noun}`;
const withArticle = (phrase: string) => (/^(a|an|the)\s/i.test(phrase) ? phrase : article(phrase));
/** 'March 3, 2023' is 'on March 3, 2023'; 'June 2022' is 'in June 2022'. */
const when = (date: Fact) => (/\b\d{1,2}(?:st|nd|rd|th)?\b[^\d]*\b(?:19|20)\d{2}\b|\d{1,2}\/\d{1,2}\/|\d{4}-\d{2}-\d{2}/.test(date.value) ? `on ${date.value}` : `in ${date.value}`);

/** The applicant, in the petition's words, when the exhibit names her as its subject. */
function who(f: CounselFacts, b: Beneficiary): string | undefined {
  return f.subject?.isApplicant ? b.name : undefined;
}

const dated = (f: CounselFacts) => (f.date ? ` dated ${f.date.value}` : '');
const fromIssuer = (f: CounselFacts) => (f.issuer ? ` from ${the(f.issuer.value)}` : '');

/** The figures a sentence of prose can name: a table's row kept whole is one for the sheet, not for a sentence. */
const proseFigures = (f: CounselFacts) => f.figures.filter((x) => !isTableRow(x.value));

/** How selective the exhibit says it is; for an award its counts too ('265 nominations', '12 international judges'). */
function selectivityOf(f: CounselFacts): Fact[] {
  return proseFigures(f).filter((x) => x.kind === 'selectivity' || (x.kind === 'count' && f.kind === 'award'));
}

function awardClaim(f: CounselFacts, b: Beneficiary, n: number): string[] {
  const person = who(f, b);
  const award = f.name ? theAward(f.name.value) : undefined;
  let first: string | undefined;
  if (person && (award || f.issuer)) {
    first = `${cap(award ?? 'an award')} was conferred on ${person}${f.issuer ? ` by ${the(f.issuer.value)}` : ''}, as ${f.noun}${dated(f)} records (${pinCite(n, pagesOf(f.name, f.issuer, f.date, f.subject))}).`;
  } else if (award) {
    first = `${cap(f.noun)}${fromIssuer(f)}${dated(f)} concerns ${award} (${pinCite(n, pagesOf(f.name, f.issuer, f.date))}).`;
  }
  if (!first) return [];
  const prize = f.figures.find((x) => x.kind === 'amount');
  return [first, ...(prize ? [`The award carries ${clean(prize.value)} (${pinCite(n, pagesOf(prize))}).`] : [])];
}

function pressClaim(f: CounselFacts, b: Beneficiary, n: number): string[] {
  const person = who(f, b);
  const outlet = f.outlet ?? f.issuer;
  if (!outlet && !f.headline) return [];
  const what = f.headline ? `the article *${f.headline.value.replace(/[*_]/g, '')}*` : 'an article';
  const rest = `${f.author ? ` by ${f.author.value}` : ''}${f.date ? ` ${when(f.date)}` : ''}${person ? `, about ${person}` : ''}`;
  const pins = pinCite(n, pagesOf(outlet, f.headline, f.author, f.date, person ? f.subject : undefined));
  return [`${outlet ? `${cap(the(outlet.value))} published ${what}` : `${cap(what)} was published`}${rest} (${pins}).`];
}

function judgingClaim(f: CounselFacts, b: Beneficiary, n: number): string[] {
  const person = who(f, b);
  const role = f.role?.value;
  if (!role || !person) return [];
  const from = f.venue ?? f.issuer;
  const head = `${cap(f.noun)}${from ? ` from ${the(from.value)}` : ''}${f.date ? `, dated ${f.date.value},` : ''}`;
  let act: string;
  if (/^review\b/i.test(role)) act = `invites ${person} to ${role}`;
  else if (/^completed\b/i.test(role)) act = `records that ${person} ${role}`;
  else if (/^completing\b/i.test(role)) act = `thanks ${person} for completing a review`;
  else act = `names ${person} as ${withArticle(role)}`;
  return [`${head} ${act} (${pinCite(n, pagesOf(from, f.date, f.role, f.subject))}).`];
}

function membershipClaim(f: CounselFacts, b: Beneficiary, n: number): string[] {
  if (!f.name) return [];
  const person = who(f, b);
  const issuer = f.issuer && !f.name.value.includes(f.issuer.value) ? ` from ${the(f.issuer.value)}` : '';
  const head = `${cap(f.noun)}${issuer}${f.date ? `, dated ${f.date.value},` : ''}`;
  const act = person ? `records that ${person} was elected ${withArticle(f.name.value)}` : `records admission as ${withArticle(f.name.value)}`;
  return [`${head} ${act} (${pinCite(n, pagesOf(f.name, f.issuer, f.date, person ? f.subject : undefined))}).`];
}

function paperClaim(f: CounselFacts, b: Beneficiary, n: number): string[] {
  if (!f.headline) return [];
  const person = who(f, b);
  const venue = f.venue ? `, published in ${the(f.venue.value)}` : '';
  const date = f.date ? ` (${f.date.value})` : '';
  const pins = pinCite(n, pagesOf(f.headline, f.venue, f.date, person ? f.subject : undefined));
  return [person ? `${person} is an author of *${f.headline.value}*${venue}${date} (${pins}).` : `${cap(f.noun)} *${f.headline.value}*${venue}${date} is in the record (${pins}).`];
}

function patentClaim(f: CounselFacts, b: Beneficiary, n: number): string[] {
  if (!f.name) return [];
  const person = who(f, b);
  const title = f.headline ? `, *${f.headline.value}*` : '';
  const issued = f.date ? `, dated ${f.date.value}` : '';
  const pins = pinCite(n, pagesOf(f.name, f.headline, f.date, person ? f.subject : undefined));
  return [person ? `${person} is named an inventor of Patent No. ${f.name.value}${title}${issued} (${pins}).` : `Patent No. ${f.name.value}${title}${issued} is in the record (${pins}).`];
}

const CLAIMS: Partial<Record<CounselFacts['kind'], (f: CounselFacts, b: Beneficiary, n: number) => string[]>> = {
  award: awardClaim,
  press_article: pressClaim,
  review_record: judgingClaim,
  membership: membershipClaim,
  scholarly_paper: paperClaim,
  patent: patentClaim,
};

/** Who speaks in a generic exhibit: its issuer, else its signer. */
function speaker(f: CounselFacts): Fact | undefined {
  return f.issuer ?? f.signer;
}

/** A quotation introduced by what the exhibit is and who says it: 'In a letter dated …, Nimbus Cloud states: "…"'. */
function introducedQuote(f: CounselFacts, n: number, q: Quote): string {
  const who = speaker(f);
  const source = who ? `In ${f.noun}${dated(f)}, ${the(who.value)} states` : `${cap(f.noun)}${dated(f)} states`;
  return `${source}: "${q.text}" (${pinCite(n, pagesOf(f.date, who, q))}).`;
}

/** An exhibit with nothing to quote: what it is, from whom, when, and the figures it records. */
function recordedOnly(f: CounselFacts, n: number): string[] {
  const who = speaker(f);
  const figures = proseFigures(f).slice(0, 3);
  const out: string[] = [];
  if (who || f.date) out.push(`The record includes ${f.noun}${who ? ` from ${the(who.value)}` : ''}${f.date ? `, dated ${f.date.value}` : ''} (${pinCite(n, pagesOf(who, f.date))}).`);
  if (figures.length > 0) out.push(`${out.length > 0 ? 'It records' : `${cap(f.noun)} records`} ${listText(figures.map((x) => clean(x.value)))} (${pinCite(n, pagesOf(...figures))}).`);
  return out;
}

/**
 * The exhibit's paragraph: the facts its kind names (each with its pin cite), then its quotations; an
 * exhibit whose kind names no facts has its quotation introduced by what it is and who says it. Empty
 * when the exhibit holds nothing to name or quote.
 */
export function exhibitParagraph(f: CounselFacts, b: Beneficiary, n: number, quotes: Quote[]): string {
  const claims = CLAIMS[f.kind]?.(f, b, n) ?? [];
  const selective = selectivityOf(f);
  const statesSelectivity = (q: Quote) => selective.some((x) => q.text.includes(clean(x.value)));
  const lines = [...claims];
  quotes.forEach((q, i) => {
    if (claims.length === 0 && i === 0) lines.push(introducedQuote(f, n, q));
    else lines.push(`${statesSelectivity(q) ? 'On its selectivity, it states' : i === 0 ? 'It states' : 'It also states'}: "${q.text}" (${pinCite(n, q.page)}).`);
  });
  if (claims.length > 0 && selective.length > 0 && !quotes.some(statesSelectivity) && f.kind !== 'scholarly_paper') {
    lines.push(`It states its selectivity: ${listText(selective.map((x) => clean(x.value)))} (${pinCite(n, pagesOf(...selective))}).`);
  }
  if (lines.length === 0) lines.push(...recordedOnly(f, n));
  return lines.join(' ');
}
