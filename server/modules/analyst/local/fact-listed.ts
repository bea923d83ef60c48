/**
 * A name that is one item of a list (issue 32, sixth session, decision 077): a numbered list of delegates, a run of
 * names set apart by semicolons, the entries after a 'References:' label. The list is about its event, its
 * consultation or its topic; she is one of those it lists, as a paralegal reads a delegate or a respondent, not
 * its subject. Read from the lines as the page sets them, since a list's form is in its lines.
 */
import { fold, LISTED_NAME } from './fact-names';
import { escapeRegExp } from '../../../../src/contract/reg-exp';

/**
 * A list's own line: '3. Name, post', '• Name', '- Name', a poster's or a stand's code ('P17 Title -- Name', 'A-17 …'), or an
 * entry run to its number by leader dots ('Kodumets Homes Inc. . . . 417').
 */
const ITEM = /^\s*(?:\d{1,3}[.)]|[•*–-]|\p{Lu}{1,2}[-.]?\d{1,3})\s+\S|(?:\.\s?){3,}\s*\d+\s*$/u;
/** A label that opens a list of works cited, inline or as a heading. */
// … or after its chapter's or annex's name on the page's heading ('Chapter 9. … — References (31 works cited)', 'Annex 4: References').
const REFERENCES = /^\s*(?:references|bibliography|works cited|literature cited|sources|further reading)\b\s*:?|^[^\n]{0,120}?(?:\s[—–-]|:)\s*(?:references|bibliography|works cited|literature cited)\s*(?:\(\d+ (?:works|entries|items|references|titles|sources)(?: cited)?\))?\s*$/i;
/** At least this many items make a list. */
const MIN_ITEMS = 3;
/** A list a body introduces as those it appoints, elects or names to a panel: each item is appointed, not one of a crowd. */
const APPOINTS = /\b(?:appoint|elect|name|select)s? (?:the following|as follows)\b|\bthe following (?:are|were|have been|is) (?:hereby )?(?:appointed|elected|named)\b/i;

/** An item that gives its person the work itself: its creator, founder, lead maintainer or inventor. */
const OWN_PART = /\b(?:creator|founder|co-founder|(?:lead |core )?maintainer|inventor|original author|lead developer)\b/i;

/** Whether the line names her: her first or last name as a word, accents and case aside. */
function namesHer(line: string, applicantName: string): boolean {
  const words = fold(applicantName).split(/\s+/).filter((w) => w.replace(/[^a-z]/g, '').length >= 3);
  const ends = [words[0], words[words.length - 1]].filter(Boolean) as string[];
  const folded = fold(line);
  return ends.some((w) => new RegExp(`(?:^|[^a-z])${escapeRegExp(w)}(?:$|[^a-z])`).test(folded));
}

/** 'including: A; Her Name (Org); C; D': her part is short, one of three or more set apart by semicolons. */
function inSemicolonList(line: string, applicantName: string): boolean {
  return shortPart(line.split(';'), applicantName);
}

/**
 * 'A * Rusu, Doina (Org) * C', 'A (Tonga) . Her Name (Fiji) . C': a run of names set apart by stars, bullets or spaced
 * dots. Every part is a name (a note in brackets aside): a part with a figure or a label ('Lot 112', 'Artist: …') makes the
 * line a record's fields or a sale's row, not a list of people.
 */
function inRunOfNames(line: string, applicantName: string): boolean {
  const parts = line.split(/\s[*·•]\s|\s\.\s/);
  return !parts.some((p) => /[\d:]/.test(p.replace(/\([^)]*\)/g, ''))) && shortPart(parts, applicantName);
}

/**
 * 'Cellos (continuo): A, Her Name, C': a section's label, then three or more names set apart by commas (a programme's
 * players, a team's members). Every part is a short name: a part with a figure or a lower-case word makes it a sentence.
 */
function inLabelledRun(line: string, applicantName: string): boolean {
  const run = /^[^:\n]{2,60}:\s+(.+)$/.exec(line.trim())?.[1];
  if (!run) return false;
  // A run that goes on past the line's end ('…, Her Name, Quentin Aldershaw,') leaves its last comma behind; credits set
  // their names apart by middle dots as often as by commas ('Sound Designers: A · Her Name · C').
  const parts = run.replace(/[.,]\s*$/, '').split(/\s*,\s*|\s+[·•]\s+/);
  return parts.every((p) => NAME_PART.test(p.trim())) && shortPart(parts, applicantName);
}
/**
 * 'Present: D. Farnsworth (chair), L. Abenroth-Cho, K. Her, and 14 others (sign-in list on file).': the line of minutes
 * or of a register that names those present, three or more set apart by commas, hers a short name (initials allowed). She
 * was at the meeting; the minutes are about its business.
 */
const PRESENT = /^\s*(?:present|also present|in attendance|attendees|attending|members present)\s*(?:\(\d+\))?\s*:\s*(.+)$/i;
function inPresentList(line: string, applicantName: string): boolean {
  const run = PRESENT.exec(line)?.[1];
  return Boolean(run) && shortPart(run!.replace(/\([^)]*\)/g, '').split(/\s*,\s*/), applicantName);
}

/** Words that say a list's people came to the event rather than worked on it: its delegates, guests, participants. */
const ATTENDING = /\b(?:participants?|delegat\w*|attendees?|guests?|visitors?|registrants?|audience|spectators?|entrants?|athletes?|competitors?)\b/i;
/** Words that say they worked on it: a crew's positions and departments, an ensemble's players and parts. */
// A film's or a record's credits list those who made it too ('END CREDITS, VISUAL EFFECTS BY …').
const WORKING = /\b(?:positions?|roles?|departments?|jobs?|instruments?|crew|cast|ensemble|orchestra|band|players|musicians|choir|credits)\b/i;
/** A person's name as a list sets it: two to five capitalised words (particles such as 'de', 'van' allowed), nothing else. */
const NAME_PART = new RegExp(`^(?:(?:Dr|Prof|Mr|Ms|Mrs|Mx)\\.?\\s+)?${LISTED_NAME}$`, 'u');

/**
 * 'Sound | Boom Operator | Her Name | +31 …': one row of a table of people (a crew list, a roster) that sets her name in a
 * cell of its own among four rows or more of the same width. A row with an amount in it is a payment's, not a roster's.
 */
function inTableRow(line: string, lines: readonly string[], applicantName: string): boolean {
  const cells = line.split(/\s+\|\s+/).map((c) => c.trim());
  if (cells.length < 3 || cells.some((c) => /[$£€¥]|\b(?:USD|EUR|GBP|CHF)\b/.test(c))) return false;
  const rows = lines.filter((l) => l.split(/\s+\|\s+/).length === cells.length).length;
  return rows >= 4 && cells.some((c) => namesHer(c, applicantName) && NAME_PART.test(c));
}

function shortPart(parts: string[], applicantName: string): boolean {
  if (parts.length < MIN_ITEMS) return false;
  const hers = parts.find((p) => namesHer(p, applicantName));
  return Boolean(hers) && hers!.replace(/^.*:\s*/, '').trim().split(/\s+/).length <= 8;
}

/**
 * How the document names her when it names her only as an item of a list: 'references' (cited), 'list' (one of those
 * listed), 'team' (one of those who worked on it: a section of a programme's players, a row of a crew list, where the
 * page says nothing of delegates or guests), or null when any line names her outside a list, or none does.
 */
export function onlyListed(text: string, applicantName: string | undefined): 'references' | 'list' | 'team' | null {
  if (!applicantName) return null;
  const lines = text.split(/\r?\n/);
  const items = lines.filter((l) => ITEM.test(l)).length;
  const refsAt = lines.findIndex((l) => REFERENCES.test(l));
  if (lines.some((l) => !ITEM.test(l) && APPOINTS.test(l))) return null;
  let cited = false;
  let named = false;
  let team = false;
  for (const [at, line] of lines.entries()) {
    if (!namesHer(line, applicantName)) continue;
    named = true;
    // Her own item that names her part in what the page is about ('— 2,417 commits, creator and lead maintainer'): the page is hers.
    if (OWN_PART.test(line)) return null;
    if (refsAt >= 0 && at >= refsAt) cited = true;
    else if ((items >= MIN_ITEMS && ITEM.test(line)) || inSemicolonList(line, applicantName) || inRunOfNames(line, applicantName) || inPresentList(line, applicantName)) continue;
    // Only where the lines above hers say it is a crew's or an ensemble's (its heading, its columns), not a delegation's or
    // a start list's: a results table or a line of winners names its people as what they won.
    else if (inLabelledRun(line, applicantName) || inTableRow(line, lines, applicantName)) {
      const above = `${lines.slice(0, at).join('\n')}\n${line.split(':')[0]!}`;
      if (!WORKING.test(above) || ATTENDING.test(above)) return null;
      team = true;
    }
    else return null;
  }
  return named ? (cited ? 'references' : team ? 'team' : 'list') : null;
}

/** A heading's date or place after a comma ('…Trade Mission, 2–5 June 2025'): not part of the name. */
const TRAILING_DATE = /,\s*[^,]*\b(?:19|20)\d\d\b[^,]*$/;
const SEPARATOR = /\s+[·•|—–]\s+/;
/** A line that names only the list itself ('Seating plan (final)', 'Guest list — Table 7', 'Confirmed guests'): the event is the line above. */
const LIST_NAME = /^(?:(?:final|confirmed|registered|full|revised)\s+)?(?:guest list|seating(?: plan| chart)?|guests|list of (?:[\p{L}-]+\s+)?(?:guests|participants|attendees|delegates)|participants|attendees|delegates|line-?up|running order)\b/iu;

/**
 * What a list is about, as its heading names it: the event or body on its first line ('Korea–Norway Display Trade
 * Mission', 'NATIONAL WATER STANDARDS BOARD'), or, under a dated masthead ('Coastal Extension Service — Leaflet
 * CX-88, May 2024'), the headline of the piece whose references cite her.
 */
export function listHeading(text: string, sentences: ReadonlyArray<{ text: string; page: number }>): { value: string; sentence: string; page: number } | null {
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
  const [first, second] = lines;
  if (!first) return null;
  const dated = first.split(SEPARATOR).length > 1 && /\b(?:19|20)\d\d\b/.test(first.split(SEPARATOR).slice(1).join(' '));
  const line = dated && second && !/:\s/.test(second.slice(0, 30)) && !LIST_NAME.test(second) ? second : first;
  const value = (line === first ? first.split(SEPARATOR)[0]! : line).replace(TRAILING_DATE, '').replace(/[\s,;:.]+$/, '').trim();
  if (value.split(/\s+/).length < 2 || value.length > 100) return null;
  const at = sentences.find((s) => s.text.includes(value));
  return at ? { value, sentence: at.text, page: at.page } : null;
}
