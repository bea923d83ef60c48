/**
 * What a document's form says of whether it is about the applicant (decision 099), as features a learned judge weighs
 * beside the hand rules' answer: where and how often it names her, what the sentences that name her do (congratulate,
 * quote, award, list, sign), whether another person is named as a recipient, and how many other people it names. No
 * feature names a word of any set's people or bodies.
 */
import type { ApplicantRole, FactKind, FactSheet } from '../../../../src/contract/fact-sheet';
import { cleanName, isApplicantName, NAME, surnamesOf } from './fact-names';
import { escapeRegExp } from '../../../../src/contract/reg-exp';
import { roleCues, subjectMention } from './fact-people';
import type { PagedSentence } from './fact-sentences';

export type SubjectFeatures = Record<string, number>;

/** What the hand rules read: the kind, the subject and her role. */
type HandReading = { kind: FactKind; subject: FactSheet['subject']; role: ApplicantRole };

const bucket = (n: number, edges: readonly number[]) => {
  const at = edges.findIndex((e) => n <= e);
  return at < 0 ? `>${edges[edges.length - 1]}` : String(edges[at]);
};

const PERSON_TITLE = /^(?:Dr|Prof|Professor|Mr|Mrs|Ms|Mx)\.?\s/;
const NOT_PERSON = /\b(Institute|University|College|School|Council|Foundation|Society|Association|Academy|Museum|Gallery|Ltd|Inc|LLC|Group|Centre|Center|Company|Trust|Agency|Department|Ministry|Prize|Award|Awards|Medal|Festival|News|Times|Journal|Review|Press|Theatre|Theater|Hall|Street|Road|Avenue|Commission|Board|Programme|Program|Project|Fund|Laboratory|Hospital|National|International|Royal)\b/;

/** The people a document names in full, not her: distinct, in the order first named, with the sentence of each. */
function otherPeople(sentences: readonly PagedSentence[], applicantName: string | undefined): Array<{ name: string; at: number }> {
  const seen = new Map<string, number>();
  const re = new RegExp(`(?<![\\p{L}])${NAME}`, 'gu');
  sentences.forEach((s, at) => {
    if (s.inReferences) return;
    for (const m of s.text.matchAll(re)) {
      const name = cleanName(m[0]);
      if (!name || NOT_PERSON.test(name) || isApplicantName(name, applicantName)) continue;
      const words = name.replace(/^(?:Dr|Prof|Professor|Mr|Mrs|Ms|Mx|Sir|Dame)\.?\s+/, '').split(/\s+/);
      if (words.length < 2 && !PERSON_TITLE.test(name)) continue;
      const key = words[words.length - 1]!.toLowerCase();
      if (!seen.has(key)) seen.set(key, at);
    }
  });
  return [...seen].map(([name, at]) => ({ name, at }));
}

/** Her name in a sentence's own words, as a pattern (any of her surnames, accents aside by the caller's folding). */
function herPattern(applicantName: string | undefined): RegExp | undefined {
  const surnames = surnamesOf(applicantName);
  return surnames.length ? new RegExp(`(?<![\\p{L}])(?:${surnames.map(escapeRegExp).join('|')})(?![\\p{L}])`, 'iu') : undefined;
}
const folded = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');

/** What the sentences that name her say of her part, by the words around her name. */
const AROUND: Array<[string, RegExp, 'before' | 'after' | 'sentence']> = [
  ['congratulated', /\bcongratulat\w*\s+(?:to\s+)?(?:\S+\s+){0,3}$/i, 'before'],
  ['awarded to her', /\b(?:awarded|presented|conferred|given|goes|went|bestowed)\s+(?:up)?(?:to|on)\s+(?:\S+\s+){0,2}$/i, 'before'],
  ['she won', /^(?:\s*\S+){0,3}?\s*,?\s*(?:who\s+)?(?:has\s+|have\s+)?(?:won|wins|received|receives|has been awarded|was awarded|is awarded|is the (?:recipient|winner)|was named|has been named|was elected|has been elected|is elected|was selected|has been selected|takes home|took home|picks up|picked up)\b/i, 'after'],
  ['she said', /^[^.]{0,40}?\b(?:said|says|told|added|explained|noted)\b/i, 'after'],
  ['said before her', /\b(?:said|says|according to)\s+(?:\S+\s+){0,2}$/i, 'before'],
  ['by her', /(?:^|\s)(?:[Bb]y|[Ww]ritten by|[Ff]rom)\s+(?:\S+\s+){0,2}$/, 'before'],
  ['dear her', /(?:^|\s)Dear\s+(?:\S+\s+){0,2}$/, 'before'],
  ['with her', /\b(?:with|alongside|and|joined by)\s+(?:\S+\s+){0,2}$/i, 'before'],
  ['nominated her', /\bnominat\w*\s+(?:\S+\s+){0,3}$/i, 'before'],
  ['her paper', /^[^.]{0,30}?(?:et al\b|\(\d{4}\))/i, 'after'],
  ['quotation', /["“][^"”]{20,}["”]/, 'sentence'],
  ['you', /\b(?:you|your)\b/i, 'sentence'],
  ['we', /\b(?:we|our)\b/i, 'sentence'],
];

/** A sentence that runs three names or more together with commas: an author line, a list of guests, a team. */
const RUN_OF_NAMES = new RegExp(`(?:${NAME}(?:\\s*\\([^)]{0,30}\\))?\\s*(?:,|;|\\band\\b|&)\\s*){2,}${NAME}`, 'u');

export function subjectFeatures(hand: HandReading, sentences: readonly PagedSentence[], named: readonly PagedSentence[], applicantName: string | undefined): SubjectFeatures {
  const f: SubjectFeatures = { bias: 1 };
  const on = (name: string, v = 1) => {
    f[name] = (f[name] ?? 0) + v;
  };
  const state = hand.subject === null ? 'none' : hand.subject.isApplicant ? 'hers' : 'another';
  on(`hand ${state}`);
  on(`kind ${hand.kind}`);
  on(`kind ${hand.kind} × hand ${state}`);
  on(`role ${hand.role}`);
  if (hand.subject) on(`relation ${hand.subject.relation} × hand ${state}`);
  if (hand.subject && !hand.subject.isApplicant) on(PERSON_TITLE.test(hand.subject.value) || !NOT_PERSON.test(hand.subject.value) ? 'another is a person' : 'another is a body');
  const own = sentences.filter((s) => !s.inReferences);
  const hers = named.filter((s) => !s.inReferences);
  on(`named ${bucket(hers.length, [0, 1, 2, 4, 8])}`);
  if (named.length > hers.length) on(hers.length ? 'named in references too' : 'named only in references');
  if (own.length) on('named share', hers.length / own.length);
  const first = hers[0] ? own.indexOf(hers[0]) : -1;
  if (first >= 0) {
    on(`first named at ${bucket(first, [0, 2, 5, 10, 20])}`);
    on('first named at (share)', first / Math.max(1, own.length));
  }
  const re = herPattern(applicantName);
  for (const s of hers) {
    const text = folded(s.text);
    const m = re?.exec(text);
    if (!m) continue;
    const before = text.slice(0, m.index);
    const after = text.slice(m.index + m[0].length);
    for (const [name, cue, where] of AROUND) {
      const hit = where === 'before' ? cue.test(before) : where === 'after' ? cue.test(after) : cue.test(text);
      if (hit && !f[`her sentence: ${name}`]) on(`her sentence: ${name}`);
    }
    if (RUN_OF_NAMES.test(s.text) && !f['her sentence: run of names']) on('her sentence: run of names');
    for (const role of roleCues(s.text)) if (!f[`her sentence cue: ${role}`]) on(`her sentence cue: ${role}`);
  }
  if (hers[0] && RUN_OF_NAMES.test(hers[0].text)) on('first naming: run of names');
  if (hers[0] && own.indexOf(hers[0]) < 8 && hers[0].text.split(/\s+/).length <= 12) on('first naming: short top line');
  // Whom the document names as receiving, elected or funded, by its kind's sentences and by an award's.
  for (const [label, kind] of [['kind', hand.kind], ['award', 'award'], ['other', 'other']] as const) {
    const mention = subjectMention(kind, [...sentences], applicantName ? (name) => isApplicantName(name, applicantName) : undefined);
    if (mention) on(`${label} mention: ${isApplicantName(mention.name, applicantName) ? 'hers' : 'another'} ${mention.relation}`);
  }
  const others = otherPeople(sentences, applicantName);
  on(`other people ${bucket(others.length, [0, 1, 2, 4, 8])}`);
  if (first >= 0 && others.some((o) => o.at < first)) on('another named before her');
  on(`sentences ${bucket(own.length, [5, 10, 20, 40])}`);
  return f;
}
