import { fold, surnamesOf } from './fact-names';
import { escapeRegExp } from '../../../../src/contract/reg-exp';

/**
 * 'worked out by Sam Okafor-Reyes', 'Rousseau-Tan and her team have found', "Moradi's method": the story is
 * her work, however few times it names her. An outside expert 'who was not involved' is not.
 */
export function isAgent(sentence: string, applicantName: string | undefined): boolean {
  const surnames = surnamesOf(applicantName);
  const text = fold(sentence);
  if (surnames.length === 0 || /\bnot involved\b|\bindependent expert\b/.test(text)) return false;
  const s = `(?:${surnames.map(escapeRegExp).join('|')})`;
  return new RegExp(
    `\\b(?:developed|invented|built|created|designed|worked out|discovered|founded|co-founded|led|pioneered|devised|headed) by (?:(?:dr|prof|professor)\\.? )?(?:[\\p{L}-]+ ){0,2}${s}\\b|\\b${s}(?:'s|’s) (?:team|lab|laboratory|group|company|start-?up|firm|studio|method|process|work|research|invention|system|software|discovery|project)\\b|\\b${s},? and (?:her|his|their) (?:team|colleagues|group|lab|students)\\b`,
    'u',
  ).test(text);
}
