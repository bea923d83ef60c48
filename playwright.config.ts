import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// One real server (`npm start`) on a free port with a throwaway DATA_DIR for the whole run.
const port =
  process.env.E2E_PORT ??
  execFileSync(process.execPath, ['-e', "const s=require('net').createServer().listen(0,()=>{console.log(s.address().port);s.close()})"])
    .toString()
    .trim();
process.env.E2E_PORT = port;
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'exhibit-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
const baseURL = `http://127.0.0.1:${port}`;

// Debian's headless shell when installed (.ci/run installs it): the browser without its desktop UI, much less CPU
// per page on a 2-core machine. The specs that need the desktop browser's own install offer launch /usr/bin/chromium.
const executablePath = fs.existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium';
// The GPU process as a thread of the browser process (decision 087): with --disable-gpu it only composites in software,
// and as its own process every frame crossed two more process boundaries; 5–13% less wall time in the same specs.
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--in-process-gpu'],
  },
};

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // Four on two cores: a test spends much of its time waiting on the server, the analyst, its own timers or a
  // server it stopped, and since traces are kept for retries only (decision 100) a fourth browser fills that time:
  // 2–13% less wall time than three in back-to-back pairs (decision 103; decision 083 measured it before traces went).
  workers: 4,
  // One retry: the 2-core CI machine also runs OCR jobs during these tests; a test that fails twice fails the run,
  // and a pass on retry is still reported as flaky.
  retries: 1,
  forbidOnly: true,
  // One migrated database for the specs' own servers; runs after the webServer has built and started.
  globalSetup: './tests/e2e/global-setup.ts',
  // The list for people; the JSON for where the time went (node scripts/e2e-timings.mjs, decision 072).
  reporter: [['list'], ['json', { outputFile: 'playwright-report/timings.json' }]],
  // A trace (a screenshot and a DOM snapshot at every action) is recorded on a failed test's retry, not on every
  // test: recording it always cost about 40% of the run's CPU (decision 100).
  use: { baseURL, trace: 'on-first-retry', serviceWorkers: 'allow' },
  projects: [{ name: 'chromium', use: chromium }],
  webServer: {
    command: 'npm start',
    url: `${baseURL}/api/auth/user`.replace('/api/auth/user', '/manifest.webmanifest'),
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT: '10000' },
  },
});
