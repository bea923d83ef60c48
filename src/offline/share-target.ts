import { sha256OfBlob } from '../workers/sha256-stream';
import { enqueue } from './outbox';

export const SHARE_TARGET_PATH = '/share-target';
export const SHARE_PAGE_PATH = '/share';

/** Files shared from another app: queued without a petition; the app then asks which one. */
export async function queueSharedFiles(files: File[]): Promise<number> {
  let queued = 0;
  for (const file of files) {
    if (!(file instanceof File) || file.size === 0) continue;
    await enqueue({
      kind: 'evidence',
      petitionId: null,
      evidence: { blob: file, fileName: file.name || 'shared-file', mimeType: file.type, size: file.size, sha256: await sha256OfBlob(file) },
    });
    queued++;
  }
  return queued;
}
