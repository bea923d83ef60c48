// Evidence limits, messages and ordering without zod, for the upload panel and the list (docs/decisions/043):
// ./evidence adds the request and reply schemas and re-exports these, so the routes use the same values.
import type { Evidence } from './entities';
import { MAX_UPLOAD_BYTES } from './object-names';

/** architecture.md §limits: at most 10 files per selection, each at most 10485760 bytes. */
export const MAX_EVIDENCE_FILES = 10;
export const MAX_EVIDENCE_BYTES = MAX_UPLOAD_BYTES;
/** The zip import's own limit on the uploaded archive (its entries are checked one by one). */
export const MAX_ZIP_BYTES = 100 * 1024 * 1024;
export const MAX_IDEMPOTENCY_KEY_LENGTH = 100;
/** 422: the key names an earlier registration of another file (decision 055). */
export const EVIDENCE_KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different request. Send this file with a new key.';
export const MAX_EVIDENCE_FILE_NAME = 255;

export const ZIP_ONLY_MESSAGE = 'Please select a .zip file';
export const tooManyFilesMessage = (max = MAX_EVIDENCE_FILES) => `You can only upload ${max} file(s)`;
export const tooLargeMessage = (fileName: string) => `${fileName} exceeds maximum allowed size of 10 MB`;

/** architecture.md §errors upload widget messages, used where our upload panel meets the same case. */
export const UPLOAD_WIDGET_MESSAGES = {
  smallerThanAllowed: 'This file is smaller than the allowed size',
  onlyTypes: 'You can only upload: ',
  duplicate: 'Cannot add the duplicate file',
  noInternet: 'No Internet connection',
  connected: 'Connected to the Internet',
  authorizationRequired: 'Authorization required',
  requestExpired: 'Request has expired',
  non2xx: 'Non 2xx',
  unknown: 'Unknown error',
} as const;
/** How the type refusal names what the panel accepts. */
const ACCEPTED_TYPES_LABEL = 'PDF, Word (.docx), text (.txt, .md, .csv) and images';
export const emptyFileMessage = (fileName: string) =>
  `${UPLOAD_WIDGET_MESSAGES.smallerThanAllowed}: ${fileName} is empty (0 bytes). Choose a file with content.`;
export const wrongTypeMessage = (fileName: string) => `${UPLOAD_WIDGET_MESSAGES.onlyTypes}${ACCEPTED_TYPES_LABEL}. ${fileName} is not one of these.`;
export const duplicateFileMessage = (fileName: string) => `${UPLOAD_WIDGET_MESSAGES.duplicate} '${fileName}', it is already being uploaded`;

export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** The types the server extracts text from (server/platform/extract); the upload panel offers and checks the same. */
export const ANALYSABLE_MIME_TYPES: readonly string[] = [
  'application/pdf',
  DOCX_MIME,
  'text/plain',
  'text/markdown',
  'text/csv',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/tiff',
  'image/bmp',
];
/** File name extensions of those types, for pickers and names without a declared type. */
export const ANALYSABLE_EXTENSIONS: readonly string[] = ['.pdf', '.docx', '.txt', '.text', '.md', '.markdown', '.csv', '.jpg', '.jpeg', '.png', '.webp', '.gif', '.tif', '.tiff', '.bmp'];

/** architecture.md §validation: the zip picker accepts only names ending in .zip, in any case. */
export function isZipFileName(name: string): boolean {
  return /\.zip$/i.test(name);
}

/** Rows sort by evidenceNumber ascending, unnumbered rows last (architecture.md §screens). */
export function sortEvidence<T extends Pick<Evidence, 'evidenceNumber' | 'createdAt'>>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => {
    if (a.evidenceNumber === null && b.evidenceNumber === null) return a.createdAt.localeCompare(b.createdAt);
    if (a.evidenceNumber === null) return 1;
    if (b.evidenceNumber === null) return -1;
    return a.evidenceNumber - b.evidenceNumber;
  });
}

export { categoryLabel } from './categories';

/** Fields the user corrected; reprocessing keeps them. */
export const USER_SET_FIELDS = ['category', 'description', 'title'] as const;
export type UserSetField = (typeof USER_SET_FIELDS)[number];
export const EVIDENCE_DESCRIPTION_MAX = 5000;
/** An exhibit title is one index line; the analysis keeps its own to about 120 characters. */
export const EXHIBIT_TITLE_MAX = 200;
export const EVIDENCE_NOTES_MAX = 5000;

/** The label the dialog shows for a source document ('Exhibit 3'), or nothing when it has no number. */
export function exhibitLabel(evidenceNumber: number | null): string {
  return evidenceNumber === null ? '' : `Exhibit ${evidenceNumber}`;
}
