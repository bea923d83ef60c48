/**
 * A letter's form, read as a paralegal reads it: addressed to the officer or the endorsing body, written in its
 * writer's own voice ('I am …', 'I supervised …'), and signed by a person who is not the applicant. Such a letter
 * is about her, whatever prize, paper or grant it goes on to speak of (decision 085).
 */
/** How a letter opens when written to the officer or the endorsing body; the recommendation letter's cue reads it too. */
export const OFFICER_ADDRESS = String.raw`Dear (?:Sir or Madam|(?:Immigration )?Officer|assessors?)|To (?:the )?(?:U\.S\. Citizenship and Immigration Services|USCIS|Officer|Adjudicator|[\p{L} ]{0,40}(?:assessors|endorsement panel|endorsing body)|(?:U\.S\. )?immigration (?:authorities|officers?|services?))|To Whom It May Concern`;
/**
 * Written to the officer without a salutation: a 'Re:' line naming the petition ('Re: O-1A petition for …', 'Re: National
 * interest waiver petition of …'), or the immigration service alone on the addressee line.
 */
// … or the endorsement or visa it supports ('Re: Dr Ana Ruiz - Global Talent endorsement'), or a heading that says what
// the letter is ('INDEPENDENT EXPERT LETTER', 'Letter of support').
const RE_PETITION = String.raw`Re:\s[^\n]{0,60}\b(?:petition|endorsement|visa)\b|(?:U\.S\. Citizenship and Immigration Services|USCIS)\s*$|(?:independent\s+)?(?:expert|reference|recommendation|support)\s+letter\s*$|letter\s+of\s+(?:support|recommendation|reference|endorsement)\s*$`;
const TO_THE_OFFICER = new RegExp(String.raw`^\s*(?:(?:${OFFICER_ADDRESS})\b|${RE_PETITION})`, 'imu');
/** A paragraph that opens in the first person singular: 'I am Professor of …', 'I supervised her PhD …'. */
const OWN_VOICE = /^\s*I (?:am|was|have|had|write|supervised|know|met|first|sat|chair|lead|head|direct|served?|cite|worked)\b/mu;
/** A person's name on the closing line, perhaps with a title before it and a post after a comma. */
const SIGNATURE = /^(?:(?:Dr|Prof|Professor|Mr|Ms|Mrs|Mx)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}.'’-]*){1,3}(?:,\s*[^\n]{0,80})?$/u;

/**
 * A signer who signs as an officer of a body ('Chief Operating Officer, Vestlaks ASA' under the name, 'Ana Ruiz, Managing
 * Director') speaks for that body and attests its own facts (its take-up of her work, her role in it): evidence of
 * those, not a personal letter; so does a public office ('Ian Reid, Chief Inspector' for an inspectorate). An academic
 * rank ('Professor of Hydrogeology') is no office of that kind.
 */
const SIGNS_AS_OFFICER = /(?:^|[,–—-]\s*)(?:\p{Lu}[\p{L}-]+\s+){0,3}(?:Director|Officer|Manager|President|Head|Chair\w*|Dean|Secretary|Coordinator|Founder|Partner|Owner|CEO|CTO|COO|Producer|Editor|Curator|Inspector|Commissioner|Superintendent|Registrar|Controller|Administrator)\b/u;

const plain = (s: string) => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** Whether the text is a signed letter to the officer in a writer's own voice, the writer not the applicant. */
export function isLetterToOfficer(text: string, applicantName?: string): boolean {
  const lines = text.split('\n').map((l) => l.trim()).filter(Boolean);
  const last = lines.at(-1) ?? '';
  if (!TO_THE_OFFICER.test(lines.slice(0, 6).join('\n')) || !OWN_VOICE.test(text) || !SIGNATURE.test(last) || lines.slice(-3).some((l) => SIGNS_AS_OFFICER.test(l))) return false;
  const surname = applicantName?.trim().split(/\s+/).filter((w) => w.length > 1).pop();
  return !surname || !plain(last).includes(plain(surname));
}
