import { refusalReason, sniffType, type SniffedType } from '../../platform/extract/sniff';
import type { Deps } from '../../platform/deps';
import { DomainError } from '../../platform/errors';
import { releaseObjectIfUnreferenced } from '../../platform/storage/objects-service';
import { registerEvidence } from './register';
import { storeEvidenceBytes } from './store-bytes';
import { readZipEntries } from './zip-import';

type Stored = { name: string; path: string; objectPath: string; created: boolean };
type Skipped = { name: string; reason: string };

/** How many skipped names the reply lists before summarising the rest. */
const LISTED_SKIPS = 20;

/**
 * Imports every readable document of a zip (already on disk) as evidence of the petition,
 * through the same register path as a single upload. Rows are created only once the whole
 * zip has been read: a zip refused half-way (bomb, too big, damaged) leaves nothing behind.
 * Returns the reply message: how many were imported, which were skipped and why.
 */
export async function importEvidenceZip(deps: Deps, user: { userId: string; petitionId: string }, zipPath: string): Promise<string> {
  const stored: Stored[] = [];
  let skipped: Skipped[];
  try {
    const result = await readZipEntries(zipPath, async (entry) => {
      const sniffed = await sniffType(entry.bytes, entry.name);
      const refusal = refusalReason(sniffed, entry.name);
      if (refusal || !sniffed) return { skip: shortReason(sniffed, refusal) };
      const { objectPath, created } = await storeEvidenceBytes(deps, user.userId, entry.bytes, sniffed);
      stored.push({ name: entry.name, path: entry.path, objectPath, created });
    });
    skipped = result.skipped;
  } catch (err) {
    await releaseCreated(deps, stored);
    throw err;
  }

  let imported = 0;
  let next = 0;
  try {
    for (; next < stored.length; next++) {
      const item = stored[next]!;
      const reason = await registerOne(deps, user, item);
      if (reason) skipped.push({ name: item.path, reason });
      else imported++;
    }
  } finally {
    // Only on an unexpected error: whatever was stored but never registered goes again.
    await releaseCreated(deps, stored.slice(next));
  }
  return zipMessage(imported, skipped);
}

/** Registers one stored entry; returns why it was skipped, or null when it became evidence. */
async function registerOne(deps: Deps, user: { userId: string; petitionId: string }, item: Stored): Promise<string | null> {
  let reason: string;
  try {
    const outcome = await registerEvidence(deps, { userId: user.userId, petitionId: user.petitionId, fileName: item.name, fileUrl: item.objectPath });
    if (!outcome.skipped) return null;
    reason = 'already uploaded';
  } catch (err) {
    if (!(err instanceof DomainError) || err.kind === 'upstream' || err.kind === 'unavailable') throw err;
    reason = err.message.replace(/\.$/, '');
  }
  if (item.created) await releaseObjectIfUnreferenced(deps.database.db, deps.store, item.objectPath);
  return reason;
}

async function releaseCreated(deps: Deps, stored: Stored[]) {
  for (const item of stored) {
    if (item.created) await releaseObjectIfUnreferenced(deps.database.db, deps.store, item.objectPath).catch(() => false);
  }
}

/** A few words for the reply's list; the single-upload route gives the full sentence. */
function shortReason(sniffed: SniffedType | null, refusal: string | null): string {
  if (!sniffed) return 'unrecognised file type';
  if (refusal === 'This file is empty.') return 'empty file';
  if (sniffed.mime === 'application/zip') return 'nested zip';
  if (refusal?.includes('not a document')) return 'not a document';
  return 'unsupported format';
}

/** 'Imported 3 files. Skipped 2: evil.exe (not a document), ../x.pdf (unsafe path).' */
function zipMessage(imported: number, skipped: Skipped[]): string {
  const head = `Imported ${imported} ${imported === 1 ? 'file' : 'files'}.`;
  if (skipped.length === 0) return head;
  const listed = skipped.slice(0, LISTED_SKIPS).map((s) => `${s.name} (${s.reason})`);
  const more = skipped.length > LISTED_SKIPS ? `, and ${skipped.length - LISTED_SKIPS} more` : '';
  return `${head} Skipped ${skipped.length}: ${listed.join(', ')}${more}.`;
}
