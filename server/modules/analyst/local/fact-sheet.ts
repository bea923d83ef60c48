/**
 * The built-in analyst's fact sheet (decision 056): what the document is, who issued it and when, whom
 * it is about, the applicant's part when it is about someone else, the figures that matter, the venue
 * and the signer, each with the sentence it was read from and that sentence's page. The category is
 * decided from this record (filing.ts), not from which achievement words the document uses.
 */
import type { DocumentKind } from '../../../../src/contract/categories';
import type { Fact, FactKind, FactSheet, Figure } from '../../../../src/contract/fact-sheet';
import { buildExhibitTitle } from '../exhibit-title';
import { fromHerEmployer, isRoutine } from '../kinds';
import { pagesOf } from '../fact-check';
import { factIn as fact, pagedSentences, type PagedSentence } from './fact-sentences';
import { applicantSentences } from './fact-people';
import { dateOf, issuerOf } from './fact-source';
import { learnedIssuer } from './fact-issuer-learned';
import { readSubject } from './fact-subject-readings';
import { uncertainFacts } from './fact-flags';
import { descriptiveTitle } from './fact-title';
import { namedInTranslation } from './fact-translation';
import { learnedTitle } from './fact-title-learned';

type FactSheetInput = { text: string; fileName: string; mimeType?: string; kind: DocumentKind; applicantName?: string | undefined };

const HEAD = 2_000;
const NOMINATION = /\b(I am (writing|pleased|honou?red|delighted) to nominate|(received|submitted|acknowledge) (a|the|your) nomination|nomination (naming|file|dossier|package)|your nomination\b|(letter|form|statement) of nomination|nomination (letter|form|for the)|nomination of (?:(?:Dr|Prof|Mr|Mrs|Ms)\. )?[^.\n]{0,60}\bfor the|(has been|have been|was|is) nominated (for|to)|(has|have) nominated (you|her|him|them|the following)\b|we nominate|nominat(e|ing) [^.]{0,60} for the|put (your|her|his|their) names? forward|(your|her|his|their) names? (has|have) been put forward|one of \d+ nominees|nomination (received|packet)|received a nomination)\b/i;
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
/** 'Guest list (door copy)', 'SEATING PLAN — FINAL (v4)', 'List of attendees (as at 20 June)': a list of those present, whatever else the page looks like. */
const GUEST_HEAD = /^\s*(guest list|seating plan|list of (?:registered |confirmed )?(attendees|participants|delegates|guests)|attendees|delegation list|list of the delegation)\s*(\([^)\n]{0,60}\)|[—–-][^\n]{0,40})\s*:?\s*$|^[^\n.:]{0,60}\b((vip |invited |confirmed )?guest list|confirmed guests|invited guests|invitees|rsvp list|seating plan|list of (?:registered |confirmed )?(?:participants|attendees|delegates))\b[^\n.]{0,60}$/im;
/**
 * A programme by its form, whatever its heading ends with: a day's timetable (three lines or more that open with a clock
 * time, '14:00 T. Okafor - …'), an exhibitor list ('Exhibitor list: Hall B', 'List of exhibitors'), or a heading that
 * names the people it lists as an event's ('Mentors (18)', 'Speakers'; not its jury, whose members judge).
 */
const TIMETABLE = /(?:^\s*\d{1,2}[:.]\d{2}\s+\S[^\n]*\n(?:[^\n]*\n)??){3}/m;
const EXHIBITOR_LIST = /^\s*(?:(?:[\p{L}'’ ]{0,30}\s)?exhibitors?(?: list| directory)|list of exhibitors)\b[^\n]{0,60}$|^\s*(?:mentors|speakers|panell?ists|volunteers|exhibitors|participants)\s*(?:\(\d+\))?\s*:?\s*$/imu;
/**
 * A heading that names those taking part after the event's name ('Harbour Code Sprint 2025 - Participants', '… —
 * Attendance roster'): a list of those present, however the page goes on (teams, prizes still to come).
 */
const PARTICIPANTS_HEAD = /^[^\n.:]{2,80}\s[—–-]\s*(?:(?:list of |registered |confirmed )?(?:participants|attendees|delegates|entrants)|participant list|attendance (?:roster|list|sheet|register))\s*(?:\(\d[\d,]*\))?\s*$/im;
/** A delegation's list on a heading line of its own ('Delegation list (18 participants), as of …'): those who travel, not winners. */
const DELEGATION_HEAD = /^\s*(?:delegation list|list of (?:the )?(?:delegation|delegates))\b[^\n]{0,80}$/im;
/**
 * A heading line of its own that announces the finalists ('The 12 finalists', 'Finalists'), or the award's name with
 * 'Finalists' after a dash ('Engineer of the Year 2025 - Finalists'): a list before the result.
 */
const FINALISTS_HEAD = /^\s*(?:the\s+)?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve)?\s*finalists\s*:?\s*$|^[^\n.:]{2,80}\s[—–-]\s*(?:the\s+)?(?:\d+\s+)?finalists\s*(?:\(\d+\))?\s*$/im;
/** Kinds whose own structure says more than a programme heading would: a judging letter, a ratings report. */
const NOT_PROGRAMME = new Set<DocumentKind>(['press_article', 'review_record', 'sales_report', 'membership', 'scholarly_paper', 'production_credits']);

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
  if (!NOT_PROGRAMME.has(kind) && (PROGRAMME_HEAD.test(text.slice(0, 600)) || /^\s*registered (participants|guests)\s*:/im.test(head))) return 'event_programme';
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
  if (kind === 'review_record' && HER_LISTING.test(head)) return 'shortlist';
  // A letter of interest from her own employer is a letter about its staff member (kinds/letter-of-interest.ts).
  if (kind === 'letter_of_interest' && fromHerEmployer(head)) return 'recommendation_letter';
  return kind;
}

// Currencies as they are written abroad too ('NOK 2,340,000', 'R$ 1,2 milhão' aside, 'KES 400,000', the CFA franc's 'XOF 9,000,000'), not only dollars and pounds.
const CURRENCY = '(?:[$£€¥₹]|(?:USD|EUR|GBP|CHF|CAD|AUD|SGD|INR|JPY|NOK|SEK|DKK|ISK|PLN|CZK|HUF|RON|BRL|CLP|MXN|ARS|COP|PEN|KRW|TWD|HKD|CNY|RMB|NZD|ZAR|KES|NGN|GHS|EGP|AED|SAR|ILS|TRY|XOF|XAF|MAD|TND|MUR|CVE|BWP|TZS|UGX|RWF|ETB)\\s?)';
/** Words that never count: articles, prepositions, pronouns, verbs of being. */
const STOP = '(?:the|a|an|of|in|on|at|to|for|from|by|with|and|or|as|is|was|are|were|has|his|its|this|thus|plus|us|yes|less|unless|across|whereas|status|basis|analysis|series|news|bonus|campus|census|its|hers|ours|yours|theirs|always|perhaps|sometimes|afterwards|towards|besides)';
/** A bare span of time ('6 years', 'two hours 10 minutes') is not a figure; 'development hours' keeps its modifier. */
const SPAN = '(?:years|months|weeks|days|hours|minutes|seconds|times|decades|centuries|nights|mornings)';
/** A plural noun: 'dossiers', 'entries', 'tonnes' (not 'glass', 'bonus', 'analysis'). */
const PLURAL = '[\\p{L}-]{2,}[^\\Ws\\d]s\\b';
const FIGURES: Array<[Figure['kind'], RegExp]> = [
  ['amount', new RegExp(`${CURRENCY}\\s?\\d[\\d,]*(?:\\.\\d+)?(?:\\s?(?:k|million|m|bn|billion)\\b)?`, 'i')],
  [
    'selectivity',
    /\b((select(?:s|ed)?|chosen|picked) ((by [^.]{0,40}|[\d,]+ [\p{L}-]+) )?(from|out of|among) (more than |over |nearly )?[\d,]+ [\p{L}-]+( (?!(?:by|in|for|from|at|to|and|of|with|the|a|an|on|worldwide|this|each|every)\b)[\p{L}-]+)?|one of (only )?[\d,]+ [\p{L}-]+( (?!(?:by|in|for|from|at|to|and|of|with|the|a|an|on|worldwide|this|each|every)\b)[\p{L}-]+)?|[\d,]*\d of (?:the |our |its |their )?[\d,]+ [\p{L}-]+( (?!(?:by|in|for|from|at|to|and|of|with|the|a|an|on|worldwide|this|each|every)\b)[\p{L}-]+)?|top [\d.]+\s?(%|percent)|[\d.]+\s?(%|percent) acceptance rate|acceptance rate (of|was) [\d.]+\s?(%|percent)|fewer than [\d,]+ [\p{L}-]+)/iu,
  ],
  [
    'count',
    // Also what a paralegal counts in a contract, a pay or company record and a press piece: performances, episodes, staff, users.
    /\b((more than|over|nearly|almost) )?[\d,]*\d(\.\d+)?( (million|thousand|billion))? ([a-z-]+ )?(judges|jurors|reviewers|experts|critics|nominations|nominees|nominated [a-z]+|submissions|entries|applicants|candidates|countries|participants|members|citations|papers|finalists|dissertations|proposals|applications|recipients|winners|laureates|performances|shows|screenings|concerts|episodes|employees|staff|workers|managers|heads|direct reports|people|users|customers|subscribers|downloads|stars|forks|shares|banks|companies|organi[sz]ations|adopters|visitors|tickets|copies|streams)\b/i,
  ],
  // A part of a whole counted: '1.4 million of our customers', '9 of our main-stage productions', '2 million of the nation's farms'.
  // … or of the addressee's: 'to install 6 of your precast pump stations'.
  ['count', /(?<![\p{L}\d,.#/-])(?:(?:about|some|nearly|over|more than|almost) )?(?!(?:19|20)\d\d\b)[\d,]*\d(?:\.\d+)?(?: (?:million|thousand|billion))? of (?:the |our |its |their |all |your |his |her )(?:[\p{L}'’-]+ ){0,3}?[\p{L}-]{2,}[^\Ws\d]s\b/iu],
  // A placing or a rank: '1st place', 'second prize', '1st of 22', 'ranked 3rd of 40'.
  ['selectivity', /\b(?:(?:1st|2nd|3rd|[4-9]th|\d+th)|first|second|third) (?:place|prize)\b|\b\d+(?:st|nd|rd|th) of \d[\d,]*\b/iu],
  // A list's size beside its heading: 'LIST OF PARTICIPANTS (64)', 'Finalists (12)'.
  ['count', /\b(?:participants|attendees|guests|delegates|entrants|members|finalists|nominees|speakers|exhibitors)\s*\(\d[\d,]*\)/iu],
  // A form's counted line: 'Number of employees who received wages … for the pay period including Sept. 12: 14'.
  ['count', /\bnumber of [\p{L}-]+\b[^:\n]{0,100}:\s*\d[\d,]*\b/iu],
  // The length of an engagement: 'a North American tour of 12 weeks', 'a run of 40 performances'.
  ['count', /\b(?:tour|run|season|engagement|residency|term|contract) of \d+ (?:weeks|months|days|nights|dates)\b/iu],
  // A change by a share: 'has cut failed payments by 22%', 'raising yield by 4 percent'; an occupancy or a rate: 'an average occupancy of 96%'.
  ['count', /\b(?:cut|cuts|cutting|reduced?|reduces|reducing|increased?|increases|increasing|raised?|raises|raising|grew|grown|rose|fell|lowered|lowering|improved?|improving)\b[^.]{0,50}?\bby \d+(?:\.\d+)?\s?(?:%|percent)/iu],
  ['count', /\b(?:occupancy|capacity|attendance|utili[sz]ation|market share|share|rate) of \d+(?:\.\d+)?\s?%/iu],
  // A rank on a chart or a platform: '#2 among all titles in Canada'.
  ['selectivity', /#\d+ (?:among|in|on) (?:all |the )?[\p{L}-]+(?: (?!(?:in|on|of|for|at|by|to|and|the)\b)[\p{L}-]+)?/iu],
  // A share of a whole: 'being 100% of the issued shares', '94% of the lines'.
  ['count', /\b\d+(?:\.\d+)?\s?(?:%|percent) of (?:the |all |its |our )?[\p{L}-]+(?: (?!(?:in|on|of|for|at|by|to|and|the|are|is|was|were)\b)[\p{L}-]+)?/iu],
  // A body of a size ('a pastry brigade of 9', 'the longlist of 12'), a share in brackets ('1,000 shares (100%)', '(100% held by …)'), time
  // given to study ('30 hours of study').
  ['count', /\b(?:team|brigade|staff|crew|squad|group|longlist|shortlist|field|panel|jury|cohort|class|department) of \d[\d,]*\b(?! ?%)/iu],
  ['count', /(?<=\()\d+(?:\.\d+)?\s?%(?=\)|\s+(?:held|owned)\b)/u],
  ['count', /\b\d+ (?:hours|days|weeks) of (?:study|training|instruction|practice|coursework|learning|teaching)\b/iu],
  // A list's size in brackets beside its heading ('CREW LIST, version 4 (96 crew)'), and a table's total row ('Total | 23 | 23').
  ['count', /(?<=\()\d[\d,]* (?:crew|cast|staff|players|people|members|participants|delegates|entrants|guests|finalists)(?=\))/iu],
  ['count', /^\s*total\s*\|\s*\d[\d,]*(?=\s*(?:\||$))/imu],
  // A quantity in a unit of measure: '38 tonnes', '1,200 hectares'.
  ['count', /\b[\d,]*\d(?:\.\d+)? ?(?:tonnes|tons|kg|kilograms|km|kilometres|kilometers|hectares|acres|litres|liters|gallons|MW|GW|megawatts)\b/u],
  // Anything else counted: '37 eligible dossiers', '14 reviews of manuscripts', '18 member systems', '12 Professional
  // Development Hours', '9 million lead service lines' (a year, a bare span of time and a street number are not counts).
  // Not the last group of a number set with spaces ('40 000 readers' is one number, read whole or not at all).
  ['count', new RegExp(`(?<![\\p{L}\\d,.#/-])(?<!\\d )(?:(?:more than|over|nearly|almost|all) )?(?!(?:19|20)\\d\\d\\b)[\\d,]*\\d(?:\\.\\d+)?(?: (?:million|thousand|billion))? (?:(?:(?!${STOP}\\b)[\\p{L}-]+ |(?:\\p{Lu}\\.){2,} ){1,3}?(?!${STOP}\\b)${PLURAL}|(?!${STOP}\\b|${SPAN}\\b)${PLURAL})`, 'iu')],
];
const MAX_FIGURES = 8;

/**
 * 'Shows: 14', 'Reviews completed: 9', 'Unique viewers, first 28 days: 1.9 million', 'License number: 148210': a record's
 * labelled figure, perhaps with its unit's initials after it ('Professional Development Hours: 14.0 PDH').
 */
const LABELLED = /^\s*(\p{L}[\p{L}'’-]*(?:,? (?:\d+ )?\p{L}[\p{L}'’-]*){0,5}):\s+(?:(?:more than|over) )?([\d,]*\d(?:\.\d+)?(?: (?:million|thousand|billion)|%)?)(?=\s*(?:\(|·|\||$)|\s+\p{Lu}{2,5}\s*$)/imu;
/**
 * The same inside a sentence: a capitalised label of up to three words ('Tickets sold: 38,920, an average …', 'Performances:
 * 41 in 14 cities'), or a line set out with bars ('Downloads: 820,000 | Likes: 1,950'); a comma between digits is the number's.
 */
const LABELLED_INLINE = /(?<![\p{L}\d'’-])(\p{Lu}[\p{L}'’-]*(?: \p{Ll}[\p{L}'’-]*){0,2}):\s+(?:(?:more than|over) )?([\d,]*\d(?:\.\d+)?(?: (?:million|thousand|billion)|%)?)(?=\s*(?:\(|·|\||$|[,;](?!\d)|\.(?:\s|$)|\s+(?:in|across|at|over)\s))/u;
/** Labels whose number is not a figure: dates, addresses, telephone, a file's own reference. */
const NOT_FIGURE_LABEL = /\b(date|dated|year|tel|telephone|phone|fax|mobile|zip|postcode|post code|postal|suite|room|page|ref|reference|file|case|receipt|invoice|account|ext|no|p\.?o\.? box|box|time|issued|printed|expires?|expiration|born|birth|age)\b/i;
/** Since when a practice has used the work or the applicant has held the post: 'Since the 2021 season', 'In 2021 we replaced …'. */
const SINCE_YEAR = /\b(?:[Ss]ince (?:the )?(?:19|20)\d\d\b(?: (?:season|academic year|financial year))?|[Ii]n (?:19|20)\d\d(?= (?:we|they|the \p{L}+) (?:adopted|replaced|introduced|switched|began|started|deployed)\b))/u;
/** Kinds where 'since 2021' dates a use or a post a letter vouches for, not an award's history. */
const DATED_USE = new Set<FactKind>(['other', 'recommendation_letter', 'experience_letter', 'employment_letter']);

function figuresOf(sentences: PagedSentence[], kind: FactKind): Figure[] {
  const out: Figure[] = [];
  for (const s of sentences) {
    if (s.inReferences) continue;
    const taken: string[] = [];
    const first = LABELLED.exec(s.text);
    // A record's lines run together in one sentence ('… 2025 tour Performances: 41 in 14 cities. Tickets sold: 38,920, …').
    // A line set out with bars holds a label in each part ('Downloads: 820,000 | Likes: 1,950').
    const labels = first && !/\s\|\s/.test(s.text) ? [first] : [...s.text.matchAll(new RegExp(LABELLED_INLINE.source, 'gu'))];
    for (const labelled of labels) {
      if (NOT_FIGURE_LABEL.test(labelled[1]!) || /^(?:19|20)\d\d$/.test(labelled[2]!)) continue;
      out.push({ kind: 'count', value: `${labelled[1]!.trim()}: ${labelled[2]}`, sentence: s.text, page: s.page });
      taken.push(labelled[0].trim());
    }
    const since = DATED_USE.has(kind) ? SINCE_YEAR.exec(s.text) : null;
    if (since) out.push({ kind: 'count', value: since[0], sentence: s.text, page: s.page });
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
  const read = factKindOf(input.kind, input.text);
  const title = buildExhibitTitle({ text: input.text, fileName: input.fileName, mimeType: input.mimeType ?? null, kind: input.kind });
  // Read in its translation where it carries one (fact-translation.ts).
  const named = namedInTranslation(sentences, applicantSentences(sentences, input.applicantName));
  const signer = signerOf(sentences);
  const { subject, role, kind } = readSubject({ text: input.text, applicantName: input.applicantName, sentences, named, read, firstPage: pagesOf(input.text)[0] ?? '', signer: signer?.value });
  // The hand rules' issuer, overruled where the learned ranker is sure of another (decision 094).
  const handIssuer = issuerOf(kind, sentences, input.text);
  const issuer = learnedIssuer(kind, sentences, input.text, handIssuer);
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
    figures: figuresOf(sentences, kind),
    venue: venueOf(sentences),
    signer,
    filingReason: null,
    checks: [],
    userFields: [],
  };
  const readFrom = { text: input.text, sentences, fileName: input.fileName, mimeType: input.mimeType, recognised: input.kind, exhibitTitle: title, handTitle, handIssuer };
  return { ...sheet, checks: uncertainFacts(sheet, { applicantName: input.applicantName, roleWeak: role.weak, readFrom }) };
}
