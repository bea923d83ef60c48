/**
 * A feature's protagonist (issue 32, decision 114). Under a headline that names no one, the story introduces her in its
 * lede as its actor, her name then what she is between commas and then what she did ('Ana Ruiz, a microbiologist at …,
 * decided the culture plate was the problem'), and goes on about her ('Her strip test …', 'Ruiz, who grew up …'). A
 * paralegal reads that as press about her. An expert brought in to comment is introduced in her own quotation ('…,"
 * said Ana Ruiz, a microbiologist …'): that sentence reports speech, so it introduces no protagonist.
 */
import type { PagedSentence } from './fact-sentences';

/** Her name opening the sentence, then an appositive ('a|an|the …' up to a comma), then a verb in lower case. */
const INTRODUCED = /^(?:(?:Dr|Prof|Professor|Mr|Ms|Mrs|Mx)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,4},\s+(?:a|an|the)\s+[^,]{3,90},\s+(?:(?:has|had|have|was|is)\s+)?\p{Ll}+/u;
const SPEECH = /\b(?:said|says|told|according to|asked|explained|added)\b|["“”]/;
/** A later sentence that goes on about her: opens on 'Her'/'She', or names her. */
const ABOUT_HER = /^(?:Her|She)\b/;
/** The lede: the first sentences of the story. */
const LEDE = 5;
/** Later sentences that go on about her, at least. */
const FOLLOWED = 2;

export function protagonist(body: PagedSentence[], named: PagedSentence[]): PagedSentence | undefined {
  const namesHer = (s: PagedSentence) => named.some((n) => n.text === s.text);
  const at = body.slice(0, LEDE).findIndex(namesHer);
  const intro = at >= 0 ? body[at] : undefined;
  if (!intro || SPEECH.test(intro.text) || !INTRODUCED.test(intro.text)) return undefined;
  const after = body.slice(at + 1).filter((s) => ABOUT_HER.test(s.text) || namesHer(s));
  return after.length >= FOLLOWED ? intro : undefined;
}
