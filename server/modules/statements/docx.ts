import { statementDocxFileName } from '../../../src/contract/word-drafts';
import type { Db } from '../../platform/db/client';
import { loadOwnedCaseDocument } from '../../platform/db/ownership';

/**
 * A statement as a Word draft: its title and its text only. The 'notes for you' (metadata) are
 * advice to the user, not filing text, so they never enter the file.
 */
export async function caseDocumentDocx(db: Db, userId: string, documentId: string): Promise<{ fileName: string; body: Buffer }> {
  const doc = await loadOwnedCaseDocument(db, userId, documentId);
  // docx and micromark load on the first download, not with the server (issue 15: start-up).
  const { markdownToDocx } = await import('../../platform/documents/docx');
  const body = await markdownToDocx({ title: doc.title, markdown: doc.content, showTitle: true });
  return { fileName: statementDocxFileName(doc.title), body };
}
