import { defineConfig } from 'vitest/config';

// Unit tests run in Node; server tests build the real app on PGlite (and on
// PostgreSQL when TEST_DATABASE_URL is set). e2e lives in Playwright.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/server/**/*.test.ts'],
    // One migrated database per run (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), copied for each test server (decision 067).
    globalSetup: ['tests/fixtures/pg-template.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
    // As in playwright.config.ts: on the 2-core CI machine OCR-heavy files run side by side, so a timing test may
    // lose one race; a test that fails twice fails the run.
    retry: 1,
  },
});
