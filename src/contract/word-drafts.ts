import { stripFileNameMarks } from './text';

// Word drafts of statements and letters (issue 14 item 6, docs/decisions/023): the addresses the
// viewers download from and the names the files get, one copy for client and server.

export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const caseDocumentDocxUrl = (id: string) => `/api/case-documents/${encodeURIComponent(id)}/docx`;
export const letterDocxUrl = (id: string) => `/api/recommendation-letters/${encodeURIComponent(id)}/docx`;

/** Characters Windows or macOS refuse in a file name. */
const RESERVED = /[<>:"/\\|?*]/g;
const MAX_BASE = 120;

/**
 * '{base}.docx' as a file name every system accepts: no control or bidi marks, no reserved
 * characters, no leading or trailing dots or spaces, at most 120 characters before '.docx'.
 * Letters in any script stay (the reply also names the file in UTF-8).
 */
export function docxFileName(base: string, fallback = 'document'): string {
  const clean = stripFileNameMarks(base)
    .replace(RESERVED, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const cut = Array.from(clean).slice(0, MAX_BASE).join('').trim();
  return `${cut || fallback}.docx`;
}

export const statementDocxFileName = (title: string) => docxFileName(title, 'Statement');
export const letterDocxFileName = (recommenderName: string) => docxFileName(`Recommendation letter - ${recommenderName}`, 'Recommendation letter');
