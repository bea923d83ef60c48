import { defineConfig } from 'vitest/config';
import { LongestFirst } from './tests/fixtures/longest-first';

// Unit tests run in Node; server tests build the real app on PGlite (and on
// PostgreSQL when TEST_DATABASE_URL is set). e2e lives in Playwright.
// One migrated database per run (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), copied for each test server
// (decision 067); the server compiled once per run, for the extraction workers and server processes the tests start
// (decision 078). On the server projects only: a globalSetup runs for every project that has it, and the second
// project's run reuses the first's (both fixtures return early when the run already has them).
const SERVER_SETUP = ['tests/fixtures/pg-template.ts', 'tests/fixtures/server-build.ts'];
/** Server files that measure the test process itself, so must not share it with other files (decision 092). */
const SERVER_ALONE = ['tests/server/evidence-memory.test.ts'];
/** Unit files that measure the test process's memory: another file's leftovers in a shared worker move it. */
const UNIT_ALONE = ['tests/unit/extract-inflate.test.ts'];

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
    // Every project's files in one queue, the longest first, so no long file starts last (decision 092).
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        // Pure unit tests share their worker's modules instead of importing them again for each file (decision 067:
        // module import was most of vitest's time); a file that changes global state puts it back.
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], exclude: UNIT_ALONE, isolate: false },
      },
      { extends: true, test: { name: 'unit-alone', include: UNIT_ALONE, isolate: true } },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          exclude: SERVER_ALONE,
          // One module graph per worker, as for the unit files: each file imported the whole server again, about
          // 470 of the project's 2,000 file-seconds; every file still builds its own servers and databases.
          isolate: false,
          globalSetup: SERVER_SETUP,
        },
      },
      {
        extends: true,
        test: {
          name: 'server-alone',
          include: SERVER_ALONE,
          // A file that measures its own process (the server's resident memory) runs in a fresh one, as a server does.
          isolate: true,
          globalSetup: SERVER_SETUP,
        },
      },
    ],
  },
});
