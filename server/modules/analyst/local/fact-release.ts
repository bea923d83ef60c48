/**
 * A press release (issue 32, decision 131): written by the one it announces, or by their company or employer, for the
 * press to use. It is what they say of themselves, not what the press published about them, so it is never press.
 */
import { RELEASE_LINE } from './fact-subject-topic';

/** Its form's line at the top ('FOR IMMEDIATE RELEASE', 'NEWS RELEASE', 'Institute – Press release') or a media contact. */
const RELEASE_HEAD = /^\s*(?:for immediate release|(?:press|news|media) release)\b/im;
const MEDIA_CONTACT = /^\s*(?:media|press)(?: (?:contacts?|enquiries|inquiries|office))?\s*:/im;

export function pressRelease(text: string): boolean {
  const head = text.slice(0, 400);
  return RELEASE_HEAD.test(head) || head.split(/\r?\n/).some((line) => RELEASE_LINE.test(line.trim())) || MEDIA_CONTACT.test(text);
}

/**
 * A newspaper's letters page: headed 'Letters' (or 'Letters to the editor'), with two letters or more each signed by a
 * name over its town ('Jean Pettigrew' / 'Lewes'). Readers' letters are neither the press's story about anyone nor her
 * scholarly writing, whomever they mention.
 */
const LETTERS_HEAD = /^\s*(?:letters(?: to the editor)?|readers['’]? letters|your letters|correspondence)\s*$/im;
const SIGNED_FROM = /^\s*(?:(?:Dr|Prof|Mr|Mrs|Ms)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,3}\s*\n\s*\p{Lu}[\p{L}'’ -]{2,40}(?:,\s*\p{Lu}[\p{L}'’ -]{2,40})?\s*$/gmu;

export function lettersPage(text: string): boolean {
  return LETTERS_HEAD.test(text.slice(0, 200)) && (text.match(SIGNED_FROM)?.length ?? 0) >= 2;
}
