import { z } from 'zod';
import { criteriaReportSchema } from './criteria-report';
import { screeningResultSchema } from './screening';

// Response shapes of the stored entities (spec §3) as the API sends them: dates as ISO strings.
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
  aiAnalysis: screeningResultSchema.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Profile = z.infer<typeof profileSchema>;

export const petitionSchema = z.object({
  id: z.string(),
  profileId: z.string(),
  visaType: z.string(),
  status: z.string(),
  aiScreeningResult: screeningResultSchema.nullable(),
  strengthScore: z.number().int().nullable(),
  strengthAnalysis: z.unknown().nullable(),
  criteriaStrengthReport: criteriaReportSchema.nullable(),
  criteriaProgress: z.unknown().nullable(),
  vectorStoreId: z.string().nullable(),
  vectorStoreCreatedAt: isoDate.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Petition = z.infer<typeof petitionSchema>;

export const PROCESSING_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type ProcessingStatus = (typeof PROCESSING_STATUSES)[number];

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
  aiAnalysis: z.object({ relevance: z.string().optional(), criteriaIds: z.array(z.string()).optional(), kind: z.string().optional() }).passthrough().nullable(),
  processingStatus: z.string().nullable(),
  processingError: z.string().nullable(),
  userNotes: z.string().nullable(),
  /** Fields the user corrected ('category', 'description'). */
  userSetFields: z.array(z.string()),
  vectorStoreFileId: z.string().nullable(),
  vectorStoreId: z.string().nullable(),
  vectorStoreStatus: z.string().nullable(),
  vectorStoreAttachedAt: isoDate.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Evidence = z.infer<typeof evidenceSchema>;

export const LETTER_STATUSES = ['draft', 'final', 'sent'] as const;
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
  status: z.string(),
  /** Why the recommender may not read as independent (their name or organisation appears in the evidence); empty when none. */
  independenceConcerns: z.array(z.string()),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Letter = z.infer<typeof letterSchema>;

export const CASE_DOCUMENT_TYPES = ['statement', 'cover_letter', 'summary', 'other'] as const;
export const CASE_DOCUMENT_TYPE_LABELS: Record<(typeof CASE_DOCUMENT_TYPES)[number], string> = {
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
  type: z.enum(CASE_DOCUMENT_TYPES),
  criteriaId: z.string().nullable(),
  /** notes: what the draft is based on, shown beside it ('notes for you'), never inside the filing text. */
  metadata: z.object({ wordCount: z.number().int().optional(), notes: z.array(z.string()).optional() }).passthrough().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type CaseDocument = z.infer<typeof caseDocumentSchema>;

/** Replies that carry only a human-readable message (bulk actions, deletes). */
export const messageReplySchema = z.object({ message: z.string() });
