import { evidenceDocuments } from '../../server/platform/db/schema';
import type { ProcessingStatus } from '../../src/contract/entities';
import type { TestServer } from './harness';

// Shared by the criteria and statements tests.

export type SeedEvidence = { evidenceNumber: number | null; fileName: string; category: string; text: string; status?: ProcessingStatus };

/** Evidence as the analysis job leaves it: extracted text, a number, a category, status completed. */
export async function seedEvidence(server: TestServer, petitionId: string, rows: SeedEvidence[]) {
  return server.deps.database.db
    .insert(evidenceDocuments)
    .values(
      rows.map((r) => ({
        petitionId,
        evidenceNumber: r.evidenceNumber,
        fileName: r.fileName,
        fileUrl: `/objects/test/${r.fileName}`,
        mimeType: 'application/pdf',
        category: r.category,
        aiTags: [],
        aiDescription: r.text.slice(0, 120),
        extractedText: r.text,
        processingStatus: r.status ?? 'completed',
      })),
    )
    .returning();
}

/** An O-1A record: a strong award, a scholarly article, and a press piece. */
export const O1A_EVIDENCE: SeedEvidence[] = [
  {
    evidenceNumber: 1,
    fileName: 'award-letter.pdf',
    category: 'o1a_awards',
    text: 'Ada Lovelace won the 2023 National Prize for Excellence in Computing. The award is given each year to one recipient chosen by a jury of recognised experts from 400 nominees. The prize is recognised nationally and internationally; the medal was presented at the annual ceremony.',
  },
  {
    evidenceNumber: 2,
    fileName: 'journal-article.pdf',
    category: 'o1a_scholarly_articles',
    text: 'Lovelace, A. (2022). Notes on the Analytical Engine. Journal of Computing Machinery, peer-reviewed, vol. 12. First author. The paper was published in the proceedings and cited 340 times.',
  },
  {
    evidenceNumber: 3,
    fileName: 'newspaper-feature.pdf',
    category: 'o1a_press',
    text: 'The Daily Chronicle, 4 May 2023, by staff reporter Jane Smith: a feature article about Ada Lovelace and her work on computing engines, profiled in the national newspaper.',
  },
];
