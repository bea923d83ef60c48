/**
 * Her part in a document about someone else, by the form a paralegal names it (issue 32, decision 135), read before
 * and beside the role's cue words (fact-people.ts): a co-author on a prized paper's author line, a scholar whose
 * research someone else's story draws on, a colleague the winner thanks for her work, a speaker at someone else's
 * ceremony (the laudatio, the toast, the vote of thanks; one of those who travelled to it). And where a nominee's cue
 * word is not hers: another person's epithet ('the junior finalist Kert Mägi') or her own act ('nominated by Dr X', X
 * being her) does not make her a nominee.
 */
import type { ApplicantRole } from '../../../../src/contract/fact-sheet';
import type { PagedSentence } from './fact-sentences';
import { fold, INITIALLED } from './fact-names';
import { escapeRegExp } from '../../../../src/contract/reg-exp';

type Part = { role: ApplicantRole; sentence: PagedSentence };

/** Where her surnames stand in the folded sentence: [start, end] of each. */
function herSpans(folded: string, surnames: readonly string[]): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const s of surnames) {
    for (const m of folded.matchAll(new RegExp(`(?<![a-z])${escapeRegExp(s)}(?![a-z])`, 'g'))) spans.push([m.index, m.index + s.length]);
  }
  return spans;
}

const NOMINEE_WORD = /\b(?:nominat(?!ors?\b)\w*|shortlist\w*|short-listed|longlist\w*|long-listed|semi-?finalists?|finalists?)\b/gi;
/** A nominee's word that is not hers: another person's epithet ('finalist Kert Mägi'), or the nomination she made ('nominated by Dr X', X her). */
export function nomineeWordHers(text: string, surnames: readonly string[]): boolean {
  const folded = fold(text);
  const spans = herSpans(folded, surnames);
  for (const m of text.matchAll(NOMINEE_WORD)) {
    const after = text.slice(m.index + m[0].length);
    const next = /^\s+((?:\p{Lu}[\p{L}'’-]+\s*){1,3})/u.exec(after)?.[1];
    if (next && !surnames.some((s) => fold(next).includes(s))) continue;
    const by = /^\s+by\s+/.exec(after);
    if (by && spans.some(([start]) => start >= m.index + m[0].length && start <= m.index + m[0].length + by[0].length + 30)) continue;
    return true;
  }
  return false;
}

/** An author line of three names or more, each initials and a surname, set in brackets or after a work's quoted title. */
const AUTHOR_RUN = new RegExp(`(?:\\(|["”]\\s*[—–-]?\\s*)(${INITIALLED}(?:,\\s*(?:and\\s+)?${INITIALLED}){2,})`, 'gu');

function onAuthorLine(text: string, surnames: readonly string[]): boolean {
  return [...text.matchAll(AUTHOR_RUN)].some((m) => herSpans(fold(m[1]!), surnames).length > 0);
}

/** Her research drawn on, before her name: 'drawing on the archive research of the historian X', 'building on work by X'. */
const DRAWN_ON = /\b(?:draw(?:ing|s|n)?|drew|build(?:ing|s)?|built|rel(?:ying|ies|ied)|based|cit(?:ing|es|ed))\s+(?:on\s+|upon\s+)?(?:the\s+)?(?:[a-z-]+\s+){0,3}?(?:research|work|study|studies|data|findings|survey|analysis|archive|records?|ledgers?|book|paper|report|model|maps?)\s+(?:of|by)\s+[^.;]{0,60}$/;
/** The winner thanking her by her credit, just before her name: 'I thank my sound recordist, X', 'thanked costume designer X'. */
const THANKED = /\bthank(?:s|ed|ing)?\s+["“]?(?:(?:my|his|her|their|our|the)\s+)?(?:\p{Ll}[\p{L}-]*\s+){0,2}\p{Ll}[\p{L}-]*,?\s+(?:(?:Dr|Prof|Mr|Mrs|Ms|Mx)\.?\s+)?(?:\p{Lu}[\p{L}'’-]*\s+){0,3}$/u;
/** Her part in someone else's ceremony: she gave its laudatio, toast or vote of thanks, or travelled to it with others. */
const CEREMONY_PART = /\b(?:laudatio|laudation|vote of thanks|eulogy|(?:proposed|gave|raised) (?:a|the) toast|(?:travell?ed|went|came|flew|drove)\s+(?:[a-z]+\s+){0,2}to the (?:ceremony|gala|reception|awards? (?:ceremony|dinner|evening)|presentation))\b/;

/**
 * Her part where the sentence's form says it, before the cue words are read; undefined where none does. An author line
 * and a winner's thanks are read only where the document's subject is someone else (`another`): with none found, her
 * part would be all the filing has to go on.
 */
export function partByForm(own: readonly PagedSentence[], surnames: readonly string[], another: boolean): Part | undefined {
  const read = (test: (folded: string, spans: Array<[number, number]>, s: PagedSentence) => boolean) =>
    own.find((s) => {
      const folded = fold(s.text);
      return test(folded, herSpans(folded, surnames), s);
    });
  const authored = another ? own.find((s) => onAuthorLine(s.text, surnames)) : undefined;
  if (authored) return { role: 'co_author', sentence: authored };
  const drawnOn = read((f, spans) => spans.some(([start]) => DRAWN_ON.test(f.slice(0, start))));
  if (drawnOn) return { role: 'cited', sentence: drawnOn };
  // Read in the sentence as written, where a credit's lower case tells it from a name (folding keeps each letter's place).
  const thanked = another ? read((_, spans, s) => spans.some(([start]) => THANKED.test(s.text.slice(0, start)))) : undefined;
  if (thanked) return { role: 'collaborator', sentence: thanked };
  const ceremony = read((f) => CEREMONY_PART.test(f));
  if (ceremony) return { role: 'attendee', sentence: ceremony };
  return undefined;
}
