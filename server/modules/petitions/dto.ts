import type { CriteriaReport } from '../../../src/contract/criteria-report';
import type { Petition } from '../../../src/contract/entities';
import type { ScreeningResult } from '../../../src/contract/screening';
import type { petitions } from '../../platform/db/schema';

export type PetitionRow = typeof petitions.$inferSelect;

/** A petition row as the API sends it (entities.ts `petitionSchema`): ISO dates. */
export function toPetitionDto(row: PetitionRow): Petition {
  return {
    id: row.id,
    profileId: row.profileId,
    visaType: row.visaType,
    status: row.status,
    aiScreeningResult: (row.aiScreeningResult as ScreeningResult | null) ?? null,
    strengthScore: row.strengthScore,
    strengthAnalysis: row.strengthAnalysis ?? null,
    criteriaStrengthReport: (row.criteriaStrengthReport as CriteriaReport | null) ?? null,
    criteriaProgress: row.criteriaProgress ?? null,
    proposedEndeavor: row.proposedEndeavor ?? null,
    vectorStoreId: row.vectorStoreId,
    vectorStoreCreatedAt: row.vectorStoreCreatedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
