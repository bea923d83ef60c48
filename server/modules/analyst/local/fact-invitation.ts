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
