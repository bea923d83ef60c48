// Analysis throughput: a zip of 100 documents (text PDFs, scanned PDFs, Word files, phone
// photos) through the real server, from upload until every row is analysed.
// Usage: npx tsx bench/analysis/run.mjs [documents=100]
// Per-type times come from the push messages (processing → completed) on /ws. The server is
// stopped and its temp DATA_DIR removed on exit, success or not (server.mjs).
import WebSocket from 'ws';
import { makeDocx, makeScannedPdf, makeTextJpeg, makeTextPdf, makeZip } from '../../tests/fixtures/make-fixtures.ts';
import { machineLine, startServer, uploadZip, userWithPetition, waitUntilAnalysed } from './server.mjs';

const COUNT = Number(process.argv[2] ?? 100);
const TYPES = ['text PDF', 'scanned PDF', 'DOCX', 'JPEG photo'];
const SENTENCES = [
  'Ada Lovelace won the National Prize for Excellence in Computing, awarded by a jury of experts.',
  'The Guardian newspaper featured her work in a magazine interview by a staff journalist.',
  'She served as a judge on the program committee and reviewed manuscripts for the journal.',
  'Her peer-reviewed article in the Journal of Computing was cited over 300 times.',
  'As director of research she led a team of forty engineers at a distinguished company.',
  'Her annual salary of 310,000 dollars places her in the top percentile of the field.',
];
const lines = (i) => [`Exhibit ${i}.`, SENTENCES[i % SENTENCES.length], SENTENCES[(i + 2) % SENTENCES.length]];

async function makeDocument(i) {
  const type = TYPES[i % TYPES.length];
  if (type === 'text PDF') return { name: `text-${i}.pdf`, type, data: await makeTextPdf(lines(i)) };
  if (type === 'scanned PDF') return { name: `scan-${i}.pdf`, type, data: await makeScannedPdf(lines(i).slice(0, 2)) };
  if (type === 'DOCX') return { name: `letter-${i}.docx`, type, data: await makeDocx(lines(i)) };
  return { name: `photo-${i}.jpg`, type, data: makeTextJpeg([`EXHIBIT ${i}`, 'NATIONAL PRIZE', 'AWARDED TO ADA']) };
}

const docs = [];
for (let i = 0; i < COUNT; i++) docs.push(await makeDocument(i));
const zip = await makeZip(docs.map((d) => ({ name: d.name, data: d.data })));
const typeOf = new Map(docs.map((d) => [d.name, d.type]));
console.log(`zip: ${COUNT} documents, ${(zip.length / 1024 / 1024).toFixed(1)} MB`);

const server = await startServer();
let socket;
try {
  const user = await userWithPetition(server.url);
  const started = new Map();
  const took = new Map(TYPES.map((t) => [t, []]));
  socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws`, { headers: { cookie: user.cookie, origin: server.url } });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  socket.on('message', (raw) => {
    const m = JSON.parse(String(raw));
    if (m.type !== 'evidence-status') return;
    if (m.status === 'processing') started.set(m.evidenceId, performance.now());
    if (m.status === 'completed' || m.status === 'failed') {
      const from = started.get(m.evidenceId);
      if (from !== undefined) took.get(typeOf.get(m.fileName))?.push(performance.now() - from);
    }
  });

  const t0 = performance.now();
  const message = await uploadZip(server.url, user, zip);
  const uploaded = (performance.now() - t0) / 1000;
  const rows = await waitUntilAnalysed(server.url, user, COUNT);
  const total = (performance.now() - t0) / 1000;
  if (rows.length !== COUNT) throw new Error(`expected ${COUNT} evidence rows, found ${rows.length}`);

  const failed = rows.filter((r) => r.processingStatus === 'failed');
  console.log(`import reply (${uploaded.toFixed(1)} s): ${message}`);
  console.log(`analysed ${rows.length - failed.length}/${COUNT} (${failed.length} failed) in ${total.toFixed(1)} s: ${(COUNT / total).toFixed(2)} documents/s`);
  const rate = COUNT / total;
  console.log(`goal: 100 documents in ≤ 60 s (≥ 1.67 documents/s): ${rate >= 100 / 60 ? 'met' : 'MISSED'}`);
  const means = TYPES.map((t) => {
    const xs = took.get(t);
    return { type: t, n: xs.length, mean: xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length) };
  });
  for (const m of means) console.log(`  ${m.type.padEnd(12)} mean ${(m.mean / 1000).toFixed(2)} s per document (n=${m.n})`);
  const slowest = means.reduce((a, b) => (b.mean > a.mean ? b : a));
  console.log(`slowest type: ${slowest.type} (${(slowest.mean / 1000).toFixed(2)} s mean)`);
  // Time inside jobs (processing → completed) against the wall time after the import reply:
  // a low share means the queue, not extraction, sets the pace.
  const busy = means.reduce((s, m) => s + m.mean * m.n, 0) / 1000;
  console.log(`time inside analysis jobs: ${busy.toFixed(1)} s in total over ${(total - uploaded).toFixed(1)} s of wall time after the import reply`);
  console.log(machineLine());
  for (const f of failed.slice(0, 5)) console.log(`  failed: ${f.fileName}: ${f.processingError}`);
} finally {
  socket?.terminate();
  await server.stop();
}
