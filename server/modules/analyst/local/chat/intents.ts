/**
 * What kind of question this is. People ask a handful of things about their
 * petition: which exhibits prove a criterion, what one exhibit says, what is
 * still missing, a fact (an amount, a date, a name, a count), how strong it is,
 * and what the visa requires. Each has its own answer; anything else is
 * answered as a fact question from the sentences that match it.
 */
import type { VisaType } from '../../../../../src/contract/visa';
import { stems } from '../text';
import { conceptsIn, matchTarget, type Concept, type Target } from './concepts';

export type FactType = 'money' | 'date' | 'count' | 'person' | 'body';

type Intent =
  | { kind: 'exhibit'; numbers: number[]; type?: FactType }
  | { kind: 'missing'; target?: Target }
  | { kind: 'strength'; target?: Target }
  | { kind: 'rules' }
  | { kind: 'coverage' }
  | { kind: 'criterion'; target: Target }
  | { kind: 'document'; concepts: Concept[]; type?: FactType }
  | { kind: 'fact'; concepts: Concept[]; type?: FactType };

// 'Exhibit 2', 'exhibit #2', 'Exhibit no. 2', 'exhibits 2 and 3'.
export const EXHIBIT_REF = /\bexhibits?\s*(?:#|no\.?|number)?\s*(\d+)((?:\s*(?:,|and|&)\s*#?\d+)*)/gi;

const MISSING = /\b(missing|lacking|lack|gaps?|what else|still need|need more|more evidence|strengthen|improve|shortfall)\b/i;
const STRENGTH = /\b(strong|strength|strongest|weak|weakest|score|scores|chances?|likely|approv\w*|qualif(y|ies|ied)|how good|rated?|rating)\b|\bmeets?\b.*\b(criteri\w*|requirements?|threshold|bar|standard)\b|\b(am i|is it|is my petition|are we) ready\b/i;
const RULES = /^(tell me about|explain|describe) (the )?(\S+ )?(criteria|requirements|rules)\b|\b(what|which|list)\b.*\b(criteria|requirements?|rules)\b|\bhow many criteria\b|\bthreshold\b|\bwhat (does|do) (the )?(visa|o-1a|o-1b|eb-1a|eb-1b|eb-1c|uk)\b.*\b(need|require)/i;
const WON = /^\s*(did|have|has)\s+(I|she|he|we)\s+(ever\s+)?(win|won|receive|received|get|got)\b/i;
const ABOUT_MY_EVIDENCE = /\b(exhibits?|evidence|documents?|files?|uploads?)\b/i;
// Asking for the exhibits themselves: 'which exhibits', 'what do I have for', 'evidence for'.
const CRITERION_CUE =
  /\b(which|what|any)\b[^?]*\b(exhibits?|documents?|evidence|files?|proof|uploads?)\b|\b(do|did) i have\b|\bwhat (do|did) i (have|upload\w*|file\w*)\b|\b(evidence|proof|exhibits?|documents?) (for|of|on|under|supporting|about)\b|\bsupport\w*\b|\b(list|show me)\b|\bfiled under\b|\bcriterion\b/i;
const DOCUMENT_CUE = /\bwhat (does|do|did) (my|the|this|that|our) .+ (say|state|contain|mention|show)\b|^(please |can you |could you )?(summar\w+|describe|tell me about|what is in|what's in)\b/i;
const WH = /\b(what|which|when|where|who|whom|whose|how|why|did|does|do|is|are|was|were|can|could|should)\b/i;

const BODY_QUESTION =
  /\b(which|what) (organi[sz]ations?|body|bodies|society|association|academy|institution|journal|conference|committee|board|university|publisher|council|foundation|agency|magazine|newspaper)\b|\bwho (elected|admitted|awarded|granted|conferred|selected)\b/i;

function factType(question: string): FactType | undefined {
  if (/\bhow many\b|\bnumber of\b|\bhow often\b|\bh-?index\b/i.test(question)) return 'count';
  if (/\bwhen\b|\b(what|which) (year|date|month|day)\b|\bsince when\b/i.test(question)) return 'date';
  // 'Which society elected me?', 'who awarded me the grant?': an organisation, not a person.
  if (BODY_QUESTION.test(question)) return 'body';
  if (/\bwho\b|\bwhom\b|\bwhose\b|\bname of\b/i.test(question)) return 'person';
  if (/\b(salary|salaries|pay|paid|earn\w*|compensation|income|remuneration|wages?|how much|amount|fees?|bonus|worth)\b/i.test(question)) return 'money';
  return undefined;
}

function exhibitNumbers(question: string): number[] {
  const out: number[] = [];
  for (const m of question.matchAll(EXHIBIT_REF)) {
    for (const n of `${m[1]}${m[2] ?? ''}`.match(/\d+/g) ?? []) if (!out.includes(Number(n))) out.push(Number(n));
  }
  return out;
}

export function detectIntent(visa: VisaType, question: string, hasReport: boolean): Intent {
  const numbers = exhibitNumbers(question);
  if (numbers.length > 0) return { kind: 'exhibit', numbers, type: factType(question) };
  const target = matchTarget(visa, question);
  if (MISSING.test(question)) return { kind: 'missing', target };
  // A film's 'score' is music, not a rating: a fact question about it stays a fact question.
  const strength = STRENGTH.test(question) && (STRENGTH.test(question.replace(/\bscores?\b/gi, '')) || (!factType(question) && !WON.test(question)));
  if (strength && (hasReport || !RULES.test(question))) return { kind: 'strength', target };
  if (RULES.test(question)) return ABOUT_MY_EVIDENCE.test(question) ? { kind: 'coverage' } : { kind: 'rules' };
  const concepts = conceptsIn(question);
  const type = factType(question);
  if (DOCUMENT_CUE.test(question)) return { kind: 'document', concepts, type };
  // 'How many citations do I have?' asks for a fact; 'how many exhibits do I have for awards?' for the exhibits.
  if (target && (ABOUT_MY_EVIDENCE.test(question) || (!type && CRITERION_CUE.test(question)))) return { kind: 'criterion', target };
  // A bare name ('awards', 'my publications') asks for that criterion's exhibits.
  if (target && !WH.test(question)) {
    const rest = stems(question).filter((s, i) => !target.used.has(i) && !['my', 'me', 'i', 'the', 'all', 'for'].includes(s));
    if (rest.length === 0) return { kind: 'criterion', target };
  }
  return { kind: 'fact', concepts, type };
}
