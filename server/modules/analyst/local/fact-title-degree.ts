/**
 * An evaluation of foreign degrees finds each one equivalent to a US degree; the one it is filed for is the highest
 * (issue 32, decision 129): 'Credential 1 … U.S. equivalency: Bachelor of Science …', 'Credential 2 … Master of Science …'.
 */
const RANK: Record<string, number> = { associate: 0, bachelor: 1, master: 2, doctor: 3 };
/** 'equivalent of a U.S. Master of Science degree in Water Engineering', 'U.S. equivalency: Master of Science in …'. */
const EQUIVALENT = /\bequivalen(?:t|cy|ce)(?:\s+(?:to|of))?\s*:?\s*(?:an?\s+)?(?:U\.?\s?S\.?\s+|United States\s+)?((Doctor|Master|Bachelor|Associate)\b[^,.;(|]{3,80}?)(?=\s+from\b|\s*[,.;(|]|$)/gu;
/** A degree named in full in an evaluation's table ('Master of Science, Coastal Engineering | …'). */
const DEGREE_NAME = /\b((Doctor|Master|Bachelor) of \p{Lu}\p{L}+(?:,? (?:in )?\p{Lu}\p{L}+(?: (?:\p{Lu}\p{L}+|and|of)){0,4})?)/gu;

/** The highest degree an evaluation names (in its sentences of equivalence, or in a table of them), or undefined. */
export function highestEquivalent(head: string): string | undefined {
  if (!/\bequivalen(?:t|cy|ce)\b/i.test(head)) return undefined;
  const flat = head.replace(/\s+/g, ' ');
  // What a sentence says is equivalent first, so that it wins a tie with a degree of the same rank named elsewhere.
  const found = [...flat.matchAll(EQUIVALENT), ...flat.matchAll(DEGREE_NAME)];
  let best: { value: string; rank: number } | undefined;
  for (const m of found) {
    const rank = RANK[m[2]!.toLowerCase()] ?? -1;
    if (!best || rank > best.rank) best = { value: m[1]!.trim(), rank };
  }
  return best?.value;
}
