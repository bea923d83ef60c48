/**
 * The question turned into the start of its answer: 'When was I elected a
 * Fellow?' → 'You were elected a Fellow', 'Who invited me to review?' →
 * 'invited you to review'. Plain rules for the shapes people ask in; when a
 * question has another shape, the answer states the fact without restating it.
 */

const PERSON_SWAP: Record<string, string> = { i: 'you', me: 'you', my: 'your', mine: 'yours', myself: 'yourself', am: 'are', we: 'you', us: 'you', our: 'your' };
const swap = (s: string) => s.replace(/\b(I|me|my|mine|myself|am|we|us|our)\b/gi, (w) => PERSON_SWAP[w.toLowerCase()] ?? w);

const IRREGULAR: Record<string, string> = { win: 'won', get: 'got', give: 'gave', begin: 'began', lead: 'led', write: 'wrote', hold: 'held', make: 'made', become: 'became', take: 'took', pay: 'paid', meet: 'met', go: 'went', see: 'saw', have: 'had', do: 'did', receive: 'received', serve: 'served', join: 'joined', say: 'said', send: 'sent', choose: 'chose', find: 'found' };

function past(verb: string): string {
  const v = verb.toLowerCase();
  if (IRREGULAR[v]) return IRREGULAR[v]!;
  if (v.endsWith('e')) return `${verb}d`;
  if (/[^aeiou]y$/.test(v)) return `${verb.slice(0, -1)}ied`;
  return `${verb}ed`;
}

const third = (verb: string) => (verb === 'have' ? 'has' : /(s|sh|ch|x|z|o)$/.test(verb) ? `${verb}es` : /[^aeiou]y$/.test(verb) ? `${verb.slice(0, -1)}ies` : `${verb}s`);

const PRONOUN = /^(I|you|she|he|we|they|it)$/i;
const BOUNDARY_WORD = /^(a|an|the|at|in|on|for|to|of|by|from|with|about|as|into|this|that|its|her|his|their|your|my)$/i;
const BE: Record<string, Record<string, string>> = { was: { you: 'were', i: 'were' }, is: { you: 'are', i: 'are' } };

/**
 * The clause after the question word, in statement order: 'did I start at Arm' → 'you started
 * at Arm', 'do my membranes serve' → 'your membranes serve'. Undefined when it cannot tell.
 */
function statement(rest: string): string | undefined {
  const m = /^(did|does|do|is|was|are|were|has|have|will|can)\s+(.+)$/i.exec(rest);
  if (!m) return swap(rest);
  const aux = m[1]!.toLowerCase();
  const words = m[2]!.split(/\s+/);
  let v: number;
  if (PRONOUN.test(words[0]!)) v = 1;
  else {
    // The subject runs to the last lower-case word before a preposition, an article or a name: 'the Kavli committee consider'.
    v = -1;
    for (let i = 1; i < words.length; i++) {
      if (BOUNDARY_WORD.test(words[i]!) || /^[\p{Lu}\d]/u.test(words[i]!)) {
        if (v > 0) break;
        continue;
      }
      v = i;
    }
    if (v < 1) return undefined;
  }
  const subject = swap(words.slice(0, v).join(' '));
  const verb = words[v];
  const after = words.slice(v + 1).join(' ');
  const you = /^you$/i.test(subject);
  const join = (...parts: Array<string | undefined>) => swap(parts.filter(Boolean).join(' ')).replace(/^you\b/, 'you');
  if (!verb) return undefined;
  if (aux === 'did') return join(subject, past(verb), after);
  if (aux === 'does') return join(subject, third(verb), after);
  if (aux === 'do') return join(subject, verb, after);
  const be = BE[aux]?.[you ? 'you' : ''] ?? aux;
  return join(subject, be, verb, after);
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** 'Who invited me to review?' → 'who invited you to review': how 'the record does not say …' ends. */
export function indirect(question: string): string {
  const q = question.trim().replace(/[?.!\s]+$/, '');
  // 'Who is my employer?' → 'who your employer is'.
  const be = /^(who|what|which \S+)\s+(is|was|are|were)\s+(.+)$/i.exec(q);
  if (be) return `${be[1]!.toLowerCase()} ${swap(be[3]!)} ${be[2]!.toLowerCase()}`;
  const m = /^(who|whom|what|which \S+|when|where|how many \S+|how much(?: \S+)?)\s+(.+)$/i.exec(q);
  if (m) {
    const clause = statement(m[2]!);
    if (clause) return `${m[1]!.toLowerCase()} ${clause}`;
  }
  const won = /^(?:did|have|has)\s+(I|she|he|we)\s+(?:win|won|receive|received|get|got)\s+(.+)$/i.exec(q);
  if (won) return `that ${swap(won[1]!)} won ${swap(won[2]!)}`;
  return `the answer to '${swap(q)}?'`;
}

/** Who or what did it: 'Who invited me to review?' → 'invited you to review', or undefined. */
export function predicate(question: string): string | undefined {
  const q = question.trim().replace(/[?.!\s]+$/, '');
  const m = /^(?:who|which \S+(?: \S+)??|what (?:organi[sz]ation|body|society|journal|company))\s+(.+)$/i.exec(q);
  if (!m || /^(did|does|do|is|was|are|were|has|have|will|can)\b/i.test(m[1]!)) return undefined;
  return swap(m[1]!);
}

/** 'When was I elected a Fellow?' → 'You were elected a Fellow'. */
export function whenClause(question: string): string | undefined {
  const m = /^when\s+(.+?)[?.!\s]*$/i.exec(question.trim());
  const clause = m ? statement(m[1]!) : undefined;
  return clause ? cap(clause) : undefined;
}

/** 'What is my salary?' → 'Your salary is', 'How much is the award worth?' → 'The award is worth'. */
export function amountClause(question: string): string | undefined {
  const q = question.trim().replace(/[?.!\s]+$/, '');
  const worth = /^how much (is|was) (.+) worth$/i.exec(q);
  if (worth) return `${cap(swap(worth[2]!))} ${worth[1]!.toLowerCase()} worth`;
  const what = /^(?:what|how much) (is|was|are|were) (my|her|his|the|our|their) (.+)$/i.exec(q);
  if (what) return `${cap(swap(`${what[2]} ${what[3]}`))} ${what[1]!.toLowerCase()}`;
  return undefined;
}

/** 'How many submissions …' → 'submissions'. */
export function countedNoun(question: string): string | undefined {
  return /\bhow many ([\p{L}-]+)/iu.exec(question)?.[1];
}

export { cap };
