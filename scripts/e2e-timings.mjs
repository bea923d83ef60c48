// Where the Playwright run's time went, from the JSON report playwright.config.ts writes beside the list
// (playwright-report/timings.json): per spec file, the tests, the time of every attempt added up (retries
// included: a retry is time the run paid), the retries, and the tests that did not simply pass; then the
// slowest tests. Decision 072 keeps the figures of the runs it compared.
// Usage: node scripts/e2e-timings.mjs [report.json] [how many rows]
import fs from 'node:fs';

const file = process.argv[2] ?? 'playwright-report/timings.json';
const rows = Number(process.argv[3] ?? 20);
const report = JSON.parse(fs.readFileSync(file, 'utf8'));
const perFile = new Map();
const tests = [];

function walk(suite, specFile) {
  const at = suite.file ?? specFile;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      const ms = test.results.reduce((sum, result) => sum + result.duration, 0);
      const entry = perFile.get(at) ?? { ms: 0, tests: 0, retries: 0, notPassed: [] };
      entry.ms += ms;
      entry.tests += 1;
      entry.retries += Math.max(0, test.results.length - 1);
      if (test.status !== 'expected') entry.notPassed.push(`${test.status}: ${spec.title}`);
      perFile.set(at, entry);
      tests.push({ ms, at, title: spec.title });
    }
  }
  for (const child of suite.suites ?? []) walk(child, at);
}
for (const suite of report.suites) walk(suite, suite.file);

const seconds = (ms) => (ms / 1000).toFixed(0);
const { stats } = report;
const total = [...perFile.values()].reduce((sum, entry) => sum + entry.ms, 0);
console.log(`wall ${seconds(stats.duration)} s, tests' time ${seconds(total)} s; ${tests.length} tests: ${stats.expected} passed, ${stats.flaky} flaky, ${stats.unexpected} failed, ${stats.skipped} skipped`);
console.log('\n| spec file | tests | s (all attempts) | retries | not passed |\n|---|---|---|---|---|');
for (const [at, entry] of [...perFile].sort((a, b) => b[1].ms - a[1].ms).slice(0, rows)) {
  console.log(`| ${at} | ${entry.tests} | ${seconds(entry.ms)} | ${entry.retries} | ${entry.notPassed.join('; ')} |`);
}
console.log('\nslowest tests (s, all attempts):');
for (const test of tests.sort((a, b) => b.ms - a.ms).slice(0, rows)) console.log(`${(test.ms / 1000).toFixed(1)}\t${test.at}\t${test.title}`);
