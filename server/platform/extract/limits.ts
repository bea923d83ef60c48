/**
 * How much one untrusted document may cost to read (docs/decisions/011). Every document is
 * read in a worker thread of the extraction pool (pool.ts) under these limits; a document
 * that breaks one fails with a message naming it and is not retried.
 */
export type ExtractionLimits = {
  /** Wall-clock time for one document, counted from when a worker takes it. */
  wallClockMs: number;
  /** V8 heap (old generation) of one worker; above it the worker is stopped. */
  heapMb: number;
  /** A PDF that declares more pages is refused before any page is read. */
  maxPdfPages: number;
};

export const EXTRACTION_LIMITS: Readonly<ExtractionLimits> = {
  // The slowest document we mean to read, a 40-page scan (pdf.ts MAX_OCR_PAGES), takes 20-40 s
  // of OCR here (about 0.5-1 s a page); 120 s leaves room on a busy machine.
  wallClockMs: 120_000,
  heapMb: 512,
  maxPdfPages: 2_000,
};

/** Worker threads reading documents at once; more documents wait their turn. */
export const EXTRACTION_WORKERS = 2;

const count = (n: number) => n.toLocaleString('en-US');

const duration = (ms: number) =>
  ms >= 60_000 && ms % 60_000 === 0 ? `${count(ms / 60_000)} minute${ms === 60_000 ? '' : 's'}` : `${count(ms / 1000)} seconds`;

const AGAIN = 'Split it into smaller files or save it again as a standard PDF, then upload it again.';

export const tooManyPagesMessage = (pages: number, max: number) =>
  `This PDF has ${count(pages)} pages; Exhibit reads at most ${count(max)}. Split it into smaller files and upload them again.`;

export const tooSlowMessage = (limits: ExtractionLimits) =>
  `Reading this document took longer than ${duration(limits.wallClockMs)}, the most Exhibit allows for one file. ${AGAIN}`;

export const tooBigMessage = (limits: ExtractionLimits) =>
  `Reading this document needed more than ${count(limits.heapMb)} MB of memory, the most Exhibit allows for one file. ${AGAIN}`;
