import type { CriteriaReport } from '../../../src/contract/criteria-report';
import { assertExhibitRefs, findExhibitRefs, stripUnknownExhibitRefs } from '../analyst/exhibits';
import { reportTexts } from '../analyst/report-texts';

/** Throws when any text of the report cites an exhibit the petition does not have. */
export function assertReportExhibitRefs(report: CriteriaReport, existingNumbers: number[]): void {
  for (const text of reportTexts(report)) assertExhibitRefs(text, existingNumbers);
}

/**
 * A saved report can outlive an exhibit (deleted since it was built). Before it
 * feeds a new statement, references to missing exhibits are rewritten, and key
 * evidence entries that point only at them are dropped, so the statement never
 * cites a document that is not there.
 */
export function reportWithKnownExhibits(report: CriteriaReport, existingNumbers: number[]): CriteriaReport {
  const known = new Set(existingNumbers);
  const fix = (text: string) => stripUnknownExhibitRefs(text, existingNumbers);
  return {
    criteriaScores: report.criteriaScores.map((s) => ({
      ...s,
      criteriaTitle: fix(s.criteriaTitle),
      reasoning: fix(s.reasoning),
      keyEvidence: s.keyEvidence.filter((k) => findExhibitRefs(k).every((n) => known.has(n))),
      suggestions: s.suggestions.map(fix),
    })),
    strategicRecommendations: report.strategicRecommendations.map(fix),
    nextSteps: report.nextSteps.map(fix),
  };
}
