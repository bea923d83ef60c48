import { defineConfig } from 'vitest/config';

// Unit tests run in Node; server tests build the real app on PGlite (and on
// PostgreSQL when TEST_DATABASE_URL is set). e2e lives in Playwright.
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: true,
    // Four on two cores: server test files wait on their databases, extraction processes and timers for much of
    // their time; with two the cores were a little over half busy (decision 083).
    maxWorkers: 4,
    // As in playwright.config.ts: on the 2-core CI machine OCR-heavy files run side by side, so a timing test may
    // lose one race; a test that fails twice fails the run.
    retry: 1,
    projects: [
      {
        extends: true,
        // Pure unit tests share their worker's modules instead of importing them again for each file (decision 067:
        // module import was most of vitest's time); a file that changes global state puts it back.
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          // One migrated database per run (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), copied for each test
          // server (decision 067); the server compiled once per run, for the extraction workers and server processes the
          // tests start (decision 078). Here, not above: a globalSetup runs once for every project that has it.
          globalSetup: ['tests/fixtures/pg-template.ts', 'tests/fixtures/server-build.ts'],
        },
      },
    ],
  },
});
