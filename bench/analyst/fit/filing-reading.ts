/**
 * One document's filing as an older analyst made it (decision 111): the rows of fit/readings/<set>.filing.json, written
 * by dump-filings.ts at the commit before the set was tuned on. No text: the fits read today's extraction for words.
 */
import type { ApplicantRole, FactKind } from '../../../src/contract/fact-sheet';
import type { FilingClass, FilingFeatures } from '../../../server/modules/analyst/local/filing-features';

/** What the analysis filed and read when the subject judge was made sure. */
export type SureReading = { category: string; isApplicant: boolean | null; role: ApplicantRole | 'none' };

/** The subject judge's inputs and its two verdicts' outcomes (decision 099), where the commit had the judge. */
export type JudgedReading = { features: Record<string, number>; handState: string; hers: SureReading; another: SureReading };

export type FilingReading = {
  set: string;
  id: string;
  /** analyseEvidence's category, with the learned models in use at that commit. */
  category: string;
  /**
   * Where the commit had the filing corrector in use (decision 117; holdout23 on), analyseEvidence's category with it
   * turned off: the corrector's input, so a corrector fitted or scored here reads what the one in use read (decision 124).
   */
  beforeCorrector?: string;
  /** classify's category (the kind's filing or the criteria vocabulary), before the facts. */
  classified: string;
  /** The hand filing: classify's category after the facts (fileByFacts, her own post), before any fitted filer. */
  hand: string;
  /** The filing reason the fact sheet gives (why it was set aside or refiled), or null. */
  reason: string | null;
  /** The recogniser's kind and the fact sheet's. */
  recognised: string;
  kind: FactKind;
  isApplicant: boolean | null;
  role: ApplicantRole;
  relation: string | null;
  byVocabulary: boolean;
  allowed: FilingClass[];
  perClass: FilingFeatures['perClass'];
  /** filing-features.ts's features without the word features. */
  features: Record<string, number>;
  /** The category the facts make of each class whose criterion they refuse (fileByFacts), so a model's choice is judged as in use. */
  byFacts: Partial<Record<FilingClass, string>>;
  judged?: JudgedReading;
  /** The category and fact kind with a fitted kind model (decision 080) fitted without this set. */
  kindModel?: { category: string; kind: string };
  /**
   * Where the hand weights read no kind and a fitted kind model (fitted without this set) reads one that is not 'other'
   * (decision 116): that kind, its probability, and the category and fact kind with it read as the fallback. A threshold
   * above the probability leaves the document as `category` files it.
   */
  kindFallback?: { recognised: string; probability: number; category: string; kind: string };
};
