// Isolation of document parsing (issue 11, finding 1): GET /api/auth/user latency with no
// document being read, then while the page-tree PDF (one blank page repeated `pages` times in
// a few KB) is analysed, and how long until its evidence row settles.
// Usage: npx tsx bench/isolation/run.mjs [pages=1000000] [timeout-seconds=900]
// The real server (npm start entry), a temp DATA_DIR, all removed on exit (analysis/server.mjs).
import { createHash } from 'node:crypto';
import { makePageTreePdf } from '../../tests/fixtures/make-fixtures.ts';
import { machineLine, signedInUser, startServer } from '../analysis/server.mjs';

const PAGES = Number(process.argv[2] ?? 1_000_000);
const TIMEOUT_MS = Number(process.argv[3] ?? 900) * 1000;
const IDLE_MS = 5_000;

/** Writes as the app's own page sends them: same Origin, JSON. */
function api(url, cookie) {
  const call = async (method, path, body, headers = {}) => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: { cookie, origin: url, ...(body && !Buffer.isBuffer(body) ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body === undefined ? undefined : Buffer.isBuffer(body) ? body : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
  return call;
}

/** One GET /api/auth/user after another until stop(); returns the latencies (ms). */
function probe(url, cookie) {
  const times = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const t = performance.now();
      const res = await fetch(`${url}/api/auth/user`, { headers: { cookie } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`/api/auth/user: ${res.status}`);
      times.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return times;
  };
}

const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil((p / 100) * xs.length) - 1)] ?? NaN;
const line = (title, xs) =>
  console.log(`${title.padEnd(34)} n=${String(xs.length).padStart(5)}  p50 ${pct(xs, 50).toFixed(1).padStart(7)} ms  p99 ${pct(xs, 99).toFixed(1).padStart(8)} ms  max ${Math.max(...xs).toFixed(0).padStart(7)} ms`);

const pdf = makePageTreePdf(PAGES);
console.log(`page-tree PDF: ${PAGES.toLocaleString('en-US')} pages in ${pdf.length.toLocaleString('en-US')} bytes`);
const server = await startServer();
try {
  const cookie = await signedInUser(server.url);
  const call = api(server.url, cookie);
  const profile = await call('POST', '/api/profile', { fullName: 'Ada Lovelace', otherLinks: [] });
  const petition = await call('POST', '/api/petitions', { profileId: profile.id, visaType: 'O-1A' });

  let stop = probe(server.url, cookie);
  await new Promise((r) => setTimeout(r, IDLE_MS));
  line('/api/auth/user, no document', (await stop()).slice(10));

  // Twice: the first document also starts the worker processes; the second finds them running.
  for (const round of ['first document', 'second document']) {
    const bytes = round === 'first document' ? pdf : Buffer.concat([pdf, Buffer.from('% again\n')]);
    const hash = createHash('sha256').update(bytes).digest('hex');
    const { uploadURL } = await call('POST', '/api/objects/upload', { hash, extension: '.pdf' });
    const put = new URL(uploadURL, server.url);
    await call('PUT', put.pathname + put.search, bytes, { 'content-type': 'application/octet-stream' });
    stop = probe(server.url, cookie);
    const t0 = performance.now();
    const { evidence } = await call('POST', `/api/petitions/${petition.id}/evidence`, { fileName: 'page-tree.pdf', fileUrl: uploadURL, fileSize: bytes.length, mimeType: 'application/pdf' });
    let row;
    for (;;) {
      const rows = await call('GET', `/api/petitions/${petition.id}/evidence`);
      row = rows.find((r) => r.id === evidence.id);
      if (row && (row.processingStatus === 'failed' || row.processingStatus === 'completed')) break;
      if (performance.now() - t0 > TIMEOUT_MS) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const settledAfter = performance.now() - t0;
    await new Promise((r) => setTimeout(r, 2_000));
    line(`/api/auth/user, ${round}`, await stop());
    console.log(`  evidence ${row?.processingStatus ?? 'missing'} after ${(settledAfter / 1000).toFixed(1)} s: ${row?.processingError ?? '(no error)'}`);
  }
  console.log(machineLine());
} finally {
  await server.stop();
}
