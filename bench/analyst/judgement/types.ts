/**
 * Judgement cases (issue 32, "Measured"): documents a paralegal files by whose achievement they record,
 * not by the words they use. Each names the applicant as the app hands her to the analyst (the
 * profile's full name) and says what the filing must be, the fact sheet it must read, and the reason
 * the row must give. Grouped by petition: one applicant, one visa, numbered in order for chat.
 */
import type { ApplicantRole, FactKind } from '../../../src/contract/fact-sheet';
import type { VisaType } from '../../../src/contract/visa';
import type { Recommender } from '../../../server/platform/analyst/analyst';
import type { Format } from '../corpus/types';

export type Expected = {
  /** A criterion id of the petition's visa, or 'recommendation_letter' | 'cv' | 'other' (UK: 'uk_cv', 'uk_recommendation_letters'). */
  category: string;
  kind: FactKind;
  /** Whom the document is about (its surname decides), and whether that is the applicant; null when it names no one. */
  subject: { name: string; isApplicant: boolean } | null;
  role: ApplicantRole;
  /** The body that issued or published it (any of these, contained case-insensitively); null: none to find. Omitted: not scored. */
  issuer?: string | string[] | null;
  /** The document's date as it writes it; null: it has none. Omitted: not scored. */
  date?: string | null;
  /** Key figures: each must be within one of the sheet's figures. Empty: not scored. */
  figures: string[];
  /** What the row's reason must say; null when the category is the one the document's kind gives, with no reason. */
  reason: RegExp | null;
};

export type JudgementCase = {
  id: string;
  fileName: string;
  format: Exclude<Format, 'photo'> | 'photo';
  /** Paragraphs as printed; '\f' alone starts a new page (PDF). */
  paragraphs: string[];
  /** What a word-matcher would get wrong about it. */
  trap: string;
  expect: Expected;
};

/** A question whose answer is a name, a number or a date, asked of one petition. */
export type ChatCase = {
  q: string;
  /** Any of these in the answer's first sentence answers it. */
  answer: string[];
  /** The exhibit (by file name) the answer must cite. */
  cite: string;
};

export type Petition = {
  key: string;
  visa: VisaType;
  /** As the profile holds it, and so as the analyst receives it. */
  applicant: string;
  field: string;
  cases: JudgementCase[];
  chat: ChatCase[];
  /** Letters drafted for the guarantees: a co-author, an independent expert, the employer. */
  recommenders: Recommender[];
  achievements: string[];
};
