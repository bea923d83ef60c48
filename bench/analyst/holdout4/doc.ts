/**
 * One hand-written document of the fourth never-tuned set: the text a user's upload yields and what a
 * careful paralegal would record about it. The label format is holdout3's (`../holdout3/doc.ts`) plus a
 * title: the words a descriptive title must name (the award, the headline, the production).
 */
import type { ExpectedFacts } from '../holdout3/doc';
import type { VisaType } from '../../../src/contract/visa-types';

type OneOf<T> = T | readonly T[];

export type ExpectedFacts4 = ExpectedFacts & {
  /** Words the sheet's title must contain, in any order (case, accents and punctuation aside): 'Rosenblueth Medal'. */
  title?: OneOf<string>;
};

export type H4Doc = {
  visa: VisaType;
  applicant: string;
  /** A criterion id of `visa`, or recommendation_letter | cv | other (UK: uk_cv, uk_recommendation_letters). */
  category: string;
  /** 'photo' is a phone photo of the printed page (`../corpus/render.ts`), read by OCR; holdout26 has some. */
  format: 'pdf' | 'docx' | 'txt' | 'photo';
  fileName: string;
  /** Set on a judgement case: why the obvious filing is wrong, or what the document only seems to show. */
  judgement?: string;
  facts: ExpectedFacts4;
  /** Paragraphs as rendered; a PDF sets the first one as its letterhead or masthead. */
  p: readonly string[];
};

export type NumberedDoc4 = H4Doc & { id: string };

export const forApplicant =
  (visa: VisaType, applicant: string) =>
  (doc: Omit<H4Doc, 'visa' | 'applicant'>): H4Doc => ({ visa, applicant, ...doc });
