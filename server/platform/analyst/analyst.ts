import type { AnalystAuthor } from '../../../src/contract/analyst-author';
import type { CriteriaReport } from '../../../src/contract/criteria-report';
import type { ScreeningResult } from '../../../src/contract/screening';
import type { DocumentKind } from '../../../src/contract/categories';
import type { FactSheet } from '../../../src/contract/fact-sheet';
import type { VisaType } from '../../../src/contract/visa';
import type { WorkCountry } from '../../../src/contract/work-country';

/**
 * The analyst: every AI capability the routes and jobs use, behind one
 * interface so the local (offline, deterministic) and OpenAI implementations
 * are interchangeable. Every method is async because the remote one is, and
 * every result says which analyst wrote it (`author`), which the row stores.
 */

/** What a call is for, so a model's token usage is recorded per petition and per job. */
export type AnalystScope = { petitionId?: string; jobId?: string };

/** A result and the analyst that wrote it. */
export type Authored<T> = T & { author: AnalystAuthor };

type ProfileForScreening = {
  fullName: string;
  field?: string | null;
  profileDescription?: string | null;
  linkedinUrl?: string | null;
  githubUrl?: string | null;
  scholarUrl?: string | null;
  otherLinks: string[];
  /** Where the applicant wants to work: 'US', 'UK', or 'unsure'/null (the CV's signals decide). */
  workCountry?: WorkCountry | null;
};

export type ScreenProfileInput = { profile: ProfileForScreening; cvText: string | null };

/** applicantName lets a by-line tell an article BY the applicant (authorship) from one ABOUT them (press). */
export type AnalyseEvidenceInput = {
  visaType: VisaType;
  fileName: string;
  mimeType: string;
  text: string;
  applicantName?: string;
  /** The category the user chose: the analysis then explains the document under it (the analyst follows the user). */
  category?: string;
  /** The photo itself, for a model that reads images (OPENAI_VISION_MODEL); the text is its OCR. */
  image?: { data: Buffer; mimeType: string };
  /** The sheet as stored: the fields the user corrected or confirmed win over a new reading, and the filing follows them (decision 060). */
  factSheet?: FactSheet | null;
};

export type EvidenceAnalysis = {
  /** A criterion id of the petition's visa type, or a fixed category (src/contract/categories.ts). */
  category: string;
  /** What the document is (award, press_article, ...), recognised before the category. */
  kind: DocumentKind;
  tags: string[];
  /** Markdown. */
  description: string;
  /** Markdown. */
  relevance: string;
  criteriaIds: string[];
  /** What the document is about, each fact with its sentence and page (decision 056); the category follows from it. */
  factSheet?: FactSheet | null;
};

/** One evidence row as the analyst sees it; evidenceNumber is what 'Exhibit N' cites. */
export type EvidenceForAnalysis = {
  evidenceNumber: number;
  fileName: string;
  category: string | null;
  aiTags: string[];
  aiDescription: string | null;
  /** The user's own notes on the exhibit: they steer like instructions and are never quoted. */
  userNotes: string | null;
  /** The recognised document kind, when the analysis stored one. */
  kind: string | null;
  text: string;
  /**
   * Why the exhibit proves nothing for the applicant (src/contract/set-aside.ts), or null. Generators are
   * given only exhibits that count; the chat sees every exhibit and never offers a set-aside one as hers.
   */
  setAside?: string | null;
  /** What the document is about (decision 056), as stored with the user's corrections; statements argue from it. */
  factSheet?: FactSheet | null;
};

export type BuildReportInput = { visaType: VisaType; evidence: EvidenceForAnalysis[] };
/** The petition's strength is derived from the report (petitionStrength in src/contract/strength.ts), never a second number. */
export type BuildReportOutput = { report: CriteriaReport; author: AnalystAuthor };

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
/** content is the filing text; notes say what it is based on ('notes for you'), shown beside it, never inside. */
export type DraftedStatement = { title: string; content: string; notes: string[] };

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
  /** Full-text search hits for the question. */
  passages: Passage[];
  /** Every analysed exhibit of the petition (categories as corrected by the user), for intents that need them all. */
  exhibits: EvidenceForAnalysis[];
  report: CriteriaReport | null;
  evidenceCount: number;
};

/** A letter's markdown, the analyst that wrote it, and notes for the user shown beside it, never inside. */
export type DraftedLetter = { content: string; author: AnalystAuthor; notes?: string[] };
/** A chat answer's markdown, and the analyst that wrote it. */
export type ChatAnswer = { answer: string; author: AnalystAuthor };

export interface Analyst {
  /** Scores every visa type against its catalogue; ranked by score, best first. */
  screenProfile(input: ScreenProfileInput, scope?: AnalystScope): Promise<Authored<ScreeningResult>>;
  /** Categorises, tags, describes one document and explains its relevance. */
  analyseEvidence(input: AnalyseEvidenceInput, scope?: AnalystScope): Promise<Authored<EvidenceAnalysis>>;
  /** One score per criterion of the visa plus advice that uses the visa's threshold. */
  buildCriteriaReport(input: BuildReportInput, scope?: AnalystScope): Promise<BuildReportOutput>;
  /** A markdown petition statement for one criterion, or the final merits. */
  draftStatement(input: DraftStatementInput, scope?: AnalystScope): Promise<Authored<DraftedStatement>>;
  /** A recommendation letter in the recommender's voice. */
  draftLetter(input: DraftLetterInput, scope?: AnalystScope): Promise<DraftedLetter>;
  /** A markdown answer grounded in the passages, citing them as 'Exhibit N'. */
  answerQuestion(input: AnswerQuestionInput, scope?: AnalystScope): Promise<ChatAnswer>;
}
