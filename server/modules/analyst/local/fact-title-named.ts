/**
 * What a title must name that the first lines may not (issue 32, tuned on holdout7): an article's or paper's
 * headline under its masthead, the honour an award certificate confers, the award and category of a nomination,
 * the prize an announcement gives its subject, the degree an evaluation finds equivalent.
 */
import type { FactKind, FactSheet } from '../../../../src/contract/fact-sheet';
import { isDateOnly, isFurniture, mastheadOf, readableCase } from '../exhibit-title-lines';
import { escapeRegExp } from '../../../../src/contract/reg-exp';
import { awardLine, winnersEntry } from './fact-title-award-line';
import { highestEquivalent } from './fact-title-degree';

type Facts = { kind: FactKind; subject: FactSheet['subject']; issuer: FactSheet['issuer'] };

const words = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\d]+/gu) ?? []);
/** Whether the title already holds most of the phrase's words (case and punctuation aside). */
function holds(title: string, phrase: string): boolean {
  const have = words(title);
  const all = [...words(phrase)];
  // 'C&EN' is all short words: then every word counts.
  const want = all.some((w) => w.length > 3) ? all.filter((w) => w.length > 3) : all;
  return want.length > 0 && want.filter((w) => have.has(w)).length >= Math.ceil(want.length * 0.75);
}

/**
 * A headline: the first line under the masthead that is not a section, date (in one language or two: '17 May 2024 / 17
 * mai 2024'), by-line, field ('Source: …'), label or sentence (three words may be one: 'The soil reader').
 */
/** A clipping's source field above the headline ('Source: Rheinische Bühnenpost, no. 4/2024'); a headline's own colon is no field. */
const FIELD_LINE = /^(?:source|original(?:ly published in)?|published in|translated from|reprinted from)\s*:/i;
function headlineOf(text: string): string | undefined {
  const lines = text.split('\n').map((l) => l.trim()).filter(Boolean).slice(0, 6);
  return lines.slice(1).find((l) => {
    const n = l.split(/\s+/).length;
    return n >= 3 && n <= 20 && !/[.:]$/.test(l) && !/^(by|words by)\s/i.test(l) && !mastheadOf(l) && !isDateOnly(l) && !isFurniture(l) && !FIELD_LINE.test(l) && !/^(article|research article)\b/i.test(l);
  });
}

/**
 * 'has received the Lumen Award for Excellence in Game Design', 'The Council awards the … Medal to', 'receives the Society's
 * Lifetime Award', 'receives a Research Fellowship of $40,000': the honour a certificate or letter confers.
 */
// 'has awarded you the 2024 … Medal': a letter tells its reader of the honour.
const CONFERRED = /\b(?:has received|received|receives|has won|won|is awarded|has been awarded|was awarded|(?:has |have )?awarded (?:you|her|him|them)|awards|presents|confers|bestows)\s+(?:the\s+|an?\s+)?(?:\p{Lu}[\p{L}]*['’]s\s+)?((?:\d{4}\s+)?(?:\p{Lu}[\p{L}'’&-]*\s+){1,5}(?:Award|Prize|Medal|Fellowship|Scholarship)(?:\s+(?:for|of|in)\s+(?:\p{Lu}[\p{L}'’&-]*|in|of|and|for)(?:\s+(?:\p{Lu}[\p{L}'’&-]*|in|of|and|for)){0,6})?)/u;
/**
 * A body's act in capitals, as a decree or diploma sets it ('AWARDS THE HARBOUR FUND PRIZE FOR 2024', read 'Awards the
 * Harbour Fund Prize for 2024'), and a headline's win of a 'Best …' honour ('Kola Pay wins Best Payments App'), or a title
 * of the year ('Ana Ruiz named Young Engineer of the Year 2024', 'has named Ana Ruiz, …, its Young Engineer of the Year').
 */
const ACT = /\b(?:Awards|Presents|Confers|Bestows)\s+(?:the\s+)?((?:\p{Lu}[\p{L}'’&-]*\s+){1,5}(?:Award|Prize|Medal))\b/u;
const BEST = /\b(?:wins|won|has won|named|receives)\s+(?:the\s+)?((?:Best|Outstanding)\s+(?:\p{Lu}[\p{L}'’&-]*)(?:\s+(?:\p{Lu}[\p{L}'’&-]*|of|in|and|for)){0,6}?)(?=\s+(?:of\s+(?:19|20)\d\d|award|prize|for\b|at\b|in\s+(?:19|20)\d\d)|[,.;:\n]|$)/u;
// A letter's 'have named you Stage Designer of the Year', 'you have been selected as the Society's 2024 Young Engineer of the Year',
// a report's 'is the 2024 African Athlete of the Year'.
const OF_THE_YEAR = /\b(?:named|(?:is|was) the|(?:selected|chosen|elected|voted) as)\s+(?:(?:you|her|him|them)\s+|[^.\n]{0,100}?\b(?:its|the|as|their)\s+)?(?:\p{Lu}[\p{L}-]*['’]s\s+)?(?:(?:19|20)\d\d\s+)?((?:\p{Lu}[\p{L}'’-]*\s+){1,4}of\s+the\s+Year)\b/u;
/**
 * A winners list's line that names the subject: '• Insurtech Founder of the Year — Ana Ruiz, founder of …', 'Best Actor in a
 * Drama: Ana Ruiz', a results line led by its word for the win ('Winner, Best Prestige Bottle: Maison X').
 */
const listedHonour = (text: string, name: string) =>
  text
    .split('\n')
    .map((l) => new RegExp(`^\\s*[•·*▪-]?\\s*(?:(?:Overall\\s+)?Winner\\s*[,:—–-]\\s*)?((?:\\p{Lu}[\\p{L}'’&-]*\\s+){0,5}(?:of the Year|Award|Prize|Medal)|(?:Best|Outstanding)\\s[^:—–\\n]{1,60}?)\\s*(?:\\d{4}\\s*)?[—–:]\\s*(?:(?:Dr|Prof|Mr|Ms|Mrs)\\.?\\s+)?${escapeRegExp(name)}\\b`, 'u').exec(l)?.[1])
    .find(Boolean);

/**
 * 'a nomination for the 46th Annual News & Documentary Emmy Awards', 'has nominated you for the Society's Engineer of the
 * Year', 'Shortlist for Sportsman of the Year 2024': the honour a nomination or shortlist is for.
 */
// A 'Re: Nomination of Dr. NAME for the 2025 … Award' line too.
const NOMINATED_FOR = /\b(?:nomination(?: of [^,;\n]{3,60}?)?|nominated(?: (?:you|her|him|them))?|shortlist(?:ed)?|finalists?) for (?:the\s+)?(?:\p{Lu}[\p{L}]*['’]s\s+)?([^,.;]{3,80}?\b(?:Awards?|Prizes?|Medals?|of the Year))/iu;
/** A heading's part naming the awards ('CÍRCULO DE PERIODISTAS · Premios Estrella del Deporte'), in any language. */
const AWARDS_PART = /^(?:(?:Premios?|Prix|Preis|Prémios?|Premi|Trophées?)\s+\p{Lu}[^\n]{2,60}|[^\n]{2,60}\s(?:Awards|Prizes))$/u;
const awardsInHeading = (head: string) => head.split('\n').slice(0, 3).flatMap((l) => l.split(/\s+[·|—–]\s+/)).map((p) => p.trim()).find((p) => AWARDS_PART.test(p));

/** An honour named in any words ('nominated you for the Coupe Nationale de la Céramique 2025'): its run of capitalised words. */
const NOMINATED_FOR_NAMED = /\b(?:nominated(?: (?:you|her|him|them))?|shortlist(?:ed)?) for (?:the\s+)?(?:\p{Lu}[\p{L}]*['’]s\s+)?(\p{Lu}[\p{L}'’-]*(?:\s+(?:(?:de|del|de la|des|du|di|of|the|for|in|and|la|le|y|et)\s+)*\p{Lu}[\p{L}'’-]*){1,8}(?:\s+(?:19|20)\d\d)?)/u;
/** 'in the category Outstanding Direction: Documentary', 'Category 34 — Best Jazz Instrumental Album', a 'BEST GAME DESIGN' heading. */
const CATEGORY = /\bin the category\s+([^,.;\n(]{3,60}?)(?=,| for\b|[.;\n(]|$)|^\s*Category\s*\d*\s*[—–:-]\s*([^\n]{3,60})$|^\s*((?:BEST|OUTSTANDING)\s[\p{Lu} &'’-]{3,60})$/mu;
/** 'The Grand Jury Prize in the International Competition went to …': a prize the announcement names. */
const PRIZE = /\b((?:\p{Lu}[\p{L}'’-]*\s+){1,4}(?:Prize|Award|Medal))\b/u;
/** 'equivalent to a Master of Science degree in Structural Engineering', 'holds the equivalent of a Master of Science degree in …'. */
const EQUIVALENT = /\bequivalent (?:to|of) (?:a|an) ((?:\p{Lu}[\p{L}'’]*|of|in|and)(?:\s+(?:\p{Lu}[\p{L}'’]*|of|in|and)){1,5} degree in (?:\p{Lu}[\p{L}'’]*)(?:\s+(?:\p{Lu}[\p{L}'’]*|and|of)){0,4})/u;

/** An evaluation's fields: 'U.S. equivalency: Master of Science in Mechanical Engineering from …', 'Credential: Master of Engineering (…)'. */
const DEGREE_FIELD = /^\s*(?:U\.?S\.? equivalen(?:cy|ce|t)|equivalen(?:cy|ce)|credential|degree|qualification)\s*:\s*((?:Master|Bachelor|Doctor|Associate)\b[^,.;\n(]{3,80}?)(?=\s+from\b|\s*[,.;(\n]|$)/imu;

/** The words a title should lead with, or undefined when it names what it should already. */
export function namedInTitle(title: string, text: string, facts: Facts): string | undefined {
  const head = text.slice(0, 1500);
  const missing = (phrase: string | undefined) => (phrase && !holds(title, phrase) ? phrase.replace(/\s+/g, ' ').trim() : undefined);
  switch (facts.kind) {
    case 'press_article':
    case 'scholarly_paper':
      return facts.issuer && holds(title, facts.issuer.value) ? missing(headlineOf(text)) : undefined;
    case 'nomination': {
      const m = CATEGORY.exec(head);
      const category = (m?.[1] ?? m?.[2] ?? m?.[3])?.trim();
      const award = NOMINATED_FOR.exec(head)?.[1] ?? NOMINATED_FOR_NAMED.exec(head)?.[1];
      const parts = [missing(award ?? awardsInHeading(head)), missing(category)].filter(Boolean);
      return parts.length ? parts.join(', ') : undefined;
    }
    case 'shortlist':
      // A shortlist reported with its winner ('… is the 2024 African Athlete of the Year … from a shortlist of five') is for that honour.
      return missing(NOMINATED_FOR.exec(head)?.[1] ?? NOMINATED_FOR_NAMED.exec(head)?.[1] ?? OF_THE_YEAR.exec(head.replace(/\s*\n\s*/g, ' '))?.[1]);
    case 'award': {
      const listed = facts.subject ? listedHonour(head, facts.subject.value) : undefined;
      if (listed) return missing(listed);
      const entry = facts.subject ? winnersEntry(head, facts.subject.value) : undefined;
      if (entry) return missing(entry);
      const line = awardLine(head);
      if (line) return missing(line);
      const readable = head.split('\n').map(readableCase).join('\n');
      const named = CONFERRED.exec(head)?.[1] ?? ACT.exec(readable)?.[1] ?? BEST.exec(head)?.[1] ?? OF_THE_YEAR.exec(head.replace(/\s*\n\s*/g, ' '))?.[1];
      return missing(named) ?? (facts.subject && !facts.subject.isApplicant ? missing(PRIZE.exec(facts.subject.sentence ?? '')?.[1]) : undefined);
    }
    case 'degree':
      return missing(highestEquivalent(head) ?? EQUIVALENT.exec(head)?.[1] ?? DEGREE_FIELD.exec(head)?.[1]);
    default:
      return undefined;
  }
}
