// A worker thread starts in plain Node, whatever runs the server (npm start, tsx, vitest):
// register tsx here so the TypeScript worker and its imports load as they do on the main thread.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
