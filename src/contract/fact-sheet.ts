/**
 * What a document is about, as a paralegal records it before writing a word (issue 32, decision 056):
 * what it is, who issued it and when, whom it is about, the applicant's part in it when it is about
 * someone else, and the figures that matter. Every fact carries the sentence it was read from and the
 * page that sentence is on, so a reader (and a check in code) can find it in the document.
 */
import { z } from 'zod';
import { DOCUMENT_KINDS } from './categories';
import { FACT_FIELDS } from './fact-fields';

export * from './fact-fields';

/**
 * The document kinds of categories.ts, plus the kinds that look like evidence and are not: like an award (a
 * nomination, a shortlist, a grant, a programme or guest list), or like press or a record (a post on a social network).
 */
export const FACT_KINDS = [...DOCUMENT_KINDS, 'nomination', 'shortlist', 'grant', 'event_programme', 'social_post'] as const;
export type FactKind = (typeof FACT_KINDS)[number];

/** What the subject did or had done: received an award, wrote a paper, was elected, was paid, was written about. */
export const SUBJECT_RELATIONS = ['received', 'nominated', 'wrote', 'elected', 'paid', 'written_about', 'invited', 'funded'] as const;
/** The applicant's part when the subject is someone else. */
export const APPLICANT_ROLES = ['subject', 'attendee', 'collaborator', 'co_author', 'nominee', 'quoted', 'cited', 'none'] as const;
export type ApplicantRole = (typeof APPLICANT_ROLES)[number];
export const FIGURE_KINDS = ['amount', 'count', 'selectivity'] as const;

/**
 * One fact: its value as the document states it, the whole sentence it was read from, that sentence's 1-based
 * page. A fact the user typed (decision 060) may have neither: its field is then in the sheet's `userFields`,
 * and it claims no sentence or page of the document.
 */
const factSchema = z.object({
  value: z.string().min(1),
  sentence: z.string().min(1).nullable(),
  page: z.number().int().min(1).nullable(),
});
export type Fact = z.infer<typeof factSchema>;

const figureSchema = factSchema.extend({ kind: z.enum(FIGURE_KINDS) });
export type Figure = z.infer<typeof figureSchema>;

/** A field the analyst is unsure of, and why ('Matched to you by surname only'). */
const factCheckSchema = z.object({ field: z.enum(FACT_FIELDS), reason: z.string().min(1) });
export type FactCheck = z.infer<typeof factCheckSchema>;

export const factSheetSchema = z.object({
  kind: z.enum(FACT_KINDS),
  title: z.string().min(1),
  issuer: factSchema.nullable(),
  date: factSchema.nullable(),
  /** Who received, wrote, was elected, was paid or was written about; null when the document does not say. */
  subject: factSchema.extend({ relation: z.enum(SUBJECT_RELATIONS), isApplicant: z.boolean() }).nullable(),
  /** 'subject' when the document is about the applicant; else her part in it, with the sentence that names her. */
  applicantRole: z.enum(APPLICANT_ROLES),
  roleFact: factSchema.nullable(),
  figures: z.array(figureSchema),
  venue: factSchema.nullable(),
  signer: factSchema.nullable(),
  /** Why the document is filed where it is, when its facts decided against what its words suggest. */
  filingReason: z.string().nullable(),
  /** 'Please check': the fields the analyst is unsure of, each with why (decision 060). */
  checks: z.array(factCheckSchema).default([]),
  /** The fields the user corrected or confirmed: reprocessing keeps them (decision 060). */
  userFields: z.array(z.enum(FACT_FIELDS)).default([]),
});
export type FactSheet = z.infer<typeof factSheetSchema>;
