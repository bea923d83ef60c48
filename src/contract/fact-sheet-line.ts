// The fact sheet in plain words, without zod: the evidence list's rows are built with it on the page
// (decision 043), where the schema's code is not loaded.
import type { ApplicantRole, FactKind, FactSheet } from './fact-sheet';

const FACT_KIND_NOUNS: Record<FactKind, string> = {
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
  production_credits: 'Programme or credits',
  sales_report: 'Sales figures',
  patent: 'Patent',
  cv: 'CV',
  identity: 'Identity document',
  other: 'Document',
};

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

const RELATION_WORDS: Record<NonNullable<FactSheet['subject']>['relation'], string> = {
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
