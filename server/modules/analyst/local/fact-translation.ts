/**
 * A document that carries its original and a certified translation is read, as a paralegal reads it, in the
 * translation: what the original's sentences say of the applicant (in words the rules do not know) is said again there.
 */
import type { PagedSentence } from './fact-sentences';

/** Where the translation starts: 'CERTIFIED TRANSLATION (French to English)', 'ENGLISH TRANSLATION: …', 'TRADUCTION CERTIFIÉE / CERTIFIED TRANSLATION: …'. */
const TRANSLATION_START = /^(?:[^\n/]{0,40}\/\s*)?(?:(?:certified|sworn|official|english)\s+)?(?:english\s+)?translation\b(?:\s*\([^)\n]{0,40}\))?\s*(?::|$|\()/i;

/** The sentences naming her that the translation holds, where the document has one that names her; else all of them. */
export function namedInTranslation(sentences: PagedSentence[], named: PagedSentence[]): PagedSentence[] {
  const start = sentences.findIndex((s) => TRANSLATION_START.test(s.text.trim()));
  if (start <= 0) return named;
  const translated = named.filter((s) => sentences.indexOf(s) >= start);
  return translated.length > 0 ? translated : named;
}

/** The translation's sentences, its marker's first, where the document carries one; else all of them. */
export function inTranslation(sentences: PagedSentence[]): PagedSentence[] {
  const start = sentences.findIndex((s) => TRANSLATION_START.test(s.text.trim()));
  return start > 0 ? sentences.slice(start) : sentences;
}
