import { criteriaFor } from '../../contract/criteria';
import { shownStrength } from '../../contract/strength';
import type { CaseDocument, Petition } from '../../contract/entities';
import { isVisaType } from '../../contract/visa-types';

/**
 * Under the Criteria card's count: the count is criteria with a statement (a case document), not
 * criteria met, which only the criteria report judges.
 */
export const CRITERIA_CAPTION = 'with statements';

/** Distinct catalogue criteria covered by case documents, out of the visa's catalogue size (architecture.md §screens). */
export function criteriaCoverage(visaType: string, docs: CaseDocument[] | undefined): { covered: number; total: number } {
  if (!isVisaType(visaType)) return { covered: 0, total: 0 };
  const ids = new Set(criteriaFor(visaType).map((c) => c.id));
  const covered = new Set((docs ?? []).map((d) => d.criteriaId).filter((id): id is string => !!id && ids.has(id)));
  return { covered: covered.size, total: ids.size };
}

/**
 * The petition's strength (architecture.md §screens: the rounded mean of the report's criteria scores, stored as
 * strengthScore when the report is made, the same number the dashboard shows), or '-' without a report.
 */
export function strengthLabel(petition: Petition): string {
  if (!petition.criteriaStrengthReport) return '-';
  const strength = shownStrength(petition);
  return strength === null ? '-' : `${strength}%`;
}
