// The table tests/fixtures/longest-first.ts orders a fresh clone's vitest run by: every test file that took 3 s or
// more in a whole run, with its seconds, from vitest's JSON report (decision 092). Refresh it when files are added
// or their times move:
//   TEST_DATABASE_URL=… npx vitest run --reporter=default --reporter=json --outputFile=/tmp/vitest.json
//   node scripts/file-times.mjs /tmp/vitest.json
import fs from 'node:fs';
import path from 'node:path';

const report = process.argv[2];
if (!report) {
  console.error('Usage: node scripts/file-times.mjs <vitest JSON report>');
  process.exit(2);
}
const root = path.resolve(import.meta.dirname, '..');
const rows = JSON.parse(fs.readFileSync(report, 'utf8'))
  .testResults.map((f) => [path.relative(root, f.name), Math.round((f.endTime - f.startTime) / 1000)])
  .filter(([, seconds]) => seconds >= 3)
  .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
fs.writeFileSync(path.join(root, 'tests/file-times.json'), `${JSON.stringify(Object.fromEntries(rows), null, 2)}\n`);
console.log(`tests/file-times.json: ${rows.length} files of 3 s or more`);
