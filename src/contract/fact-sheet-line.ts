// The fact sheet in plain words, without zod: the evidence list's rows are built with it on the page
// (decision 043), where the schema's code is not loaded.
import type { ApplicantRole, FactKind, FactSheet } from './fact-sheet';
import { escapeRegExp } from './reg-exp';

/** What each kind is called on the row and in the fact-sheet dialog. */
export const FACT_KIND_NOUNS: Record<FactKind, string> = {
  award: 'Award',
  nomination: 'Nomination',
  shortlist: 'Shortlist',
  grant: 'Grant',
  event_programme: 'Event programme or guest list',
  social_post: 'Social media post',
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
  degree: 'Degree or evaluation',
  experience_letter: 'Experience letter',
  licence: 'Licence or certification',
  endeavor_plan: 'Business or project plan',
  letter_of_interest: 'Letter of interest',
  funding_award: 'Funding award',
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
  nominated: 'of',
  wrote: 'written by',
  elected: 'of',
  paid: 'for',
  written_about: 'about',
  invited: 'addressed to',
  funded: 'held by',
};
/** Where the relation's word reads wrong for the kind: a shortlist 'names', an employment letter is 'for'. */
const KIND_RELATION_WORDS: Partial<Record<FactKind, string>> = { shortlist: 'naming', membership: 'held by' };

/** A title's form before a colon ('Certificate of Recognition: Best Paper Award'): the part after it names the thing. */
const FORM_BEFORE_COLON = /^[^:]{0,60}\b(certificate|letter|notice|confirmation|record|statement|announcement|award notice)\b[^:]*:\s*(.+)$/i;

/** The title as the line needs it: without the issuer, a trailing year and a form word the line's head already says. */
function shortTitle(sheet: FactSheet): string {
  let title = sheet.title;
  for (const part of [sheet.issuer?.value, sheet.date?.value]) {
    if (part && title.toLowerCase() !== part.toLowerCase()) title = title.replace(new RegExp(`,?\\s*${escapeRegExp(part)}`, 'i'), '');
  }
  title = title
    .replace(/""|\u201c\u201d/g, '')
    .replace(/,\s*(19|20)\d{2}$/, '')
    .replace(/(,\s*)+,/g, ',')
    .replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/g, '');
  // Nothing left but a year: the issuer and the date say it all.
  if (/^((19|20)\d{2})?$/.test(title)) return '';
  return FORM_BEFORE_COLON.exec(title)?.[2] ?? title;
}

/** The figure that says most about standing: a selectivity, else a count, else an amount. */
function keyFigure(sheet: FactSheet): string | undefined {
  for (const kind of ['selectivity', 'count', 'amount'] as const) {
    const figure = sheet.figures.find((f) => f.kind === kind);
    if (figure) return figure.value;
  }
  return undefined;
}

/** 'Award received by the applicant', 'Grant held by Prof. Okafor (the applicant is a collaborator)', 'Article (the applicant is quoted)'. */
function headOf(sheet: FactSheet): string {
  const noun = FACT_KIND_NOUNS[sheet.kind];
  const role = applicantRolePhrase(sheet.applicantRole);
  const subject = sheet.subject;
  if (!subject) return role ? `${noun} (${role})` : noun;
  const who = subject.isApplicant ? 'the applicant' : subject.value;
  const words = KIND_RELATION_WORDS[sheet.kind] ?? RELATION_WORDS[subject.relation];
  return `${noun} ${words} ${who}${role && !subject.isApplicant ? ` (${role})` : ''}`;
}

/**
 * The sheet in one plain line, as the evidence row shows it:
 * 'Award received by the applicant: Best Paper Award, Association for Computing Machinery, June 3, 2024,
 * selected from 1,840 submissions'. Each detail once: one that another already holds is left out.
 */
export function factSheetLine(sheet: FactSheet): string {
  const details = [shortTitle(sheet), sheet.issuer?.value, sheet.date?.value, keyFigure(sheet)].filter((d): d is string => Boolean(d));
  const holds = (x: string, d: string) => x.toLowerCase().includes(d.toLowerCase());
  // Left out when another detail holds it: the first of two equal ones stays.
  const unique = details.filter((d, i) => !details.some((x, j) => j !== i && holds(x, d) && (!holds(d, x) || j < i)));
  return `${headOf(sheet)}: ${(unique.length > 0 ? unique : [sheet.title]).join(', ')}`;
}
