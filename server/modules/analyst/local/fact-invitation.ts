/**
 * What an invitation asks her to do (issue 32, decision 114). Asked to speak, present or chair a session, she takes part
 * in the event; only an invitation to judge, review or examine others' work is judging, whatever committee sends it or
 * panel it names ('On behalf of the programme committee I invite you to speak on the panel …').
 */
const TO_SPEAK = /\binvit(?:e|es|ing)\s+(?:you|her|him|them)\s+to\s+(?:speak|present|give (?:a|the) (?:talk|keynote|lecture|paper)|deliver|chair|moderate|perform|lecture|teach|read)\b/i;
/** A judging word after the invitation's verb: 'to speak and to judge the student posters' still asks her to judge. */
const AND_JUDGE = /\binvit(?:e|es|ing)\s+(?:you|her|him|them)\s+to\s+[^.]{0,80}\b(?:judg\w*|review\w*|referee\w*|examin\w*|assess\w*|evaluat\w*|adjudicat\w*|jury|juror)\b/i;

export function invitedToSpeak(text: string): boolean {
  return TO_SPEAK.test(text) && !AND_JUDGE.test(text);
}

/**
 * Invited as a guest to someone's opening, reception or gala ('You are warmly invited to the opening of …', 'RSVP by 3
 * March', 'This invitation admits two'): she is asked to come, not to show, speak or judge. Hers only when the event is
 * (the lines that name her are not just the card's greeting or address).
 */
const AS_GUEST = /\b(?:you are|you're|we (?:warmly |cordially )?invite you|(?:warmly|cordially) invited)\b[^.]{0,40}\b(?:invited )?to (?:the |our |a )?(?:opening|private view|vernissage|reception|premiere|première|launch|gala|party|preview|soirée|soiree|dinner)\b/i;
const RSVP = /\bRSVP\b|\b(?:admits|admit) (?:one|two|\d)\b|\bplease (?:let us know|reply) (?:if|whether) you (?:can|will) (?:come|attend|join)\b/i;
const GREETING = /^\s*(?:dear|to|for)\b|\bwe hope to see you\b/i;

export function invitedAsGuest(text: string, namesHer: (line: string) => boolean): boolean {
  if (!AS_GUEST.test(text) || !RSVP.test(text)) return false;
  return text.split('\n').filter(namesHer).every((line) => GREETING.test(line));
}
