import type { Profile } from '../../../src/contract/entities';
import type { ScreeningResult } from '../../../src/contract/screening';
import type { profiles } from '../../platform/db/schema';

type ProfileRow = typeof profiles.$inferSelect;

/** A profile row as the API sends it (entities.ts `profileSchema`): ISO dates, no CV text. */
export function toProfileDto(row: ProfileRow): Profile {
  return {
    id: row.id,
    userId: row.userId,
    fullName: row.fullName,
    linkedinUrl: row.linkedinUrl,
    githubUrl: row.githubUrl,
    scholarUrl: row.scholarUrl,
    otherLinks: row.otherLinks,
    cvUrl: row.cvUrl,
    cvFileName: row.cvFileName,
    field: row.field,
    profileDescription: row.profileDescription,
    workCountry: row.workCountry,
    aiAnalysis: (row.aiAnalysis as ScreeningResult | null) ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
