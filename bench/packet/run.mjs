// Packet build: 100 exhibits (60 PDFs of 1–20 pages, 20 DOCX, 20 phone photos of 3–4 MB) through
// buildPacket, in a child process whose peak RSS is reported.
// Usage: npx tsx bench/packet/run.mjs
// Goals (issue 14, this 2-core machine): ≤ 30 s, peak RSS ≤ 600 MB, output ≤ 1.2× the inputs.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { concatPdfs, makeDocx, makeScannedPdf, makeTextPdf } from '../../tests/fixtures/make-fixtures.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const dir = mkdtempSync(path.join(os.tmpdir(), 'packet-bench-'));
const CRITERIA = ['Awards', 'Membership', 'Published material', 'Judging', 'Original contributions'];

/** A phone-like photo: smooth gradients plus grain, so JPEG lands near 3–4 MB at 4032×3024. */
async function phonePhoto(i) {
  const width = 4032;
  const height = 3024;
  const grain = await sharp({ create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 14 } } })
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: i % 2 ? 6 : 1 })
    .toBuffer();
  return grain;
}

async function pdf(i) {
  const pages = (i % 20) + 1;
  const lines = Array.from({ length: pages * 45 }, (_, n) => `Exhibit ${i + 1}, line ${n + 1}: the award committee found the work original and influential.`);
  const text = await makeTextPdf(lines);
  return i % 3 === 0 ? concatPdfs([text, await makeScannedPdf([`EXHIBIT ${i + 1}`, 'CERTIFICATE OF AWARD'])]) : text;
}

try {
  const exhibits = [];
  let inputBytes = 0;
  for (let i = 0; i < 100; i++) {
    const kind = i < 60 ? 'pdf' : i < 80 ? 'docx' : 'image';
    const data =
      kind === 'pdf'
        ? await pdf(i)
        : kind === 'docx'
          ? await makeDocx(Array.from({ length: 30 }, (_, n) => `Paragraph ${n + 1} of the letter describing the beneficiary's leading role in project ${i}.`))
          : await phonePhoto(i);
    inputBytes += data.length;
    const file = path.join(dir, `exhibit-${i + 1}`);
    writeFileSync(file, data);
    exhibits.push({ label: `Exhibit ${i + 1}`, number: i + 1, title: `Evidence document ${i + 1}`, criterionTitle: CRITERIA[i % CRITERIA.length], kind, file });
  }
  const manifest = {
    pageSize: 'letter',
    cover: { applicant: 'Ada Example', visaLabel: 'EB-1A Extraordinary Ability', classification: 'Sciences', date: 'November 24, 2026' },
    petitionLetter: [{ title: 'Final merits', markdown: Array.from({ length: 40 }, () => 'The beneficiary has sustained acclaim (Exhibit 1).').join('\n\n') }],
    exhibits,
    maxPartBytes: 12 * 1024 * 1024,
  };
  writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  console.log(`inputs: 100 exhibits, ${(inputBytes / 1024 / 1024).toFixed(1)} MB (photos ${exhibits.filter((e) => e.kind === 'image').length})`);
  execFileSync(process.execPath, ['--import', 'tsx', path.join(here, 'build.mts'), dir], { stdio: 'inherit' });
  const result = JSON.parse(readFileSync(path.join(dir, 'result.json'), 'utf8'));
  const output = result.parts.reduce((s, p) => s + p.bytes, 0);
  console.log(`build: ${result.seconds.toFixed(1)} s (goal ≤ 30 s)`);
  console.log(`pages: ${result.pages} in ${result.parts.length} parts (${result.parts.map((p) => `${p.pages} p, ${(p.bytes / 1024 / 1024).toFixed(1)} MB`).join('; ')})`);
  console.log(`output: ${(output / 1024 / 1024).toFixed(1)} MB = ${(output / inputBytes).toFixed(2)}× the inputs (goal ≤ 1.2×)`);
  console.log(`output bytes: ${output} (parts: ${result.parts.map((p) => p.bytes).join(', ')})`);
  console.log(`peak RSS of the build process: ${result.peakRssMb.toFixed(0)} MB (goal ≤ 600 MB)`);
  if (result.warnings.length) console.log(`warnings: ${result.warnings.join(' | ')}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
