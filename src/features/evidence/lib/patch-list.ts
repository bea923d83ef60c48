import type { EvidenceListItem } from '../../../contract/evidence-list';
import type { PushMessage } from '../../../contract/push';

// A push message names the row that changed (decision 034): the cached list is patched instead of
// fetched again. Pure functions, so the rules are unit-tested.

/** What to do about one evidence-status message. */
type PushPlan =
  /** The message says enough: change these fields of the cached row. */
  | { kind: 'patch'; id: string; fields: Partial<EvidenceListItem> }
  /** Fetch this row (new, or its analysis or the user's correction changed its texts). */
  | { kind: 'fetch-row'; id: string }
  /** No row named (many changed) or no list in the cache: fetch the list. */
  | { kind: 'fetch-list' };

export function planFor(message: Pick<PushMessage, 'evidenceId' | 'status' | 'error'>, rows: readonly EvidenceListItem[] | undefined): PushPlan {
  const id = message.evidenceId;
  if (!id || !rows) return { kind: 'fetch-list' };
  if (!rows.some((r) => r.id === id)) return { kind: 'fetch-row', id };
  // Only the status moves on the way in; the row's texts change when it completes.
  if (message.status === 'pending' || message.status === 'processing') return { kind: 'patch', id, fields: { processingStatus: message.status } };
  if (message.status === 'failed' && message.error) return { kind: 'patch', id, fields: { processingStatus: 'failed', processingError: message.error } };
  return { kind: 'fetch-row', id };
}

/** The row with this id changed by `fields`; every other row is the same object as before. */
export function patchRow(rows: readonly EvidenceListItem[], id: string, fields: Partial<EvidenceListItem>): EvidenceListItem[] {
  return rows.map((r) => (r.id === id ? { ...r, ...fields } : r));
}

/** The row replaced by its new version, or added when the list did not have it yet. */
export function upsertRow(rows: readonly EvidenceListItem[], row: EvidenceListItem): EvidenceListItem[] {
  return rows.some((r) => r.id === row.id) ? rows.map((r) => (r.id === row.id ? row : r)) : [...rows, row];
}

/** The list without this row (it was deleted). */
export function removeRow(rows: readonly EvidenceListItem[], id: string): EvidenceListItem[] {
  return rows.filter((r) => r.id !== id);
}
