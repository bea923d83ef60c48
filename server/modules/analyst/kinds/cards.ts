/**
 * Cards (issue 32, decision 142): a conference badge ('SPEAKER' over her name, her institution and the meeting) and a
 * business card (her name, a title, an address, a telephone number and an e-mail address). Each states a part or a
 * title in a few words of her own side's printing; neither is evidence that she holds it.
 */

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
/** A part printed alone on a badge's first line. Not a judge's badge: that part is the judging. */
const BADGE_ROLE = /^\s*(?:SPEAKER|DELEGATE|ATTENDEE|PARTICIPANT|EXHIBITOR|PRESS|MEDIA|STAFF|VOLUNTEER|ORGANI[SZ]ER|VIP|PANELL?IST|SPONSOR|GUEST|VISITOR|MEMBER)\s*$/;
const PHONE = /^\s*(?:(?:tel|phone|mobile|mob|t|m)\.?\s*:?\s*)?\+?\d[\d ().-]{7,}\s*$/im;
const EMAIL = /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/;
/** A sentence of the body: six words or more ending on a stop. */
const SENTENCE = /(?:\S+\s+){5,}\S+[.!?]\s*$/m;

const firstLine = (text: string) => text.split('\n').find((line) => line.trim()) ?? '';

export const conferenceBadge = (text: string): boolean => words(text) <= 40 && BADGE_ROLE.test(firstLine(text));

export const businessCard = (text: string): boolean => words(text) <= 45 && PHONE.test(text) && EMAIL.test(text) && !SENTENCE.test(text);
