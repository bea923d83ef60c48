import { escapeRegExp } from '../../../../src/contract/reg-exp';

/**
 * A letter written for someone else's case ('I write in support of Dr. X's application for …'): it is X's evidence,
 * whoever wrote it and whoever else it names, never the applicant's recommendation letter.
 */
export function supportsAnothersCase(sentence: string, name: string): boolean {
  const re = new RegExp(`\\b(?:in support of|to support|supporting|on behalf of)\\s+${escapeRegExp(name)}['’]s\\s+(?:application|petition|nomination|candidacy|case)\\b`, 'u');
  return re.test(sentence);
}
