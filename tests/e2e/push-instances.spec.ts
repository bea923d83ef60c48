import { createHash } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { applyBucketCors } from '../../server/platform/storage/s3-client';
import { startGateway, type Gateway } from '../fixtures/gateway';
import { createPgDatabase } from '../fixtures/pg-database';
import { startS3, type TestS3 } from '../fixtures/s3-server';
import { test, expect } from './fixtures';
import { exited, signUpWithPetition, startOwnServer, type OwnServer } from './own-server';

// Issue 33 item 9: two instances on one PostgreSQL and one S3 bucket. A page open on instance A follows uploads
// registered and analysed on instance B: the push crosses instances through the database, and what the page reads
// from A after it is what B wrote (A's read caches follow B's changes, decision 042), even when a read A answered
// before B's change reaches the page after B's push did.

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TEXT = 'The Daily Ledger featured Ada Lovelace in a magazine interview about her work on computing.';

const row = (page: Page, fileName: string) => page.getByTestId('evidence-row').filter({ has: page.getByTestId('evidence-file-name').getByText(fileName, { exact: true }) });

let s3: TestS3 | undefined;
let gateway: Gateway | undefined;
let database: Awaited<ReturnType<typeof createPgDatabase>> | undefined;
const servers: OwnServer[] = [];
test.afterEach(async () => {
  await gateway?.close();
  for (const server of servers.splice(0)) {
    if (server.process.exitCode !== null) continue;
    server.process.kill('SIGTERM');
    if (!(await exited(server.process, 15_000))) server.process.kill('SIGKILL');
  }
  await s3?.dispose();
  await database?.drop();
});

/** Another device of the same user adds a text file through `server`: presign, PUT to the bucket, register. */
async function uploadThrough(request: APIRequestContext, server: OwnServer, petitionId: string, fileName: string) {
  const headers = server.origin;
  const bytes = Buffer.from(`${TEXT} (${fileName})`);
  const hash = createHash('sha256').update(bytes).digest('hex');
  const presign = await request.post(`${server.baseURL}/api/objects/upload`, { headers, data: { hash, extension: '.txt' } });
  expect(presign.ok(), await presign.text()).toBe(true);
  const grant = (await presign.json()) as { uploadURL: string; objectPath: string; headers: Record<string, string> };
  const put = await fetch(grant.uploadURL, { method: 'PUT', body: bytes, headers: grant.headers });
  expect(put.ok, await put.text()).toBe(true);
  const register = await request.post(`${server.baseURL}/api/petitions/${petitionId}/evidence`, { headers, data: { fileName, fileUrl: grant.objectPath, fileSize: bytes.length, mimeType: 'text/plain' } });
  expect(register.status(), await register.text()).toBe(200);
}

/** Waits until `server` says every one of `names` is analysed. */
async function analysedOn(request: APIRequestContext, server: OwnServer, petitionId: string, names: string[]) {
  await expect
    .poll(
      async () => {
        const rows = (await (await request.get(`${server.baseURL}/api/petitions/${petitionId}/evidence`)).json()) as Array<{ fileName: string; processingStatus: string }>;
        return names.every((name) => rows.some((r) => r.fileName === name && r.processingStatus === 'completed'));
      },
      { timeout: 90_000 },
    )
    .toBe(true);
}

test('a page on instance A follows uploads registered and analysed on instance B, even when a read A answered earlier reaches it late', async ({ browser }) => {
  test.setTimeout(300_000);
  database = await createPgDatabase(ADMIN_URL);
  s3 = await startS3();
  const shared = { ...s3.env, DATABASE_URL: database.url };
  // A only serves pages and reads; B runs the analysis. The page reaches A through a front that can hold a reply.
  const a = await startOwnServer('node', undefined, { ...shared, RUN_WORKERS: 'false' });
  servers.push(a);
  const b = await startOwnServer('node', undefined, { ...shared, RUN_WORKERS: 'true' });
  servers.push(b);
  gateway = await startGateway(a.port);
  await applyBucketCors(s3.config, [gateway.origin, a.baseURL, b.baseURL]);
  const front = { ...a, baseURL: gateway.origin, origin: { origin: gateway.origin } };

  const context = await browser.newContext({ baseURL: gateway.origin, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const petitionId = await signUpWithPetition(context, front, 'twin');
  const page = await context.newPage();
  await page.goto(`/petition/${petitionId}`);
  await expect(page.getByText('No evidence uploaded yet')).toBeVisible();

  // 1. An upload through B (cookies are per host, so the session signed in on A goes to B too), analysed on B: the
  // page on A shows the row and its result without a reload.
  await uploadThrough(context.request, b, petitionId, 'first.txt');
  await expect(row(page, 'first.txt')).toHaveAttribute('data-status', 'completed', { timeout: 90_000 });

  // 2. The page adds a file itself, through A; the list it then reads from A is slow to arrive. Meanwhile another
  // file is uploaded and analysed on B, and B's pushes reach the page. The late list, older than those pushes, must
  // not put the page back to what A said before B's changes.
  const late = gateway.holdNextReply(new RegExp(`^GET /api/petitions/${petitionId}/evidence$`));
  await page.getByTestId('evidence-file-input').setInputFiles({ name: 'second.txt', mimeType: 'text/plain', buffer: Buffer.from(`${TEXT} (second)`) });
  await late.held;
  await uploadThrough(context.request, b, petitionId, 'third.txt');
  await analysedOn(context.request, b, petitionId, ['second.txt', 'third.txt']);
  await expect(row(page, 'third.txt')).toHaveAttribute('data-status', 'completed', { timeout: 30_000 });
  late.release();

  for (const name of ['first.txt', 'second.txt', 'third.txt']) await expect(row(page, name)).toHaveAttribute('data-status', 'completed', { timeout: 15_000 });
  // Still so a moment later: nothing older overwrote it.
  await page.waitForTimeout(2000);
  for (const name of ['first.txt', 'second.txt', 'third.txt']) await expect(row(page, name)).toHaveAttribute('data-status', 'completed');
  await expect(page.getByText('Processing...')).toHaveCount(0);
  await context.close();
});
