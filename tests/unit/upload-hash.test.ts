import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256OfBlob } from '../../src/workers/sha256-stream';
import { MAX_UPLOAD_BYTES } from '../../src/offline/send';
import { objectExtension } from '../../src/contract/object-names';

const nodeSha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('hashing a file for upload', () => {
  it('matches SHA-256 for empty, tiny and multi-chunk files', async () => {
    for (const size of [0, 1, 65_535, 65_537, 3 * 1024 * 1024 + 7]) {
      const bytes = randomBytes(size);
      expect(await sha256OfBlob(new Blob([bytes])), `size ${size}`).toBe(nodeSha(bytes));
    }
  });

  it('hashes a Blob made of several parts as one file', async () => {
    const parts = [randomBytes(100_000), randomBytes(7), randomBytes(200_000)];
    expect(await sha256OfBlob(new Blob(parts))).toBe(nodeSha(Buffer.concat(parts)));
  });

  it('reports progress that only grows, in at most about a hundred steps, ending at 1', async () => {
    const bytes = randomBytes(MAX_UPLOAD_BYTES);
    const seen: number[] = [];
    await sha256OfBlob(new Blob([bytes]), (f) => seen.push(f));
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.length).toBeLessThanOrEqual(102);
    expect(seen.at(-1)).toBe(1);
    for (let i = 1; i < seen.length; i++) expect(seen[i]!).toBeGreaterThanOrEqual(seen[i - 1]!);
  });
});

describe('the extension sent with an upload', () => {
  it('is the lowercased last extension with its dot', () => {
    expect(objectExtension('CV.PDF')).toBe('.pdf');
    expect(objectExtension('scan.final.JPEG')).toBe('.jpeg');
    expect(objectExtension('archive.tar.gz')).toBe('.gz');
    expect(objectExtension('.pdf')).toBe('.pdf');
    expect(objectExtension('notes.markdown12')).toBe('.markdown12');
  });

  it('is empty when the name has none the server accepts', () => {
    expect(objectExtension('README')).toBe('');
    expect(objectExtension('file.')).toBe('');
    expect(objectExtension('photo.jp g')).toBe('');
    expect(objectExtension('notes.markdownx12')).toBe('');
    expect(objectExtension('résumé.pdf✓')).toBe('');
    expect(objectExtension('')).toBe('');
  });
});
