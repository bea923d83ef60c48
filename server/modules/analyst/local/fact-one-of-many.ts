/**
 * Pages that name her as one of many (issue 32, tune26, decision 141): an agency's roster of its talents, an accelerator's
 * list of the teams in its cohort, a festival's timetable of classes, and a list headed by a many-names label (a book's
 * contributors, an episode's additional voices, a revue's ensemble) whose run of names holds hers. Each records that she
 * is on a list, not a lead role, an award, a publication or a contribution.
 */

/** A roster or a directory of talents, headed so ('Talent roster, updated …', 'Voice directory'). */
const ROSTER_HEAD = /^[^\n]{0,80}\b(?:talents?|artists?|voices?|speakers?|models?|presenters?)\s+(?:roster|directory)\b/im;
/** Names set apart by middle dots or bullets ('A · B · C'). */
const DOTTED = /[·•]/g;

export const talentRoster = (text: string): boolean => ROSTER_HEAD.test(text.slice(0, 400)) && (text.match(DOTTED)?.length ?? 0) >= 3;

/** A cohort or intake, and the teams joining it ('Autumn 2021 cohort' … 'meet the 18 founding teams joining our programme'). */
const COHORT = /\b(?:cohort|intake)\b/i;
const TEAMS_JOINING = /\b\d+\s+(?:[\p{L}-]+\s+){0,2}(?:teams|start-?ups|companies|ventures)\s+(?:joining|who (?:join|are joining)|selected for|taking part in)\b/iu;

export const cohortList = (text: string): boolean => COHORT.test(text.slice(0, 300)) && TEAMS_JOINING.test(text.slice(0, 1500));

/** A slot of a timetable: a time, what is taught or given, and by whom ('14:00 Improvisation with Ana Ruiz'). */
const SLOT = /\b\d{1,2}[:.]\d{2}\s+[^·•\n]{2,60}?\bwith\s+\p{Lu}/gu;

export const timetable = (text: string): boolean => (text.match(SLOT)?.length ?? 0) >= 4;

/**
 * A label for many names, a colon, then the names ('Contributors (14): …', 'ADDITIONAL VOICES: …', 'Ensemble (16): …'),
 * perhaps wrapped over the next lines (a photo's OCR breaks a long line).
 */
const MANY_LABEL = /^\s*(?:contributors|contributing (?:authors|writers|artists|editors|photographers)|additional voices|other voices|ensemble|chorus|corps de ballet|extras|swings|faculty)\b[^:\n]{0,40}:/i;
const NEW_LABEL = /^\s*[^:\n]{1,40}:/;

/** Each block under a many-names label: its line, and the lines after it up to a blank line or the next label. */
function manyNamesBlocks(text: string): string[] {
  const lines = text.split('\n');
  const out: string[] = [];
  lines.forEach((line, i) => {
    if (!MANY_LABEL.test(line)) return;
    const block = [line];
    for (let j = i + 1; j < lines.length && j <= i + 4; j++) {
      const next = lines[j] ?? '';
      if (!next.trim() || NEW_LABEL.test(next) || MANY_LABEL.test(next)) break;
      block.push(next);
    }
    out.push(block.join(' '));
  });
  return out;
}

/** Three or more names set apart by commas, middle dots or 'and' in a block. */
const manyNames = (block: string) => (block.match(/,|[·•]|\band\b/g)?.length ?? 0) >= 3;

/** She is named in a run of names under a many-names label. */
export const amongMany = (text: string, namesHer: (s: string) => boolean): boolean => manyNamesBlocks(text).some((b) => manyNames(b) && namesHer(b));

/**
 * A patient's story that names her in the care team ('Her care team included surgeon X, therapist Y and prosthetist
 * Her'), and nowhere else: the story is the patient's.
 */
const CARE_TEAM = /\b(?:care|medical|surgical|treatment|clinical|rehabilitation|rehab) team\b[^.]{0,20}\b(?:included|includes|was|were|comprised|of)\b[^.]*/gi;

export function inCareTeamOnly(text: string, namesHer: (s: string) => boolean): boolean {
  // Titles' stops ('Dr.') do not end the sentence that lists the team.
  const flat = text.replace(/\s+/g, ' ').replace(/\b(Dr|Mr|Mrs|Ms|Mx|Prof|St)\./gi, '$1');
  const team = [...flat.matchAll(CARE_TEAM)].map((m) => m[0]).filter(namesHer);
  if (team.length === 0) return false;
  const rest = team.reduce((t, s) => t.replace(s, ' '), flat);
  return !namesHer(rest);
}

/** A pay record's post line ('POSITION: LABORATORY TECHNICIAN'), where it names a post below management. */
const POST_LINE = /^\s*(?:position|job title|title|designation|post|occupation)\s*:\s*([^\n]+)/im;
const BELOW_MANAGEMENT = /\b(?:technician|assistant|clerk|operator|intern|trainee|apprentice|junior|labou?rer|cashier|attendant|packer|driver)\b/i;
const MANAGING = /\b(?:manager|director|head|chief|lead|supervisor|executive|president|officer|controller)\b/i;

export function postBelowManagement(text: string): string | undefined {
  const post = POST_LINE.exec(text.slice(0, 2000))?.[1]?.trim();
  return post && BELOW_MANAGEMENT.test(post) && !MANAGING.test(post) ? post : undefined;
}
