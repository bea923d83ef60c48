// The EB-2 NIW proposed endeavor (issue 36 item 2), without zod so the Criteria tab can check it as the
// applicant types. The endeavor is the applicant's own plan (Matter of Dhanasar): Exhibit checks it for what
// the three prongs need and says what is missing; nothing here writes or rewrites a word of it.

/** The visa type whose petitions carry a proposed endeavor. */
const ENDEAVOR_VISA_TYPE = 'EB-2 NIW';

export function hasProposedEndeavor(visaType: string): boolean {
  return visaType === ENDEAVOR_VISA_TYPE;
}

/** A few thousand words is more than any brief quotes; the character cap bounds a paste of one long word. */
export const ENDEAVOR_MAX_WORDS = 3000;
export const ENDEAVOR_MAX_CHARS = 30_000;
export const ENDEAVOR_TOO_LONG_MESSAGE = `The proposed endeavor can be at most ${ENDEAVOR_MAX_WORDS.toLocaleString('en-US')} words`;
export const ENDEAVOR_TOO_MANY_CHARS_MESSAGE = `The proposed endeavor can be at most ${ENDEAVOR_MAX_CHARS.toLocaleString('en-US')} characters`;
export const ENDEAVOR_NOT_NIW_MESSAGE = 'Only an EB-2 NIW petition has a proposed endeavor.';

/** What the server answers (400) and the generate button says while a prong statement has no endeavor to argue from. */
export const ENDEAVOR_REQUIRED_MESSAGE =
  'Write the proposed endeavor on the Criteria tab first: the prong statements argue from your own description of what you will do in the United States.';

/** The criteria whose statements argue from the endeavor: the three Dhanasar prongs. */
export function isProngCriterion(criteriaId: string): boolean {
  return criteriaId.startsWith('niw_prong');
}

/** True once the applicant has written something (blank text is no endeavor). */
export function isEndeavorWritten(endeavor: string | null | undefined): boolean {
  return (endeavor ?? '').trim() !== '';
}

/** Words as a reader counts them: runs of letters or digits, with inner apostrophes, hyphens and dots ('U.S.', '3.5'). */
export function countWords(text: string | null | undefined): number {
  return (text ?? '').match(/[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** The questions the card asks, so the applicant's answer covers what the prongs weigh. */
export const ENDEAVOR_QUESTIONS = [
  'What exactly will you do in the United States, and in which field?',
  'Who will use or benefit from the work: which people, organisations or sectors?',
  'Why does it matter beyond one employer: to your field, an industry, or the country?',
  'What are your next steps, over what timeline, and with what resources (funding, partners, a team, facilities)?',
  'What have you already done that shows you can carry it out?',
] as const;

type EndeavorPoint = 'specific' | 'prospective' | 'beyond_one_employer' | 'plan';

interface EndeavorFinding {
  point: EndeavorPoint;
  /** The point's short name, as the card lists it. */
  title: string;
  /** What to add, in words the applicant can act on. */
  message: string;
}

interface EndeavorCheck {
  words: number;
  /** The points the text does not yet show, in the order the prongs need them; empty when all are there. */
  missing: EndeavorFinding[];
}

/** Below this a description cannot say what, for whom and how; an officer reads it as vague. */
export const ENDEAVOR_SPECIFIC_MIN_WORDS = 60;

const TITLES: Record<EndeavorPoint, string> = {
  specific: 'Specific',
  prospective: 'Prospective, in the United States',
  beyond_one_employer: 'Beyond one employer',
  plan: 'A plan',
};

// Each point is judged by plain markers in the text. They are deliberately generous: the check is a
// reminder of what the prongs weigh, not a grade, and a false "missing" costs the applicant one more sentence.
const WORK = /\b(develop|build|design|research|study|investigat|treat|diagnos|launch|deploy|manufactur|produc|teach|train|establish|found|creat|engineer|implement|test|scale|commerciali[sz]|invent|improv|reduc|prevent|analy[sz]|model|operat|provid|deliver|expand|run)\w*/i;
const FOR_WHOM = /\b(serv(?:e|es|ing)|help\w*|benefit\w*|used by|users?|people|population\w*|public|residents|citizens|organi[sz]ations|firms|startups|developers|teachers|nurses|industr\w+|patients?|customers?|clients?|students?|hospitals?|clinics?|farmers?|companies|businesses|manufacturers|agenc\w+|communit\w+|schools?|researchers|engineers|doctors|physicians|veterans|children|families|workers|consumers|utilities|cities|states|government)\b/i;
const FUTURE = /\b(will|shall|plan(?:s|ned)? to|intend(?:s|ed)? to|aim(?:s|ed)? to|going to|expect to|seek to|propose to|my plan|next (?:\w+ )?(?:years?|months?|steps?)|over the (?:next|coming)|upcoming|in the future|from now)\b/i;
const IN_THE_US =
  /\b(United States|U\.\s?S\.(?:\s?A\.)?|USA|US|America|American|nationwide|Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming|Puerto Rico)(?![A-Za-z])/;
const BREADTH =
  /\b(national\w*|nation|nationwide|country|countrywide|federal|public health|public|economy|economic|industry|industries|sector|field|discipline|across|widely|broad\w*|society|societal|global\w*|world\w*|millions?|thousands of|open[- ]source|publish\w*|standards?|other (?:researchers|companies|hospitals|firms|practitioners|engineers)|national security|infrastructure|workforce|shortage|underserved|rural|depressed)\b/i;
const TIMELINE =
  /\b((?:by|in|from|until|through) (?:the end of )?20[2-9]\d|within (?:\w+ )?(?:years?|months?|weeks?)|(?:first|second|third|next|following|coming) (?:\w+ )?(?:years?|months?|quarters?|phase|stage|step)|years? (?:one|two|three|four|five|1|2|3|4|5)|phases?|stages?|milestones?|timeline|schedule|(?:one|two|three|four|five|\d+)-(?:year|month) (?:plan|pilot|programme|program|project|roadmap))\b/i;
const RESOURCES =
  /\b(fund\w*|grants?|invest\w*|budget|capital|revenue|loan|partners?\w*|collaborat\w*|team|hire|hiring|staff|employees|lab(?:oratory)?|facilit\w+|equipment|letters? of (?:intent|interest)|contracts?|customers?|pilot|prototype|resources?|sponsor\w*|award\w*|offer|position|appointment|agreement)\b/i;

/** Which of the points the prongs need the text does not yet show, each with what to add. */
export function checkEndeavor(endeavor: string | null | undefined): EndeavorCheck {
  const text = (endeavor ?? '').trim();
  const words = countWords(text);
  const missing: EndeavorFinding[] = [];
  const add = (point: EndeavorPoint, message: string) => missing.push({ point, title: TITLES[point], message });

  if (words < ENDEAVOR_SPECIFIC_MIN_WORDS || !WORK.test(text) || !FOR_WHOM.test(text)) {
    add(
      'specific',
      words < ENDEAVOR_SPECIFIC_MIN_WORDS
        ? `Describe the work itself in more detail (at least ${ENDEAVOR_SPECIFIC_MIN_WORDS} words): what you will do, in which field, and for whom. A general aim such as "continue my research" is not specific enough.`
        : 'Say what the work is and who it is for: the activity itself (develop, treat, build, teach…) and the people or organisations it serves.',
    );
  }
  const future = FUTURE.test(text);
  const inUs = IN_THE_US.test(text);
  if (!future || !inUs) {
    add(
      'prospective',
      !future && !inUs
        ? 'Say what you will do from now on ("I will…", "I plan to…") and where in the United States.'
        : !future
          ? 'Say what you will do from now on ("I will…", "I plan to…"), not only what you have done.'
          : 'Say where the work will happen: in the United States, and in which state or city if you know.',
    );
  }
  if (!BREADTH.test(text)) {
    add(
      'beyond_one_employer',
      'Say why it matters beyond one employer or its clients: who else in your field, an industry or the country gains, and how widely (prong 1, national importance).',
    );
  }
  const timeline = TIMELINE.test(text);
  const resources = RESOURCES.test(text);
  if (!timeline || !resources) {
    add(
      'plan',
      !timeline && !resources
        ? 'Give a plan: the steps, when each happens, and what you will use (funding, partners, a team, facilities) (prong 2).'
        : !timeline
          ? 'Give the plan a timeline: what happens first and by when (for example "in the first two years").'
          : 'Say what the plan runs on: funding, partners, a team, facilities, or the interest of customers or agencies.',
    );
  }
  return { words, missing };
}
