/**
 * DOCX to PDF with LibreOffice (`soffice`) when it is installed (docs/decisions/029). Each
 * conversion runs in its own temporary directory with its own LibreOffice profile, under a
 * timeout that kills the whole process group, with a cap on the PDF it may write; the directory
 * is removed when its PDFs have been read. All the Word documents of a packet go through one run
 * (LibreOffice's start is the cost), and runs are one at a time per process: LibreOffice is heavy.
 */
import { spawn } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, isAbsolute, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const SOFFICE_TIMEOUT_MS = 60_000;
/** A Word document's PDF larger than this is refused (the packet's parts are far smaller). */
const SOFFICE_MAX_PDF_BYTES = 100 * 1024 * 1024;

/** Why a conversion gave no PDF, in words fit for a warning (no paths, no stack). */
export class SofficeError extends Error {
  override name = 'SofficeError';
}

const executable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

const found = new Map<string, string | undefined>();

/**
 * The `soffice` to run, or undefined: `SOFFICE=off` turns it off, `SOFFICE_PATH` names it,
 * otherwise the first `soffice` on the PATH. Looked up once per environment and remembered.
 */
export function findSoffice(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const key = [env.SOFFICE, env.SOFFICE_PATH, env.PATH].join('\0');
  if (found.has(key)) return found.get(key);
  let answer: string | undefined;
  if (env.SOFFICE?.trim().toLowerCase() !== 'off') {
    const named = env.SOFFICE_PATH?.trim();
    const candidates = named ? [named] : (env.PATH ?? '').split(delimiter).filter((dir) => isAbsolute(dir)).map((dir) => join(dir, 'soffice'));
    answer = candidates.find(executable);
  }
  found.set(key, answer);
  return answer;
}

const amount = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.ceil(bytes / 1024)} KB`);

type ConvertOptions = { soffice: string; timeoutMs?: number; maxBytes?: number };

/** Each further document in one run adds this much to the run's time limit. */
const SOFFICE_TIMEOUT_PER_DOCUMENT_MS = 10_000;

/** The PDFs of one LibreOffice run, read one at a time; `dispose` removes them. */
export type DocxConversions = {
  /** Document `i`'s PDF bytes, or a SofficeError saying why there is none. */
  pdf(i: number): Promise<Uint8Array>;
  dispose(): Promise<void>;
};

let queue: Promise<unknown> = Promise.resolve();

/**
 * Converts every document in **one** LibreOffice run: starting LibreOffice costs seconds, a
 * document after that a fraction of one, so a packet with twenty Word exhibits pays the start
 * once. Documents are written to disk as they are read (never all in memory) and the PDFs stay
 * there until `dispose`. Runs are queued one at a time per process.
 */
export function convertDocxBatch(documents: ReadonlyArray<() => Promise<Uint8Array | null>>, options: ConvertOptions): Promise<DocxConversions> {
  const batch = queue.then(() => convertAll(documents, options));
  queue = batch.catch(() => undefined);
  return batch;
}

/** One DOCX as PDF bytes, or a SofficeError saying why not. */
export async function convertDocxToPdf(docx: Uint8Array, options: ConvertOptions): Promise<Uint8Array> {
  const conversions = await convertDocxBatch([async () => docx], options);
  try {
    return await conversions.pdf(0);
  } finally {
    await conversions.dispose();
  }
}

async function convertAll(documents: ReadonlyArray<() => Promise<Uint8Array | null>>, { soffice, timeoutMs = SOFFICE_TIMEOUT_MS, maxBytes = SOFFICE_MAX_PDF_BYTES }: ConvertOptions): Promise<DocxConversions> {
  const dir = await mkdtemp(join(tmpdir(), 'exhibit-soffice-'));
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    const outdir = join(dir, 'out');
    await mkdir(outdir);
    // Fixed names: nothing the user wrote reaches the command line.
    const inputs: string[] = [];
    for (const [i, read] of documents.entries()) {
      // null: a document the caller will not have converted (missing, or one LibreOffice would stop to ask a password for).
      const bytes = await read();
      if (!bytes) continue;
      const input = join(dir, `exhibit-${i}.docx`);
      await writeFile(input, bytes);
      inputs.push(input);
    }
    const limit = timeoutMs + SOFFICE_TIMEOUT_PER_DOCUMENT_MS * Math.max(0, inputs.length - 1);
    let failure: SofficeError | undefined;
    if (inputs.length > 0) {
      await run(soffice, [`-env:UserInstallation=${pathToFileURL(join(dir, 'profile')).href}`, '--headless', '--norestore', '--convert-to', 'pdf', '--outdir', outdir, ...inputs], dir, limit).catch((error: unknown) => {
        failure = error instanceof SofficeError ? error : new SofficeError('LibreOffice failed');
      });
    }
    return {
      dispose,
      async pdf(i) {
        // A run that timed out or was killed may have left a PDF half written.
        if (failure) throw failure;
        const output = join(outdir, `exhibit-${i}.pdf`);
        const size = await stat(output).then(
          (s) => s.size,
          () => undefined,
        );
        if (size === undefined) throw new SofficeError('LibreOffice wrote no PDF');
        if (size > maxBytes) throw new SofficeError(`LibreOffice wrote a PDF of ${amount(size)}, more than the ${amount(maxBytes)} allowed`);
        const pdf = await readFile(output);
        if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new SofficeError('LibreOffice wrote something that is not a PDF');
        return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
      },
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/** Runs soffice in its own process group, so a timeout also ends the soffice.bin it starts. */
function run(command: string, args: string[], home: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: home,
      detached: true,
      stdio: 'ignore',
      // Its own HOME too: LibreOffice writes caches there besides the profile.
      env: { ...process.env, HOME: home },
    });
    const killGroup = () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    };
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
    }, timeoutMs);
    child.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(new SofficeError(`LibreOffice could not be started (${error.code ?? 'error'})`));
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      // Whatever it left running in its group goes too.
      killGroup();
      if (timedOut) reject(new SofficeError(`LibreOffice took longer than ${Math.round(timeoutMs / 1000)} seconds`));
      else if (code !== 0) reject(new SofficeError(`LibreOffice stopped with ${signal ? `signal ${signal}` : `exit code ${code}`}`));
      else resolve();
    });
  });
}
