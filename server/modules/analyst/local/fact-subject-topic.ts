/**
 * What a document is about when it names no person as its subject (issue 32): a company record is about the
 * company; an article that only quotes the applicant is about what its headline names ('Gearbox failures idle a
 * third of Reynolds Ridge wind farm'). Neither is the applicant.
 */
import type { FactKind, FactSheet } from '../../../../src/contract/fact-sheet';
import { isFurniture, mastheadOf } from '../exhibit-title-lines';
import { isNewsTopLine } from '../kinds/news-top-line';
import type { PagedSentence } from './fact-sentences';
import { CLAUSE_OPENER } from './fact-names';
import { protagonist } from './fact-subject-feature';

type Subject = NonNullable<FactSheet['subject']>;

/** Two or more capitalised words together, past a headline's first word: a place, a company, a project. */
const PROPER = /(?<=\s)(\p{Lu}[\p{L}'’&-]+(?:\s+(?:of|de|for|&)?\s*\p{Lu}[\p{L}'’&-]+)+)/u;
/** A masthead set in capitals, perhaps with its edition after a dash ('DALMATINSKI VJESNIK — English web edition'). */
const inCapitals = (line: string) => {
  const first = line.split(/\s+[—–|·-]\s+/)[0]!;
  return /\p{Lu}{2}/u.test(first) && first === first.toUpperCase();
};
/** One capitalised word inside a headline (not opening it or a part after a colon), and the lower-case noun after it: 'Poljud pool'. */
const PLACE_NOUN = /(?<=[^\s:;.!?—–-]\s)(\p{Lu}[\p{L}'’-]+\s+\p{Ll}[\p{L}-]{2,})(?=[\s,;:]|$)/u;
/** A site's section line above the headline: 'KSL.com — Local News', 'Daily Post | Business', 'Salt Lake Ledger - Business'. */
const SECTION = /^[^\s]+(?:\s[^\s]+){0,2}\s[—–|-]\s(?:\p{Lu}[\p{L}&-]*\s?){1,3}$/u;
/**
 * A news page's top line, whole or cut at its spaced dots ('CORAL COAST CHRONICLE .', 'Thursday 29 August 2024 .') with
 * its section after ('News', 'Real Estate & Construction'): page furniture, no headline.
 */
const TOP_PART = /\s[.·|–—-]+$/;
const SECTION_NAME = /^(?:\p{Lu}[\p{L}'’-]*|&|and)(?:\s+(?:\p{Lu}[\p{L}'’-]*|&|and)){0,3}$/u;
const isTopPart = (s: PagedSentence, before: PagedSentence | undefined) =>
  isNewsTopLine(s.text) || TOP_PART.test(s.text) || (!!before && TOP_PART.test(before.text) && SECTION_NAME.test(s.text));
/** A body that acts in the lede ('The City Council voted …'), not one that only speaks ('Helix Forge, a start-up, said …'). */
const ACTING = /^(?:The\s+)?(\p{Lu}[\p{L}'’&-]+(?:\s+(?:of|de|for|&)?\s*\p{Lu}[\p{L}'’&-]+)+)(?=\s+\p{Ll})/u;
/** A sentence that reports someone speaking is no statement of what the story is about. */
const SPEECH = /\b(said|says|told|according to)\b/;

/** A company's legal form ends its name: 'FrioVia Logistics Inc.', 'Prairie Lane Safety Engineering LLC'. */
export const COMPANY_NAME = /\b(?:Inc\.?|LLC|L\.L\.C\.|Ltd\.?|Limited|Corporation|Corp\.?|GmbH|S\.A\.|plc|INC\.?|LTD\.?|LIMITED|CORPORATION|CORP\.?)$/;
const LEGAL = '(?:Inc\\.?|LLC|L\\.L\\.C\\.|Ltd\\.?|Limited|Corporation|Corp\\.?|GmbH|S\\.A\\.|plc)';
/**
 * A company record names the company it is about: a formation record's name field, a certificate's defined term
 * ('Secretary of FrioVia Logistics Inc. (the "Company")'), an accountant's 'Re:' line.
 */
const COMPANY_RECORD = [
  new RegExp(`\\bname of the (?:limited liability company|company|corporation|entity)\\s*:\\s*(\\p{Lu}[^\\n:;]{1,70}?${LEGAL})(?=[\\s,.;]|$)`, 'iu'),
  // Its defined term after a description too: 'Secretary of PayLattice Inc., a Delaware corporation (the "Corporation")'.
  new RegExp(`\\b(?:of|for)\\s+(\\p{Lu}[\\p{L}&'’ -]{1,60}?\\s${LEGAL}),?(?:\\s+an?\\s+[^()"“]{1,40}?)?\\s*\\(the\\s+["“](?:Company|Corporation)["”]\\)`, 'u'),
  new RegExp(`^R[Ee]:\\s*(\\p{Lu}[^(\\n]{1,60}?\\s${LEGAL})(?=[\\s(]|$)`, 'mu'),
  // A certificate of a company's system, plant or products ('certify that the food safety management system of PT Segara
  // Hidrokoloid, Rungkut plant, …'): the company, whoever it names as its representative.
  /\bcertif(?:y|ies) that the [\p{L} -]{0,60}?\b(?:system|plant|facility|factory|site|products?|processes?|laborator(?:y|ies))\s+of\s+(\p{Lu}[\p{L}&'’.-]*(?:\s+\p{Lu}[\p{L}&'’.-]*){0,6})(?=[\s,.;]|$)/u,
  // A share certificate's issuer: '1,000 fully paid shares of common stock of Meridian Freightways Inc.'.
  new RegExp(`\\bshares (?:of (?:its |the )?(?:common |ordinary |preferred )?(?:stock|capital) )?(?:of|in)\\s+(\\p{Lu}[\\p{L}&'’ -]{1,60}?\\s${LEGAL})(?=[\\s,.;]|$)`, 'u'),
];

/** A company named with its legal form in running text or a table row: 'Delta Fibres America, Inc.', 'Harbour Soil LLC'. */
const LEGAL_NAME = new RegExp(`(\\p{Lu}[\\p{L}&'’.-]*(?:\\s+(?:&|and|of|\\p{Lu}[\\p{L}&'’.-]*)){0,5},?\\s${LEGAL})(?=[\\s,.;|)]|$)`, 'u');

/**
 * A business record that never names her (a customer's letter, a parent's note on its subsidiaries) is about the other
 * company it names with its legal form: not the one on its letterhead or heading, which wrote it.
 */
export function otherCompany(sentences: PagedSentence[]): Subject | null {
  const head = sentences[0]?.text ?? '';
  // A company's own register ('Stock Ledger Extract', 'Register of Members') is about the company it heads, whoever holds its shares.
  if (/\b(?:ledger|register|minute book)\b/i.test(head)) return null;
  const own = LEGAL_NAME.exec(head)?.[1];
  // Its own invoices to customers ('INVOICE 24-1187 … Bill to: X LLC'): a record of its sales, about the company that heads it.
  if (own && sentences.slice(1, 12).some((s) => /\bbill(?:ed)? to\s*:|\bsold to\s*:/i.test(s.text)) && sentences.slice(0, 6).some((s) => /\binvoice\b/i.test(s.text))) {
    return { value: own, sentence: head, page: sentences[0]!.page, relation: 'written_about', isApplicant: false };
  }
  for (const s of sentences.slice(1, 12)) {
    for (const m of s.text.matchAll(new RegExp(LEGAL_NAME.source, 'gu'))) {
      const name = m[1]!.trim();
      if (!own || (!own.includes(name) && !name.includes(own) && !head.includes(name))) return { value: name, sentence: s.text, page: s.page, relation: 'written_about', isApplicant: false };
    }
  }
  return null;
}

/**
 * A share certificate, stock ledger or register headed by its corporation's name in capitals ('HARBOR LOGISTICS USA, INC.', then 'INCORPORATED
 * UNDER THE LAWS OF …'): the certificate is that corporation's record of who owns it.
 */
const SHARE_CERTIFICATE = /\b(?:stock|share) (?:certificate|ledger|register|transfer record|transfer ledger)\b|\bregister of (?:members|shareholders)\b|\bincorporated under the laws of\b|\bfully paid (?:and non-assessable )?shares\b/i;
// … its state of incorporation after it in brackets: 'HARBOR LOGISTICS USA, INC. (a Delaware corporation)'.
// … or the record's name after a dash on the same line ('TITANO OVENS INC. (a New Hampshire corporation) - STOCK LEDGER').
const CAPITALS_CORPORATION = /^(\p{Lu}[\p{Lu}\d&'’ .-]{1,60}?,?\s(?:INC\.?|CORP\.?|CORPORATION|LTD\.?|LIMITED|LLC))\s*(?:\([^)\n]{3,60}\))?\s*(?:$|[—–-]\s)/u;

/**
 * A company's own business record, headed by its name with its legal form and then what the record is ('Kestrel Farms
 * LLC - Invoice summary export', 'HALDEN TOOLS INC. — SALES BY CUSTOMER', 'Arbor Mills Ltd. - Careers'), or by its
 * letterhead with the record's name on the next line ('INVOICE INV-…', 'Invoice register'): the company's record of its
 * own trade, whoever it names as customer, member or officer.
 */
/** A limited company's own record of its members: its operating agreement's schedule of them. */
const MEMBERS_RECORD = /\boperating agreement\b|\bmembership interests?\b/i;
const OWN_RECORD = /\b(?:invoices?|register|ledger|export|sales|contracts|careers|jobs|vacanc(?:y|ies)|payroll|customers?|orders?|shipments?)\b/i;
/** A legal form as a heading in capitals writes it too ('INC.', 'LTD'). */
const LEGAL_ANY = '(?:Inc\\.?|INC\\.?|LLC|L\\.L\\.C\\.|Ltd\\.?|LTD\\.?|Limited|LIMITED|Corporation|CORPORATION|Corp\\.?|CORP\\.?|GmbH|S\\.A\\.|plc|PLC)';
const HEAD_COMPANY = new RegExp(`^(\\p{Lu}[\\p{L}\\d&'’.-]*(?:\\s+(?:&|and|of|\\p{Lu}[\\p{L}\\d&'’.-]*)){0,5},?\\s${LEGAL_ANY})\\s*(?:\\([^)\\n]{3,60}\\))?\\s*(?:[—–|·.-]\\s|$)`, 'u');
/**
 * A corporation's tax return names it in its name field: 'Form 1120 … Name: HALDEN TOOLS INC. | EIN …' (the heading's lines
 * run together in one sentence, so the field may follow a year; not another word: 'Preparer name:').
 */
const TAX_RETURN = /\b(?:income tax return|tax return|form 11\d\d)\b/i;
const NAME_FIELD = new RegExp(`(?<![\\p{L}'’]\\s?)Name\\s*:\\s*(\\p{Lu}[^|\\n:;]{1,70}?${LEGAL_ANY})(?=[\\s,.;|]|$)`, 'u');

function ownRecord(lines: string[]): string | undefined {
  const head = lines[0] ?? '';
  const name = HEAD_COMPANY.exec(head)?.[1];
  if (!name) return undefined;
  const rest = head.slice(name.length);
  return OWN_RECORD.test(rest) || OWN_RECORD.test(lines[1] ?? '') ? name.trim() : undefined;
}

/** The company a company record is about; not the applicant, whose part in it (officer, member) the role says. */
export function companyOf(kind: FactKind, sentences: PagedSentence[], namesHer = false): Subject | null {
  // A formation record's name field says it whatever the record was read as; the other forms only in a letter or record of no clearer kind.
  const forms = kind === 'other' || kind === 'pay_record' ? COMPANY_RECORD : COMPANY_RECORD.slice(0, 1);
  for (const s of sentences.slice(0, 12)) {
    for (const re of forms) {
      const name = re.exec(s.text)?.[1]?.trim();
      if (name) return { value: name, sentence: s.text, page: s.page, relation: 'written_about', isApplicant: false };
    }
  }
  const head = sentences[0];
  // Its own trade, tax or members, where she is not named: named in it (billed, paid, its sole member), the record is hers.
  // A corporation's tax return is the corporation's even where its name holds her surname ('Oberoi Pharma USA Inc.').
  const lines = sentences.slice(0, 3).flatMap((x) => x.text.split('\n')).map((l) => l.trim()).filter(Boolean);
  const taxed = (kind === 'other' || kind === 'pay_record') && TAX_RETURN.test(lines.slice(0, 3).join(' ')) ? sentences.slice(0, 6).map((x) => ({ x, name: NAME_FIELD.exec(x.text)?.[1]?.trim() })).find((n) => n.name) : undefined;
  if (taxed?.name) return { value: taxed.name, sentence: taxed.x.text, page: taxed.x.page, relation: 'written_about', isApplicant: false };
  if ((kind === 'other' || kind === 'pay_record') && head && !namesHer) {
    const own = ownRecord(lines);
    if (own) return { value: own, sentence: head.text, page: head.page, relation: 'written_about', isApplicant: false };
    const members = kind === 'other' && MEMBERS_RECORD.test(lines.slice(0, 4).join(' ')) ? CAPITALS_CORPORATION.exec(lines[0]!)?.[1] : undefined;
    if (members) return { value: members, sentence: head.text, page: head.page, relation: 'written_about', isApplicant: false };
  }
  // Named nowhere in its body as a company record's forms name it: its heading, when it is a share certificate's.
  const corporation = kind === 'other' && head && SHARE_CERTIFICATE.test(sentences.slice(0, 6).map((s) => s.text).join(' ')) ? CAPITALS_CORPORATION.exec(head.text.trim())?.[1] : undefined;
  return head && corporation ? { value: corporation, sentence: head.text, page: head.page, relation: 'written_about', isApplicant: false } : null;
}

/** A headline's opening phrase, then the verb that gives it a measure: 'Mobile data prices in Burundi rise 30% after …'. */
// … one word alone too ('Floods close 60 schools in …': the floods).
const MEASURED = /^((?:[\p{L}'’-]+\s+){1,7}?)(\p{Ll}+)\s+(?:by\s+)?[$£€]?\d/u;
/** Words that open or close no topic: articles, particles, auxiliaries and modals ('may still'), numbers. */
const FUNCTION_WORD = /^(?:a|an|the|of|in|on|at|to|for|from|by|with|and|or|as|after|before|over|under|into|its|their|his|her|is|are|was|were|be|been|has|have|had|will|would|may|might|can|could|should|must|shall|still|also|not|yet|just|now|more|less|new|this|that|these|those|\d[\d,.]*)$/i;
const wordsOf = (text: string) => text.split(/\s+/).map((w) => w.replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, '').replace(/[’']s$/, '')).filter(Boolean);

/**
 * The first and longest run of two or more words the headline and the lede both say, opening and closing on a word of substance
 * ('drone licensing rules', 'Marlow Heath'): what the story is about, as both its top lines name it.
 */
function sharedPhrase(headline: string, lede: string): string | null {
  const h = wordsOf(headline);
  const l = wordsOf(lede).map((w) => w.toLowerCase());
  const said = ` ${l.join(' ')} `;
  let best: string[] = [];
  for (let i = 0; i < h.length; i++) {
    for (let j = i + 2; j <= h.length; j++) {
      const run = h.slice(i, j);
      if (FUNCTION_WORD.test(run[0]!) || FUNCTION_WORD.test(run[run.length - 1]!)) continue;
      if (!said.includes(` ${run.join(' ').toLowerCase()} `)) break;
      if (run.length > best.length) best = run;
    }
    // The first such run: a headline says what it is about before what happened to it ('Clean water programme reaches
    // 40,000 homes in hill villages').
    if (best.length >= 2) break;
  }
  return best.length >= 2 ? best.join(' ') : null;
}

/** 'The' before a body's name, or a clause's opening word before anyone's (fact-names.ts). */
const LEADING_THE_OR_CLAUSE = new RegExp(`^(?:The|${CLAUSE_OPENER})\\s+`);

function ledeTopic(after: PagedSentence[]): Subject | null {
  const candidates = after.filter((s) => !mastheadOf(s.text) && !/^(by|words by)\s/i.test(s.text) && s.text.split(/\s+/).length >= 8);
  // The story's first sentence, up to where anyone speaks in it ('The City Council voted …, removing the rule that builders
  // said …'); past it, the first sentence in which no one speaks.
  const first = candidates[0];
  const lede = first && !/^["“]/.test(first.text) && !SPEECH.test(first.text) ? first : candidates.find((s) => !SPEECH.test(s.text));
  const opening = first && !/^["“]/.test(first.text) && SPEECH.test(first.text) ? ACTING.exec(`${first.text.split(SPEECH)[0]!.replace(/^\p{Lu}[\p{Lu} ,.]+\s[—–-]\s/u, '')}`)?.[1] : undefined;
  const topic = opening ?? (lede ? PROPER.exec(` ${lede.text.replace(/^\p{Lu}[\p{Lu} ,.]+\s[—–-]\s/u, '')}`)?.[1] : undefined);
  const at = opening ? first! : lede;
  // A lede that opens on a clause ('When Hana Kovacs first sketched …'): its opening word is no part of the name.
  return at && topic ? { value: topic.replace(LEADING_THE_OR_CLAUSE, ''), sentence: at.text, page: at.page, relation: 'written_about', isApplicant: false } : null;
}

/**
 * The headline: the first line after the masthead that is not a by-line.
 * A page's address or a dateline ('Wednesday, August 28, 2024 · Local') is page furniture, no headline.
 */
function headlineOf(own: PagedSentence[]): PagedSentence | undefined {
  // A paper's name at the top, a dateline under it ('Harbour Valley Evening Star' / 'May 3, 2025'): its masthead, however many words.
  const masthead = own[0] && own[1] && TITLE_CASE_NAME.test(own[0].text) && isFurniture(own[1].text) ? own[0] : undefined;
  return own.slice(0, 5).find((s, i) => s !== masthead && !isTopPart(s, own[i - 1]) && !isFurniture(s.text) && !mastheadOf(s.text) && !inCapitals(s.text) && !SECTION.test(s.text) && !RELEASE_LINE.test(s.text) && !/^(by|words by)\s/i.test(s.text) && s.text.split(/\s+/).length >= 4);
}

/** A short name in title case, no verb or sentence in it: 'Four Rivers Morning Ledger', 'The Coastal Reporter'. */
const TITLE_CASE_NAME = /^(?:The\s+)?\p{Lu}[\p{L}'’&-]*(?:\s+(?:of|the|and|&|\p{Lu}[\p{L}'’&-]*)){1,5}$/u;

/** A body's heading that names the paper's form ('Harbour Research Institute - News release'): no headline. */
export const RELEASE_LINE = /(?:^|[-–—|·:]\s*)(?:news|press|media) release\s*$/i;

/**
 * A headline that describes a person without naming them: 'The engineer who got rid of the timing mat', 'A doctor whose …',
 * 'The engineer behind Louisville's new bridge'.
 */
const PROFILE_HEADLINE = /^(?:The|A|An)\s+(?:[\p{L}'’-]+\s+){1,5}(?:who|whose|behind)\s/u;

/**
 * A profile: its headline describes someone without a name, and the story's opening sentences name her. A paralegal
 * reads such a feature as about her, however much of it she speaks.
 */
export function profiledPerson(kind: FactKind, sentences: PagedSentence[], named: PagedSentence[]): PagedSentence | undefined {
  if (kind !== 'press_article' || named.length === 0) return undefined;
  const own = sentences.filter((s) => !s.inReferences);
  const headline = headlineOf(own);
  if (!headline) return undefined;
  const opening = own.slice(own.indexOf(headline) + 1).filter((s) => !/^(by|words by)\s/i.test(s.text) && !isFurniture(s.text) && s.text.split(/\s+/).length >= 6).slice(0, 4);
  const namesHer = (s: PagedSentence) => named.some((n) => n.text === s.text);
  if (PROFILE_HEADLINE.test(headline.text.split('\n')[0]!)) return opening.find(namesHer);
  // The standfirst under a headline that names no one ('A Cambodian entomologist in West Texas has shown …'): the person it
  // describes is the one the story then names with the same noun ('Sreyneang Chhun, an entomologist at …').
  const noun = DESCRIBED.exec(opening[0]?.text ?? '')?.[1];
  const same = noun ? new RegExp(`\\b(?:an?|the)\\s+(?:[\\p{L}'’-]+\\s+){0,3}?${noun}\\b`, 'iu') : undefined;
  const described = same ? opening.slice(1).find((s) => namesHer(s) && same.test(s.text)) : undefined;
  // A headline that names no person, and a lede that introduces her as the story's actor and goes on about her.
  const body = own.slice(own.indexOf(headline) + 1).filter((s) => !/^(by|words by)\s/i.test(s.text) && !isFurniture(s.text));
  return described ?? (named.some((n) => n.text === headline.text) ? undefined : protagonist(body, named));
}

/** A standfirst that opens on an unnamed person by what they do: 'A Cambodian entomologist in …', 'An Ohio nurse has …'. */
const DESCRIBED = /^(?:A|An)\s+(?:[\p{L}'’-]+\s+){0,3}?(\p{Ll}[\p{Ll}'’-]*(?:ist|er|or|ian|ant|ent|ect|ee|man|woman))\s+(?:who|whose|in|at|from|of|has|have|had|is|was)\b/u;

export function topicOf(kind: FactKind, sentences: PagedSentence[], applicantRole: string): Subject | null {
  const own = sentences.filter((s) => !s.inReferences);
  if (kind === 'press_article' && (applicantRole === 'quoted' || applicantRole === 'cited')) {
    const headline = headlineOf(own);
    // Its first line only, a by-line run into it cut off ('… register By Rhys Whitmore').
    const line = headline?.text.split('\n')[0]!.split(/\s+By\s+\p{Lu}/u)[0] ?? '';
    // A headline in title case capitalises every word, so its capitals name nothing in particular; one that names two
    // places or firms ('Crux Collective opens … gym in Sugar House') still leaves its verbs and nouns in lower case.
    const words = line.split(/\s+/).filter((w) => /^\p{L}/u.test(w) && w.length > 3);
    const lower = words.filter((w) => /^\p{Ll}/u.test(w)).length;
    if (lower < 2 && words.length - lower > words.length / 2) return null;
    const topic = PROPER.exec(line)?.[1];
    if (headline && topic) return { value: topic, sentence: headline.text, page: headline.page, relation: 'written_about', isApplicant: false };
    // What the headline and the story's first sentence both name, a place opening the headline among them.
    // The story's first line past a dateline under the headline ('11 March 2025').
    const first = headline ? own.slice(own.indexOf(headline) + 1, own.indexOf(headline) + 3).find((s) => !isFurniture(s.text)) : undefined;
    const shared = first && !/^(by|words by)\s/i.test(first.text) ? sharedPhrase(line, first.text) : null;
    if (headline && shared) return { value: shared, sentence: headline.text, page: headline.page, relation: 'written_about', isApplicant: false };
    // A headline naming nothing in particular ('CBN tightens rules …'): the lede's first body names what the story is about.
    const lede = headline ? ledeTopic(own.slice(own.indexOf(headline) + 1, own.indexOf(headline) + 4)) : null;
    // Nor the lede: what the headline says rose, fell or reached a measure ('Bus fares in Accra rise 15% …': the bus fares in
    // Accra), else the one place or body it names, with the noun it goes with ('… game at Poljud pool').
    const measured = !lede && headline ? MEASURED.exec(line) : null;
    if (headline && measured && !FUNCTION_WORD.test(measured[2]!)) return { value: measured[1]!.trim(), sentence: headline.text, page: headline.page, relation: 'written_about', isApplicant: false };
    // … never a place and the particle after it ('… in Dili and Liquiçá').
    const placed = !lede && headline ? PLACE_NOUN.exec(line)?.[1] : undefined;
    const place = placed && !FUNCTION_WORD.test(placed.split(/\s+/)[1]!) ? placed : undefined;
    return lede ?? (headline && place ? { value: place, sentence: headline.text, page: headline.page, relation: 'written_about', isApplicant: false } : null);
  }
  return null;
}
