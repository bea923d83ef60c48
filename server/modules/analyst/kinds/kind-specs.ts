/** Every document kind's spec, by kind: a kind without a spec does not compile. */
import type { DocumentKind } from '../../../../src/contract/categories';
import { award } from './award';
import { citationRecord } from './citation-record';
import { cv } from './cv';
import { degree } from './degree';
import { employmentLetter } from './employment-letter';
import { endeavorPlan } from './endeavor-plan';
import { experienceLetter } from './experience-letter';
import { fundingAward } from './funding-award';
import { exhibitionRecord } from './exhibition-record';
import { identity } from './identity';
import { letterOfInterest } from './letter-of-interest';
import { licence } from './licence';
import { membership } from './membership';
import { other } from './other';
import { patent } from './patent';
import { payRecord } from './pay-record';
import { productionCredits } from './production-credits';
import { pressArticle } from './press-article';
import { recommendationLetter } from './recommendation-letter';
import { reviewRecord } from './review-record';
import { salesReport } from './sales-report';
import { scholarlyPaper } from './scholarly-paper';
import type { KindSpec } from './spec';

export const KIND_SPECS: Record<DocumentKind, KindSpec> = {
  award,
  press_article: pressArticle,
  scholarly_paper: scholarlyPaper,
  citation_record: citationRecord,
  review_record: reviewRecord,
  membership,
  employment_letter: employmentLetter,
  pay_record: payRecord,
  recommendation_letter: recommendationLetter,
  exhibition_record: exhibitionRecord,
  production_credits: productionCredits,
  sales_report: salesReport,
  patent,
  degree,
  experience_letter: experienceLetter,
  licence,
  endeavor_plan: endeavorPlan,
  letter_of_interest: letterOfInterest,
  funding_award: fundingAward,
  cv,
  identity,
  other,
};
