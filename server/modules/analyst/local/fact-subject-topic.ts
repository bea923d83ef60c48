/**
 * What a document is about when it names no person as its subject (issue 32): a guest list is about its event
 * or host, the first line that heads it; an article that only quotes the applicant is about what its headline
 * names ('Gearbox failures idle a third of Reynolds Ridge wind farm'). Neither is the applicant.
 */
import type { FactKind, FactSheet } from '../../../../src/contract/fact-sheet';
import { mastheadOf } from '../exhibit-title-lines';
import type { PagedSentence } from './fact-sentences';

type Subject = NonNullable<FactSheet['subject']>;

const firstPart = (line: string) => line.split(/\s+[·|•—–-]\s+/)[0]!.trim();
/** Two or more capitalised words together, past a headline's first word: a place, a company, a project. */
const PROPER = /(?<=\s)(\p{Lu}[\p{L}'’&-]+(?:\s+(?:of|de|&)?\s*\p{Lu}[\p{L}'’&-]+)+)/u;

export function topicOf(kind: FactKind, sentences: PagedSentence[], guestList: boolean, applicantRole: string): Subject | null {
  const own = sentences.filter((s) => !s.inReferences);
  if (kind === 'event_programme' && guestList) {
    const first = own[0];
    const host = first ? firstPart(first.text.split('\n')[0]!) : '';
    return first && host.split(/\s+/).length <= 10 && /\p{Lu}/u.test(host) ? { value: host, sentence: first.text, page: first.page, relation: 'written_about', isApplicant: false } : null;
  }
  if (kind === 'press_article' && (applicantRole === 'quoted' || applicantRole === 'cited')) {
    // The headline: the first line after the masthead that is not a by-line.
    const headline = own.slice(0, 4).find((s) => !mastheadOf(s.text) && !/^(by|words by)\s/i.test(s.text) && s.text.split(/\s+/).length >= 4);
    // Its first line only, a by-line run into it cut off ('… register By Rhys Whitmore').
    const line = headline?.text.split('\n')[0]!.split(/\s+By\s+\p{Lu}/u)[0] ?? '';
    // A headline in title case capitalises every word, so its capitals name nothing in particular.
    const words = line.split(/\s+/).filter((w) => /^\p{L}/u.test(w) && w.length > 3);
    if (words.filter((w) => /^\p{Lu}/u.test(w)).length > words.length / 2) return null;
    const topic = PROPER.exec(line)?.[1];
    return headline && topic ? { value: topic, sentence: headline.text, page: headline.page, relation: 'written_about', isApplicant: false } : null;
  }
  return null;
}
