/**
 * One hand-written EB-2 NIW document of the never-tuned NIW set (issue 36, "Measured"), labelled as a
 * careful paralegal would file and record it. The visa is 'EB-2 NIW' (issue 36's catalogue, branch
 * niw-core); the kinds a label accepts include today's fact-sheet kinds and the names issue 36's new kinds
 * are likely to take, since those kinds were not in the contract when the set was written.
 */
import type { ExpectedFacts4 } from '../holdout4/doc';

export const NIW_VISA = 'EB-2 NIW';

/** The categories an NIW document may be filed under: the catalogue's ids (issue 36) and the fixed set. */
export const NIW_CATEGORIES = [
  'niw_advanced_degree',
  'niw_exceptional_ability_academic_record',
  'niw_exceptional_ability_ten_years',
  'niw_exceptional_ability_licence',
  'niw_exceptional_ability_salary',
  'niw_exceptional_ability_memberships',
  'niw_exceptional_ability_recognition',
  'niw_prong1_merit_importance',
  'niw_prong2_well_positioned',
  'niw_prong3_balance',
  'recommendation_letter',
  'cv',
  'other',
] as const;
export type NiwCategory = (typeof NIW_CATEGORIES)[number];

/** Kinds a label accepts: today's kind for such a document, then issue 36's likely names for it. */
export const KIND = {
  degree: ['other', 'degree', 'diploma', 'academic_record', 'education'],
  transcript: ['other', 'transcript', 'academic_record', 'degree', 'education'],
  evaluation: ['other', 'equivalency_evaluation', 'credential_evaluation', 'evaluation', 'degree', 'academic_record', 'education'],
  experience: ['employment_letter', 'experience_letter'],
  licence: ['other', 'licence', 'license', 'certification', 'licence_certification', 'license_certification'],
  plan: ['other', 'business_plan', 'project_plan', 'plan'],
  interest: ['recommendation_letter', 'other', 'letter_of_interest', 'letter_of_intent', 'interest_letter'],
  funding: ['grant', 'award', 'funding_award', 'funding'],
} as const;

export type NiwDoc = {
  applicant: string;
  category: NiwCategory;
  format: 'pdf' | 'docx' | 'txt';
  fileName: string;
  judgement?: string;
  /** `kind` as strings: the NIW kinds are not in this build's contract. */
  facts: Omit<ExpectedFacts4, 'kind'> & { kind: string | readonly string[] };
  p: readonly string[];
};

export const forApplicant =
  (applicant: string) =>
  (doc: Omit<NiwDoc, 'applicant'>): NiwDoc => ({ applicant, ...doc });
