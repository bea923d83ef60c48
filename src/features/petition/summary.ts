import { criteriaFor } from '../../contract/criteria';
import type { CaseDocument, Petition } from '../../contract/entities';
import { visaTypeSchema } from '../../contract/visa';

/** Distinct catalogue criteria covered by case documents, out of the visa's catalogue size (spec §2). */
export function criteriaCoverage(visaType: string, docs: CaseDocument[] | undefined): { covered: number; total: number } {
  const parsed = visaTypeSchema.safeParse(visaType);
  if (!parsed.success) return { covered: 0, total: 0 };
  const ids = new Set(criteriaFor(parsed.data).map((c) => c.id));
  const covered = new Set((docs ?? []).map((d) => d.criteriaId).filter((id): id is string => !!id && ids.has(id)));
  return { covered: covered.size, total: ids.size };
}

/** Rounded mean of the strength report's criteria scores, or '-' without a report (spec §2). */
export function strengthLabel(petition: Petition): string {
  const scores = petition.criteriaStrengthReport?.criteriaScores ?? [];
  if (scores.length === 0) return '-';
  const mean = scores.reduce((sum, s) => sum + s.score, 0) / scores.length;
  return `${Math.round(mean)}%`;
}
