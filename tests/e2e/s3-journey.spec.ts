import type { Page, Request, Response } from '@playwright/test';
import { applyBucketCors } from '../../server/platform/storage/s3-client';
import { THUMBNAIL_CACHE } from '../../src/offline/thumbnail-cache';
import { makeTextJpeg } from '../fixtures/make-fixtures';
import { startS3, type TestS3 } from '../fixtures/s3-server';
import { test, expect } from './fixtures';
import { exited, signUpWithPetition, startOwnServer, type OwnServer } from './own-server';

// Issue 17 item 1 in the browser: a server whose objects live in an S3 bucket (s3rver on 127.0.0.1,
// with the CORS rule of `npm run s3:cors`). The page PUTs the bytes straight to the bucket through
// the presigned URL, the server analyses them from there, and the thumbnail and the download come
// from the bucket too; with the bucket down, the outbox keeps the file and its replay presigns afresh.

const NOTE = { name: 'press.txt', text: 'The Daily Ledger featured Ada Lovelace in a magazine interview about her work on computing.' };

const row = (page: Page, fileName: string) =>
  page.getByTestId('evidence-row').filter({ has: page.getByTestId('evidence-file-name').getByText(fileName, { exact: true }) });

let s3: TestS3 | undefined;
let server: OwnServer | undefined;
test.afterEach(async () => {
  if (server && server.process.exitCode === null) {
    server.process.kill('SIGTERM');
    if (!(await exited(server.process, 15_000))) server.process.kill('SIGKILL');
  }
  await s3?.dispose();
});

test('uploads go from the browser to the bucket, are analysed from there, and come back as a thumbnail and a download', async ({ browser }) => {
  test.setTimeout(180_000);
  s3 = await startS3();
  server = await startOwnServer('node', undefined, s3.env);
  await applyBucketCors(s3.config, [server.baseURL]);
  const bucket = s3.endpoint;

  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, serviceWorkers: 'allow' });
  const errors: string[] = [];
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    // While the bucket is stopped below, the browser logs the refused PUT; nothing else may be an error.
    if (m.type() === 'error' && !/net::ERR_CONNECTION_REFUSED/.test(m.text())) errors.push(m.text());
  });
  const puts: Request[] = [];
  let presigns = 0;
  page.on('request', (r) => {
    if (r.method() === 'PUT') puts.push(r);
  });
  // The outbox's retry may run in the service worker (a Background Sync or the page's drain message), whose
  // requests only the context sees; the worker does not route these POSTs, so none is counted twice.
  context.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/objects/upload')) presigns++;
  });

  const petitionId = await signUpWithPetition(context, server, 's3');
  await page.goto(`/petition/${petitionId}`);
  // Under the service worker, which keeps the thumbnails it has seen.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.getByTestId('evidence-file-input').setInputFiles([
    { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: makeTextJpeg(['AWARD CEREMONY', 'ADA LOVELACE']) },
    { name: NOTE.name, mimeType: 'text/plain', buffer: Buffer.from(NOTE.text) },
  ]);
  for (const name of ['photo.jpg', NOTE.name]) await expect(row(page, name)).toHaveAttribute('data-status', 'completed', { timeout: 90_000 });

  // Both PUTs went to the bucket, each with the checksum header its URL is signed for, and no cookie.
  expect(puts.map((r) => new URL(r.url()).origin)).toEqual([bucket, bucket]);
  for (const put of puts) {
    const headers = await put.allHeaders();
    expect(headers['x-amz-checksum-sha256']).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(headers.cookie).toBeUndefined();
    expect(new URL(put.url()).searchParams.get('X-Amz-SignedHeaders')).toContain('x-amz-checksum-sha256');
  }

  // The photo's thumbnail is drawn from the bucket.
  const thumbnail = row(page, 'photo.jpg').getByTestId('evidence-thumbnail');
  await expect.poll(() => thumbnail.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0), { timeout: 30_000 }).toBe(true);
  expect(new URL((await thumbnail.getAttribute('src'))!).origin).toBe(bucket);
  // Loaded with CORS, so the service worker could keep a readable copy for offline use.
  const cached = () => page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).origin), THUMBNAIL_CACHE);
  await expect.poll(cached, { timeout: 15_000 }).toContain(bucket);

  // Download opens the presigned GET in a new tab: the bytes, shown as UTF-8 text under the file's name.
  const documents: Response[] = [];
  context.on('response', (r) => {
    if (r.request().resourceType() === 'document' && new URL(r.url()).origin === bucket) documents.push(r);
  });
  const [tab] = await Promise.all([context.waitForEvent('page'), row(page, NOTE.name).getByTestId('evidence-download').click()]);
  await expect.poll(() => documents.length, { timeout: 15_000 }).toBe(1);
  const response = documents[0]!;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(response.headers()['content-disposition']).toBe(`inline; filename="${NOTE.name}"; filename*=UTF-8''${NOTE.name}`);
  await expect(tab.locator('body')).toContainText(NOTE.text);
  await tab.close();

  // The bucket stops answering: a file picked now waits in the outbox. Once the bucket is back, its
  // retry asks for a fresh presigned URL (the first one is never reused) and the file lands.
  await s3.stop();
  const before = presigns;
  await page.getByTestId('evidence-file-input').setInputFiles({ name: 'later.txt', mimeType: 'text/plain', buffer: Buffer.from('Ada Lovelace reviewed papers for the programme committee.') });
  await expect(page.getByTestId('pending-item').filter({ hasText: 'later.txt' })).toContainText('Waiting for connection', { timeout: 30_000 });
  await s3.start();
  // The outbox also retries on its own; whichever comes first sends the file, and the item (and its button) goes.
  const retry = page.getByRole('button', { name: 'Retry later.txt' });
  await Promise.race([retry.click().catch(() => undefined), expect(retry).toHaveCount(0, { timeout: 60_000 })]);
  await expect(row(page, 'later.txt')).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });
  expect(presigns).toBeGreaterThanOrEqual(before + 2);
  expect(errors).toEqual([]);
  await context.close();
});
