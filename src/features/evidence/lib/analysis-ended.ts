/**
 * Documents whose analysis the push has reported as ended ('completed' or 'failed'). On a fast machine the
 * analysis can end before the upload's own reply arrives: the upload's 'AI is analyzing…' toast would then
 * replace the newer 'Evidence processed' and say something no longer true, so the upload asks here first.
 */
const ENDED_KEPT = 200;
const ended = new Set<string>();

export function noteAnalysisEnded(evidenceId: string) {
  ended.delete(evidenceId);
  ended.add(evidenceId);
  // A Set keeps insertion order: the oldest goes first.
  if (ended.size > ENDED_KEPT) ended.delete(ended.values().next().value as string);
}

export const analysisEnded = (evidenceId: string) => ended.has(evidenceId);
