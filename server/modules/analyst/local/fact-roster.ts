/**
 * A body's roster (issue 32, decision 142): an editorial board, a committee, a company's 'Our people' page, a funder's
 * list of those selected; a line per person with their post ('Dr. Claire Montagnac, INRAE, France', 'Bartosz Cichy,
 * Robotics Engineer'). A roster that does not list her is the body's, not hers; one that lists her among the staff in no
 * leading post shows only that she works there.
 */

/** A roster's heading, near the top of the page; or a results list's ('List of principal investigators selected for funding'). */
const ROSTER_HEAD =
  /^[^\n]{0,40}\b(?:editorial board|board of (?:directors|trustees|editors|reviewers)|(?:programme|program|organi[sz]ing|steering|scientific|advisory|technical) committee|our (?:people|team|staff|faculty)|meet the team|staff list|faculty list|leadership team|jury members|panel of judges|list of (?:[\p{L}-]+ ){0,3}(?:selected|funded|awarded|winners|recipients|grantees|laureates|fellows))\b[^\n]{0,60}$/imu;
/** One person's line: the name, then after a comma or a dash their post or institution. */
export const ROSTER_LINE = /^\s*(?:(?:Dr|Prof|Professor|Mr|Ms|Mrs|Mx)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’.-]+){1,3}\s*(?:,|\s[—–-]\s)\s*\S[^\n]{0,100}$/u;
/** A leading post: whoever holds it may be critical to the body, whatever page lists them. */
const LEADING = /\b(?:chief|head|director|president|founder|co-founder|chair\w*|principal|lead|vice|editor-in-chief|partner|dean|executive)\b/i;

const rosterLines = (text: string) => text.split('\n').filter((line) => ROSTER_LINE.test(line));

/** A roster page: its heading near the top, and four lines of people or more. */
export const isRoster = (text: string): boolean => ROSTER_HEAD.test(text.slice(0, 400)) && rosterLines(text).length >= 4;

/** Her line on a roster of six or more, in no leading post. */
export const listedAmongStaff = (text: string, herLine: string): boolean =>
  isRoster(text) && rosterLines(text).length >= 6 && ROSTER_LINE.test(herLine) && !LEADING.test(herLine.replace(/^[^,—–]*[,—–]/, ''));

/** A list of works, each credited to its maker ('Lost Harbour (Turkey 2025), directed by Emin Alper'): three lines or more. */
const CREDITED_WORK = /\b(?:directed|written|composed|choreographed|designed|curated|produced|created|painted|photographed) by\s+\p{Lu}/u;
export const listsWorks = (text: string): boolean => text.split('\n').filter((line) => CREDITED_WORK.test(line)).length >= 3;

/**
 * Her name in a section's run of names after its label ('Cellos: Victor Munteanu (principal), Andrei Rusu, Bogdan
 * Ciobanu, …'), not first and given no post of her own: one of the section's players.
 */
const SECTION_RUN = /^(\p{Lu}[\p{Ll}-]+s(?: [\p{L}-]+s)?):\s+([^:\n]+,[^:\n]+,[^:\n]+)$/u;
/** Each item a person's name, perhaps with a post in brackets ('Victor Munteanu (principal)'). */
const PERSON_ITEM = /^(?:\p{Lu}[\p{L}'’.-]+\s+){1,3}\p{Lu}[\p{L}'’-]+(?:\s*\([^)]{1,30}\))?$/u;
/** Runs that are no section's players: a meeting's attendance, a contract's parties. */
const NOT_SECTION = /^(?:Parties|Attendees|Apologies|Guests|Members|Signatories|Witnesses|Directors|Officers)$/i;
const OWN_POST = /\((?:principal|lead|leader|solo|soloist|concertmaster|concertmistress|first|co-principal|associate principal|captain|head)\b/i;

export function amongSection(sentence: string, isHers: (name: string) => boolean): boolean {
  const run = SECTION_RUN.exec(sentence.trim());
  if (!run || NOT_SECTION.test(run[1]!)) return false;
  const parts = run[2]!.split(/\s*,\s*(?:and\s+)?/);
  if (parts.length < 3 || !parts.every((part) => PERSON_ITEM.test(part.trim()))) return false;
  const at = parts.findIndex((part) => isHers(part.replace(/\s*\(.*$/, '')));
  return at > 0 && !OWN_POST.test(parts[at]!);
}
