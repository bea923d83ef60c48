/**
 * The LibreOffice converter against a stand-in `soffice` (tests/fixtures/fake-soffice.ts) that
 * takes the same command line: success, failures, a hang killed with its child, bad output, the
 * temporary directory always removed, one conversion at a time, and how soffice is found.
 */
import { existsSync } from 'node:fs';
import { chmod, copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { extractText } from 'unpdf';
import { convertDocxToPdf, findSoffice, SofficeError } from '../../server/platform/documents/soffice';
import { STAND_IN_MARKER, writeFakeSoffice } from '../fixtures/fake-soffice';
import { makeDocx } from '../fixtures/make-fixtures';

type Run = { args: string[]; pid: number; child?: number; home: string; start: number; end?: number; code?: number };

let soffice: string;
let logDir: string;
let log: string;

beforeAll(async () => {
  soffice = await writeFakeSoffice();
  logDir = await mkdtemp(join(tmpdir(), 'soffice-log-'));
});
afterAll(async () => {
  await rm(dirname(soffice), { recursive: true, force: true });
  await rm(logDir, { recursive: true, force: true });
});
let runCount = 0;
const useMode = (mode: string) => {
  process.env.FAKE_SOFFICE_MODE = mode;
  log = join(logDir, `runs-${++runCount}.jsonl`);
  process.env.FAKE_SOFFICE_LOG = log;
};
afterEach(() => {
  delete process.env.FAKE_SOFFICE_MODE;
  delete process.env.FAKE_SOFFICE_LOG;
});
const runs = async (): Promise<Run[]> =>
  existsSync(log)
    ? (await readFile(log, 'utf8'))
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as Run)
    : [];

/** The private directory of a run: the profile and the output are both inside it. */
function workDir(run: Run): string {
  const profile = run.args.find((a) => a.startsWith('-env:UserInstallation='))?.slice('-env:UserInstallation='.length) ?? '';
  return dirname(fileURLToPath(profile));
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('convertDocxToPdf', () => {
  it('converts in a private directory with its own profile and HOME, and removes the directory afterwards', async () => {
    useMode('ok');
    const pdf = await convertDocxToPdf(await makeDocx(['Senior member since 2019.']), { soffice });
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain(STAND_IN_MARKER);
    expect(text).toContain('Senior member since 2019.');

    const [run] = await runs();
    if (!run) throw new Error('the stand-in did not run');
    const dir = workDir(run);
    expect(dir.startsWith(join(tmpdir(), 'exhibit-soffice-'))).toBe(true);
    expect(run.args.slice(1)).toEqual(['--headless', '--norestore', '--convert-to', 'pdf', '--outdir', join(dir, 'out'), join(dir, 'exhibit-0.docx')]);
    expect(run.home).toBe(dir);
    expect(existsSync(dir)).toBe(false);
  });

  it('reports a non-zero exit, a missing PDF, garbage and an oversized PDF as reasons, and cleans up each time', async () => {
    const docx = await makeDocx(['x']);
    const cases: [string, RegExp, number?][] = [
      ['fail', /^LibreOffice stopped with exit code 3$/],
      ['silent', /^LibreOffice wrote no PDF$/],
      ['garbage', /^LibreOffice wrote something that is not a PDF$/],
      ['huge', /^LibreOffice wrote a PDF of 65 KB, more than the 1 KB allowed$/, 1024],
    ];
    for (const [mode, message, maxBytes] of cases) {
      useMode(mode);
      const error = await convertDocxToPdf(docx, { soffice, ...(maxBytes ? { maxBytes } : {}) }).catch((e: unknown) => e);
      expect(error, mode).toBeInstanceOf(SofficeError);
      expect((error as Error).message, mode).toMatch(message);
      const [run] = await runs();
      expect(run, mode).toBeDefined();
      if (run) expect(existsSync(workDir(run)), mode).toBe(false);
    }
  });

  it('kills a hung soffice and the process it started after the timeout', async () => {
    useMode('hang');
    const started = Date.now();
    const error = await convertDocxToPdf(await makeDocx(['x']), { soffice, timeoutMs: 1500 }).catch((e: unknown) => e);
    expect((error as Error).message).toBe('LibreOffice took longer than 2 seconds');
    expect(Date.now() - started).toBeLessThan(10_000);
    const [run] = await runs();
    if (!run?.child) throw new Error('the stand-in did not start its child');
    // SIGKILL to the group is delivered at once, but give the kernel a moment to reap.
    for (let i = 0; i < 50 && (alive(run.pid) || alive(run.child)); i++) await new Promise((r) => setTimeout(r, 50));
    const left = [run.pid, run.child].filter(alive);
    // A failing run must not leave the stand-in's processes behind.
    left.forEach((pid) => process.kill(pid, 'SIGKILL'));
    expect(left).toEqual([]);
    expect(existsSync(workDir(run))).toBe(false);
  });

  it('says so when soffice cannot be started', async () => {
    const error = await convertDocxToPdf(await makeDocx(['x']), { soffice: join(logDir, 'no-such-soffice') }).catch((e: unknown) => e);
    expect((error as Error).message).toBe('LibreOffice could not be started (ENOENT)');
  });

  it('runs one conversion at a time', async () => {
    useMode('ok');
    const docx = await makeDocx(['x']);
    await Promise.all([convertDocxToPdf(docx, { soffice }), convertDocxToPdf(docx, { soffice }), convertDocxToPdf(docx, { soffice })]);
    const all = (await runs()).sort((a, b) => a.start - b.start);
    expect(all).toHaveLength(3);
    for (let i = 1; i < all.length; i++) expect(all[i]!.start).toBeGreaterThanOrEqual(all[i - 1]!.end ?? Infinity);
  });
});

describe('findSoffice', () => {
  it('finds soffice on the PATH, takes SOFFICE_PATH before it, and is off with SOFFICE=off', async () => {
    const bin = dirname(soffice);
    // A directory of our own with no soffice: the machine's /usr/bin may have a real one.
    const none = await mkdtemp(join(tmpdir(), 'exhibit-no-soffice-'));
    const PATH = `${bin}:${none}`;
    expect(findSoffice({ PATH })).toBe(soffice);
    expect(findSoffice({ PATH: none })).toBeUndefined();
    expect(findSoffice({ PATH, SOFFICE: 'off' })).toBeUndefined();
    expect(findSoffice({ PATH: none, SOFFICE_PATH: soffice })).toBe(soffice);
    // A named file that cannot be run is no soffice.
    const plain = join(bin, 'not-executable');
    await copyFile(soffice, plain);
    await chmod(plain, 0o644);
    expect(findSoffice({ PATH, SOFFICE_PATH: plain })).toBeUndefined();
  });
});
