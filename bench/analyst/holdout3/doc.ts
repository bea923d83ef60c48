/**
 * One hand-written document of the never-tuned set (issue 32, "Measured"): the bytes' text and what a
 * paralegal would record about it. Written without reading the analyst's rules or the tuned corpora;
 * every line is spelled out so a reader can judge each label against its text.
 */
import type { ApplicantRole, FactKind } from '../../../src/contract/fact-sheet';
import type { VisaType } from '../../../src/contract/visa-types';

/** Where a label accepts more than one answer (a defensible second reading), it lists them all. */
type OneOf<T> = T | readonly T[];

/** The fact sheet a paralegal would write. A field left out is not scored for that document. */
export type ExpectedFacts = {
  kind: OneOf<FactKind>;
  /** Who received, wrote, was elected, was paid or was written about: any of these spellings. */
  subject?: OneOf<string>;
  /** Left out where both readings hold (a paper she co-wrote as fourth of six authors). */
  isApplicant?: boolean;
  /** Left out where no role fits cleanly (a box-office report on a film she leads). */
  role?: OneOf<ApplicantRole>;
  issuer?: OneOf<string>;
  /** The document's own date, ISO: '2024-03-05', or '2024-03' when it gives only a month. */
  date?: OneOf<string>;
  /** The figures a paralegal would note, values only, as the document writes them ('1,130', '€50,000'). */
  figures?: readonly string[];
};

export type H3Doc = {
  visa: VisaType;
  applicant: string;
  /** A criterion id of `visa`, or recommendation_letter | cv | other (UK: uk_cv, uk_recommendation_letters). */
  category: string;
  format: 'pdf' | 'docx' | 'txt';
  fileName: string;
  /** Set on a judgement case: why the obvious filing is wrong, or what the document only seems to show. */
  judgement?: string;
  facts: ExpectedFacts;
  /** Paragraphs as rendered; a PDF sets the first one as its letterhead or masthead. */
  p: readonly string[];
};

/** A numbered document of the set: 'h3-eb1a-01'. */
export type NumberedDoc = H3Doc & { id: string };

/** The documents of one applicant: each gets the visa and the name the runner passes the analyst. */
export const forApplicant =
  (visa: VisaType, applicant: string) =>
  (doc: Omit<H3Doc, 'visa' | 'applicant'>): H3Doc => ({ visa, applicant, ...doc });

export const oneOf = <T>(value: OneOf<T>): readonly T[] => (Array.isArray(value) ? (value as readonly T[]) : [value as T]);
