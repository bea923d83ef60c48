/**
 * An award to a body, not a person (issue 32, sixth session, decision 077): 'the jury recognises the Hanbit Paju Plant
 * for …', 'Arcline was named Best Welding Robot'. Whoever accepted or collected it for the body ('on behalf of the
 * plant's staff', 'for the whole team') took part in the body's win; the award is the body's. Read from grammar: the
 * object of 'recognises' or 'honours', the subject of a passive 'was named', and the applicant only as the one who
 * accepted it for them.
 */
import type { FactSheet } from '../../../../src/contract/fact-sheet';
import type { PagedSentence } from './fact-sentences';

type Subject = NonNullable<FactSheet['subject']>;

const BODY = "(?:\\p{Lu}[\\p{L}'’&-]*\\s+){0,5}\\p{Lu}[\\p{L}'’&-]*";
/** 'recognises the Hanbit Paju Plant for', 'honours the Arc Team as'. */
const RECOGNISES = new RegExp(`\\b(?:recogni[sz]es|honou?rs|salutes)\\s+(?:the\\s+)?(${BODY})\\s+(?:for|as)\\b`, 'u');
/** 'Arcline was named Best Welding Robot', 'Team Arc has been named the winner'. */
const WAS_NAMED = new RegExp(`^(?:The\\s+)?(${BODY})\\s+(?:was|were|has been|have been)\\s+named\\s+(?:the\\s+)?(?:\\d{4}\\s+)?(?:Best|Outstanding|winners?|\\p{Lu})`, 'u');
/** Accepting or collecting it for others: 'accepted the award on behalf of', 'collected the prize for the whole team'. */
// … or a results page's line after the winner's: 'Accepted by the company's founder, X.', 'Collected on its behalf by X.'
const FOR_OTHERS = /\b(?:accepted|accepts|collected|collects|received|picked up)\s+(?:the|this)\s+(?:award|prize|medal|trophy|honou?r)\s+(?:on behalf of|for (?:the|our|their|his|her) (?:whole |entire )?(?:team|company|staff|plant|studio|firm|lab|group|band|crew))\b|^(?:accepted|collected|received)\s+(?:on (?:its|their) behalf\s+)?by\b/i;
/** A results line that gives an award to an organisation: 'SME of the Year: Kol Tools Limited (cold storage).'. */
const RESULT_LINE = new RegExp(`^[^:.]{3,80}:\\s+(${BODY})(?=\\s*[(.,;]|$)`, 'u');
const ORGANISATION = /\b(?:Inc|LLC|Ltd|Limited|Corporation|Corp|GmbH|plc|Company|Co-?operative|Cooperative|Association|Society|Foundation|Trust|Group|Studios?|Team|Lab|Laboratory|Plant|Partners)\.?$/;

/**
 * 'awards the Baltic Literacy Prize 2024 to the Regional Office for Rural Schools of Latgale, for …': a jury's award to a
 * body, its name in capitals joined by 'of', 'for' or 'and', perhaps across a line break.
 */
const AWARDS_TO = new RegExp(`\\b(?:awards?|presents?|confers?|gives?)\\s+(?:the|its|this year's)\\s+[^.]{3,80}?\\s+to\\s+the\\s+(\\p{Lu}[\\p{L}'’&-]*(?:\\s+(?:(?:of|for|and|on|the)\\s+)*\\p{Lu}[\\p{L}'’&-]*){1,9})(?=\\s*[,.;(]|\\s+for\\b)`, 'u');
/**
 * 'presents its Craft Award to Pennick & Sons Clockmakers of Redruth for …': an award to a firm named by its trade or its
 * family ('& Sons', 'Organ Builders', 'Workshop'), its town after it.
 */
const TO_FIRM = new RegExp(`\\b(?:awards?|presents?|confers?|gives?)\\s+(?:the|its|this year's)\\s+[^.]{3,80}?\\s+to\\s+(?:the\\s+)?(\\p{Lu}[\\p{L}'’-]*(?:\\s+(?:&|and|\\p{Lu}[\\p{L}'’-]*)){1,6})(?=(?:\\s+of\\s+\\p{Lu}[\\p{L}'’-]*)?\\s*(?:[,.;(]|for\\b))`, 'u');
const FIRM = /(?:&|\band)\s+(?:Sons|Daughters|Brothers|Partners)\b|\b(?:\p{L}*(?:[Bb]uilders|[Mm]akers|[Ss]miths|[Ww]rights)|Workshops?|Works|Atelier)$/u;
/** Thanked in the award's own words, for what she did beside the firm ('The Society thanks X, who advised on …'). */
const THANKED = /\b(?:thanks|thanked|is grateful to)\s+(?:(?:Dr|Prof|Mr|Mrs|Ms|Mx)\.?\s+)?\p{Lu}/u;

/** Coming along with the one who collected it: 'He was accompanied by …, Ms X', 'joined on stage by X'. */
const CAME_WITH = /\b(?:accompanied|joined|escorted)\s+(?:on stage\s+)?by\b/i;

/** The body an award honours, when the applicant is named only as the one who accepted it for them, who came with them, or who is thanked beside a firm. */
export function honouredBody(sentences: PagedSentence[], named: PagedSentence[]): Subject | null {
  if (named.length === 0) return null;
  const firm = named.every((s) => THANKED.test(s.text)) ? firmAwarded(sentences) : null;
  if (firm) return firm;
  const unit = named.every((s) => AMONG_MEMBERS.test(s.text)) ? unitAwarded(sentences) : null;
  if (unit) return unit;
  const accepted = named.every((s) => FOR_OTHERS.test(s.text));
  if (!accepted && !named.every((s) => CAME_WITH.test(s.text))) return null;
  // The line just above the one that says who accepted it names the organisation that won.
  const at = sentences.indexOf(named[0]!);
  const line = at > 0 && accepted ? RESULT_LINE.exec(sentences[at - 1]!.text)?.[1]?.replace(/\s+/g, ' ').trim() : undefined;
  if (line && ORGANISATION.test(line)) return { value: line, sentence: sentences[at - 1]!.text, page: sentences[at - 1]!.page, relation: 'received', isApplicant: false };
  for (const s of sentences.slice(0, 12)) {
    if (s.inReferences) continue;
    const value = (RECOGNISES.exec(s.text) ?? WAS_NAMED.exec(s.text) ?? (accepted ? null : AWARDS_TO.exec(s.text)))?.[1]?.replace(/\s+/g, ' ').trim();
    if (value) return { value, sentence: s.text, page: s.page, relation: 'received', isApplicant: false };
  }
  return null;
}

/** A firm an award is presented to, where she is only thanked beside it. */
function firmAwarded(sentences: PagedSentence[]): Subject | null {
  for (const s of sentences.slice(0, 12)) {
    const value = TO_FIRM.exec(s.text)?.[1]?.replace(/\s+/g, ' ').trim();
    if (!s.inReferences && value && FIRM.test(value)) return { value, sentence: s.text, page: s.page, relation: 'received', isApplicant: false };
  }
  return null;
}

/**
 * A certificate made out to a school, a department or a team ('is awarded to THE SCHOOL OF EARTH SCIENCES'), that names
 * her only among its members ('Members of the School's teaching team included Dr. X, …'): the unit's award, not hers.
 */
const TO_UNIT = /\b(?:awarded|presented|given|conferred)\s+(?:up)?(?:to|on)\s*:?\s+(?:the\s+)?((?:THE\s+)?\p{Lu}[\p{L}'’&,\s-]{2,80}?)(?=\s+(?:for|in recognition of)\b|\s*[.;]?\s*$)/u;
const UNIT = /\b(?:school|department|faculty|team|division|laborator(?:y|ies)|lab|office|unit|group|cent(?:re|er)|programme|program|clinic|ward|crew|squad)\b/i;
const AMONG_MEMBERS = /\b(?:members?|team|staff|colleagues)\b[^.]{0,60}\b(?:included|include|includes|comprised|comprises|were|are)\b|\b(?:team|members)\s*:/i;

function unitAwarded(sentences: PagedSentence[]): Subject | null {
  for (const s of sentences.slice(0, 12)) {
    const value = TO_UNIT.exec(s.text)?.[1]?.replace(/\s+/g, ' ').trim();
    if (!s.inReferences && value && UNIT.test(value)) return { value, sentence: s.text, page: s.page, relation: 'received', isApplicant: false };
  }
  return null;
}
