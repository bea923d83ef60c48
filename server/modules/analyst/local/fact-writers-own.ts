/**
 * A note about the writer's own honour ('Thank you for the kind note about my election to the Academy'): the election,
 * the prize or the appointment is the writer's, whoever the note is addressed to (issue 32, decision 131).
 */
// … or the prize the work 'earned me' ('the work that earned me the 2025 … Prize').
const WRITERS_OWN = /\bmy (?:own )?(?:election|appointment|induction|award|prize|medal|fellowship|promotion)\b|\b(?:earned|won|brought|gave) me the\b[^.]{0,80}\b(?:prize|award|medal|fellowship)\b/i;
const HERS = /\byour (?:election|appointment|induction|award|prize|medal|fellowship|promotion)\b|\byou (?:have been|were|are) (?:elected|appointed|inducted|awarded|named)\b/i;

export const writersOwnHonour = (text: string): boolean => WRITERS_OWN.test(text) && !HERS.test(text);
