// The server's esbuild options (decision 072), shared by scripts/server-build.mjs and the test that checks
// that the compiled server imports only production dependencies (tests/unit/production-imports.test.ts).
export const serverBuildOptions = {
  entryPoints: {
    // npm start
    index: 'server/index.ts',
    // npm run worker
    worker: 'server/worker.ts',
    // One extraction worker process (server/platform/extract/pool.ts forks it).
    'extract-worker': 'server/platform/extract/worker-process.ts',
    // npm run s3:cors (an operator's command on a production install too)
    's3-cors': 'scripts/s3-cors.ts',
  },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node26',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  // Chunks beside the entries, so a path relative to import.meta.url means the same folder in each.
  chunkNames: '[name]-[hash]',
};
