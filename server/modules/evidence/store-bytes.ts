import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { MAX_EVIDENCE_BYTES } from '../../../src/contract/evidence';
import { OBJECT_EXTENSION } from '../../../src/contract/objects';
import { storedObjects } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';

/**
 * Stores bytes the server already holds (a zip entry) exactly as a browser upload would be
 * stored: content-addressed under the user, recorded in stored_objects. `created` is true when
 * this call made the record, so a caller that gives up may remove what it added, and only that.
 */
export async function storeEvidenceBytes(
  deps: Deps,
  userId: string,
  bytes: Buffer,
  sniffed: { mime: string; ext: string },
): Promise<{ objectPath: string; created: boolean }> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const ext = sniffed.ext ? `.${sniffed.ext.toLowerCase()}` : '';
  const objectPath = `/objects/u/${userId}/${sha256}${OBJECT_EXTENSION.test(ext) ? ext : ''}`;
  await deps.store.put(objectPath, Readable.from([bytes]), { sha256, maxBytes: MAX_EVIDENCE_BYTES });
  const inserted = await deps.database.db
    .insert(storedObjects)
    .values({ path: objectPath, userId, sha256, size: bytes.length, mimeType: sniffed.mime })
    .onConflictDoNothing()
    .returning({ path: storedObjects.path });
  return { objectPath, created: inserted.length > 0 };
}
