import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_ZIP_LIMITS,
  ZipError,
  readZipEntries,
  type ZipEntryFile,
  type ZipImportResult,
  type ZipLimits,
} from '../../server/modules/evidence/zip-import';
import {
  makeEncryptedZip,
  makeManyFilesZip,
  makeRawZip,
  makeTextPdf,
  makeZip,
  makeZipBomb,
} from '../fixtures/make-fixtures';

let dir: string;
let counter = 0;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'exhibit-zip-test-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function writeZip(bytes: Buffer): Promise<string> {
  const path = join(dir, `test-${++counter}.zip`);
  await writeFile(path, bytes);
  return path;
}

/** Import a zip, collecting what onEntry receives. */
async function importZip(bytes: Buffer, limits?: Partial<ZipLimits>) {
  const received: ZipEntryFile[] = [];
  const result: ZipImportResult = await readZipEntries(
    await writeZip(bytes),
    limits,
    async (entry) => {
      received.push(entry);
    },
  );
  return { result, received };
}

async function expectZipError(promise: Promise<unknown>, message: string | RegExp) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ZipError);
  if (typeof message === 'string') expect((err as Error).message).toBe(message);
  else expect((err as Error).message).toMatch(message);
}

const skippedReason = (result: ZipImportResult, name: string) => result.skipped.find((s) => s.name === name)?.reason;

describe('readZipEntries', () => {
  it('has the documented defaults', () => {
    expect(DEFAULT_ZIP_LIMITS).toMatchObject({
      maxEntries: 200,
      maxEntryBytes: 10_485_760,
      maxTotalBytes: 200 * 1024 * 1024,
      maxCompressionRatio: 100,
    });
  });

  it('imports a normal zip, naming entries by basename', async () => {
    const pdf = await makeTextPdf(['Letter']);
    const zip = await makeZip([
      { name: 'evidence/', data: Buffer.alloc(0) },
      { name: 'evidence/letter.pdf', data: pdf },
      { name: 'evidence/press/article.txt', data: Buffer.from('Article text'), compress: false },
      { name: 'notes.md', data: Buffer.from('# Notes') },
    ]);
    const { result, received } = await importZip(zip);
    expect(result.imported).toEqual(['letter.pdf', 'article.txt', 'notes.md']);
    expect(result.skipped).toEqual([]);
    expect(received.map((e) => e.name)).toEqual(['letter.pdf', 'article.txt', 'notes.md']);
    expect(received[0]?.bytes.equals(pdf)).toBe(true);
    expect(received[0]?.path).toBe('evidence/letter.pdf');
    expect(received[1]?.bytes.toString()).toBe('Article text');
  });

  it('gives duplicate basenames distinct names', async () => {
    const zip = await makeZip([
      { name: 'a/report.pdf', data: Buffer.from('one') },
      { name: 'b/report.pdf', data: Buffer.from('two') },
      { name: 'c/Report.pdf', data: Buffer.from('three') },
    ]);
    const { result } = await importZip(zip);
    expect(result.imported).toEqual(['report.pdf', 'report (2).pdf', 'Report (3).pdf']);
  });

  it('skips entries with ../ or absolute paths as unsafe', async () => {
    const zip = makeRawZip([
      { name: '../../etc/evil.txt', data: Buffer.from('evil') },
      { name: '/abs/evil2.txt', data: Buffer.from('evil') },
      { name: 'docs\\..\\..\\evil3.txt', data: Buffer.from('evil') },
      { name: 'good.txt', data: Buffer.from('good') },
    ]);
    const { result, received } = await importZip(zip);
    expect(result.imported).toEqual(['good.txt']);
    expect(received).toHaveLength(1);
    expect(skippedReason(result, '../../etc/evil.txt')).toBe('unsafe path');
    expect(skippedReason(result, '/abs/evil2.txt')).toBe('unsafe path');
    expect(skippedReason(result, 'docs/../../evil3.txt')).toBe('unsafe path');
  });

  it('skips symbolic links', async () => {
    const zip = await makeZip([
      { name: 'link-to-passwd', data: Buffer.from('/etc/passwd'), mode: 0o120777 },
      { name: 'real.txt', data: Buffer.from('real') },
    ]);
    const { result } = await importZip(zip);
    expect(result.imported).toEqual(['real.txt']);
    expect(skippedReason(result, 'link-to-passwd')).toBe('symbolic link');
  });

  it('skips __MACOSX metadata silently and hidden files', async () => {
    const zip = await makeZip([
      { name: 'cv.txt', data: Buffer.from('curriculum vitae') },
      { name: '__MACOSX/._cv.txt', data: Buffer.from([0, 5, 22, 7, 0, 2]) },
      { name: '.DS_Store', data: Buffer.from([0, 0, 0, 1, 66, 117]) },
      { name: 'folder/.secret/notes.txt', data: Buffer.from('hidden') },
      { name: '.env', data: Buffer.from('TOKEN=x') },
    ]);
    const { result, received } = await importZip(zip);
    expect(result.imported).toEqual(['cv.txt']);
    expect(received.map((e) => e.path)).toEqual(['cv.txt']);
    expect(result.skipped.some((s) => s.name.includes('__MACOSX'))).toBe(false);
    expect(result.skipped.some((s) => s.name === '.DS_Store')).toBe(false);
    expect(skippedReason(result, 'folder/.secret/notes.txt')).toBe('hidden file');
    expect(skippedReason(result, '.env')).toBe('hidden file');
  });

  it('skips nested zips', async () => {
    const inner = await makeZip([{ name: 'inner.txt', data: Buffer.from('inner') }]);
    const zip = await makeZip([
      { name: 'more-evidence.zip', data: inner },
      { name: 'outer.txt', data: Buffer.from('outer') },
    ]);
    const { result } = await importZip(zip);
    expect(result.imported).toEqual(['outer.txt']);
    expect(skippedReason(result, 'more-evidence.zip')).toBe('nested zip');
  });

  it('skips encrypted entries', async () => {
    const zip = makeEncryptedZip('salary.txt', Buffer.from('confidential'), [
      { name: 'open.txt', data: Buffer.from('open') },
    ]);
    const { result } = await importZip(zip);
    expect(result.imported).toEqual(['open.txt']);
    expect(skippedReason(result, 'salary.txt')).toBe('encrypted');
  });

  it('rejects a zip bomb without handing anything over', async () => {
    const bomb = await makeZipBomb(50);
    expect(bomb.length).toBeLessThan(200_000);
    let calls = 0;
    await expectZipError(
      readZipEntries(await writeZip(bomb), async () => {
        calls++;
      }),
      /looks like a zip bomb/,
    );
    expect(calls).toBe(0);
  });

  it('does not inflate past the size a header declares (a disguised bomb)', async () => {
    // Headers claim 1 KB; the entry really inflates to 20 MB of zeros.
    const zip = makeRawZip([{ name: 'liar.txt', data: Buffer.alloc(20 * 1024 * 1024), declaredSize: 1024 }]);
    const { result, received } = await importZip(zip);
    expect(received).toHaveLength(0);
    // yauzl validates the real size against the header as it inflates.
    expect(result.skipped).toEqual([{ name: 'liar.txt', reason: 'damaged' }]);
  });

  it('rejects a zip with 5,000 tiny files for its entry count', async () => {
    const zip = await makeManyFilesZip(5000);
    let calls = 0;
    await expectZipError(
      readZipEntries(await writeZip(zip), async () => {
        calls++;
      }),
      'This zip has 5000 entries; the limit is 200.',
    );
    expect(calls).toBe(0);
  });

  it('rejects a file that is not a zip', async () => {
    await expectZipError(
      readZipEntries(await writeZip(Buffer.from('%PDF-1.7 definitely not a zip')), async () => {}),
      'This file is not a valid zip archive.',
    );
    await expectZipError(readZipEntries(await writeZip(Buffer.alloc(0)), async () => {}), 'This file is not a valid zip archive.');
  });

  it('skips an entry over the per-entry size limit', async () => {
    const zip = await makeZip([
      { name: 'big.bin', data: randomBytes(5000) },
      { name: 'small.txt', data: Buffer.from('small') },
    ]);
    const { result } = await importZip(zip, { maxEntryBytes: 1000 });
    expect(result.imported).toEqual(['small.txt']);
    expect(skippedReason(result, 'big.bin')).toMatch(/^larger than the .* limit$/);
  });

  it('counts real bytes: an entry that lies about its size is not imported whole', async () => {
    const zip = makeRawZip([
      { name: 'liar.bin', data: randomBytes(5000), declaredSize: 100, compress: true },
      { name: 'ok.txt', data: Buffer.from('ok') },
    ]);
    const { result, received } = await importZip(zip, { maxEntryBytes: 1000 });
    expect(result.imported).toEqual(['ok.txt']);
    expect(received.every((e) => e.bytes.length <= 1000)).toBe(true);
    expect(result.skipped.map((s) => s.name)).toEqual(['liar.bin']);
  });

  it('rejects a zip that expands beyond the total limit', async () => {
    const zip = await makeZip([
      { name: 'a.bin', data: randomBytes(3000) },
      { name: 'b.bin', data: randomBytes(3000) },
    ]);
    await expectZipError(
      readZipEntries(await writeZip(zip), { maxTotalBytes: 5000 }, async () => {}),
      /expands to more than/,
    );
  });

  it('lets onEntry skip a file with a reason', async () => {
    const zip = await makeZip([
      { name: 'setup.exe', data: Buffer.from('MZ....') },
      { name: 'cv.txt', data: Buffer.from('cv') },
    ]);
    const result = await readZipEntries(await writeZip(zip), async (entry) =>
      entry.name.endsWith('.exe') ? { skip: 'This file is a Windows program (.exe), not a document.' } : undefined,
    );
    expect(result.imported).toEqual(['cv.txt']);
    expect(result.skipped).toEqual([{ name: 'setup.exe', reason: 'This file is a Windows program (.exe), not a document.' }]);
  });
});
