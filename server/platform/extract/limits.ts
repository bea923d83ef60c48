/**
 * How much one untrusted document may cost to read (docs/decisions/011). Every document is
 * read in a worker process of the extraction pool (pool.ts) under these limits; a document
 * that breaks one fails with a message naming it and is not retried.
 */
export type ExtractionLimits = {
  /** Wall-clock time for one document, counted from when a worker takes it. */
  wallClockMs: number;
  /** V8 heap (old generation) of one worker; above it the worker is stopped. */
  heapMb: number;
  /** A PDF that declares more pages is refused before any page is read. */
  maxPdfPages: number;
  /** A PDF whose streams expand to more than this in all is refused before pdf.js opens it (pdf-inflate.ts)... */
  maxInflatedMb: number;
  /** ...and so is one whose page (its content streams), or any one stream, expands to more than this. */
  maxPageInflatedMb: number;
  /** Resident memory of one worker process (heap, buffers, wasm, canvas); above it the worker is killed. */
  rssMb: number;
  /** A worker still this large after a document is ended, so its memory returns to the system. */
  recycleRssMb: number;
};

/** The limits a worker applies itself while reading a PDF. */
export type PdfLimits = Pick<ExtractionLimits, 'maxPdfPages' | 'maxInflatedMb' | 'maxPageInflatedMb'>;

export const EXTRACTION_LIMITS: Readonly<ExtractionLimits> = {
  // The slowest document we mean to read, a 40-page scan (pdf.ts MAX_OCR_PAGES), takes 20-40 s
  // of OCR here (about 0.5-1 s a page); 120 s leaves room on a busy machine.
  wallClockMs: 120_000,
  heapMb: 512,
  maxPdfPages: 2_000,
  // pdf.js decodes no image over 40 megapixels (pdf.ts): 120 MB in RGB, the largest stream worth reading.
  maxPageInflatedMb: 128,
  maxInflatedMb: 512,
  // A worker after a scan's OCR holds about 260 MB (decision 053): three times that, with room
  // for the 512 MB heap to fill first.
  rssMb: 768,
  recycleRssMb: 384,
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

export const tooBigMessage = (mb: number) =>
  `Reading this document needed more than ${count(mb)} MB of memory, the most Exhibit allows for one file. ${AGAIN}`;

export const expandsTooMuchMessage = (mb: number) =>
  `This PDF expands to more than ${count(mb)} MB when opened, the most Exhibit reads for one file, so it was not read. ${AGAIN}`;

export const pageExpandsTooMuchMessage = (mb: number) =>
  `A page of this PDF expands to more than ${count(mb)} MB when opened, the most Exhibit reads for one page, so it was not read. ${AGAIN}`;
