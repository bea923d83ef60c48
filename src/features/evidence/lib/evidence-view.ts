import type { EvidenceListItem } from '../../../contract/evidence-list';

/** What the tags and relevance cells say for each processing status (architecture.md §states). */
export type CellState =
  | { kind: 'processing'; text: 'Processing...' | 'Analyzing...' }
  | { kind: 'not-analyzed'; text: 'Not yet analyzed' }
  | { kind: 'failed'; text: string }
  | { kind: 'ready' };

const status = (e: EvidenceListItem) => e.processingStatus ?? 'pending';

export function tagsState(e: EvidenceListItem): CellState {
  const s = status(e);
  if (s === 'processing') return { kind: 'processing', text: 'Processing...' };
  if (s === 'failed') return { kind: 'failed', text: e.processingError || 'Failed to analyze evidence' };
  if (s === 'completed') return { kind: 'ready' };
  return { kind: 'not-analyzed', text: 'Not yet analyzed' };
}

export function relevanceState(e: EvidenceListItem): CellState {
  const s = status(e);
  if (s === 'processing') return { kind: 'processing', text: 'Analyzing...' };
  if (s === 'completed') return { kind: 'ready' };
  if (s === 'failed') return { kind: 'failed', text: '—' };
  return { kind: 'not-analyzed', text: 'Not yet analyzed' };
}

/** The spec names no wording for the description cell; until analysis completes it is a dash (unless the user wrote it). */
export function descriptionState(e: EvidenceListItem): CellState {
  return status(e) === 'completed' || e.userSetFields.includes('description') ? { kind: 'ready' } : { kind: 'failed', text: '—' };
}

/** '1.2 MB', '830 KB', '512 B'. */
export function formatBytes(bytes: number | null): string {
  if (bytes === null) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export const isImage = (e: Pick<EvidenceListItem, 'mimeType'>) => !!e.mimeType?.startsWith('image/');

/** What a row's type badge says for a file that is not a photo: 'PDF', 'DOCX', 'TXT', 'MD', 'CSV', or 'FILE'. */
export function documentTypeLabel(e: Pick<EvidenceListItem, 'mimeType' | 'fileName'>): string {
  const mime = e.mimeType?.toLowerCase() ?? '';
  if (mime === 'application/pdf') return 'PDF';
  if (mime.includes('wordprocessingml')) return 'DOCX';
  const ext = /\.([a-z0-9]{1,4})$/i.exec(e.fileName)?.[1]?.toUpperCase();
  return ext && ['PDF', 'DOCX', 'TXT', 'MD', 'CSV'].includes(ext) ? ext : 'FILE';
}
