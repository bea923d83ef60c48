import type { EvidenceForAnalysis } from '../../server/platform/analyst/analyst';

/** One analysed exhibit as the analyst reads it; kind and notes unset unless a test gives them. */
export const ev = (evidenceNumber: number, fileName: string, category: string | null, text: string, aiTags: string[] = []): EvidenceForAnalysis => ({
  evidenceNumber,
  fileName,
  category,
  aiTags,
  aiDescription: null,
  userNotes: null,
  kind: null,
  text,
});
