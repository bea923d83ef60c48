/**
 * A name among those a page thanks (issue 32, eighth session, decision 084): a catalogue's acknowledgements that
 * thank 'the following … : A; B; her; C', a prize-winner who 'thanked his whole team by name, … to his pastry chef
 * X'. The page is about the exhibition or the one thanking; she helped, as a paralegal reads an acknowledgement.
 * She is thanked when the thanks come before her name; 'Dr. X thanked the jury' is her own thanks. Thanked alone for
 * what she did ('thanks X, who discovered the flaw') is credit for her work, not one of many thanked.
 */
import type { PagedSentence } from './fact-sentences';
import { fold, NAME, surnamesOf } from './fact-names';
import { escapeRegExp } from '../../../../src/contract/reg-exp';

const THANKS = /\b(?:thank(?:s|ed|ing)?|acknowledg\w*|grateful|gratitude)\b/g;
const ACKNOWLEDGEMENTS = /^\s*acknowledge?ments?\s*:?\s*$/i;

/** Others thanked with her: a group ('his whole team', 'the staff', 'the following') or two more people by name. */
const GROUP = /\b(?:team|brigade|crew|staff|colleagues|kitchen|everyone|all of|the following)\b/i;
const PERSON = new RegExp(NAME, 'gu');

function amongOthers(text: string, her: number, surnames: string[]): boolean {
  // Those thanked come after the last thanks before her name; who gives them ('Harbour Ovens thanks …') comes before.
  const at = Math.max(0, ...[...text.slice(0, her).matchAll(new RegExp(THANKS.source, 'gi'))].map((m) => m.index));
  const thanked = text.slice(at);
  const others = [...thanked.matchAll(PERSON)].filter((m) => m[0].split(/\s+/).length >= 2 && !surnames.some((s) => fold(m[0]).includes(s)));
  return GROUP.test(thanked) || others.length >= 2;
}

/** Where in the sentence the thanks are given, before her name, with others thanked beside her. */
function thankedIn(text: string, surnames: string[]): boolean {
  const folded = fold(text);
  const her = Math.min(...surnames.map((s) => folded.search(new RegExp(`(?<![a-z])${escapeRegExp(s)}(?![a-z])`))).filter((i) => i >= 0));
  const thanks = [...folded.matchAll(THANKS)].map((m) => m.index);
  return Number.isFinite(her) && thanks.some((at) => at < her) && amongOthers(text, her, surnames);
}

/**
 * 'list' when every sentence naming her thanks her among a run of names set apart by semicolons (acknowledgements),
 * 'team' when it thanks her in prose (one of someone's team), null when any sentence names her otherwise.
 */
export function onlyThanked(sentences: readonly PagedSentence[], named: readonly PagedSentence[], applicantName: string | undefined): 'list' | 'team' | null {
  const surnames = surnamesOf(applicantName);
  const own = named.filter((s) => !s.inReferences);
  const isList = (s: PagedSentence) => s.text.split(';').length >= 3;
  // A list set on its own line under the thanks that introduce it ('… the following for advice:') or an 'Acknowledgements' heading.
  const underThanks = (s: PagedSentence) => {
    const at = sentences.indexOf(s);
    const before = sentences.slice(0, Math.max(at, 0));
    const last = before[before.length - 1]?.text ?? '';
    return isList(s) && ((/:\s*$/.test(last) && new RegExp(THANKS.source).test(fold(last))) || before.some((b) => ACKNOWLEDGEMENTS.test(b.text)));
  };
  if (surnames.length === 0 || own.length === 0 || !own.every((s) => thankedIn(s.text, surnames) || underThanks(s))) return null;
  return own.every(isList) ? 'list' : 'team';
}
