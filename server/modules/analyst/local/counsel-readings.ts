/**
 * Facts a statement names that the fact sheet does not hold as fields (decision 061): the award's
 * name, the addressee a letter is about ('Dear Dr. Raman, … you have been selected'), a press
 * article's outlet, headline and author, the journal or competition and the role in a judging
 * document. Each is read from one sentence (or line) of the exhibit, in its own words, with its page,
 * so a statement that names it can cite it and the guarantees find it there.
 */
import type { Fact } from '../../../../src/contract/fact-sheet';
import type { PagedSentence } from './fact-sentences';

const fact = (value: string, s: PagedSentence): Fact => ({ value: value.trim(), sentence: s.text, page: s.page });

const CAP = "\\p{Lu}[\\p{L}\\p{N}'’&.-]*";
const NOT_A_NAME_START = /^(The|This|That|These|Our|Your|His|Her|Their|On|In|At|For|With|A|An|Dear|Congratulations|Each|Every|Awards?|Prizes?)\s/;

/** 'the 2023 Early Career Research Award', 'Outstanding Paper Award 2022', 'ACM Prize in Computing'. */
const AWARD = new RegExp(`((?:(?:19|20)\\d{2}\\s+)?(?:${CAP}\\s+){1,6}(?:Award|Prize|Medal|Trophy|Grand Prix)(?:\\s+(?:19|20)\\d{2}|\\s+(?:in|of|for)\\s+${CAP}(?:\\s+${CAP}){0,3})?)(?![\\p{L}])`, 'u');

/** The award a document confers: from the sentence that names its recipient first, then the opening sentences. */
export function awardName(sentences: PagedSentence[], first?: PagedSentence): Fact | undefined {
  for (const s of [...(first ? [first] : []), ...sentences.slice(0, 25)]) {
    if (s.inReferences) continue;
    const m = AWARD.exec(s.text);
    const name = m?.[1]?.replace(NOT_A_NAME_START, '').trim();
    // 'Awards Committee' and 'Award Committee' name a committee, not an award.
    if (name && name.split(/\s+/).length >= 2 && !/\bCommittee\b/.test(s.text.slice((m?.index ?? 0) + (m?.[0].length ?? 0), (m?.index ?? 0) + (m?.[0].length ?? 0) + 12))) return fact(name, s);
  }
  return undefined;
}

const TITLE = '(?:Dr|Prof|Professor|Mr|Mrs|Ms|Mx)\\.?\\s+';
const DEAR = new RegExp(`\\bDear\\s+((?:${TITLE})?\\p{Lu}[\\p{L}'’-]+(?:\\s+\\p{Lu}[\\p{L}'’-]+){0,2})\\s*[,:]`, 'u');
const ABOUT_YOU = /\byou (?:have been|were|are being|are) (?:selected|chosen|named|elected|admitted|awarded|invited|appointed)\b|\b(?:elected|awarded|appointed|invite|invited|congratulate) you\b|\byour (?:election|appointment|selection|award)\b|\bthank you for (?:completing|reviewing|serving|judging)\b/i;

/**
 * The person a letter is about when it speaks to them ('Dear Dr. Raman, … you have been selected as the
 * recipient'): the salutation's name, read from the sentence that holds it.
 */
export function addressee(sentences: PagedSentence[]): Fact | undefined {
  const own = sentences.filter((s) => !s.inReferences);
  const at = own.findIndex((s) => DEAR.test(s.text));
  if (at < 0 || !own.slice(at, at + 6).some((s) => ABOUT_YOU.test(s.text))) return undefined;
  const s = own[at]!;
  const name = DEAR.exec(s.text)?.[1];
  return name && !/^(Officer|Sir|Madam|Colleague|Colleagues|Member|Members|Committee)$/i.test(name.replace(new RegExp(`^${TITLE}`, 'u'), '')) ? fact(name, s) : undefined;
}

const CONNECTIVE = /\b(?:awarded|presented|conferred|granted|given|bestowed)\s+(?:up)?(?:on|to)$|\bcertif(?:y|ies) that$/i;
const NAME_LINE = new RegExp(`^(?:${TITLE})?\\p{Lu}[\\p{L}'’-]+(?:\\s+(?:\\p{Lu}\\.|\\p{Lu}[\\p{L}'’-]+)){1,3}$`, 'u');

/** A certificate's recipient: the name alone on the line after 'This certificate is awarded to'. */
export function recipientLine(sentences: PagedSentence[]): Fact | undefined {
  const own = sentences.filter((s) => !s.inReferences).slice(0, 30);
  for (let i = 0; i + 1 < own.length; i++) {
    const next = own[i + 1]!;
    if (CONNECTIVE.test(own[i]!.text) && NAME_LINE.test(next.text)) return fact(next.text, next);
  }
  return undefined;
}

const BYLINE = /^(?:By|BY|Words by|Story by|Reported by|Written by)\s+((?:Dr\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}.'’-]*){1,3})(?=\s*(?:,|\||·|•|—|$))/u;
const DATE_LIKE = /\b(?:19|20)\d{2}\b|\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\b/i;
const FURNITURE = /^(?:https?:|www\.|page\s+\d|\d+$|(?:from|to|subject|date|sent)\s*:|certified translation|translation\b|transcript\b)|›|»|@/i;
const SECTION_WORD = /^(profile|interview|news|features?|opinion|metro|business|science|technology|arts|culture|research article|article|original article|review|letter)$/i;

/** The opening lines of the first page, as written: a masthead, a headline and a by-line are lines, not sentences. */
function openingLines(text: string, count = 15): PagedSentence[] {
  const first = text.split('\f')[0] ?? '';
  return first
    .split(/\r?\n/)
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .slice(0, count)
    .map((l) => ({ text: l, page: 1, inReferences: false }));
}

/** A press article's masthead, headline and by-line, from the lines that open its first page. */
export function pressHead(text: string): { outlet?: Fact; headline?: Fact; author?: Fact } {
  const head = openingLines(text, 10);
  const bylineAt = head.findIndex((s) => BYLINE.test(s.text));
  const author = bylineAt >= 0 ? fact(BYLINE.exec(head[bylineAt]!.text)![1]!, head[bylineAt]!) : undefined;
  const lines = head.slice(0, bylineAt >= 0 ? bylineAt : 6).filter((s) => !FURNITURE.test(s.text) && !/[.!?]$/.test(s.text) && !SECTION_WORD.test(s.text));
  const outletLine = lines.find((s) => s.text.split(/\s+/).length <= 6 && !DATE_LIKE.test(s.text));
  const headline = lines.find((s) => s !== outletLine && s.text.split(/\s+/).length >= 3 && !DATE_LIKE.test(s.text));
  return { outlet: outletLine ? fact(outletLine.text, outletLine) : undefined, headline: headline ? fact(headline.text, headline) : undefined, author };
}

const AUTHOR = "(?:\\p{Lu}[\\p{L}'’.-]*\\s+){1,3}\\p{Lu}[\\p{L}'’-]+\\d*(?:,\\d+)*\\*?";
const AUTHORS = new RegExp(`^${AUTHOR}(?:\\s*(?:,|;|and|&)\\s*${AUTHOR})+$`, 'u');
const JOURNAL = /\b(journal of|proceedings of|transactions on|conference on|symposium on|workshop on|annals of|review of|advances in)\b/i;

/** A paper's title, its journal or proceedings, and its author line, from the lines that open it. */
export function paperHead(text: string): { title?: Fact; venue?: Fact; authors?: Fact } {
  const head = openingLines(text, 12);
  const authorsAt = head.findIndex((s) => AUTHORS.test(s.text));
  const venueLine = head.find((s) => JOURNAL.test(s.text));
  const venue = venueLine ? venueLine.text.split(/\s(?=\(?\d)|[,;|]\s*(?=vol|no\.|pp\.|issue|\d)/i)[0]?.trim() : undefined;
  const title = head
    .slice(0, authorsAt >= 0 ? authorsAt : 4)
    .find((s) => s !== venueLine && s.text.split(/\s+/).length >= 3 && !/[.!?]$/.test(s.text) && !FURNITURE.test(s.text) && !DATE_LIKE.test(s.text) && !/[·•|]|doi|issn|arxiv/i.test(s.text) && s.text !== s.text.toUpperCase());
  return {
    title: title ? fact(title.text, title) : undefined,
    venue: venueLine && venue && venue.split(/\s+/).length <= 12 ? fact(venue, venueLine) : undefined,
    authors: authorsAt >= 0 ? fact(head[authorsAt]!.text, head[authorsAt]!) : undefined,
  };
}

const PATENT_NO = /\bPatent No\.?:?\s*((?:[A-Z]{2}\s*)?\d[\d,]{5,}(?:\s*[A-Z]\d)?)/;

/** A patent's number, its title ('(54) …') and its inventors ('(72) Inventors: …'), from its front page. */
export function patentHead(text: string): { number?: Fact; title?: Fact; inventors?: Fact } {
  const head = openingLines(text, 25);
  const numberLine = head.find((s) => PATENT_NO.test(s.text));
  const titleLine = head.find((s) => /^\(54\)\s+\S/.test(s.text));
  const inventorsLine = head.find((s) => /^\(72\)\s+Inventors?\s*:/i.test(s.text));
  return {
    number: numberLine ? fact(PATENT_NO.exec(numberLine.text)![1]!, numberLine) : undefined,
    title: titleLine ? fact(titleLine.text.replace(/^\(54\)\s+/, ''), titleLine) : undefined,
    inventors: inventorsLine ? fact(inventorsLine.text.replace(/^\(72\)\s+Inventors?\s*:\s*/i, ''), inventorsLine) : undefined,
  };
}

const VENUE = new RegExp(
  `((?:the\\s+)?(?:(?:Journal|Proceedings|Transactions|Annals)\\s+of\\s+(?:${CAP}\\s*){1,6}|(?:${CAP}\\s+){1,6}(?:Conference|Symposium|Workshop|Festival|Competition|Biennale|Award|Prize|Journal|Review|Panel)(?:\\s+(?:on|of|for)\\s+(?:${CAP}\\s*){1,5})?(?:\\s*\\((?:[A-Z]+\\s*)?(?:19|20)\\d{2}\\))?))`,
  'u',
);
const ROLE = /\b(?:as|serve as|served as|appointment as|appointed as|appointed to|to join)\s+(?:a |an |the )?((?:(?:senior|associate|area|program|programme|session|guest|external)\s+)?(?:member|chair|reviewer|referee|judge|juror|examiner|panel(?:l)?ist|editor)(?:\s+of\s+the\s+(?:[\p{L}-]+\s?){1,5}?)?)(?=\s+(?:for|of|at|in)\b|[.,;]|$)/iu;
const REVIEW = /\b(?:invite you to|to) (review (?:the|a|this) (?:manuscript|paper|submission|proposal|application)s?)\b|\b(completed \d[\d,]* reviews)\b|\b(completing your review)\b/i;

/** The journal, conference or competition a judging document is for, and the role it gives. */
export function judgingRole(sentences: PagedSentence[]): { venue?: Fact; role?: Fact } {
  const own = sentences.filter((s) => !s.inReferences).slice(0, 30);
  let role: Fact | undefined;
  for (const s of own) {
    const m = ROLE.exec(s.text) ?? REVIEW.exec(s.text);
    const value = m ? (m[1] ?? m[2] ?? m[3]) : undefined;
    if (value) {
      role = fact(value.trim(), s);
      break;
    }
  }
  const roleSentence = own.find((s) => s.text === role?.sentence);
  let venue: Fact | undefined;
  for (const s of [...(roleSentence ? [roleSentence] : []), ...own]) {
    const v = VENUE.exec(s.text)?.[1]?.replace(/^the\s+/, '').trim();
    if (v && v.split(/\s+/).length >= 2 && !NOT_A_NAME_START.test(`${v} `)) {
      venue = fact(v, s);
      break;
    }
  }
  return { venue, role };
}

const ELECTED = /\b(?:elected|admitted|inducted|elevated)\s+(?:you\s+|him\s+|her\s+|them\s+)?(?:as\s+)?(?:an?\s+|to\s+(?:the\s+)?(?:grade\s+of\s+)?)?((?:Senior |Honorary |Full |Life |Distinguished )?(?:Fellow|Member|Associate)\b(?:[^.,;(]{0,90}?))(?=[.,;(]|\s+(?:on|in|effective|with|at)\b|$)/u;

/** 'elected you a Fellow of the International Society for Machine Learning Research': the grade and the body. */
export function electedAs(sentences: PagedSentence[]): Fact | undefined {
  for (const s of sentences.slice(0, 30)) {
    const value = ELECTED.exec(s.text)?.[1]?.trim();
    if (value && !s.inReferences) return fact(value, s);
  }
  return undefined;
}
