/**
 * The built-in analyst's fact sheet (decision 056): what the document is, who issued it and when, whom
 * it is about, the applicant's part when it is about someone else, the figures that matter, the venue
 * and the signer, each with the sentence it was read from and that sentence's page. The category is
 * decided from this record (filing.ts), not from which achievement words the document uses.
 */
import type { DocumentKind } from '../../../../src/contract/categories';
import type { Fact, FactKind, FactSheet } from '../../../../src/contract/fact-sheet';
import { buildExhibitTitle } from '../exhibit-title';
import { fromHerEmployer, isRoutine } from '../kinds';
import { pagesOf } from '../fact-check';
import { factIn as fact, pagedSentences, type PagedSentence } from './fact-sentences';
import { figuresOf } from './fact-figures';
import { applicantSentences } from './fact-people';
import { dateOf, issuerOf, notABody, orgLike } from './fact-source';
import { learnedIssuer } from './fact-issuer-learned';
import { readSubject } from './fact-subject-readings';
import { uncertainFacts } from './fact-flags';
import { descriptiveTitle } from './fact-title';
import { namedInTranslation } from './fact-translation';
import { learnedTitle } from './fact-title-learned';

type FactSheetInput = { text: string; fileName: string; mimeType?: string; kind: DocumentKind; applicantName?: string | undefined };

const HEAD = 2_000;
const NOMINATION = /\b(I am (writing|pleased|honou?red|delighted) to nominate|(received|submitted|acknowledge) (a|the|your) nomination|nomination (naming|file|dossier|package)|your nomination\b|(letter|form|statement) of nomination|nomination (letter|form|for the)|nomination of (?:(?:Dr|Prof|Mr|Mrs|Ms)\. )?[^.\n]{0,60}\bfor the|(has been|have been|was|is) nominated (for|to)|(has|have) nominated (you|her|him|them|the following)\b|(honou?r|privilege|pleasure) to nominate|we nominate|nominat(e|ing) (?:(?:Dr|Prof|Mr|Mrs|Ms|Mx)\. )?[^.]{0,60} for the|put (your|her|his|their) names? forward|(your|her|his|their) names? (has|have) been put forward|one of \d+ nominees|nomination (received|packet)|received a nomination)\b/i;
/** A results page's lines ('Nominated: …', 'Nominees:') or a heading announcing nominations: a list of nominees, whoever won. */
// Not a line that counts the nominations an award was chosen from ('chosen from 140 nominations'): that is its selectivity.
const NOMINEE_LINES = /^\s*(?:nominated|nominees?)\s*:|^(?![^\n]*\b(?:from|of|among|out of)\s+(?:more than |over |nearly |almost |some )?[\d,]+\s+nominations\b)[^\n]{0,80}\bnominations?\b[^\n]{0,40}$/im;
/** A nomination on file: received, acknowledged, its file ('has received a nomination for you'). */
const NOMINATION_RECEIVED = /\b(received|acknowledge[sd]?|receipt of)\b[^.]{0,30}\bnomination\b|\bnomination (file|dossier|package)\b/i;
/**
 * A shortlist or a list of finalists announced before the winner ('Finalists were selected from …' alone says nothing),
 * or a result written to the finalists ('To: finalists', 'Dear finalists,'): its addressees were shortlisted.
 */
const SHORTLIST = /\b((?:is|are|you are|you're) (?:one of (?:the )?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve) |a |the )finalists?|shortlist(ed)?|short-listed|longlist(ed)?|(named|selected as|announced as|announce[sd]?) (\w+ )?(a |the )?(\w+ )?finalists?|finalists? (for|of) the|finalists (are|include|announced|named|selected)|^dear finalists\b|^to:\s*(?:all )?finalists\b)\b/im;
/**
 * A letter telling her that her own entry is on a longlist or a shortlist ('the jury has placed your portfolio on the
 * longlist', 'your novel has been shortlisted', 'you have been longlisted'): however the jury's reading is told, she is in
 * the running, not judging.
 */
const HER_LISTING = /\b(?:placed|put|included|selected)\s+(?:your|her|his)\s+(?:[\p{L}-]+\s+){0,3}?(?:on|for)\s+(?:the|its|our)\s+(?:long|short)-?list\b|\b(?:you|your\s+[\p{L}-]+)\s+(?:have|has)\s+been\s+(?:long|short)-?listed\b|\byour\s+[\p{L}-]+\s+(?:is|was)\s+(?:now\s+)?on\s+the\s+(?:long|short)-?list\b/iu;
/**
 * Her own entry named a finalist ('Your paper … has been selected as one of six finalists for the Best Paper Award', a
 * mail's 'Subject: Your paper is a Best Paper Award finalist'): on the shortlist, not yet the winner.
 */
const HER_FINALIST = /\b(?:your|her|his)\s+(?:paper|entry|work|film|submission|project|application|book|design|proposal|poster|article|thesis)\b[^.\n]{0,100}?\b(?:is|has been|was)\s+(?:(?:selected|named|chosen|announced)\s+as\s+)?(?:a|an|one of (?:the )?[\p{L}\d]+)\s+(?:[\p{L}-]+\s+){0,4}?finalists?\b/iu;
/** The document's heading lines: a shortlist announced there stays one when a later update names the winner. */
const headingOf = (text: string) => text.split('\n').filter((l) => l.trim()).slice(0, 3).join('\n');
const WON = /\b(ha(s|ve) been awarded|ha(s|ve) awarded (you|her|him|them)|(is|are) the winners?|(was|were) awarded|won the|is hereby (conferred|awarded|presented))\b/i;
const ELECTED = /\b(ha(s|ve) been elected|(is|are|was|were) elected|elected (as|to)|(is|are) pleased to (inform|tell) you that you (have been|were) (elected|admitted))\b/i;
// A fund's investment in a project, paid out to it, is its grant ('will invest €150,000 in …', 'Funds are paid to …').
const GRANT = [
  // … and a funder's decision set out as a record: 'Investment decision', 'Recipient  Kola Tools e.V.' on a line of its own.
  /\b(grant (agreement|number|no\.?|award notice|period|reference|offer( letter)?|offered|decision)|notice of (grant |financial assistance )?award|notice of financial assistance|award number|offer of grant|investment decision)\b|\baward\s*(#|no\.)\s*\d|\bawardee(?: institution| organi[sz]ation)?\s*:|\baward notice\b|^\s*(?:recipient|grantee)[ \t]+[A-Z]/im,
  // … and its team as a funder lists it: 'W. Penhallow (PI)', 'senior personnel', 'key personnel'.
  /\b(principal investigator|co-investigators?|(?:unfunded|unpaid|advisory) collaborators?|lead investigator|project lead(er)?|project director|lead applicant|(?:unfunded |key )?senior personnel|key personnel)\b|\(PI\)/i,
  /\b(funding (agency|body|period|programme|program|opportunity|decision)|total (intended |awarded )?(award|budget|funding|project cost)|award amount(?=\s*:)|recipient(?=\s*:)|(selected|approved) (your |the )?proposal for funding|proposal (has been |was )?(selected|approved) for funding|direct costs|indirect costs|funded (by|under)|funds (?:are|will be) (?:paid|released|disbursed))\b|\b(?:will invest|invests|has invested) (?:[$£€]|(?:USD|EUR|GBP)\s?)\d|^\s*(?:total )?amount\b[^\n]{0,30}?\d[\d,.]*(?:\s?(?:million|m|k))?\s+over\s+(?:\d+|one|two|three|four|five|six|eighteen)\s+(?:months|years)\b/im,
  /\b((?:research|project|production|development|seed|travel) grant|grant proposal|grant application)\b/i,
];
/**
 * A heading that says what the document is ('Conference Programme', "President's Reception · Guest List",
 * 'Seating plan and guest list', a house programme's 'Cast'), or a list of those present.
 */
const PROGRAMME_HEAD =
  /^[^\n.:]{0,60}\b(programme|program|agenda|schedule|guest list|seating plan|running order|order of events)\s*$|^\s*(cast|cast list|line-?up)\s*$|^\s*(guest list|list of (attendees|participants|delegates|guests)|attendees|registered (participants|guests)|delegates)\s*:?\s*$/im;
/**
 * 'Guest list (door copy)', 'SEATING PLAN — FINAL (v4)', 'List of attendees (as at 20 June)', 'Registered participants
 * (alphabetical)': a list of those present, whatever else the page looks like.
 */
const GUEST_HEAD = /^\s*(guest list|seating plan|list of (?:registered |confirmed )?(attendees|participants|delegates|guests)|(?:registered|confirmed) (?:attendees|participants|delegates|guests)|attendees|delegation list|list of the delegation)\s*(\([^)\n]{0,60}\)|[—–-][^\n]{0,40})\s*:?\s*$|^[^\n.:]{0,60}\b((vip |invited |confirmed )?guest list|confirmed guests|invited guests|invitees|rsvp list|seating plan|list of (?:registered |confirmed )?(?:participants|attendees|delegates))\b[^\n.]{0,60}$/im;
/**
 * A programme by its form, whatever its heading ends with: a day's timetable (three lines or more that open with a clock
 * time, '14:00 T. Okafor - …'), an exhibitor list ('Exhibitor list: Hall B', 'List of exhibitors'), or a heading that
 * names the people it lists as an event's ('Mentors (18)', 'Speakers'; not its jury, whose members judge).
 */
// Its last slot may end the page ('16:00 Close' with no line after it).
const TIMETABLE = /(?:^\s*\d{1,2}[:.]\d{2}\s+\S[^\n]*(?:\n|$)(?:[^\n]*\n)??){3}/m;
const EXHIBITOR_LIST = /^\s*(?:(?:[\p{L}'’ ]{0,30}\s)?exhibitors?(?: list| directory)|list of exhibitors)\b[^\n]{0,60}$|^\s*(?:mentors|speakers|panell?ists|volunteers|exhibitors|participants)\s*(?:\(\d+\))?\s*:?\s*$/imu;
/**
 * A heading that names those taking part after the event's name ('Harbour Code Sprint 2025 - Participants', '… —
 * Attendance roster'): a list of those present, however the page goes on (teams, prizes still to come).
 */
const PARTICIPANTS_HEAD = /^[^\n.:]{2,80}\s[—–-]\s*(?:(?:list of |registered |confirmed )?(?:participants|attendees|delegates|entrants)|participant list|attendance (?:roster|list|sheet|register))\s*(?:\((?:\d[\d,]*|excerpt|extract|partial|continued|selected|updated|final)\))?\s*$/im;
/** A delegation's list on a heading line of its own ('Delegation list (18 participants), as of …'): those who travel, not winners. */
const DELEGATION_HEAD = /^\s*(?:delegation list|list of (?:the )?(?:delegation|delegates))\b[^\n]{0,80}$/im;
/**
 * A heading line of its own that announces the finalists ('The 12 finalists', 'Finalists'), or the award's name with
 * 'Finalists' after a dash ('Engineer of the Year 2025 - Finalists'): a list before the result.
 */
// … or after a colon ('Clean Water Medal 2025: the finalists').
const FINALISTS_HEAD = /^\s*(?:the\s+)?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve)?\s*finalists\s*:?\s*$|^[^\n.:]{2,80}(?:\s[—–-]|:)\s*(?:the\s+)?(?:\d+\s+)?finalists\s*(?:\(\d+\))?\s*$/im;
/**
 * A body named for its programme at a letter's head ('United Nations Environment Programme', 'Department of Global Malaria
 * Programme' over 'To whom it may concern'): the sender's letterhead, not an event's programme.
 */
const SALUTATION = /^\s*(?:dear\b|to whom it may concern\b)/im;
function programmeInLetterhead(text: string): boolean {
  const lines = text.split('\n').map((l) => l.trim()).filter(Boolean);
  const greeting = lines.findIndex((l) => SALUTATION.test(l));
  return greeting >= 0 && greeting <= 5 && !lines.slice(greeting).some((l) => PROGRAMME_HEAD.test(l));
}

/** Kinds whose own structure says more than a programme heading would: a judging letter, a ratings report. */
const NOT_PROGRAMME = new Set<DocumentKind>(['press_article', 'review_record', 'sales_report', 'membership', 'scholarly_paper', 'production_credits']);

/**
 * A letter's address block may name a funder's programme ('EPA Science to Achieve Results (STAR) Program'): the letter is
 * addressed to it, and it is no event's running order. Those lines are set aside before a letter is read as a programme.
 */
function programmeLines(kind: DocumentKind, head: string): string {
  if (kind !== 'recommendation_letter' && kind !== 'letter_of_interest') return head;
  return head.replace(/^[^\n]*\bprogram(?:me)?\s*$/gim, '');
}

/** A finer kind than the document's form: a nomination, a shortlist, a grant or a programme is not an award. */
function factKindOf(kind: DocumentKind, text: string): FactKind {
  const head = text.slice(0, HEAD);
  // A certificate of attendance or completion is that routine paper, whatever event or list it names.
  if (kind === 'other' && isRoutine(text)) return 'other';
  // Her CV's 'Grants:' line lists her funding among her record: the CV is no grant.
  if (kind !== 'review_record' && kind !== 'cv' && GRANT.filter((re) => re.test(head)).length >= 2) return 'grant';
  if (kind !== 'cv' && (GUEST_HEAD.test(text.slice(0, 600)) || PARTICIPANTS_HEAD.test(headingOf(text)) || DELEGATION_HEAD.test(headingOf(text)))) return 'event_programme';
  // Finalists announced under a heading of their own, whatever judging the page tells of: none has won yet.
  if (!['cv', 'scholarly_paper', 'sales_report'].includes(kind) && FINALISTS_HEAD.test(headingOf(text))) return 'shortlist';
  if (!NOT_PROGRAMME.has(kind) && ((PROGRAMME_HEAD.test(programmeLines(kind, text.slice(0, 600))) && !programmeInLetterhead(text)) || /^\s*registered (participants|guests)\s*:/im.test(head))) return 'event_programme';
  if (kind === 'other' && (TIMETABLE.test(head) || EXHIBITOR_LIST.test(text.slice(0, 600)))) return 'event_programme';
  if (['award', 'other', 'recommendation_letter'].includes(kind) && SHORTLIST.test(headingOf(text))) return 'shortlist';
  if (['award', 'other', 'recommendation_letter'].includes(kind) && !WON.test(head)) {
    if (SHORTLIST.test(head)) return 'shortlist';
    if (NOMINATION.test(head)) return 'nomination';
    if (NOMINEE_LINES.test(headingOf(text)) || /^\s*(?:nominated|nominees?)\s*:/im.test(head)) return 'nomination';
  }
  // A society's acknowledgement of a nomination for its fellowship reads like an election letter until the vote is in,
  // or like a judging letter when it says how its committee reviews the nominations.
  if (kind === 'membership' && !ELECTED.test(head) && NOMINATION.test(head)) return 'nomination';
  if (kind === 'review_record' && !ELECTED.test(head) && NOMINATION_RECEIVED.test(head)) return 'nomination';
  if ((kind === 'review_record' || kind === 'award' || kind === 'other') && (HER_LISTING.test(head) || HER_FINALIST.test(head))) return 'shortlist';
  // A letter of interest from her own employer is a letter about its staff member (kinds/letter-of-interest.ts).
  if (kind === 'letter_of_interest' && fromHerEmployer(head)) return 'recommendation_letter';
  return kind;
}


// … or the event a committee or a session belongs to ('chair the Program Committee of the 2024 … Annual Meeting').
const VENUE = /\b(?:at|during|in|of) (?:the )?((?:\d{4} )?(?:[A-Z][\w&'-]*\s+){0,6}(?:Conference|Symposium|Workshop|Summit|Congress|Gala|Ceremony|Festival|Museum|Gallery|Biennale|Forum|Meeting|Convention|Expo)(?:\s+(?:on|of|for)\s+(?:[A-Z][\w&'-]*\s*){1,6})?)/;

/**
 * An event's name at the page's head over its edition or its dates ('MARRAKECH SHORT FILM DAYS' / 'Eighth edition · 22–27
 * April 2024'), or with its year before what the page is to a speaker ('FinSec Europe 2024 — Speaker confirmation').
 */
const EDITION_LINE = /^(?:(?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\p{L}+th)\s+edition|edition\s+\d+)\b/iu;
const EVENT_WITH_YEAR = /^(\p{Lu}[\p{L}&'’-]*(?:\s+\p{Lu}[\p{L}&'’-]*){0,5}\s+(?:19|20)\d\d)\s+[—–-]\s+(?:speaker|session|talk|programme|program|registration|delegate|panel|exhibitor)s?\b/iu;
/** A show's page printed by the place that shows it: its gallery, museum, theatre or hall is the venue. */
const SHOWING_PLACE = /\b(?:Gallery|Galería|Galerie|Galleria|Museum|Museo|Musée|Theatre|Theater|Teatro|Hall|Centre|Center|Opera|Kunsthalle|Playhouse|Auditorium)\b/i;
const HALL_LINE = /^(\p{Lu}[\p{L}'’ &-]{2,50}),\s+\d+[\p{L}]?\s+(?:\p{Lu}[\p{L}'’-]+\s+){1,3}(?:Street|St\.|Avenue|Ave\.|Road|Rd\.|Boulevard|Blvd\.|Lane|Square|Place|Way)\b/u;
const SHOWN = new Set<FactKind>(['exhibition_record', 'event_programme', 'production_credits']);

function venueOf(sentences: PagedSentence[], kind: FactKind, issuer: Fact | null): Fact | null {
  for (const s of sentences) {
    const venue = VENUE.exec(s.text)?.[1]?.trim();
    if (venue && !s.inReferences) return fact(venue, s);
  }
  const [first, second] = sentences;
  if (first && second && EDITION_LINE.test(second.text.trim()) && first.text.trim().split(/\s+/).length <= 8 && !/[.!?]$/.test(first.text.trim())) return fact(first.text.trim(), first);
  const event = first ? EVENT_WITH_YEAR.exec(first.text.trim())?.[1] : undefined;
  if (first && event) return fact(event, first);
  // … or the hall on a line with its street ('Mainstage, 210 Water Street, Regina').
  const hall = SHOWN.has(kind) ? sentences.slice(0, 10).map((s) => HALL_LINE.exec(s.text.trim())).find(Boolean) : undefined;
  if (hall) return fact(hall[1]!, sentences.find((s) => s.text.includes(hall[0]))!);
  const shown = SHOWN.has(kind) || /^\s*(?:solo|group|two-person)\s+(?:exhibition|show)\b/im.test(sentences.slice(0, 8).map((s) => s.text).join('\n'));
  return shown && issuer && SHOWING_PLACE.test(issuer.value) ? issuer : null;
}

// Every closing a letter is signed off with ('With kind regards,', 'Warm regards,', 'Best wishes,', 'Cordially,'), and a
// company's 'For Vellore Textiles Limited' over its signatory.
const CLOSING = /^(sincerely|yours (sincerely|faithfully|truly)|respectfully|best regards|kind regards|regards|with (best|warm|kind|kindest|warmest) regards|warm(est)? regards|best wishes|with best wishes|cordially|with (appreciation|gratitude|thanks)|for and on behalf of\b)/i;
const FOR_BODY = /^(?:For|FOR)(?: the| THE)? \p{Lu}[\p{L}&'’-]*(?: [\p{L}&'’-]+){0,7}$/u;
const SIGNATORY = /^((?:(?:Dr|Prof|Professor|Mr|Mrs|Ms)\.?\s+)?\p{Lu}[\p{L}.'-]+(?:\s+\p{Lu}[\p{L}.'-]*){1,3})(?:,|$)/u;
/** A signatory's post on the line under the name ('President of the Council', 'Managing Director', 'Artistic Director'). */
const POST = /^(?:[\p{L}'’-]+\s+){0,3}(?:President|Vice[- ]President|Director|Chair(?:man|woman|person)?|Secretary(?: General)?|Dean|Head|Editor(?:-in-Chief)?|Officer|Manager|Founder|Co-founder|Partner|Registrar|Rector|Provost|Chancellor|Treasurer|CEO|CTO|Curator|Coordinator|Commissioner|Superintendent)\b(?:\s+(?:of|for)\s+[^\n]{2,60}|,\s*[^\n,]{1,40})?$/u;

const OLD_CLOSING = /^(sincerely|yours (sincerely|faithfully|truly)|respectfully|best regards|kind regards|regards|with (best|warm) regards)\b/i;
/** A person's name, not a desk, a post or a body ('Editorial Office', 'Membership Secretary', 'UNIVERSITY OF LAGOS'), nor a heading in capitals. */
const NOT_PERSON = /\b(?:Office|Team|Desk|Secretary|Secretariat|Committee|Services?|Department|Board|Council|Editors?|Staff|Registrar)\b/i;
const personal = (name: string) => !NOT_PERSON.test(name) && !orgLike(name) && name !== name.toUpperCase();

function signerOf(sentences: PagedSentence[]): Fact | null {
  const own = sentences.filter((s) => !s.inReferences);
  const closed = own.findIndex((s) => CLOSING.test(s.text.trim()));
  // 'For <company>' signs off only near the end ('FOR IMMEDIATE RELEASE' heads a page).
  const closing = closed >= 0 ? closed : own.findIndex((s, i) => i >= own.length - 5 && FOR_BODY.test(s.text.trim()));
  const after = closing >= 0 ? own.slice(closing + 1, closing + 3) : [];
  // The closings read before decision 140 keep their reading; those it added name a person, never a desk or a body.
  const added = closed >= 0 ? !OLD_CLOSING.test(own[closed]!.text.trim()) : closing >= 0;
  for (const s of after) {
    const name = SIGNATORY.exec(s.text)?.[1];
    if (name && !(added && !personal(name))) return fact(name, s);
  }
  // A certificate's or notice's signature with no closing above it: a name over its post among the last lines.
  if (closing >= 0) return null;
  const last = own.slice(-4);
  for (const [i, s] of last.entries()) {
    const post = last[i + 1];
    const name = SIGNATORY.exec(s.text.trim())?.[1];
    if (name && personal(name) && name === s.text.trim().replace(/,$/, '') && post && POST.test(post.text.trim())) return fact(name, s);
  }
  return null;
}

/** The fact sheet the built-in analyst reads from the document's text. */
export function buildFactSheet(input: FactSheetInput): FactSheet {
  const sentences = pagedSentences(input.text);
  const read = factKindOf(input.kind, input.text);
  const title = buildExhibitTitle({ text: input.text, fileName: input.fileName, mimeType: input.mimeType ?? null, kind: input.kind });
  // Read in its translation where it carries one (fact-translation.ts).
  const named = namedInTranslation(sentences, applicantSentences(sentences, input.applicantName));
  const signer = signerOf(sentences);
  const { subject, role, kind } = readSubject({ text: input.text, applicantName: input.applicantName, sentences, named, read, firstPage: pagesOf(input.text)[0] ?? '', signer: signer?.value });
  // The hand rules' issuer, overruled where the learned ranker is sure of another (decision 094).
  const handIssuer = issuerOf(kind, sentences, input.text);
  // … never a line that names no body (a release's slug, a byline), which the ranker may still rank first where the hand found none.
  const learned = learnedIssuer(kind, sentences, input.text, handIssuer);
  const issuer = learned && notABody(learned.value) ? handIssuer : learned;
  const handTitle = descriptiveTitle(title, input.text, { kind, subject, issuer });
  const sheet: FactSheet = {
    kind,
    // The hand rules' title, led by a line the learned ranker is sure of instead (decision 096).
    title: learnedTitle(kind, input.text, { hand: handTitle, issuer: issuer?.value ?? null, subject: subject?.value ?? null }),
    issuer,
    date: dateOf(sentences),
    subject,
    applicantRole: role.role,
    roleFact: role.sentence ? fact(role.sentence.text.slice(0, 300), role.sentence) : null,
    figures: figuresOf(sentences, kind, input.applicantName),
    venue: venueOf(sentences, kind, issuer),
    signer,
    filingReason: null,
    checks: [],
    userFields: [],
  };
  const readFrom = { text: input.text, sentences, fileName: input.fileName, mimeType: input.mimeType, recognised: input.kind, exhibitTitle: title, handTitle, handIssuer };
  return { ...sheet, checks: uncertainFacts(sheet, { applicantName: input.applicantName, roleWeak: role.weak, readFrom }) };
}
