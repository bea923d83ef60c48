/**
 * Whom a document is about when no sentence says what happened to someone ('awarded to', 'elected'): a
 * paper's authors (its author line), a CV's owner (its first line), an article's subject (its headline, or
 * the person it keeps naming), and otherwise the subject the kind's sentences name (fact-people.ts).
 */
import type { FactKind, FactSheet } from '../../../../src/contract/fact-sheet';
import { isFurniture, mastheadOf, PAGE_ADDRESS } from '../exhibit-title-lines';
import { cleanName, INITIALLED, isApplicantName, LISTED_NAME, NAME, nameAsWritten, surnameTest } from './fact-names';
import { roleCues, subjectMention } from './fact-people';
import type { PagedSentence } from './fact-sentences';
import { isAgent } from './fact-agent';
import { mostNamed } from './fact-most-named';
import { COMPANY_NAME } from './fact-subject-topic';

type Subject = NonNullable<FactSheet['subject']>;
const OPENING = 8;
/** One author as an author line gives them: 'Keiko Sato', 'Dr. Mei Ling Koh', 'T. Wójcik' (a single word is a place: 'Istanbul, Turkey'). */
const AUTHOR = new RegExp(`^(?:${INITIALLED}|${NAME})$`, 'u');
const isAuthor = (part: string) => AUTHOR.test(part) && (/\p{Lu}\./u.test(part) || part.trim().split(/\s+/).length >= 2);

/**
 * 'Hiroshi Tanabe, Mei Ling Koh and Keiko Sato', 'G. Liu, S. Reyes and T. Wójcik': the names of an author
 * line, read from the first page's lines (a title runs into the line after it in a sentence).
 */
type AuthorLine = { sentence: PagedSentence; authors: string[]; single: boolean };

function authorLines(firstPage: string): AuthorLine[] {
  // An author line may carry the authors' affiliation after a dash: 'Haruto Ishikawa, Mei Kobayashi — Kyoto University'.
  // A table's row ('Dr. Ana Ruiz | Karolinska | Sweden', two bars or more) is a list's, never an author line.
  const lines = wrappedAuthors(firstPage.split('\n').map((l) => (/\|.*\|/.test(l) ? '' : l.replace(/\s+/g, ' ').replace(/\s+[—–|]\s+.*$/, '').trim())).filter(Boolean));
  const out: AuthorLine[] = [];
  for (const [at, line] of lines.slice(0, OPENING).entries()) {
    // A consortium's list ends with the group itself: '…, L. Moens, and the ARBOMAP Consortium (31 authors)'.
    const text = line.replace(GROUP_AUTHOR, '');
    const sentence = { text, page: 1, inReferences: false };
    // A name and an age ('Farida Nazarova, 28'), as a list of honorees prints its people, is no author line.
    if (/,\s*\d{1,2}\s*$/.test(text)) continue;
    const parts = sentence.text
      .replace(/^By\s+/, '')
      .split(/\s*[,;]\s*(?:and\s+)?|\s+(?:and|&)\s+/)
      .map((x) => x.replace(/(?<=\p{L})[\d*†‡\u00a7¹²³⁴⁵⁶⁷⁸⁹,]+$/u, '').replace(/^[\d*†‡\u00a7¹²³⁴⁵⁶⁷⁸⁹]+\s*/u, '').trim())
      .filter(Boolean);
    // An addressee's line ('Mr. Domingos Kiala') is no author line: papers never print their authors with a courtesy title.
    if (/^(?:Mr|Mrs|Ms|Mx|Miss)\.?\s/.test(text)) continue;
    // A name alone under 'to', 'thanks' or 'certifies that' is a certificate's recipient, not a paper's one author; one
    // over a 'Dear' line a few lines below is a letter's addressee block.
    if (parts.length < 2 && (RECIPIENT_LEAD.test(lines[at - 1] ?? '') || lines.slice(at + 1, at + 5).some((l) => /^Dear\s/.test(l)))) continue;
    // A roster's line gives a person and their post ('Bartosz Cichy, Robotics Engineer'): a post is no co-author.
    if (parts.some((part) => POST.test(part))) continue;
    if (parts.every(isAuthor)) out.push({ sentence, authors: parts, single: parts.length < 2 && !/^By\s/.test(sentence.text) });
  }
  return out;
}

const POST = /\b(?:Engineer|Officer|Director|Manager|Designer|Developer|Analyst|Editor|Coordinator|Administrator|Assistant|Associate|Technician|Consultant|Specialist|Accountant|Architect|Secretary|Treasurer)$/;
/** A certificate's line over its recipient's name: 'has awarded the … to', 'thanks', 'certifies that', 'presented to'. */
const RECIPIENT_LEAD = /\b(?:to|thanks|upon|on|awards?|awarded|presents?|presented|confers?|conferred|certif(?:y|ies)(?: that)?|recogni[sz]es|honou?rs|congratulates|appreciation)\s*:?$/i;

/** The group named last on a consortium's author line, with its count: no person, but no title either. */
const GROUP_AUTHOR = /,?\s*(?:and\s+)?(?:the\s+)?(?:\p{Lu}[\p{L}-]*\s+){1,4}(?:Consortium|Collaboration|Study Group|Working Group|Investigators|Network)\b(?:\s*\(\d+ authors\))?\s*$/u;

/**
 * A long author line wraps: a printed line that ends with a comma or an initial ('…, K. Sitthivong,', '…, P. Lindgaard, O.')
 * goes on on the next, so the two are one line of names.
 */
function wrappedAuthors(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const last = out[out.length - 1];
    if (last !== undefined && /(?:,|(?<=[\s,])\p{Lu}\.)$/u.test(last) && /,/.test(last)) out[out.length - 1] = `${last} ${line}`;
    else out.push(line);
  }
  return out;
}

/**
 * A paper is by its author line's authors: the applicant when a line of names among its opening lines
 * names her (a title in capitals can read as names too), else the first author of the first such line.
 * `onlyHers`: a document of no clear form counts as hers when an author line names her, never as another's.
 */
function authorsOf(firstPage: string, applicantName: string | undefined, onlyHers = false): Subject | undefined {
  const lines = authorLines(firstPage);
  for (const line of lines) {
    const hers = line.authors.find((a) => isApplicantName(a, applicantName));
    if (hers) return { value: hers, sentence: line.sentence.text, page: 1, relation: 'wrote', isApplicant: true };
  }
  // A line with one name is an author line only when it is hers: alone, it may be a title or a place.
  const first = lines.find((l) => !l.single);
  if (!first || onlyHers) return undefined;
  return { value: first.authors[0]!, sentence: first.sentence.text, page: 1, relation: 'wrote', isApplicant: false };
}

/** 'Kwame Asante — CV', 'ARBËR KOLA -- clarinet -- Burlington': the name a CV opens with, before its first dash. */
// A CV's own heading ('CURRICULUM VITAE', 'Résumé') over the owner's name is no name.
const CV_HEADING = /^\s*(?:curriculum vitae|r[ée]sum[ée]|cv|biodata|bio-?data)\s*:?\s*$/i;

function cvOwner(sentences: PagedSentence[], applicantName: string | undefined): Subject | undefined {
  const first = sentences.find((s, at) => at > 1 || !CV_HEADING.test(s.text));
  const name = first ? cleanName(first.text.split(/\s+(?:--|[—–-])\s+|,\s*|\s+[|·•]\s+/)[0] ?? '') : undefined;
  if (!first || !name || name.split(/\s+/).length > 4) return undefined;
  return { value: name, sentence: first.text, page: first.page, relation: 'wrote', isApplicant: isApplicantName(name, applicantName) };
}

/**
 * An article is about the applicant when its headline names her or it names her often; a paper without an
 * author line is hers when its opening lines name her. Otherwise no subject: the role says what she is in it.
 */
function writtenAbout(kind: FactKind, sentences: PagedSentence[], allNamed: PagedSentence[], applicantName: string | undefined): Subject | undefined {
  // A sentence that only quotes her as an outside voice says nothing of what the story is about.
  // Nor does a page's address that spells her name ('…/2025/04/08/soil-test-lena-okafor'): it is no mention of her.
  const named = allNamed.filter((s) => !/\bnot involved\b|\bindependent expert\b/i.test(s.text) && !PAGE_ADDRESS.test(s.text.trim()));
  const first = named.find((s) => !s.inReferences);
  if (!first || named[0]!.inReferences) return undefined;
  // A headline names its subject; a quotation among the first lines ('said Dr. Berg') is not a headline. Past the page's
  // furniture (its address, masthead and by-line), which a reader skips, the headline, the stand-first and the lede.
  const top = sentences.filter((s) => !isFurniture(s.text) && !mastheadOf(s.text) && !/^(?:by|words by)\s/i.test(s.text));
  const headline = (sentences.indexOf(first) < 4 || (top.includes(first) && top.indexOf(first) < 3)) && !/\b(said|says|told)\b/.test(first.text);
  const often = named.filter((s) => !s.inReferences).length >= 3;
  const agent = kind === 'press_article' && named.some((s) => !s.inReferences && isAgent(s.text, applicantName));
  const value = nameAsWritten(first.text, applicantName);
  if (!value || !(kind === 'scholarly_paper' ? headline : headline || often || agent)) return undefined;
  return { value, sentence: first.text, page: first.page, relation: kind === 'scholarly_paper' ? 'wrote' : 'written_about', isApplicant: true };
}

/** `firstPage`: the document's first page as extracted, for its author line. */
/** Kinds whose subject, when no sentence names one, is whom the document keeps naming (fact-most-named.ts). */
const READ_BY_MENTIONS = new Set<FactKind>(['other', 'press_article', 'recommendation_letter', 'employment_letter', 'experience_letter', 'exhibition_record', 'review_record', 'membership', 'award', 'citation_record']);

export function subjectOf(kind: FactKind, sentences: PagedSentence[], named: PagedSentence[], applicantName: string | undefined, firstPage: string, signer?: string): Subject | null {
  const found = namedSubject(kind, sentences, named, applicantName, firstPage);
  if (found) return found;
  const most = READ_BY_MENTIONS.has(kind) ? mostNamed(kind, sentences, named, applicantName, signer) : undefined;
  return most ?? holder(kind, sentences, named, applicantName) ?? recommended(kind, named, applicantName) ?? null;
}

/**
 * Records of one person's standing: a degree or its evaluation, a licence, a pay or job record, a cast list, a
 * tour's settlement, a letter of interest to her. When no sentence says what happened to anyone, the person the
 * record is made out to is its subject: the name in its holder field ('Name:', 'Licensee name:'), in its heading
 * or addressee block, or billed in its cast.
 */
const HOLDER_KINDS: Partial<Record<FactKind, Subject['relation']>> = {
  degree: 'received',
  licence: 'received',
  pay_record: 'paid',
  employment_letter: 'paid',
  experience_letter: 'paid',
  letter_of_interest: 'written_about',
  production_credits: 'written_about',
  sales_report: 'written_about',
  // Her statement of the endeavor, headed by her name.
  endeavor_plan: 'written_about',
  // An identity card or passport is its holder's, named in its fields ('Surname: RUIZ').
  identity: 'written_about',
};
const HOLDER_FIELD = /^\s*(?:[a-z]\s+)?(?:full |legal )?(?:name|surname|family name|licensee(?: name)?|holder|member|candidate|graduate|student|artist|performer|employee(?:['’]s)?|beneficiary|evaluee|awardee|recipient)(?: name)?\s*:/i;
/** A cast list's billing: 'Maria Severa ........ Inês Cardoso Lemos'. */
const BILLED = /\.{4,}|…{2,}/;
const HEADING_LINES = 6;

/** A holder field's value, to the end of its line: 'Name: FONOTI, LOSANA'. */
const HOLDER_VALUE = new RegExp(`${HOLDER_FIELD.source}\\s*([^\\n|]{2,60}?)\\s*(?:$|\\||\\n|\\s{2,})`, 'im');

/** The person another's record is made out to: its holder field names someone who is not the applicant. */
function otherHolder(sentences: PagedSentence[], applicantName: string | undefined, relation: Subject['relation']): Subject | undefined {
  const surname = surnameTest(applicantName);
  for (const s of sentences.slice(0, HEADING_LINES + 6)) {
    const value = HOLDER_VALUE.exec(s.text)?.[1]?.trim().replace(/[,;]$/, '');
    if (!value || !/\p{Lu}/u.test(value) || /\d/.test(value)) continue;
    if (surname?.(value)) return undefined;
    // Her name with one letter of her surname misread (a photo's OCR), which no sentence names her by: the record is hers.
    if (isApplicantName(value, applicantName)) return { value, sentence: s.text, page: s.page, relation, isApplicant: true };
    return { value, sentence: s.text, page: s.page, relation, isApplicant: false };
  }
  return undefined;
}

function holder(kind: FactKind, sentences: PagedSentence[], named: PagedSentence[], applicantName: string | undefined): Subject | undefined {
  const relation = HOLDER_KINDS[kind];
  if (!relation) return undefined;
  // Made out to someone else by its holder field ('Name: FONOTI, LOSANA'), the record is theirs, whatever else names her
  // (her company as their employer of record).
  const other = otherHolder(sentences, applicantName, relation);
  if (other) return other;
  // A holder field that names a company ('Name: Oberoi Pharma USA Inc.') is the company's, whoever shares its name.
  const own = named.filter((s) => !s.inReferences && !/\b(said|says|told)\b/.test(s.text) && !COMPANY_NAME.test((HOLDER_VALUE.exec(s.text)?.[1] ?? '').trim()));
  const at = own.find((s) => HOLDER_FIELD.test(s.text) || BILLED.test(s.text) || (sentences.indexOf(s) >= 0 && sentences.indexOf(s) < HEADING_LINES));
  if (!at) return undefined;
  const value = nameAsWritten(at.text, applicantName);
  return value ? { value, sentence: at.text, page: at.page, relation, isApplicant: true } : undefined;
}

/** A recommendation letter is about the applicant it names, whatever the writer's tie to her (co-founder, co-author). */
function recommended(kind: FactKind, named: PagedSentence[], applicantName: string | undefined): Subject | undefined {
  const at = kind === 'recommendation_letter' ? named.find((s) => !s.inReferences) : undefined;
  const value = at ? nameAsWritten(at.text, applicantName) : undefined;
  return at && value ? { value, sentence: at.text, page: at.page, relation: 'written_about', isApplicant: true } : undefined;
}

function namedSubject(kind: FactKind, sentences: PagedSentence[], named: PagedSentence[], applicantName: string | undefined, firstPage: string): Subject | null {
  if (kind === 'cv') return cvOwner(sentences, applicantName) ?? null;
  // A citation profile is its owner's, named at its head; a paper she wrote with him on it is his record, not hers.
  const owner = kind === 'citation_record' ? profileOwner(sentences, applicantName) : undefined;
  if (owner) return owner;
  if (kind === 'scholarly_paper') return authorsOf(firstPage, applicantName) ?? writtenAbout(kind, sentences, named, applicantName) ?? mentioned(kind, sentences, applicantName);
  // An article about her is hers whatever prize its lede mentions; one about someone else's prize is theirs: a story
  // that tells what another person won or was given before it names her is about that person, she only appears in it.
  const other = kind === 'press_article' ? reviewedArtist(sentences, applicantName) ?? storyOfAnother(sentences, named, applicantName) : undefined;
  if (other) return other;
  const about = kind === 'press_article' ? writtenAbout(kind, sentences, named, applicantName) : undefined;
  if (about) return about;
  const found = mentioned(kind, sentences, applicantName);
  // A list of nominees or finalists that names her too is, for her petition, the record of her place on it.
  if (found && !found.isApplicant && (kind === 'nomination' || kind === 'shortlist') && named.some((s) => s.text === found.sentence)) return listedNominee(named, applicantName) ?? found;
  if (found) return found;
  // A nomination or shortlist that lists her (a bullet, a table row) names her as the nominee.
  if (kind === 'nomination' || kind === 'shortlist') return listedNominee(named, applicantName) ?? null;
  // A certificate of attendance or completion is about whom it names as attending or completing.
  if (kind === 'other' && ROUTINE_CERTIFICATE.test(firstPage)) return certified(sentences, applicantName) ?? madeOutTo(named, applicantName) ?? null;
  // A record made out to her by a field ('Attendee: Ana Ruiz', 'Bill to: Dr. Ana Ruiz, …') is about her; a decision on
  // another's application ('Applicant: Mr. Joel Ward') is theirs, whoever it names as a referee.
  if (kind === 'other') return madeOutTo(named, applicantName) ?? anothersApplication(sentences, applicantName) ?? madeBy(sentences, applicantName) ?? authorsOf(firstPage, applicantName, true) ?? null;
  // A document of no clear form that opens with an author line is by its authors.
  return null;
}

/** A profile's owner line: a name alone, and under it where they work or that their address is verified. */
/** A person's name alone on its line (a profile's owner, an application's field value). */
const PERSON_ALONE = new RegExp(`^(${NAME})$`, 'u');
const OWNER_AFFILIATION = /\b(?:Professor|Lecturer|Fellow|Scientist|Researcher|Engineer|University|Institute|College|Laborator(?:y|ies)|Lab|Department|School|Cent(?:re|er)|Hospital|Verified (?:e-?mail|email))\b/;
const PLATFORM = /\b(?:Scholar|Scopus|ORCID|ResearchGate|Web of Science|Semantic|dblp|Publons|Profile|Citations?)\b/i;

/** Someone else's citation profile: the name at its head, over an affiliation, is not the applicant's. */
function profileOwner(sentences: PagedSentence[], applicantName: string | undefined): Subject | undefined {
  for (const [at, s] of sentences.slice(0, 4).entries()) {
    const name = PERSON_ALONE.exec(s.text.trim())?.[1];
    if (!name || PLATFORM.test(s.text) || !OWNER_AFFILIATION.test(sentences[at + 1]?.text ?? '')) continue;
    if (isApplicantName(name, applicantName) || surnameTest(applicantName)?.(name)) return undefined;
    return { value: cleanName(name) ?? name, sentence: s.text, page: s.page, relation: 'wrote', isApplicant: false };
  }
  return undefined;
}

/** A decision's or a form's field naming whose application it is: 'Applicant: Mr. Joel Ward', 'Candidate name: …'. */
const APPLICATION_OF = /^\s*(?:applicant|candidate|endorsee)(?: name)?\s*:\s*(.+)$/i;
function anothersApplication(sentences: PagedSentence[], applicantName: string | undefined): Subject | undefined {
  for (const s of sentences.slice(0, 10)) {
    const name = PERSON_ALONE.exec(APPLICATION_OF.exec(s.text)?.[1]?.trim() ?? '')?.[1];
    if (!name) continue;
    if (isApplicantName(name, applicantName) || surnameTest(applicantName)?.(name)) return undefined;
    return { value: cleanName(name) ?? name, sentence: s.text, page: s.page, relation: 'written_about', isApplicant: false };
  }
  return undefined;
}

/** A work's page that names its maker at its head ('Maintained by Jonas Ekström (jekstrom)', 'Created by …'): theirs. */
const MADE_BY = new RegExp(`^(?:Created|Maintained|Developed|Built|Written|Authored|Designed)(?: and (?:maintained|developed|written))? by\\s+(${LISTED_NAME})(?=\\s*(?:\\(|$|,))`, 'u');

function madeBy(sentences: PagedSentence[], applicantName: string | undefined): Subject | undefined {
  for (const s of sentences.slice(0, 5)) {
    const name = cleanName(MADE_BY.exec(s.text.trim())?.[1] ?? '');
    if (name) return { value: name, sentence: s.text, page: s.page, relation: 'written_about', isApplicant: isApplicantName(name, applicantName) };
  }
  return undefined;
}

/** A record's field naming whom it is made out to: an attendee, a registrant, the client billed. */
const MADE_OUT_TO = /(?:^|\|\s*)(?:attendee|participant|registrant|delegate|bill(?:ed)? to|client|customer|entrant|pass holder)\s*:\s*/i;

function madeOutTo(named: PagedSentence[], applicantName: string | undefined): Subject | undefined {
  for (const s of named) {
    const field = MADE_OUT_TO.exec(s.text);
    const value = field ? nameAsWritten(s.text.slice(field.index + field[0].length, field.index + field[0].length + 80), applicantName) : undefined;
    if (value) return { value, sentence: s.text, page: s.page, relation: 'written_about', isApplicant: true };
  }
  return undefined;
}

const ROUTINE_CERTIFICATE = /\bcertificate of (attendance|completion|participation)\b/i;
const ATTENDED = new RegExp(`(${NAME})\\s+(?:has\\s+)?(?:attended|(?:successfully\\s+)?completed|participated\\s+in|took\\s+part\\s+in)\\b`, 'u');

function certified(sentences: PagedSentence[], applicantName: string | undefined): Subject | undefined {
  for (const [at, s] of sentences.slice(0, 12).entries()) {
    // The name may stand on a line of its own above 'attended the workshop …'.
    const name = cleanName(ATTENDED.exec(s.text)?.[1] ?? ATTENDED.exec(`${s.text} ${sentences[at + 1]?.text ?? ''}`)?.[1] ?? '');
    if (name && !s.text.includes(name)) continue;
    if (name) return { value: name, sentence: s.text, page: s.page, relation: 'written_about', isApplicant: isApplicantName(name, applicantName) };
  }
  return undefined;
}

function listedNominee(named: PagedSentence[], applicantName: string | undefined): Subject | undefined {
  // Listed among a nominated work's personnel or credits ('personnel include X (drums)'), she is not its nominee.
  const first = named.find((s) => !s.inReferences && !roleCues(s.text).includes('collaborator'));
  const value = first ? nameAsWritten(first.text, applicantName) : undefined;
  return first && value ? { value, sentence: first.text, page: first.page, relation: 'nominated', isApplicant: true } : undefined;
}

/**
 * A record review headed by the artist and the work, the label in brackets and maybe its stars ('Ana Ruiz - Río Abajo
 * (Sello Sur) ★★★★'): the review is about that artist, whoever else it names among the players.
 */
const REVIEW_HEAD = new RegExp(`^(${NAME})\\s+[-–—:]\\s+[^()\\n]{1,80}\\([^)\\n]{1,60}\\)\\s*(?:[★☆*]{1,5}|\\d(?:\\.\\d)?\\s*/\\s*(?:5|10))?\\s*$`, 'u');

function reviewedArtist(sentences: PagedSentence[], applicantName: string | undefined): Subject | undefined {
  for (const s of sentences.slice(0, 5)) {
    const name = cleanName(REVIEW_HEAD.exec(s.text.trim())?.[1] ?? '');
    if (name) return { value: name, sentence: s.text, page: s.page, relation: 'written_about', isApplicant: isApplicantName(name, applicantName) };
  }
  return undefined;
}

function storyOfAnother(sentences: PagedSentence[], named: PagedSentence[], applicantName: string | undefined): Subject | undefined {
  const hers = named.find((s) => !s.inReferences);
  const found = mentioned('press_article', sentences, applicantName);
  if (!hers || !found || found.isApplicant) return undefined;
  const at = sentences.findIndex((s) => s.text === found.sentence);
  return at >= 0 && at < sentences.indexOf(hers) ? found : undefined;
}

function mentioned(kind: FactKind, sentences: PagedSentence[], applicantName: string | undefined): Subject | null {
  const mention = subjectMention(kind, sentences, applicantName ? (name) => isApplicantName(name, applicantName) : undefined);
  if (!mention) return null;
  return { value: mention.name, sentence: mention.sentence.text, page: mention.sentence.page, relation: mention.relation, isApplicant: isApplicantName(mention.name, applicantName) };
}
