/**
 * What a document is about, as a paralegal records it before writing a word (issue 32, decision 056):
 * what it is, who issued it and when, whom it is about, the applicant's part in it when it is about
 * someone else, and the figures that matter. Every fact carries the sentence it was read from and the
 * page that sentence is on, so a reader (and a check in code) can find it in the document.
 */
import { z } from 'zod';

/** The document kinds of categories.ts, plus the kinds that look like an award and are not one. */
export const FACT_KINDS = [
  'award',
  'nomination',
  'shortlist',
  'grant',
  'event_programme',
  'press_article',
  'scholarly_paper',
  'citation_record',
  'review_record',
  'membership',
  'employment_letter',
  'pay_record',
  'recommendation_letter',
  'exhibition_record',
  'sales_report',
  'patent',
  'cv',
  'identity',
  'other',
] as const;
export type FactKind = (typeof FACT_KINDS)[number];

export const FACT_KIND_NOUNS: Record<FactKind, string> = {
  award: 'Award',
  nomination: 'Nomination',
  shortlist: 'Shortlist',
  grant: 'Grant',
  event_programme: 'Event programme or guest list',
  press_article: 'Article',
  scholarly_paper: 'Paper',
  citation_record: 'Citation record',
  review_record: 'Review or judging record',
  membership: 'Membership',
  employment_letter: 'Employment letter',
  pay_record: 'Pay record',
  recommendation_letter: 'Letter of support',
  exhibition_record: 'Exhibition record',
  sales_report: 'Sales figures',
  patent: 'Patent',
  cv: 'CV',
  identity: 'Identity document',
  other: 'Document',
};

/** What the subject did or had done: received an award, wrote a paper, was elected, was paid, was written about. */
export const SUBJECT_RELATIONS = ['received', 'nominated', 'wrote', 'elected', 'paid', 'written_about', 'invited', 'funded'] as const;
/** The applicant's part when the subject is someone else. */
export const APPLICANT_ROLES = ['subject', 'attendee', 'collaborator', 'co_author', 'nominee', 'quoted', 'cited', 'none'] as const;
export type ApplicantRole = (typeof APPLICANT_ROLES)[number];
export const FIGURE_KINDS = ['amount', 'count', 'selectivity'] as const;

/** One fact: its value as the document states it, the whole sentence it was read from, that sentence's 1-based page. */
export const factSchema = z.object({
  value: z.string().min(1),
  sentence: z.string().min(1),
  page: z.number().int().min(1),
});
export type Fact = z.infer<typeof factSchema>;

export const figureSchema = factSchema.extend({ kind: z.enum(FIGURE_KINDS) });
export type Figure = z.infer<typeof figureSchema>;

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
});
export type FactSheet = z.infer<typeof factSheetSchema>;

const ROLE_PHRASES: Record<Exclude<ApplicantRole, 'subject' | 'none'>, string> = {
  attendee: 'the applicant attended',
  collaborator: 'the applicant is a collaborator',
  co_author: 'the applicant is a co-author',
  nominee: 'the applicant is a nominee',
  quoted: 'the applicant is quoted',
  cited: 'the applicant is cited',
};

/** 'the applicant attended': the applicant's part in plain words, or undefined when she is the subject or absent. */
export function applicantRolePhrase(role: ApplicantRole): string | undefined {
  return role === 'subject' || role === 'none' ? undefined : ROLE_PHRASES[role];
}

const RELATION_WORDS: Record<(typeof SUBJECT_RELATIONS)[number], string> = {
  received: 'received by',
  nominated: 'nominating',
  wrote: 'written by',
  elected: 'electing',
  paid: 'paying',
  written_about: 'about',
  invited: 'inviting',
  funded: 'held by',
};

/**
 * The sheet in one plain line, as the evidence row shows it:
 * 'Award received by the applicant: Best Paper Award, ACM, 2024, selected from 1,840 submissions'.
 */
export function factSheetLine(sheet: FactSheet): string {
  const noun = FACT_KIND_NOUNS[sheet.kind];
  const who = sheet.subject ? (sheet.subject.isApplicant ? 'the applicant' : sheet.subject.value) : undefined;
  const role = applicantRolePhrase(sheet.applicantRole);
  const subject = sheet.subject;
  const head = subject && who ? `${noun} ${RELATION_WORDS[subject.relation]} ${who}${role && !subject.isApplicant ? ` (${role})` : ''}` : role ? `${noun} (${role})` : noun;
  const details = [sheet.title, sheet.issuer?.value, sheet.date?.value, ...sheet.figures.filter((f) => f.kind === 'selectivity').slice(0, 1).map((f) => f.value)]
    .filter((d): d is string => Boolean(d))
    .filter((d, i, all) => all.findIndex((x) => x.toLowerCase().includes(d.toLowerCase())) === i);
  return `${head}: ${details.join(', ')}`;
}
