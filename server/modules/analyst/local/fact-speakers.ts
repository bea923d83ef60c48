/**
 * A transcript (a broadcast, a hearing, a panel) gives each speaker a label: 'ANCHOR (DEBRA KLINE):', 'ANA RUIZ, STATE
 * ENTOMOLOGIST:'. Named only in such labels, she is someone who speaks in it, as a quoted voice in a story is: what the
 * programme is about is what its presenters say it is about, not her.
 */
import type { PagedSentence } from './fact-sentences';

/** A speaker's label opening a line: capitals (a name, a role, a name in brackets), then a colon. */
const LABEL = /^\s*(\p{Lu}[\p{Lu}\p{M} .,'’&()-]{1,70}?)\s*:\s+\S/u;

/** The speaker's label that opens the sentence, if any. */
export const speakerLabel = (text: string): string | undefined => LABEL.exec(text)?.[1];

/** Every sentence naming her names her only in its speaker's label: she speaks, nobody speaks of her. */
export function onlySpeaking(named: PagedSentence[], namesHer: ((text: string) => boolean) | undefined): boolean {
  if (!namesHer || named.length === 0) return false;
  return named.every((s) => {
    const label = speakerLabel(s.text);
    return !!label && namesHer(label) && !namesHer(s.text.slice(s.text.indexOf(':') + 1));
  });
}
