import type { CriteriaReport } from '../../../src/contract/criteria-report';

/** Every text field of a report a reader sees, where an 'Exhibit N' could appear. */
export function reportTexts(report: Omit<CriteriaReport, 'author'>): string[] {
  return [
    ...report.criteriaScores.flatMap((s) => [s.criteriaTitle, s.reasoning, ...s.keyEvidence, ...s.suggestions]),
    ...report.strategicRecommendations,
    ...report.nextSteps,
  ];
}
