// The petition's strength number without zod, so the dashboard shows it without loading the schema library
// (docs/decisions/040); criteria-report.ts holds the report's schema.

type Scored = { criteriaScores: readonly { score: number }[] };

/**
 * The petition's one strength number (architecture.md §screens: the rounded mean of the report's criteria scores).
 * The server stores it as petitions.strengthScore when the report is made; the dashboard and the
 * petition page both show that stored value.
 */
export function petitionStrength(report: Scored): number | null {
  const scores = report.criteriaScores;
  if (scores.length === 0) return null;
  return Math.round(scores.reduce((sum, s) => sum + s.score, 0) / scores.length);
}

/**
 * The strength a petition shows, on the dashboard and on its page alike: the stored
 * strengthScore, or for rows saved before it was stored, petitionStrength of the report.
 */
export function shownStrength(petition: { strengthScore: number | null; criteriaStrengthReport: Scored | null }): number | null {
  if (petition.strengthScore !== null) return petition.strengthScore;
  return petition.criteriaStrengthReport ? petitionStrength(petition.criteriaStrengthReport) : null;
}
