// `npm run s3:cors [origin ...]`: sets the bucket CORS rule browser uploads need (README, decision 038)
// on the bucket of OBJECT_STORE_URL, for PUBLIC_URL and any origins given as arguments.
import { loadConfig } from '../server/platform/config';
import { applyBucketCors } from '../server/platform/storage/s3-client';
import { startOrExit } from '../server/platform/start-failure';

const config = await startOrExit(() => loadConfig());
const origins = [config.publicUrl, ...process.argv.slice(2)].filter((o): o is string => !!o).map((o) => new URL(o).origin);
if (config.objectStore.kind !== 's3') {
  console.error('OBJECT_STORE_URL is not set: objects are stored on disk, and there is no bucket to configure.');
  process.exit(1);
}
if (origins.length === 0) {
  console.error('Set PUBLIC_URL (or name the app origins as arguments): the rule allows uploads from those origins only.');
  process.exit(1);
}
const rule = await applyBucketCors(config.objectStore, origins);
console.log(`CORS rule set on bucket "${config.objectStore.bucket}":\n${JSON.stringify(rule, null, 2)}`);
