import type { CriteriaReport } from '../../src/contract/criteria-report';
import type { ScreeningResult } from '../../src/contract/screening';
import type { VisaType } from '../../src/contract/visa';

/**
 * The analyst: every AI capability the routes and jobs use, behind one
 * interface so the local (offline, deterministic) and OpenAI implementations
 * are interchangeable. Every method is async because the remote one is.
 */

export type ProfileForScreening = {
  fullName: string;
  field?: string | null;
  profileDescription?: string | null;
  linkedinUrl?: string | null;
  githubUrl?: string | null;
  scholarUrl?: string | null;
  otherLinks: string[];
};

export type ScreenProfileInput = { profile: ProfileForScreening; cvText: string | null };

export type AnalyseEvidenceInput = { visaType: VisaType; fileName: string; mimeType: string; text: string };

/** General categories used when a document fits no criterion of the visa. */
export const GENERAL_CATEGORIES = ['identity', 'cv_resume', 'recommendation_letter', 'other'] as const;
export type GeneralCategory = (typeof GENERAL_CATEGORIES)[number];

export type EvidenceAnalysis = {
  /** A criterion id of the petition's visa type, or a GeneralCategory. */
  category: string;
  tags: string[];
  /** Markdown. */
  description: string;
  /** Markdown. */
  relevance: string;
  criteriaIds: string[];
};

/** One evidence row as the analyst sees it; evidenceNumber is what 'Exhibit N' cites. */
export type EvidenceForAnalysis = {
  evidenceNumber: number;
  fileName: string;
  category: string | null;
  aiTags: string[];
  aiDescription: string | null;
  text: string;
};

export type BuildReportInput = { visaType: VisaType; evidence: EvidenceForAnalysis[] };
export type BuildReportOutput = { report: CriteriaReport; strengthScore: number };

export type DraftStatementInput = {
  visaType: VisaType;
  /** A criterion id, or FINAL_MERITS. */
  criteriaId: string;
  criteriaTitle: string;
  instructions?: string;
  applicantName: string;
  evidence: EvidenceForAnalysis[];
  report: CriteriaReport | null;
};
export type DraftedStatement = { title: string; content: string };

export type Recommender = { name: string; title: string; organization: string; email?: string; relationship: string };
export type DraftLetterInput = {
  visaType: VisaType;
  applicantName: string;
  recommender: Recommender;
  keyAchievements: string[];
  evidence: EvidenceForAnalysis[];
};

export type Passage = { evidenceNumber: number; fileName: string; text: string };
export type AnswerQuestionInput = {
  visaType: VisaType;
  question: string;
  passages: Passage[];
  report: CriteriaReport | null;
  evidenceCount: number;
};

export interface Analyst {
  /** Scores every visa type against its catalogue; ranked by score, best first. */
  screenProfile(input: ScreenProfileInput): Promise<ScreeningResult>;
  /** Categorises, tags, describes one document and explains its relevance. */
  analyseEvidence(input: AnalyseEvidenceInput): Promise<EvidenceAnalysis>;
  /** One score per criterion of the visa plus advice that uses the visa's threshold. */
  buildCriteriaReport(input: BuildReportInput): Promise<BuildReportOutput>;
  /** A markdown petition statement for one criterion, or the final merits. */
  draftStatement(input: DraftStatementInput): Promise<DraftedStatement>;
  /** A recommendation letter in the recommender's voice. */
  draftLetter(input: DraftLetterInput): Promise<string>;
  /** A markdown answer grounded in the passages, citing them as 'Exhibit N'. */
  answerQuestion(input: AnswerQuestionInput): Promise<string>;
}
