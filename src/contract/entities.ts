import { z } from 'zod';
import { factSheetSchema } from './fact-sheet';
import { analystAuthorSchema } from './analyst-author';
import { criteriaReportSchema } from './criteria-report';
import { screeningResultSchema } from './screening';
import { visaTypeSchema } from './visa';
import { workCountrySchema } from './profile';

// Response shapes of the stored entities (architecture.md §entities) as the API sends them: dates as ISO strings.
const isoDate = z.string();

export const profileSchema = z.object({
  id: z.string(),
  userId: z.string(),
  fullName: z.string(),
  linkedinUrl: z.string().nullable(),
  githubUrl: z.string().nullable(),
  scholarUrl: z.string().nullable(),
  otherLinks: z.array(z.string()),
  cvUrl: z.string().nullable(),
  cvFileName: z.string().nullable(),
  field: z.string().nullable(),
  profileDescription: z.string().nullable(),
  /** Null until the user answers 'Where do you want to work?'. */
  workCountry: workCountrySchema.nullable(),
  aiAnalysis: screeningResultSchema.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Profile = z.infer<typeof profileSchema>;

export const petitionSchema = z.object({
  id: z.string(),
  profileId: z.string(),
  visaType: visaTypeSchema,
  status: z.string(),
  aiScreeningResult: screeningResultSchema.nullable(),
  strengthScore: z.number().int().nullable(),
  strengthAnalysis: z.unknown().nullable(),
  criteriaStrengthReport: criteriaReportSchema.nullable(),
  criteriaProgress: z.unknown().nullable(),
  /** EB-2 NIW only: the applicant's proposed endeavor, in their own words (issue 36); null until written. */
  proposedEndeavor: z.string().nullable(),
  vectorStoreId: z.string().nullable(),
  vectorStoreCreatedAt: isoDate.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Petition = z.infer<typeof petitionSchema>;

/** An evidence row's analysis state; the database column takes its type from the same list. */
export const PROCESSING_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
const processingStatusSchema = z.enum(PROCESSING_STATUSES);
export type ProcessingStatus = z.infer<typeof processingStatusSchema>;

export const evidenceSchema = z.object({
  id: z.string(),
  petitionId: z.string(),
  evidenceNumber: z.number().int().nullable(),
  fileName: z.string(),
  fileUrl: z.string(),
  fileSize: z.number().int().nullable(),
  mimeType: z.string().nullable(),
  md5Hash: z.string().nullable(),
  category: z.string().nullable(),
  aiTags: z.array(z.string()),
  aiDescription: z.string().nullable(),
  /** The exhibit's title in the packet, its index and the hand-off (decision 050); null until the analysis gives one. */
  exhibitTitle: z.string().nullable(),
  /** What the document is about, fact by fact (decision 056); null until analysed. */
  factSheet: factSheetSchema.nullable(),
  aiAnalysis: z.object({ relevance: z.string().optional(), criteriaIds: z.array(z.string()).optional(), kind: z.string().optional(), author: analystAuthorSchema.optional() }).passthrough().nullable(),
  processingStatus: processingStatusSchema.nullable(),
  processingError: z.string().nullable(),
  userNotes: z.string().nullable(),
  /** Fields the user corrected ('category', 'description', 'title'). */
  userSetFields: z.array(z.string()),
  /** The file at the AI provider (Files API): its id, status there and upload time; null when never uploaded. */
  openaiFileId: z.string().nullable(),
  openaiFileStatus: z.string().nullable(),
  openaiUploadedAt: isoDate.nullable(),
  vectorStoreFileId: z.string().nullable(),
  vectorStoreId: z.string().nullable(),
  /** pending (queued here), in_progress, completed, failed or cancelled (the provider's words), or null. */
  vectorStoreStatus: z.string().nullable(),
  vectorStoreAttachedAt: isoDate.nullable(),
  /** Why the upload or the provider's indexing failed. */
  vectorStoreError: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Evidence = z.infer<typeof evidenceSchema>;

export const LETTER_STATUSES = ['draft', 'final', 'sent'] as const;
export const letterStatusSchema = z.enum(LETTER_STATUSES, { message: 'Status must be draft, final or sent' });
export const letterSchema = z.object({
  id: z.string(),
  petitionId: z.string(),
  recommenderName: z.string(),
  recommenderTitle: z.string(),
  recommenderOrganization: z.string(),
  recommenderEmail: z.string().nullable(),
  relationship: z.string(),
  keyAchievements: z.array(z.string()),
  letterContent: z.string(),
  status: letterStatusSchema,
  /** Why the recommender may not read as independent (their name or organisation appears in the evidence); empty when none. */
  independenceConcerns: z.array(z.string()),
  /** Which analyst drafted it; null for letters drafted before issue 16. */
  author: analystAuthorSchema.nullable(),
  /** 'Notes for you' beside the letter, never inside it: what the draft left for the recommender to say (decision 057). */
  notes: z.array(z.string()).optional(),
  /** Why the letter no longer follows the record it was drafted from: an exhibit it cites was corrected since (decision 062). */
  stale: z.array(z.string()).optional(),
  /** Signed by the recommender through their link (decision 066): final, its text no longer changes. */
  signedByRecommender: z.object({ signedAt: z.string(), sha256: z.string() }).optional(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Letter = z.infer<typeof letterSchema>;

export const CASE_DOCUMENT_TYPES = ['statement', 'cover_letter', 'summary', 'other'] as const;
const caseDocumentTypeSchema = z.enum(CASE_DOCUMENT_TYPES);
type CaseDocumentType = z.infer<typeof caseDocumentTypeSchema>;
export const CASE_DOCUMENT_TYPE_LABELS: Record<CaseDocumentType, string> = {
  statement: 'Statement',
  cover_letter: 'Cover Letter',
  summary: 'Summary',
  other: 'Other',
};
export const caseDocumentSchema = z.object({
  id: z.string(),
  petitionId: z.string(),
  title: z.string(),
  content: z.string(),
  type: caseDocumentTypeSchema,
  criteriaId: z.string().nullable(),
  /**
   * notes: what the draft is based on, shown beside it ('notes for you'), never inside the filing text.
   * stale: why it no longer follows the record it was written from (decision 062); gone once generated again.
   */
  metadata: z
    .object({ wordCount: z.number().int().optional(), notes: z.array(z.string()).optional(), author: analystAuthorSchema.optional(), stale: z.array(z.string()).optional() })
    .passthrough()
    .nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type CaseDocument = z.infer<typeof caseDocumentSchema>;

/** Replies that carry only a human-readable message (bulk actions, deletes). */
export const messageReplySchema = z.object({ message: z.string() });
