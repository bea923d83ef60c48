import { createSHA256 } from 'hash-wasm';

/** How often progress is reported: each report is a message to the page, so not per chunk. */
const PROGRESS_STEP = 0.01;

/**
 * SHA-256 (lowercase hex) of a Blob read chunk by chunk from `blob.stream()`, so no more than
 * one chunk of the file is ever in memory (architecture.md §an-upload-step-by-step). `onProgress` gets fractions 0..1.
 */
export async function sha256OfBlob(blob: Blob, onProgress?: (fraction: number) => void): Promise<string> {
  const hasher = await createSHA256();
  hasher.init();
  const total = blob.size;
  const reader = blob.stream().getReader();
  let read = 0;
  let reported = 0;
  try {
    // Ask for the next chunk before hashing this one, so reading overlaps hashing.
    let next = reader.read();
    for (;;) {
      const { done, value } = await next;
      if (done) break;
      next = reader.read();
      hasher.update(value);
      read += value.byteLength;
      if (onProgress && total > 0 && read / total - reported >= PROGRESS_STEP) {
        reported = read / total;
        void onProgress(reported);
      }
    }
  } catch (err) {
    await reader.cancel().catch(() => undefined);
    throw err;
  }
  if (read !== total) throw new Error('The file changed while it was being read. Please choose it again.');
  void onProgress?.(1);
  return hasher.digest('hex');
}
