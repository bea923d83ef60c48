/**
 * A press release (issue 32, judgement probe): written by the one it announces, or by their company or employer, for the
 * press to use. It is what they say of themselves, not what the press published about them, so it is never press.
 */
const RELEASE_HEAD = /^\s*(?:for immediate release|(?:press|news|media) release)\b/im;
const MEDIA_CONTACT = /^\s*(?:media|press) (?:contacts?|enquiries|inquiries)\s*:/im;

export const pressRelease = (text: string): boolean => RELEASE_HEAD.test(text.slice(0, 400)) || MEDIA_CONTACT.test(text);
