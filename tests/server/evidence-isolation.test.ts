import { describe, expect, it } from 'vitest';
import { useExtractionLimits } from '../../server/platform/extract/pool';
import { makePageTreePdf } from '../fixtures/make-fixtures';
import { DATABASES, useListeningServer, type TestServer } from './harness';
import { addEvidence, expectReadable, settled, settledJobs, userWithPetition, type Owner } from './evidence-helpers';

// Issue 11, finding 1: a 12.6 KB PDF whose page tree repeats one blank page a million times
// froze the server for minutes. Documents are now read in a worker pool under a page cap, a
// time limit and a heap limit (server/platform/extract/limits.ts), and the API answers meanwhile.

const PAGE_CAP_MESSAGE = 'This PDF has 1,000,000 pages; Exhibit reads at most 2,000. Split it into smaller files and upload them again.';

/**
 * GET /api/auth/user over real HTTP, one request after another, until stop(); the latencies
 * in ms. Polling the evidence list runs beside it, as a page would.
 */
function probeApi(origin: string, owner: Owner) {
  const latencies: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const t = performance.now();
      const res = await fetch(`${origin}/api/auth/user`, { headers: { cookie: owner.cookie } });
      await res.arrayBuffer();
      latencies.push(performance.now() - t);
      expect(res.status).toBe(200);
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return latencies;
    },
  };
}

/**
 * The API's latency with no document being read, just before: the first requests of a fresh
 * process pay for JIT and connection set-up, and a shared machine has its own noise.
 */
async function baseline(origin: string, owner: Owner) {
  const probe = probeApi(origin, owner);
  await new Promise((r) => setTimeout(r, 1_500));
  const latencies = await probe.stop();
  return latencies.slice(Math.min(10, latencies.length - 1)); // after warm-up
}

/**
 * p99 under 100 ms, as issue 11 asks; on a machine already too loaded for that without any
 * document (other test runs sharing two cores: there the baseline alone has 40-80 ms spikes),
 * within three times the p99 measured just before. Before the worker pool the API froze for
 * seconds to minutes: either bound catches that.
 */
function expectResponsive(during: number[], before: number[]) {
  const [p99, p99Before] = [percentile(during, 99), percentile(before, 99)];
  expect(p99, `/api/auth/user p99 ${p99.toFixed(0)} ms while reading, ${p99Before.toFixed(0)} ms before`).toBeLessThan(Math.max(100, 3 * p99Before));
}

/**
 * Registers the document, then probes the API until its analysis has settled, and for at
 * least 2 s in all so that a quick verdict still gives a p99 worth the name.
 */
async function analyseWhileProbing(server: TestServer, origin: string, owner: Owner, fileName: string, bytes: Buffer) {
  const evidence = await addEvidence(server, owner, fileName, bytes);
  const probe = probeApi(origin, owner);
  const started = Date.now();
  let latencies: number[] = [];
  try {
    const row = await settled(server, owner, evidence.id, 30_000);
    const took = Date.now() - started;
    await new Promise((r) => setTimeout(r, Math.max(500, 2_000 - took)));
    return { evidence, row, took, latencies: (latencies = await probe.stop()) };
  } finally {
    if (latencies.length === 0) await probe.stop();
  }
}

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil((p / 100) * xs.length) - 1)] ?? NaN;

describe.each(DATABASES)('reading a hostile document on %s', (kind) => {
  const server = useListeningServer(kind);

  it('refuses the million-page PDF at once, naming the limit, without a retry, and the API answers meanwhile', async () => {
    const me = await userWithPetition(server);
    await expectReadable(server, me); // the pool's worker is up, as on a server that has run a while
    const bomb = makePageTreePdf(1_000_000);
    expect(bomb.length).toBeLessThan(13_000); // about 12 KB, as in the report
    const before = await baseline(server.origin, me);
    const { evidence, row, took, latencies } = await analyseWhileProbing(server, server.origin, me, 'page-tree.pdf', bomb);
    expect(row).toMatchObject({ processingStatus: 'failed', processingError: PAGE_CAP_MESSAGE });
    expect(took).toBeLessThan(15_000);
    // Final: pg-boss completed the job on its first run; no retry, no dead letter.
    expect((await settledJobs(server, evidence.id)).map((j) => [j.state, j.retryCount])).toEqual([['completed', 0]]);
    expect(latencies.length).toBeGreaterThan(50);
    expectResponsive(latencies, before);
  }, 60_000);

  it('stops a document at the time limit while the API answers, fails it once, then reads the next one', async () => {
    // A test-sized time limit, and no page cap, so the worker really walks the million pages.
    const restore = useExtractionLimits({ wallClockMs: 3_000, maxPdfPages: 10_000_000 });
    try {
      const me = await userWithPetition(server);
      await expectReadable(server, me);
      const before = await baseline(server.origin, me);
      const { evidence, row, took, latencies } = await analyseWhileProbing(server, server.origin, me, 'slow.pdf', makePageTreePdf(1_000_000));
      expect(row.processingStatus).toBe('failed');
      expect(row.processingError).toBe(
        'Reading this document took longer than 3 seconds, the most Exhibit allows for one file. Split it into smaller files or save it again as a standard PDF, then upload it again.',
      );
      expect(took).toBeGreaterThanOrEqual(3_000);
      expect(took).toBeLessThan(20_000);
      expect((await settledJobs(server, evidence.id)).map((j) => [j.state, j.retryCount])).toEqual([['completed', 0]]);
      // The probes cover the 3 s the worker ground through the page tree.
      expect(latencies.length).toBeGreaterThan(50);
      expectResponsive(latencies, before);

      // The worker that hit the limit was replaced: an ordinary PDF still reads.
      await expectReadable(server, me);
    } finally {
      await restore();
    }
  }, 90_000);
});
