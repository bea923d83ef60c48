// The entry of an extraction worker process (pool.ts) when the server runs from source (tsx, vitest):
// the worker starts in plain Node, so it registers tsx, and the TypeScript worker and its imports load
// as they do in the server. The compiled server (npm run build) forks dist-server/extract-worker.js
// instead (worker-process.ts), with no loader.
import './lower-priority.mjs';

const { register } = await import('tsx/esm/api');
register();
await import('./worker.ts');
