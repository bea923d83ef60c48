/**
 * What a PDF's streams expand to, counted before pdf.js opens the file (docs/decisions/053).
 * pdf.js inflates a FlateDecode stream whole, into one buffer outside the V8 heap that doubles as
 * it grows: a 1 MB file can ask for gigabytes, and `--max-old-space-size` does not see them. Here
 * each FlateDecode stream is inflated a chunk at a time, counted and dropped, and the count stops
 * at the budget. Object streams are kept (within the budget) to find the pages they hold.
 *
 * A light scan of the file's bytes, not a PDF parser: it finds `N G obj … stream … endstream` in
 * the order they are written, reads /Filter, /Length, /Type and a page's /Contents from the
 * dictionary's text, and skips a stream's data by its /Length (or its `endstream`).
 */
import { constants, createInflate, inflateSync } from 'node:zlib';

/** Bytes a document may expand to in all, and one page (its content streams) or any one stream. */
export type InflateBudget = { documentBytes: number; pageBytes: number };

type InflateVerdict = { over: false; documentBytes: number } | { over: 'document' | 'page' };

type Found = { pages: number[][]; sizes: Map<number, number> };

/** Deflate packs at most about 1032:1: a stream this small inflates in one call without a large buffer. */
const SYNC_INPUT_BYTES = 8 * 1024;
const CHUNK_BYTES = 1 << 20;

/**
 * Every stream's expanded size within `budget`: a page's content streams count once per page that
 * draws them (pdf.js decodes them again for each), any other stream once.
 */
export async function checkInflatedSize(bytes: Buffer, budget: InflateBudget): Promise<InflateVerdict> {
  const raw = bytes.toString('latin1');
  const found: Found = { pages: [], sizes: new Map() };
  let streamsTotal = 0;
  const header = /(\d+)\s+\d+\s+obj\b/g;
  for (let m = header.exec(raw); m; m = header.exec(raw)) {
    const bodyAt = header.lastIndex;
    const endobjAt = indexOrEnd(raw, 'endobj', bodyAt);
    const body = raw.slice(bodyAt, endobjAt); // searched within, so a file of small objects stays linear
    const streamAt = body.indexOf('stream');
    if (streamAt < 0) {
      notePage(found, body);
      continue;
    }
    const dict = body.slice(0, streamAt);
    const keywordEnd = bodyAt + streamAt + 'stream'.length;
    const dataAt = keywordEnd + (raw.startsWith('\r\n', keywordEnd) ? 2 : /[\r\n]/.test(raw[keywordEnd] ?? '') ? 1 : 0);
    const dataEnd = streamEnd(raw, dict, dataAt);
    header.lastIndex = dataEnd;
    const data = bytes.subarray(dataAt, dataEnd);
    const objStm = /\/Type\s*\/ObjStm\b/.test(dict);
    let size = data.length;
    if (isFlate(dict)) {
      const limit = Math.min(budget.pageBytes, budget.documentBytes - streamsTotal);
      const inflated = await inflateCounting(data, limit, objStm);
      if (inflated.over) return { over: limit < budget.pageBytes ? 'document' : 'page' };
      size = inflated.bytes;
      if (objStm && inflated.kept) noteObjectStream(found, dict, inflated.kept);
    }
    streamsTotal += size;
    if (size > budget.pageBytes) return { over: 'page' };
    if (streamsTotal > budget.documentBytes) return { over: 'document' };
    found.sizes.set(Number(m[1]), size);
  }
  return settle(found, budget);
}

/** Page by page, now that every stream's size is known. */
function settle({ pages, sizes }: Found, budget: InflateBudget): InflateVerdict {
  const drawn = new Set(pages.flat());
  let documentBytes = 0;
  for (const [num, size] of sizes) if (!drawn.has(num)) documentBytes += size;
  for (const contents of pages) {
    const pageBytes = contents.reduce((sum, num) => sum + (sizes.get(num) ?? 0), 0);
    if (pageBytes > budget.pageBytes) return { over: 'page' };
    documentBytes += pageBytes;
    if (documentBytes > budget.documentBytes) return { over: 'document' };
  }
  return { over: false, documentBytes };
}

function indexOrEnd(raw: string, word: string, from: number): number {
  const at = raw.indexOf(word, from);
  return at < 0 ? raw.length : at;
}

/** Where a stream's data ends: at its direct /Length when `endstream` follows, else at the next `endstream`. */
function streamEnd(raw: string, dict: string, dataAt: number): number {
  const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dict);
  if (length) {
    const end = dataAt + Number(length[1]);
    if (/^\s*endstream/.test(raw.slice(end, end + 32))) return end;
  }
  return indexOrEnd(raw, 'endstream', dataAt);
}

/** FlateDecode first (or alone): what pdf.js inflates. Other first filters are not counted (decision 053). */
function isFlate(dict: string): boolean {
  const filter = /\/Filter\s*(?:\[\s*)?\/([A-Za-z0-9]+)/.exec(dict);
  return filter?.[1] === 'FlateDecode' || filter?.[1] === 'Fl';
}

/** A page dictionary's content streams, in the order it names them (repeats included). */
function notePage(found: Found, dict: string) {
  if (!/\/Type\s*\/Page\b/.test(dict)) return;
  const contents = /\/Contents\s*(?:(\d+)\s+\d+\s+R|\[([^\]]*)\])/.exec(dict);
  if (!contents) return;
  const refs = contents[1] !== undefined ? [contents[1]] : [...(contents[2] ?? '').matchAll(/(\d+)\s+\d+\s+R/g)].map((r) => r[1]);
  found.pages.push(refs.map(Number));
}

/** The objects of an object stream (never streams themselves): pages among them. */
function noteObjectStream(found: Found, dict: string, data: Buffer) {
  const first = /\/First\s+(\d+)/.exec(dict);
  if (!first) return;
  const text = data.toString('latin1');
  const offsets = [...text.slice(0, Number(first[1])).matchAll(/\d+\s+(\d+)/g)].map((pair) => Number(first[1]) + Number(pair[1]));
  offsets.forEach((at, i) => notePage(found, text.slice(at, offsets[i + 1] ?? text.length)));
}

type Inflated = { over: true } | { over: false; bytes: number; kept?: Buffer };

/**
 * The stream inflated, counting, stopping past `limit`. A damaged stream counts what came out
 * before the damage, as pdf.js reads it up to there.
 */
async function inflateCounting(data: Buffer, limit: number, keep: boolean): Promise<Inflated> {
  if (limit < 0) return { over: true };
  if (data.length <= SYNC_INPUT_BYTES && limit > 0) {
    try {
      const out = inflateSync(data, { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: limit });
      return { over: false, bytes: out.length, kept: keep ? out : undefined };
    } catch (err) {
      if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return { over: true };
      // damaged: count it chunk by chunk below
    }
  }
  return new Promise((resolve) => {
    const inflate = createInflate({ chunkSize: CHUNK_BYTES, finishFlush: constants.Z_SYNC_FLUSH });
    const kept: Buffer[] = [];
    let bytes = 0;
    let done = false;
    const finish = (result: Inflated) => {
      if (done) return;
      done = true;
      inflate.destroy();
      resolve(result);
    };
    inflate.on('data', (chunk: Buffer) => {
      if (done) return;
      bytes += chunk.length;
      if (bytes > limit) finish({ over: true });
      else if (keep) kept.push(chunk);
    });
    const end = () => finish({ over: false, bytes, kept: keep ? Buffer.concat(kept) : undefined });
    inflate.on('end', end);
    inflate.on('error', end);
    inflate.end(data);
  });
}
