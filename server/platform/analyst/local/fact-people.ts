/**
 * Whom a document is about and what the applicant's part in it is, read from the sentences that name
 * them: 'awarded to Prof. Wei Lin' names the recipient; 'among the guests was Dr. Maria Santos' names an
 * attendee. Names are matched by surname (and first initial when the document gives one).
 */
import type { ApplicantRole, FactKind } from '../../../../src/contract/fact-sheet';
import type { PagedSentence } from './fact-sentences';

const TITLE = '(?:(?:Dr|Prof|Professor|Mr|Mrs|Ms|Mx|Sir|Dame)\\.?\\s+)';
const NAME_WORD = "\\p{Lu}[\\p{Ll}'’-]+(?:-\\p{Lu}[\\p{Ll}]+)?";
/** 'Prof. Wei Lin', 'Dr. Maria K. Santos', 'Ana Ruiz': a title or two to four capitalised words. */
const NAME = `${TITLE}?${NAME_WORD}(?:\\s+(?:\\p{Lu}\\.|${NAME_WORD})){0,3}`;
const NOT_A_NAME = /^(The|This|That|These|Our|Its|It|We|He|She|They|Her|His|Their|A|An|In|On|At|For|With|Congratulations|Dear|Each|Every|All|Award|Prize|Committee|Society|Association|University|Institute)\b/;

export type Relation = 'received' | 'nominated' | 'elected' | 'written_about' | 'invited' | 'funded' | 'wrote';
type Pattern = { re: RegExp; relation: Relation };

const n = `(${NAME})`;
const PATTERNS: Partial<Record<FactKind, Pattern[]>> = {
  award: [
    { re: new RegExp(`\\b(?:awarded|presented|conferred|given|bestowed)\\s+(?:up)?on\\s+${n}`, 'u'), relation: 'received' },
    { re: new RegExp(`\\b(?:awarded|presented|conferred|given|bestowed|goes|went)\\s+to\\s+${n}`, 'u'), relation: 'received' },
    { re: new RegExp(`\\b(?:certif(?:y|ies)|certified) that\\s+${n}`, 'u'), relation: 'received' },
    { re: new RegExp(`${n},?\\s+(?:[^.]{0,60}?,\\s+)?(?:has been|was|is|were|have been)\\s+(?:awarded|named|selected as|chosen as|presented with|honou?red|recogni[sz]ed)\\b`, 'u'), relation: 'received' },
    { re: new RegExp(`${n},?\\s+(?:[^.]{0,60}?,\\s+)?(?:won|wins|received|receives|accepted|accepts)\\s+(?:the|a|an|this)\\b`, 'u'), relation: 'received' },
    { re: new RegExp(`\\b(?:[Ww]inner|[Rr]ecipient|[Ll]aureate)s?(?: of [^.:]{0,60})?(?:\\s+(?:is|was)|:)\\s+${n}`, 'u'), relation: 'received' },
    { re: new RegExp(`\\b[Cc]ongratulat\\w*\\s+(?:to\\s+)?${n}`, 'u'), relation: 'received' },
  ],
  nomination: [
    { re: new RegExp(`\\b[Nn]ominat(?:e|ing)\\s+${n}`, 'u'), relation: 'nominated' },
    { re: new RegExp(`${n},?\\s+(?:[^.]{0,60}?,\\s+)?(?:has been|was|is)\\s+nominated\\b`, 'u'), relation: 'nominated' },
    { re: new RegExp(`\\b[Nn]omination of\\s+${n}`, 'u'), relation: 'nominated' },
    { re: new RegExp(`\\b[Nn]ominee\\s*:\\s*${n}`, 'u'), relation: 'nominated' },
  ],
  shortlist: [
    { re: new RegExp(`${n},?\\s+(?:[^.]{0,60}?,\\s+)?(?:has been|was|is|were|are)\\s+(?:shortlisted|short-listed|longlisted|named (?:a|as a|among the) finalists?|selected as (?:a )?finalists?)\\b`, 'u'), relation: 'nominated' },
    { re: new RegExp(`\\b(?:[Ss]hortlist|[Ff]inalists?)\\b[^.:]{0,40}(?:\\s+(?:is|are|include)|:)\\s+${n}`, 'u'), relation: 'nominated' },
  ],
  grant: [
    { re: new RegExp(`\\b(?:[Pp]rincipal [Ii]nvestigator|PI|[Ll]ead [Ii]nvestigator|[Gg]rant [Hh]older|[Aa]wardee)\\s*(?:\\(PI\\))?\\s*[:–-]\\s*${n}`, 'u'), relation: 'funded' },
    { re: new RegExp(`${n},?\\s+(?:[^.]{0,60}?,\\s+)?(?:is|as|will serve as) (?:the )?principal investigator\\b`, 'u'), relation: 'funded' },
  ],
  membership: [
    { re: new RegExp(`${n},?\\s+(?:[^.]{0,60}?,\\s+)?(?:has been|was|is|were|have been)\\s+(?:elected|admitted|inducted|elevated)\\b`, 'u'), relation: 'elected' },
    { re: new RegExp(`\\b(?:elected|admitted|inducted|welcome)\\s+${n}`, 'u'), relation: 'elected' },
  ],
  review_record: [{ re: new RegExp(`^Dear\\s+${n}`, 'u'), relation: 'invited' }],
};

export type Mention = { name: string; sentence: PagedSentence; relation: Relation };

function cleanName(raw: string): string | undefined {
  const name = raw.trim().replace(/[,.]$/, '');
  if (NOT_A_NAME.test(name)) return undefined;
  const words = name.replace(new RegExp(`^${TITLE}`, 'u'), '').split(/\s+/);
  // A single word after a title is a surname ('Prof. Lin'); alone, it could be anything ('Winner').
  return words.length >= 2 || new RegExp(`^${TITLE}`, 'u').test(name) ? name : undefined;
}

/** The subject the kind's sentences name: the first of them, in the document's order. */
export function subjectMention(kind: FactKind, sentences: PagedSentence[]): Mention | undefined {
  const patterns = PATTERNS[kind] ?? [];
  for (const sentence of sentences) {
    if (sentence.inReferences) continue;
    for (const { re, relation } of patterns) {
      const name = cleanName(re.exec(sentence.text)?.[1] ?? '');
      if (name) return { name, sentence, relation };
    }
  }
  return undefined;
}

/**
 * How `name` (as a document writes it) matches the applicant: 'full' (first name and surname), 'initial'
 * ('M. Santos'), 'surname' ('Dr. Santos'), 'other' (her surname with another first name), 'none'.
 */
export type NameMatch = 'full' | 'initial' | 'surname' | 'other' | 'none';

export function applicantNameMatch(name: string, applicantName: string | undefined): NameMatch {
  const own = (applicantName ?? '').trim().split(/\s+/).filter((w) => w.length > 1);
  const surname = own[own.length - 1]?.toLowerCase();
  if (!surname) return 'none';
  const words = name.replace(new RegExp(`^${TITLE}`, 'u'), '').split(/\s+/);
  if (words[words.length - 1]?.toLowerCase().replace(/[’']s$/, '') !== surname) return 'none';
  const first = words.length > 1 ? words[0]!.replace(/\.$/, '') : undefined;
  const ownFirst = own.length > 1 ? own[0]! : undefined;
  if (!first || !ownFirst) return 'surname';
  if (first.length === 1) return first.toLowerCase() === ownFirst.charAt(0).toLowerCase() ? 'initial' : 'other';
  return first.toLowerCase() === ownFirst.toLowerCase() ? 'full' : 'other';
}

/** Whether `name` (as a document writes it) is the applicant: same surname, and no first name that differs. */
export function isApplicantName(name: string, applicantName: string | undefined): boolean {
  const match = applicantNameMatch(name, applicantName);
  return match === 'full' || match === 'initial' || match === 'surname';
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The sentences that name the applicant (by surname, as a whole word). */
export function applicantSentences(sentences: PagedSentence[], applicantName: string | undefined): PagedSentence[] {
  const own = (applicantName ?? '').trim().split(/\s+/).filter((w) => w.length > 1);
  const surname = own[own.length - 1];
  if (!surname) return [];
  const re = new RegExp(`(?<![\\p{L}])${escape(surname)}(?![\\p{L}])`, 'iu');
  return sentences.filter((s) => re.test(s.text));
}

// Each role's cue words; those in `weak` name the role less surely ('partners', 'audience', 'noted'), and a role read
// from them alone is flagged for the user to check (decision 060).
const ROLE_CUES: Array<[Exclude<ApplicantRole, 'subject' | 'none'>, { strong: RegExp; weak?: RegExp }]> = [
  ['nominee', { strong: /\b(nominat\w*|shortlist\w*|short-listed|finalists?)\b/i }],
  ['collaborator', { strong: /\b(collaborat\w*|co-investigators?|co-I)\b/i, weak: /\bpartners?\b/i }],
  ['co_author', { strong: /\b(co-?authors?|co-?authored)\b/i, weak: /\bet al\b/i }],
  [
    'attendee',
    {
      strong: /\b(attend\w*|guests?|in attendance|among those present|present at the)\b/i,
      weak: /\b(audience|participants?|delegates?|registered|joined (us|the) (for|at))\b/i,
    },
  ],
  ['quoted', { strong: /\b(said|says|told|according to|who (was|is) not involved)\b/i, weak: /\b(comment\w*|explained|noted|remarked)\b/i }],
];
const cueOf = (cue: { strong: RegExp; weak?: RegExp }, text: string) => cue.strong.test(text) || Boolean(cue.weak?.test(text));

/** The parts in someone else's achievement a sentence gives by its words alone ('attended', 'nominated', 'co-investigator'). */
export function roleCues(sentence: string): Array<Exclude<ApplicantRole, 'subject' | 'none'>> {
  return ROLE_CUES.filter(([, cue]) => cueOf(cue, sentence)).map(([role]) => role);
}

/** 'Santos, M.', 'Santos et al. (2021)', '(Santos, 2021)': how a citation names an author. */
function isCitation(text: string, surname: string): boolean {
  const s = escape(surname);
  return new RegExp(`${s},\\s+\\p{Lu}\\.|${s}\\s+et al\\.?|\\(${s},?\\s+(?:19|20)\\d{2}|${s}\\s+\\((?:19|20)\\d{2}\\)`, 'u').test(text);
}

/**
 * The applicant's part in a document about someone else, the sentence that shows it, and whether that sentence
 * shows it only by a weak cue.
 */
export function applicantRole(named: PagedSentence[], applicantName: string | undefined): { role: ApplicantRole; sentence: PagedSentence | undefined; weak?: boolean } {
  if (named.length === 0) return { role: 'none', sentence: undefined };
  const surname = (applicantName ?? '').trim().split(/\s+/).pop() ?? '';
  const own = named.filter((s) => !s.inReferences);
  if (own.length === 0 || own.every((s) => isCitation(s.text, surname))) return { role: 'cited', sentence: named[0] };
  for (const [role, cue] of ROLE_CUES) {
    if (!own.some((s) => cueOf(cue, s.text))) continue;
    // The surest sentence of the role is the one kept.
    const strong = own.find((s) => cue.strong.test(s.text));
    return { role, sentence: strong ?? own.find((s) => cueOf(cue, s.text)), weak: !strong };
  }
  return { role: 'none', sentence: own[0] };
}
