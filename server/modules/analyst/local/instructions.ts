/**
 * The user's instructions for a statement steer what it says and in which
 * order; they never appear in it. "lead with Exhibit 4", "do not use Exhibit
 * 7", "emphasise the jury", "shorter" become an ordering, an exclusion, a
 * preference and a length, and the notes beside the draft say what was done.
 */
import { contentStems } from './text';

export type Steering = {
  /** Exhibits to put first, in the order given. */
  lead: number[];
  /** Exhibits never to cite. */
  exclude: number[];
  /** Content stems the user wants brought forward ('jury', 'international'). */
  emphasis: string[];
  /** Word for the notes: what the user asked to emphasise. */
  emphasisText: string[];
  length: 'shorter' | 'longer' | 'normal';
};

const NUMS = '(\\d+(?:\\s*(?:,|and|&|or)\\s*\\d+)*)';
const LEAD = new RegExp(`\\b(?:lead|start|begin|open)\\s+with\\s+(?:the\\s+)?exhibits?\\s+${NUMS}|\\b(?:put|place)\\s+exhibits?\\s+${NUMS}\\s+first`, 'gi');
const EXCLUDE = new RegExp(
  `\\b(?:do\\s+not|don'?t|never|avoid|without|exclude|excluding|leave\\s+out|omit|skip|drop|ignore)\\s+(?:use\\s+|using\\s+|cite\\s+|citing\\s+|mention\\s+|mentioning\\s+|include\\s+|including\\s+|rely\\s+on\\s+)?(?:the\\s+)?exhibits?\\s+${NUMS}`,
  'gi',
);
const EMPHASIS = /\b(?:emphasi[sz]e|stress|highlight|focus\s+on|foreground|underline|play\s+up|make\s+much\s+of)\s+(?:that\s+|on\s+)?([^.;,\n]+)/gi;

const numbersIn = (list: string) => (list.match(/\d+/g) ?? []).map(Number);

export function parseInstructions(raw: string | undefined): Steering {
  const text = (raw ?? '').trim();
  const lead: number[] = [];
  const exclude: number[] = [];
  const emphasisText: string[] = [];
  for (const m of text.matchAll(LEAD)) lead.push(...numbersIn(m[1] ?? m[2] ?? ''));
  for (const m of text.matchAll(EXCLUDE)) exclude.push(...numbersIn(m[1] ?? ''));
  for (const m of text.matchAll(EMPHASIS)) {
    // 'emphasise the jury and keep it shorter': the phrase ends where the next command starts.
    const phrase = (m[1] ?? '')
      .split(/\s+(?:and|but|then|so|while)\s+(?=(?:keep|make|put|do|don'?t|use|lead|start|begin|avoid|leave|omit|write|mention|cite|include|skip|drop)\b)|\s+(?:for|to)\s+(?:my|the|our)\s+(?:attorney|lawyer|officer|reader)/i)[0]!
      .replace(/\bexhibits?\s+\d+/gi, '')
      .trim();
    if (phrase) emphasisText.push(phrase);
  }
  const length = /\b(shorter|brief(er)?|concise|short|tighter|trim)\b/i.test(text) ? 'shorter' : /\b(longer|more detail(ed)?|in detail|expand|fuller)\b/i.test(text) ? 'longer' : 'normal';
  // Free text with no recognised command still steers: its words are what the user cares about.
  const commandless = emphasisText.length === 0 && lead.length === 0 && exclude.length === 0 && length === 'normal' && text.length > 0;
  const emphasisSource = commandless ? [text] : emphasisText;
  const emphasis = [...new Set(emphasisSource.flatMap((p) => contentStems(p)).filter((s) => s.length > 2 && !/^\d+$/.test(s)))];
  return { lead: [...new Set(lead)], exclude: [...new Set(exclude)].filter((n) => !lead.includes(n)), emphasis, emphasisText: commandless ? [] : emphasisText, length };
}

/** How strongly a sentence matches what the user asked to emphasise (0 when nothing was asked). */
export function emphasisScore(sentence: string, steering: Steering): number {
  if (steering.emphasis.length === 0) return 0;
  const have = new Set(contentStems(sentence));
  return steering.emphasis.filter((s) => have.has(s)).length / steering.emphasis.length;
}

/**
 * Orders items by the user's lead list first, then by group (primary evidence before secondary),
 * then by emphasis, then by their own rank; drops excluded ones.
 */
export function steerOrder<T>(items: T[], numberOf: (t: T) => number, textOf: (t: T) => string, steering: Steering, groupOf: (t: T) => number = () => 0): T[] {
  const kept = items.filter((t) => !steering.exclude.includes(numberOf(t)));
  const rank = (t: T) => {
    const lead = steering.lead.indexOf(numberOf(t));
    return lead >= 0 ? -1000 + lead : groupOf(t) * 10 - emphasisScore(textOf(t), steering);
  };
  return kept.map((t, i) => ({ t, i, r: rank(t) })).sort((a, b) => a.r - b.r || a.i - b.i).map((x) => x.t);
}

/** What the notes beside the draft say about the instructions (the filing text never does). */
export function steeringNotes(steering: Steering, raw: string | undefined, used: number[]): string[] {
  const notes: string[] = [];
  if (!raw?.trim()) return notes;
  const leadUsed = steering.lead.filter((n) => used.includes(n));
  const leadMissing = steering.lead.filter((n) => !used.includes(n));
  if (leadUsed.length > 0) notes.push(`Your instructions: the evidence leads with Exhibit ${leadUsed.join(', ')}.`);
  if (leadMissing.length > 0) notes.push(`You asked to lead with Exhibit ${leadMissing.join(', ')}, but it does not speak to this criterion, so it is not cited.`);
  if (steering.exclude.length > 0) notes.push(`Your instructions: Exhibit ${steering.exclude.join(', ')} is not used.`);
  if (steering.emphasisText.length > 0) notes.push(`Your instructions: evidence about ${steering.emphasisText.map((e) => `'${e}'`).join(', ')} comes first where the exhibits speak to it.`);
  if (steering.length !== 'normal') notes.push(`Your instructions: a ${steering.length} draft.`);
  if (notes.length === 0) notes.push('Your instructions were used to choose and order the evidence; they are not quoted in the draft.');
  return notes;
}
