import { afterAll, describe, expect, it } from 'vitest';
import { ExtractError } from '../../server/platform/extract/index';
import { EXTRACTION_LIMITS } from '../../server/platform/extract/limits';
import { ExtractionPool } from '../../server/platform/extract/pool';
import { waitFor } from '../fixtures/wait-for';
import { makeDocx, makeHeapFillingPdf, makeInflatingPdf, makePageTreePdf, makeScannedPdf, makeTextJpeg, makeTextPdf } from '../fixtures/make-fixtures';

// The extraction pool (server/platform/extract/pool.ts) with real child processes: what the evidence job
// and the CV upload call. The server test (tests/server/evidence-isolation.test.ts) covers the
// page cap and the time limit through the routes; here: every kind of document still reads,
// the heap limit, the resident-memory limit and a large worker's recycling.

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

async function refusal(promise: Promise<unknown>): Promise<ExtractError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ExtractError);
  return err as ExtractError;
}

describe('the extraction pool', () => {
  const pool = new ExtractionPool();
  const pools = [pool];
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.close()));
  });

  it('reads text PDFs, scans (OCR), Word documents and photos in its workers', async () => {
    const [pdf, scan, docx, photo] = await Promise.all([
      pool.extract(await makeTextPdf(['Letter of recommendation']), 'application/pdf'),
      pool.extract(await makeScannedPdf(['Certificate of merit']), 'application/pdf'),
      pool.extract(await makeDocx(['Statement of purpose']), DOCX_MIME),
      pool.extract(makeTextJpeg(['Press coverage']), 'image/jpeg'),
    ]);
    expect(pdf).toEqual({ text: 'Letter of recommendation', method: 'pdf-text' });
    expect(scan.method).toBe('pdf-ocr');
    expect(scan.text.toUpperCase()).toContain('CERTIFICATE OF MERIT');
    expect(docx).toEqual({ text: 'Statement of purpose', method: 'docx' });
    expect(photo.text.toUpperCase()).toContain('PRESS COVERAGE');
  }, 60_000);

  it('keeps a user-facing refusal as it is, and refuses a PDF over the page cap before reading it', async () => {
    const damaged = await refusal(pool.extract(Buffer.from('%PDF-1.4 not really'), 'application/pdf'));
    expect(damaged.message).toBe('This PDF could not be read. It may be damaged.');
    const started = Date.now();
    const capped = await refusal(pool.extract(makePageTreePdf(2_001, { fanOut: 2_001 }), 'application/pdf'));
    expect(capped.message).toBe(
      `This PDF has 2,001 pages; Exhibit reads at most ${EXTRACTION_LIMITS.maxPdfPages.toLocaleString('en-US')}. Split it into smaller files and upload them again.`,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  }, 30_000);

  it('stops a worker over its heap limit, says so, and reads the next document in a fresh one', async () => {
    // A small heap: parsing the page's ten million numbers outgrows it within seconds. The time limit is
    // out of reach, so a machine slowed by other runs cannot end the read on time before memory.
    const small = new ExtractionPool({ ...EXTRACTION_LIMITS, heapMb: 64, wallClockMs: 600_000 }, 1);
    pools.push(small);
    const err = await refusal(small.extract(makeHeapFillingPdf(), 'application/pdf'));
    expect(err.message).toBe(
      'Reading this document needed more than 64 MB of memory, the most Exhibit allows for one file. Split it into smaller files or save it again as a standard PDF, then upload it again.',
    );
    expect(await small.extract(await makeTextPdf(['After the limit']), 'application/pdf')).toEqual({ text: 'After the limit', method: 'pdf-text' });
  }, 300_000); // about 10 s alone; more on a machine shared with other test runs

  it('kills a worker whose memory outside the heap passes its limit, says so, and reads the next document', async () => {
    // The expansion budget lifted, so pdf.js itself inflates the 1 GB content stream into buffers the heap limit does not see.
    const unbudgeted = new ExtractionPool({ ...EXTRACTION_LIMITS, maxPageInflatedMb: 4096, maxInflatedMb: 4096, rssMb: 400 }, 1);
    pools.push(unbudgeted);
    // The message is the memory watch's (the wall-clock limit words its own): no timing here, which a loaded machine
    // stretched past any fixed bound (70 s with a CI run beside it, for a read that takes a few seconds when quiet).
    const err = await refusal(unbudgeted.extract(await makeInflatingPdf(1024), 'application/pdf'));
    expect(err.message).toBe(
      'Reading this document needed more than 400 MB of memory, the most Exhibit allows for one file. Split it into smaller files or save it again as a standard PDF, then upload it again.',
    );
    expect(await unbudgeted.extract(await makeTextPdf(['After the memory limit']), 'application/pdf')).toEqual({ text: 'After the memory limit', method: 'pdf-text' });
  }, 120_000);

  it('ends a worker left larger than the recycling size after a document, and starts a fresh one for the next', async () => {
    const recycling = new ExtractionPool({ ...EXTRACTION_LIMITS, recycleRssMb: 1 }, 1); // every worker is over 1 MB
    pools.push(recycling);
    await recycling.extract(await makeTextPdf(['First letter']), 'application/pdf');
    const [first] = recycling.pids();
    await waitFor('the worker to be ended', async () => (recycling.pids().length === 0 ? true : undefined), 5_000);
    expect(await recycling.extract(await makeTextPdf(['Second letter']), 'application/pdf')).toEqual({ text: 'Second letter', method: 'pdf-text' });
    expect(recycling.pids()).not.toContain(first);
    // An ordinary worker stays for the next document.
    const keeping = new ExtractionPool(EXTRACTION_LIMITS, 1);
    pools.push(keeping);
    await keeping.extract(await makeTextPdf(['First letter']), 'application/pdf');
    const kept = keeping.pids();
    await keeping.extract(await makeTextPdf(['Second letter']), 'application/pdf');
    expect(keeping.pids()).toEqual(kept);
  }, 60_000);

  it('stops a reading when asked (Clear Job Queue): the worker is ended at once, a waiting document never starts', async () => {
    // A long read: pdf.js inflating 256 MB, with the budgets that would refuse it lifted.
    const long = new ExtractionPool({ ...EXTRACTION_LIMITS, maxPageInflatedMb: 4096, maxInflatedMb: 4096, rssMb: 4096 }, 1);
    pools.push(long);
    const reading = new AbortController();
    const waiting = new AbortController();
    const first = long.extract(await makeInflatingPdf(256), 'application/pdf', { signal: reading.signal });
    const second = long.extract(await makeTextPdf(['Never read']), 'application/pdf', { signal: waiting.signal });
    await waitFor('the worker to start reading', async () => (long.pids().length === 1 ? true : undefined), 10_000);
    const [pid] = long.pids();
    waiting.abort();
    await expect(second).rejects.toThrow('The reading was stopped');
    const stoppedAt = Date.now();
    reading.abort();
    await expect(first).rejects.toThrow('The reading was stopped');
    expect(Date.now() - stoppedAt).toBeLessThan(2_000);
    await waitFor('the stopped worker to be gone', async () => (long.pids().includes(pid!) ? undefined : true), 5_000);
    expect(await long.extract(await makeTextPdf(['After the stop']), 'application/pdf')).toEqual({ text: 'After the stop', method: 'pdf-text' });
  }, 60_000);

  it("keeps a reader for others: one owner's documents never hold both readers", async () => {
    const slow = new ExtractionPool({ ...EXTRACTION_LIMITS, maxPageInflatedMb: 4096, maxInflatedMb: 4096, rssMb: 4096 }, 2);
    pools.push(slow);
    const heavy = new AbortController();
    const settledOrder: string[] = [];
    const note = (name: string, read: Promise<unknown>) => read.then(
      () => settledOrder.push(name),
      () => settledOrder.push(name),
    );
    const big = await makeInflatingPdf(256);
    const scans = [1, 2].map((n) => note(`heavy ${n}`, slow.extract(big, 'application/pdf', { signal: heavy.signal, owner: 'heavy' })));
    await waitFor('a heavy document to be read', async () => (slow.pids().length > 0 ? true : undefined), 10_000);
    const other = slow.extract(await makeTextPdf(['A short letter']), 'application/pdf', { owner: 'bystander' });
    expect(await other).toEqual({ text: 'A short letter', method: 'pdf-text' });
    settledOrder.push('bystander');
    expect(settledOrder).toEqual(['bystander']);
    heavy.abort();
    await Promise.all(scans);
  }, 60_000);
});
