import { criteriaFor, findCriterion } from './criteria';
import { VISA_TYPES, type VisaType } from './visa-types';

/**
 * Evidence categories: a criterion id of the petition's visa, or one of a small fixed set for
 * documents that prove no criterion by themselves. The analyst, the category picker and the
 * labels all use this one list.
 */
export const FIXED_CATEGORIES = ['recommendation_letter', 'cv', 'other'] as const;
export type FixedCategory = (typeof FIXED_CATEGORIES)[number];

const FIXED_LABELS: Record<string, string> = {
  recommendation_letter: 'Recommendation Letter',
  cv: 'CV',
  other: 'Other',
  // Categories an earlier version stored; shown readably until the row is reprocessed.
  cv_resume: 'CV',
  identity: 'Identity Document',
};

/** UK lists the CV and the letters as criteria, so there the fixed kinds map onto them. */
export function fixedCategoryFor(visaType: VisaType, category: FixedCategory): string {
  if (visaType !== 'UK_GLOBAL_TALENT') return category;
  if (category === 'cv') return 'uk_cv';
  if (category === 'recommendation_letter') return 'uk_recommendation_letters';
  return category;
}

export type CategoryOption = { id: string; label: string };

/** What the category picker offers for one visa: its criteria, then the fixed set (without UK's duplicates). */
export function categoryOptions(visaType: VisaType): CategoryOption[] {
  const criteria = criteriaFor(visaType).map((c) => ({ id: c.id, label: c.title }));
  const fixed = [...new Set(FIXED_CATEGORIES.map((f) => fixedCategoryFor(visaType, f)))]
    .filter((id) => !criteria.some((c) => c.id === id))
    .map((id) => ({ id, label: FIXED_LABELS[id] ?? id }));
  return [...criteria, ...fixed];
}

export function isCategoryOf(visaType: VisaType, category: string): boolean {
  return categoryOptions(visaType).some((o) => o.id === category);
}

function titleCase(text: string): string {
  return text.replace(/_/g, ' ').replace(/\b\p{L}/gu, (ch) => ch.toUpperCase());
}

/**
 * How a category reads everywhere: a criterion of the petition's visa shows its title
 * ('o1a_awards' → 'Awards'); the fixed set and anything else a title-cased label.
 */
export function categoryLabel(visaType: string, category: string | null | undefined): string {
  if (!category) return '';
  if ((VISA_TYPES as readonly string[]).includes(visaType)) {
    const criterion = findCriterion(visaType as VisaType, category);
    if (criterion) return criterion.title;
  }
  return FIXED_LABELS[category] ?? titleCase(category);
}

/** What a document is, recognised from its structure before any criterion is chosen. */
export const DOCUMENT_KINDS = [
  'award',
  'press_article',
  'scholarly_paper',
  'citation_record',
  'review_record',
  'membership',
  'employment_letter',
  'pay_record',
  'recommendation_letter',
  'exhibition_record',
  'production_credits',
  'sales_report',
  'patent',
  // EB-2 NIW (issue 36): the basis and the endeavor's support.
  'degree',
  'experience_letter',
  'licence',
  'endeavor_plan',
  'letter_of_interest',
  'funding_award',
  'cv',
  'identity',
  'other',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  award: 'Award certificate or notice',
  press_article: 'Article about the applicant',
  scholarly_paper: 'Scholarly paper',
  citation_record: 'Citation record',
  review_record: 'Review invitation or record',
  membership: 'Membership or fellowship notice',
  employment_letter: 'Employment or salary letter',
  pay_record: 'Pay slip or tax form',
  recommendation_letter: 'Recommendation letter',
  exhibition_record: 'Exhibition or showcase record',
  production_credits: 'Programme, playbill or credits',
  sales_report: 'Sales or box-office report',
  patent: 'Patent',
  degree: 'Degree, transcript or credential evaluation',
  experience_letter: 'Experience letter',
  licence: 'Licence or certification',
  endeavor_plan: 'Business or project plan',
  letter_of_interest: 'Letter of interest or intent',
  funding_award: 'Funding award',
  cv: 'CV',
  identity: 'Identity document',
  other: 'Other document',
};
