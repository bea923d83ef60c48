import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { FactSheet } from '../../../src/contract/fact-sheet';
import type { AnalystAuthor } from '../../../src/contract/analyst-author';
import { CASE_DOCUMENT_TYPES, LETTER_STATUSES, PROCESSING_STATUSES } from '../../../src/contract/entities';
import { VISA_TYPES } from '../../../src/contract/visa';
import type { WorkCountry } from '../../../src/contract/work-country';

// Tables follow architecture.md §entities; columns beyond the spec (password hash, extracted text,
// idempotency keys, search vector) are marked where they are declared. Enumerated columns take
// their types from the contract's lists (TypeScript only: the database column stays varchar).

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updated = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: varchar('email', { length: 320 }).notNull().unique(),
  firstName: varchar('first_name', { length: 200 }),
  lastName: varchar('last_name', { length: 200 }),
  profileImageUrl: text('profile_image_url'),
  /** argon2id PHC string; null for accounts that sign in through OIDC. */
  passwordHash: text('password_hash'),
  createdAt: created(),
  updatedAt: updated(),
});

export const sessions = pgTable(
  'sessions',
  {
    sid: varchar('sid', { length: 128 }).primaryKey(),
    /** `idToken`: the provider's ID token for a session begun through OpenID Connect, the logout's `id_token_hint`. */
    sess: jsonb('sess').$type<{ userId: string; createdAt: number; idToken?: string }>().notNull(),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_expire_idx').on(t.expire)],
);

/** Beyond the spec: sign-in and sign-up attempt counters, shared by every instance (auth/rate-limit.ts). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 200 }).primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('rate_limits_window_start_idx').on(t.windowStart)],
);

/** Beyond the spec: who a user is at an OpenID provider, one row per (issuer, sub) (docs/decisions/039). */
export const userIdentities = pgTable(
  'user_identities',
  {
    issuer: varchar('issuer', { length: 500 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), index('user_identities_user_id_idx').on(t.userId)],
);

/** Beyond the spec: an authorization request waiting for its callback; used once, for minutes (auth/oidc-flow.ts). */
export const oidcSignIns = pgTable(
  'oidc_sign_ins',
  {
    /** SHA-256 of the `state` sent to the provider. */
    stateHash: varchar('state_hash', { length: 64 }).primaryKey(),
    /** SHA-256 of the browser cookie that started it: the callback must come back to the same browser. */
    browserHash: varchar('browser_hash', { length: 64 }).notNull(),
    nonce: varchar('nonce', { length: 128 }).notNull(),
    codeVerifier: varchar('code_verifier', { length: 128 }).notNull(),
    returnTo: text('return_to').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('oidc_sign_ins_expires_at_idx').on(t.expiresAt)],
);

/** Beyond the spec: a provider identity that waits for its account's password before it is linked (auth/oidc-flow.ts). */
export const oidcLinkRequests = pgTable(
  'oidc_link_requests',
  {
    /** SHA-256 of the token the link page's form carries. */
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    browserHash: varchar('browser_hash', { length: 64 }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: varchar('issuer', { length: 500 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    idToken: text('id_token').notNull(),
    returnTo: text('return_to').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('oidc_link_requests_expires_at_idx').on(t.expiresAt)],
);

export const profiles = pgTable('profiles', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  fullName: varchar('full_name', { length: 200 }).notNull(),
  linkedinUrl: text('linkedin_url'),
  githubUrl: text('github_url'),
  scholarUrl: text('scholar_url'),
  otherLinks: jsonb('other_links').$type<string[]>().notNull().default([]),
  cvUrl: text('cv_url'),
  cvFileName: text('cv_file_name'),
  /** Text extracted from the CV for the analyst. */
  cvText: text('cv_text'),
  field: text('field'),
  profileDescription: text('profile_description'),
  /** 'US', 'UK' or 'unsure' (src/contract/profile.ts WORK_COUNTRIES); null until asked. */
  workCountry: text('work_country').$type<WorkCountry>(),
  aiAnalysis: jsonb('ai_analysis'),
  createdAt: created(),
  updatedAt: updated(),
});

export const petitions = pgTable(
  'petitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    visaType: varchar('visa_type', { length: 40, enum: VISA_TYPES }).notNull(),
    status: varchar('status', { length: 40 }).notNull().default('draft'),
    aiScreeningResult: jsonb('ai_screening_result'),
    strengthScore: integer('strength_score'),
    strengthAnalysis: jsonb('strength_analysis'),
    criteriaStrengthReport: jsonb('criteria_strength_report'),
    criteriaProgress: jsonb('criteria_progress'),
    /** EB-2 NIW: the applicant's own description of what they will do in the United States (issue 36); null until written. */
    proposedEndeavor: text('proposed_endeavor'),
    vectorStoreId: text('vector_store_id'),
    vectorStoreCreatedAt: timestamp('vector_store_created_at', { withTimezone: true }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('petitions_profile_idx').on(t.profileId)],
);

export const evidenceDocuments = pgTable(
  'evidence_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    petitionId: uuid('petition_id')
      .notNull()
      .references(() => petitions.id, { onDelete: 'cascade' }),
    evidenceNumber: integer('evidence_number'),
    fileName: text('file_name').notNull(),
    fileUrl: text('file_url').notNull(),
    fileSize: integer('file_size'),
    mimeType: text('mime_type'),
    md5Hash: varchar('md5_hash', { length: 32 }),
    /** SHA-256 of the content: the duplicate check within a petition. */
    sha256: varchar('sha256', { length: 64 }),
    category: text('category'),
    aiTags: jsonb('ai_tags').$type<string[]>().notNull().default([]),
    aiDescription: text('ai_description'),
    /** The exhibit's title in the packet and index, from the document's first lines or the user (decision 050). */
    exhibitTitle: text('exhibit_title'),
    aiAnalysis: jsonb('ai_analysis').$type<{ relevance?: string; criteriaIds?: string[]; method?: string; kind?: string; author?: AnalystAuthor }>(),
    /** What the document is about, each fact with its sentence and page (decision 056); null until analysed. */
    factSheet: jsonb('fact_sheet').$type<FactSheet>(),
    processingStatus: varchar('processing_status', { length: 20, enum: PROCESSING_STATUSES }).default('pending'),
    processingError: text('processing_error'),
    userNotes: text('user_notes'),
    /** Fields the user corrected ('category', 'description', 'title'): reprocessing keeps them. */
    userSetFields: jsonb('user_set_fields').$type<string[]>().notNull().default([]),
    openaiFileId: text('openai_file_id'),
    openaiFileStatus: text('openai_file_status'),
    openaiUploadedAt: timestamp('openai_uploaded_at', { withTimezone: true }),
    vectorStoreFileId: text('vector_store_file_id'),
    vectorStoreId: text('vector_store_id'),
    vectorStoreStatus: text('vector_store_status'),
    vectorStoreAttachedAt: timestamp('vector_store_attached_at', { withTimezone: true }),
    /** Why the upload or the provider's indexing failed, in words the user may read (docs/decisions/037). */
    vectorStoreError: text('vector_store_error'),
    /** Text extracted by the analysis job, searched by the chat and letters. */
    extractedText: text('extracted_text'),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('english', coalesce(file_name, '') || ' ' || coalesce(extracted_text, ''))`,
    ),
    /** Client-generated id of the upload, so a replay never makes a second row. */
    idempotencyKey: varchar('idempotency_key', { length: 100 }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('evidence_petition_number_uq').on(t.petitionId, t.evidenceNumber),
    uniqueIndex('evidence_petition_idem_uq').on(t.petitionId, t.idempotencyKey),
    index('evidence_petition_sha_idx').on(t.petitionId, t.sha256),
    index('evidence_search_idx').using('gin', t.searchVector),
  ],
);

export const recommendationLetters = pgTable(
  'recommendation_letters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    petitionId: uuid('petition_id')
      .notNull()
      .references(() => petitions.id, { onDelete: 'cascade' }),
    recommenderName: varchar('recommender_name', { length: 200 }).notNull(),
    recommenderTitle: varchar('recommender_title', { length: 200 }).notNull(),
    recommenderOrganization: varchar('recommender_organization', { length: 200 }).notNull(),
    recommenderEmail: varchar('recommender_email', { length: 320 }),
    relationship: text('relationship').notNull(),
    keyAchievements: jsonb('key_achievements').$type<string[]>().notNull().default([]),
    letterContent: text('letter_content').notNull(),
    status: varchar('status', { length: 20, enum: LETTER_STATUSES }).notNull().default('draft'),
    /** Beyond the spec: which analyst drafted it (issue 16), like case_documents.metadata.author. */
    /** stale: why the letter no longer follows the record it was drafted from (decision 062); signedByRecommender: decision 066. */
    metadata: jsonb('metadata').$type<{ author?: AnalystAuthor; notes?: string[]; stale?: string[]; signedByRecommender?: { requestId: string; pdfPath: string; sha256: string; signedAt: string } }>(),
    idempotencyKey: varchar('idempotency_key', { length: 100 }),
    /** A digest of the create request that used the key, so the key is refused for another one (decision 055); null before it existed. */
    requestDigest: varchar('request_digest', { length: 64 }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('letters_petition_idx').on(t.petitionId),
    uniqueIndex('letters_petition_idem_uq').on(t.petitionId, t.idempotencyKey),
  ],
);

export const caseDocuments = pgTable(
  'case_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    petitionId: uuid('petition_id')
      .notNull()
      .references(() => petitions.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    type: varchar('type', { length: 20, enum: CASE_DOCUMENT_TYPES }).notNull().default('statement'),
    criteriaId: varchar('criteria_id', { length: 80 }),
    /** stale: why the statement no longer follows the record it was written from (decision 062). */
    metadata: jsonb('metadata').$type<{ wordCount?: number; notes?: string[]; author?: AnalystAuthor; stale?: string[] }>(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('case_documents_petition_idx').on(t.petitionId)],
);

/** Single-use upload grants behind the presigned upload URLs (architecture.md §an-upload-step-by-step). */
export const uploadGrants = pgTable(
  'upload_grants',
  {
    nonce: varchar('nonce', { length: 64 }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    objectPath: text('object_path').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    maxBytes: integer('max_bytes').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('upload_grants_expires_idx').on(t.expiresAt)],
);

/** Stored objects and who uploaded them; the object store holds the bytes. */
export const storedObjects = pgTable('stored_objects', {
  path: text('path').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  sha256: varchar('sha256', { length: 64 }).notNull(),
  size: integer('size').notNull(),
  mimeType: text('mime_type'),
  createdAt: created(),
});

/** Server-wide secrets shared by every instance (signing keys). */
export const appSettings = pgTable('app_settings', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
});

/** One packet build per petition (issue 14 item 2, decision 027): its state and the stored parts. */
export type PacketPartRow = { objectPath: string; fileName: string; bytes: number; pages: number };
/** draft: an unsigned letter included on request, marked on every page. */
export type PacketIndexRow = {
  label: string;
  evidenceId: string | null;
  title: string;
  criterionId: string | null;
  part: number;
  startPage: number;
  endPage: number;
  draft?: boolean;
  /** The document kind, kept only where it decides the index heading (an EB-2 NIW endeavor plan: src/contract/niw-packet.ts). */
  kind?: string;
};
export const petitionPackets = pgTable('petition_packets', {
  petitionId: uuid('petition_id')
    .primaryKey()
    .references(() => petitions.id, { onDelete: 'cascade' }),
  status: varchar('status', { length: 20, enum: ['queued', 'building', 'ready', 'failed'] }).notNull(),
  progress: integer('progress').notNull().default(0),
  error: text('error'),
  builtAt: timestamp('built_at', { withTimezone: true }),
  warnings: jsonb('warnings').$type<string[]>().notNull().default([]),
  parts: jsonb('parts').$type<PacketPartRow[]>().notNull().default([]),
  index: jsonb('index').$type<PacketIndexRow[]>().notNull().default([]),
  maxPartBytes: integer('max_part_bytes').notNull(),
  /** A digest of what the packet prints, taken when its build started (inputs.ts contentFingerprint). */
  fingerprint: text('fingerprint'),
  jobId: text('job_id'),
  updatedAt: updated(),
});

/**
 * Beyond the spec: a language model's token usage, one row per analyst call (issue 16), so the
 * operator can see what each petition and each job costs. A local analyst call writes none.
 */
export const analystUsage = pgTable(
  'analyst_usage',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    petitionId: uuid('petition_id').references(() => petitions.id, { onDelete: 'cascade' }),
    /** The pg-boss job the call ran in, when it ran in one. */
    jobId: text('job_id'),
    /** Which capability: screening, evidence, report, statement, letter, chat. */
    operation: varchar('operation', { length: 40 }).notNull(),
    model: text('model').notNull(),
    requests: integer('requests').notNull(),
    promptTokens: integer('prompt_tokens').notNull(),
    completionTokens: integer('completion_tokens').notNull(),
    createdAt: created(),
  },
  (t) => [index('analyst_usage_petition_idx').on(t.petitionId), index('analyst_usage_job_idx').on(t.jobId)],
);

/**
 * A recommender's private link and what they wrote through it (issue 35, decision 066). Only the SHA-256 of the
 * link's token is kept; `status` is what happened last (an expired link is read from `expires_at`). A signed
 * request points at its letter, whose text and certificate no longer change.
 */
export const recommendationRequests = pgTable(
  'recommendation_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    petitionId: uuid('petition_id')
      .notNull()
      .references(() => petitions.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    recommenderName: varchar('recommender_name', { length: 200 }).notNull(),
    recommenderTitle: varchar('recommender_title', { length: 200 }).notNull(),
    recommenderOrganization: varchar('recommender_organization', { length: 200 }).notNull(),
    recommenderEmail: varchar('recommender_email', { length: 320 }),
    relationship: text('relationship').notNull(),
    keyAchievements: jsonb('key_achievements').$type<string[]>().notNull().default([]),
    sharedEvidenceIds: jsonb('shared_evidence_ids').$type<string[]>().notNull().default([]),
    status: varchar('status', { length: 20, enum: ['invited', 'opened', 'answered', 'signed', 'declined', 'revoked'] }).notNull().default('invited'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answers: jsonb('answers').$type<Record<string, unknown>>(),
    letterText: text('letter_text'),
    letterOrigin: varchar('letter_origin', { length: 20, enum: ['arranged', 'written', 'uploaded'] }),
    /** The recommender's own uploaded letter (PDF or DOCX), stored under the applicant like evidence. */
    uploadPath: text('upload_path'),
    uploadMime: text('upload_mime'),
    declineReason: text('decline_reason'),
    /** The signature's audit record: name, time, IP, user agent, SHA-256 of the signed text. */
    signature: jsonb('signature').$type<{ name: string; signedAt: string; ip: string; userAgent: string; sha256: string }>(),
    signedPdfPath: text('signed_pdf_path'),
    letterId: uuid('letter_id').references(() => recommendationLetters.id, { onDelete: 'set null' }),
    emailState: varchar('email_state', { length: 10, enum: ['sent', 'failed', 'off'] }).notNull().default('off'),
    emailError: text('email_error'),
    idempotencyKey: varchar('idempotency_key', { length: 100 }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('recommendation_requests_petition_idx').on(t.petitionId),
    uniqueIndex('recommendation_requests_token_uq').on(t.tokenHash),
    uniqueIndex('recommendation_requests_idem_uq').on(t.petitionId, t.idempotencyKey),
  ],
);
