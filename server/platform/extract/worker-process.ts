// The entry of an extraction worker process in the compiled server (dist-server/extract-worker.js,
// scripts/build-server.mjs): the priority first, then the reader, loaded only after it.
import './lower-priority.mjs';

await import('./worker');
