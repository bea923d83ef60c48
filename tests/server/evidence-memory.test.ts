import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractionPids } from '../../server/platform/extract/pool';
import { makeInflatingPdf } from '../fixtures/make-fixtures';
import { DATABASES, useListeningServer } from './harness';
import { addEvidence, expectReadable, settled, settledJobs, userWithPetition } from './evidence-helpers';

// Issue 31 item 2: a 1 MB PDF whose content stream inflates to about 1 GB took 84 s and grew its
// reader process by about 2.1 GB, which stayed after the job. The reader now counts what a PDF's
// streams expand to before opening it, and its whole resident memory is bounded (decision 053).

const EXPANDS_MESSAGE =
  'A page of this PDF expands to more than 128 MB when opened, the most Exhibit reads for one page, so it was not read. Split it into smaller files or save it again as a standard PDF, then upload it again.';

const GB = 1024;

/** VmRSS of a process in MB; 0 once it has gone. */
function residentMb(pid: number): number {
  try {
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'latin1'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** The server's process and its document readers, summed every 100 ms until stop(): the first and the highest sum in MB. */
function watchMemory() {
  const sample = () => [process.pid, ...extractionPids()].reduce((sum, pid) => sum + residentMb(pid), 0);
  const first = sample();
  let peak = first;
  const timer = setInterval(() => (peak = Math.max(peak, sample())), 100);
  return {
    stop() {
      clearInterval(timer);
      return { first, peak: Math.max(peak, sample()) };
    },
  };
}

describe.each(DATABASES)('reading a PDF that inflates to 1 GB on %s', (kind) => {
  const server = useListeningServer(kind);

  it('fails it within a minute with a reason the user can act on, the server stays under 1 GB, and the next PDF reads', async () => {
    const me = await userWithPetition(server);
    await expectReadable(server, me); // the pool's worker is up, as on a server that has run a while
    const bomb = await makeInflatingPdf(1024);
    expect(bomb.length).toBeLessThan(1.1 * 1024 * 1024); // about 1 MB, as in the report

    const memory = watchMemory();
    const started = Date.now();
    let rss = { first: 0, peak: 0 };
    let row;
    try {
      const evidence = await addEvidence(server, me, 'inflating.pdf', bomb);
      row = await settled(server, me, evidence.id, 60_000);
      expect((await settledJobs(server, evidence.id)).map((j) => [j.state, j.retryCount])).toEqual([['completed', 0]]);
    } finally {
      rss = memory.stop();
    }
    const took = Date.now() - started;
    const peak = rss.peak;
    console.info(`1 GB inflating PDF on ${kind}: ${row.processingStatus} after ${took} ms; server and readers ${rss.first.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB`);
    expect(row).toMatchObject({ processingStatus: 'failed', processingError: EXPANDS_MESSAGE });
    expect(took).toBeLessThan(60_000);
    expect(peak, `the server and its readers peaked at ${peak.toFixed(0)} MB`).toBeLessThan(GB);

    await expectReadable(server, me);
  }, 180_000);
});
