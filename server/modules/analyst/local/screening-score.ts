/**
 * One scale for every visa, so that 70% for O-1A and 70% for UK Global Talent
 * mean the same thing: each visa is measured against its own threshold (how many
 * criteria it requires) and by how far the evidence clears it, never as a bare
 * fraction of a catalogue whose length differs from visa to visa.
 *
 *   below the threshold  score = AT_THRESHOLD × evidenced / required
 *   at the threshold     score = AT_THRESHOLD
 *   above it             + PER_SPARE for each spare criterion, up to SPARES of them
 *                        (an officer may not accept every criterion claimed)
 *   well documented      + up to STRONG for the share of criteria shown by two or more lines
 *   a mandatory item unmet (EB-1C's four, the UK's CV)  at most MANDATORY_UNMET
 *
 * The result is capped at CEILING: a CV alone never proves a petition.
 */
export const AT_THRESHOLD = 60;
export const PER_SPARE = 15;
const SPARES = 2;
const STRONG = 5;
export const MANDATORY_UNMET = 45;
export const CEILING = 95;

export type ThresholdEvidence = {
  /** Criteria the CV shows (formalities such as letters still to write are left out of both counts). */
  evidenced: number;
  /** Criteria the visa requires, formalities left out. */
  required: number;
  /** How many of the evidenced criteria are shown by two or more lines. */
  strong: number;
  mandatoryMet: boolean;
};

export function comparableScore({ evidenced, required, strong, mandatoryMet }: ThresholdEvidence): number {
  const need = Math.max(1, required);
  const shown = Math.max(0, evidenced);
  const base = shown < need ? (AT_THRESHOLD * shown) / need : AT_THRESHOLD + PER_SPARE * Math.min(SPARES, shown - need);
  const documented = shown > 0 ? (STRONG * Math.min(strong, shown)) / shown : 0;
  const score = Math.min(CEILING, base + documented);
  return mandatoryMet ? score : Math.min(score, MANDATORY_UNMET);
}
