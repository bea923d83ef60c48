/**
 * The relationship the user typed, said by the recommender. The user usually
 * types a label or a fragment ('PhD advisor 2015-2019', 'Independent expert;
 * never collaborated', 'Co-author on two papers'); the letter needs it as the
 * recommender would write it ('I was Maya Okafor's PhD advisor from 2015 to
 * 2019.'). Each part is turned into a sentence only when its shape is known, so
 * the sentence says what the user said and no more; a part that cannot be turned
 * is left out of the letter and named in the notes, for the user to write in
 * their own words. The typed text is never pasted after a label.
 */
import { endSentence } from './text';
import { escapeRegExp } from '../../../../src/contract/reg-exp';

type RelationshipVoice = {
  /** One or two first-person sentences; never empty for a non-empty relationship. */
  text: string;
  /** Whether a sentence already says the recommender never worked with the applicant. */
  saysNever: boolean;
  /** Whether a sentence already says how the recommender knows the work. */
  saysHowKnown: boolean;
  /** Nothing typed could be said: text is the neutral sentence. */
  neutral: boolean;
  /** Parts of the typed relationship the letter does not say, for the user to add. */
  notes: string[];
};

// The recommender's role over the applicant's work: 'I was her advisor'.
const LEAD_ROLES = [
  'phd advisor', 'phd adviser', 'phd supervisor', 'doctoral advisor', 'doctoral adviser', 'doctoral supervisor', 'thesis advisor', 'thesis adviser',
  'thesis supervisor', 'postdoctoral advisor', 'postdoc advisor', 'postdoctoral supervisor', 'postdoc supervisor', 'research advisor', 'research supervisor',
  'master\'s advisor', 'masters advisor', 'advisor', 'adviser', 'supervisor', 'line manager', 'manager', 'engineering manager', 'director', 'team lead',
  'team leader', 'group leader', 'lab head', 'head of lab', 'principal investigator', 'mentor', 'employer', 'head of department',
];
// Roles shared by both: 'we are co-authors'.
const PEER_ROLES: Record<string, string> = {
  'co-author': 'co-authors', coauthor: 'co-authors', 'co author': 'co-authors', colleague: 'colleagues', collaborator: 'collaborators',
  'co-investigator': 'co-investigators', 'co-founder': 'co-founders', cofounder: 'co-founders', teammate: 'teammates', 'lab mate': 'lab mates',
  labmate: 'lab mates', 'fellow researcher': 'fellow researchers',
};
const alt = (words: string[]) => words.map((w) => escapeRegExp(w).replace(/[- ]/g, '[- ]?')).join('|');
const PEER_KEYS = Object.keys(PEER_ROLES).sort((a, b) => b.length - a.length);
const LEADS = [...LEAD_ROLES].sort((a, b) => b.length - a.length);

const PAST = /^(former|previous|ex-|ex |one-time|past)\s*/i;
const YEARS = /\b((?:19|20)\d\d)\s*(?:-|–|—|to|until)\s*((?:19|20)\d\d|present|now|today)\b/i;
// What may follow a role and be said as it is: where, on what, when.
const TAIL = /^(?:(?:at|of|in|on|for|from|during|with|since)\s+[\p{L}\p{N}][\p{L}\p{N}\s.,&'’()-]*|(?:19|20)\d\d(?:\s*(?:-|–|—|to|until)\s*(?:(?:19|20)\d\d|present|now|today))?)?$/iu;

function years(tail: string): { tail: string; ended: boolean } {
  const m = YEARS.exec(tail);
  if (!m) return { tail, ended: false };
  const open = /present|now|today/i.test(m[2]!);
  const said = open ? `since ${m[1]}` : `from ${m[1]} to ${m[2]}`;
  return { tail: tail.replace(m[0], said).replace(/\s+/g, ' '), ended: !open };
}

// An unprefixed place after a comma ('Supervisor, 2012-2016, University of Toronto') is where it was.
function tailOf(raw: string): string | null {
  const pieces = raw.split(/,\s*/).filter(Boolean);
  const out: string[] = [];
  for (const piece of pieces) {
    if (TAIL.test(piece)) out.push(piece);
    else if (/^(?:the\s+)?\p{Lu}[\p{L}\p{N}.&'’-]*(?:\s+(?:of|for|and|&|the|\p{Lu}[\p{L}\p{N}.&'’-]*))*$/u.test(piece)) out.push(`at ${piece}`);
    else return null;
  }
  return out.join(', ');
}

function roleSentence(part: string, applicant: string): string | null {
  const past = PAST.test(part);
  const rest = part.replace(PAST, '').replace(/^(an?|the|my|her|his|their)\s+/i, '');
  const peer = new RegExp(`^(${alt(PEER_KEYS)})s?\\b\\s*(.*)$`, 'i').exec(rest);
  const lead = peer ? null : new RegExp(`^(${alt(LEADS)})\\b\\s*(.*)$`, 'i').exec(rest);
  const m = peer ?? lead;
  if (!m) return null;
  const tailRaw = tailOf(m[2]!.trim().replace(/^,\s*/, ''));
  if (tailRaw === null) return null;
  const { tail, ended } = years(tailRaw);
  const was = past || ended;
  const since = /\bsince\b/i.test(tail);
  const after = tail ? ` ${/^(19|20)\d\d$/.test(tail) ? `in ${tail}` : tail}` : '';
  if (peer) {
    const key = PEER_KEYS.find((k) => new RegExp(`^(${alt([k])})$`, 'i').test(m[1]!))!;
    return `${applicant} and I ${was ? 'were' : since ? 'have been' : 'are'} ${PEER_ROLES[key]}${after}.`;
  }
  return `I ${was ? 'was' : since ? 'have been' : 'am'} ${applicant}'s ${m[1]!.toLowerCase().replace(/^phd/, 'PhD')}${after}.`;
}

const NEVER_MET = 'We have never met.';

// 'never collaborated', 'have never worked together', 'no collaboration', 'never met'.
function negationSentence(part: string, applicant: string): string | null {
  const p = part.toLowerCase().replace(/^(we|i)\s+/, '').replace(/^(have|had)\s+/, '');
  if (/^(?:have\s+)?never\s+met(?:\s+(?:in person|personally))?$/.test(p)) return NEVER_MET;
  const never = /^(?:never|not)\s+(?:(?:worked|collaborated|published|co-?authored)(?:\s+(?:or|and|nor)\s+(?:worked|collaborated|published|co-?authored))*)(?:\s+(?:together|with\s+(?:her|him|them|the applicant)))?$/.exec(p);
  if (never) {
    const verbs = p.match(/worked|collaborated|published|co-?authored/g)!;
    return `I have never ${verbs.join(' or ')} with ${applicant}.`;
  }
  if (/^no\s+(?:prior\s+|direct\s+|past\s+|professional\s+)*(?:collaboration|joint work|co-?authorship|working relationship)s?$/.test(p)) return `I have never collaborated with ${applicant}.`;
  if (/^(?:no|not)\s+(?:personal\s+)?(?:relationship|connection|affiliation|ties?)$/.test(p)) return `I have no professional tie to ${applicant}.`;
  return null;
}

// 'Co-authored two papers with her', 'Collaborated on the Human Cell Atlas', 'Worked together at Google'.
function sharedWorkSentence(part: string, applicant: string): string | null {
  const m = /^(co-?authored|collaborated|worked together|published together)\b\s*(.*?)\s*(?:with\s+(?:her|him|them))?$/i.exec(part);
  if (!m) return null;
  const rest = m[2]!.trim();
  if (/\b(?:i|me|my|we|our|us|her|his|him|their|them|she|he|they)\b/i.test(rest) || (rest && !/^[\p{L}\p{N}][\p{L}\p{N}\s.,&'’()-]*$/u.test(rest))) return null;
  const verb = m[1]!.toLowerCase().replace(/^coauthored$/, 'co-authored');
  return `${applicant} and I ${verb}${rest ? ` ${rest}` : ''}.`;
}

function knowSentence(part: string, applicant: string): string | null {
  const m = /^(?:i\s+)?(?:only\s+)?(?:know|knows|known)\s+(?:of\s+)?(?:her|his|their|the applicant's)?\s*work\s+(?:only\s+)?(?:through|from)\s+(?:her|his|their|its)?\s*(publications?|papers?|talks?|reputation|products?)$/i.exec(part);
  if (m) return `I know ${applicant}'s work ${m[1]!.toLowerCase() === 'reputation' ? 'by its reputation' : `through ${m[1]!.toLowerCase().replace(/^(publication|paper|talk|product)$/, '$1s')}`}.`;
  return null;
}

function expertSentence(part: string): string | null {
  if (/^independent(?:ly)?$/i.test(part)) return 'I write as an independent expert in the field.';
  const m = /^(?:an?\s+)?(independent\s+)?(expert|reviewer|researcher|scientist|specialist|authority)(\s+in\s+(?:the\s+)?[\p{L}\s,&-]{2,60})?$/iu.exec(part);
  if (!m) return null;
  const field = m[3] ? m[3].trim() : 'in the field';
  return `I write as ${m[1] ? 'an independent' : /^[aeiou]/i.test(m[2]!) ? 'an' : 'a'} ${m[2]!.toLowerCase()} ${field.replace(/^in\s+/i, 'in ')}.`;
}

/**
 * The typed relationship as one or two first-person sentences, with the parts it
 * could not say faithfully in notes. A relationship already written in the first
 * person ('I supervised her thesis') is the recommender's own sentence and is kept.
 */
export function relationshipInVoice(relationship: string, applicant: string, independent: boolean): RelationshipVoice {
  const rel = relationship.trim().replace(/\s+/g, ' ');
  if (!rel) return { text: '', saysNever: false, saysHowKnown: false, neutral: true, notes: [] };
  if (/^(i|we)\b/i.test(rel)) {
    return { text: endSentence(rel.charAt(0).toUpperCase() + rel.slice(1)), saysNever: /\b(never|not|n't)\s+(worked|collaborated|published|co-?authored)/i.test(rel), saysHowKnown: /\bknow\b.*\bwork\b/i.test(rel), neutral: false, notes: [] };
  }
  const parts = rel
    .split(/\s*[;\n]\s*|(?<!\b(?:Dr|Prof|Mr|Mrs|Ms|St|Jr|Sr|\p{Lu}))\.\s+|,\s+(?=(?:and\s+)?(?:never|not|no|we|i|know|known)\b)|\s+and\s+(?=(?:have\s+)?never\b|we\b)/iu)
    .map((p) => p.replace(/[.;,]+$/, '').trim())
    .filter(Boolean);
  const said: string[] = [];
  const left: string[] = [];
  let saysNever = false;
  let saysHowKnown = false;
  for (const part of parts) {
    const neg = negationSentence(part, applicant);
    // 'We have never met' does not say they never worked together.
    if (neg && neg !== NEVER_MET) saysNever = true;
    const know = neg ? null : knowSentence(part, applicant);
    if (know) saysHowKnown = true;
    const s = neg ?? know ?? sharedWorkSentence(part, applicant) ?? roleSentence(part, applicant) ?? expertSentence(part);
    if (s && !said.includes(s)) said.push(s);
    else if (!s) left.push(part);
  }
  const kept = said.slice(0, 2);
  const neutral = kept.length === 0;
  left.push(...said.slice(2).map((s) => s.replace(/\.$/, '')));
  if (kept.length === 0) kept.push(independent ? 'I write as an independent expert in the field.' : `I write from what I know of ${applicant}'s work.`);
  const notes = left.length === 0 ? [] : [`The letter does not repeat this part of the relationship you gave: '${left.join('; ')}'. Add it in the recommender's own words, if it is right to.`];
  return { text: kept.join(' '), saysNever, saysHowKnown, neutral, notes };
}
