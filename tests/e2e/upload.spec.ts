import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { build } from 'vite';
import { test, expect, SAME_ORIGIN, WITHOUT_SERVICE_WORKER } from './fixtures';
import { makeTextPdf } from '../fixtures/make-fixtures';

test.use(WITHOUT_SERVICE_WORKER);

// The upload path as the browser walks it (architecture.md §an-upload-step-by-step): hash, presign, one PUT with the session
// cookie, then a signed download that opens with no cookie at all. The first tests do the steps
// with fetch and WebCrypto so they depend on no screen; the last runs the app's own uploadFile()
// (hash worker + XHR) from a test-only page that the test serves on the app's origin.

type PutResult = { status: number; body: string };

/** In the page: SHA-256 with WebCrypto, POST /api/objects/upload, then PUT the bytes. */
async function uploadInPage(page: Page, bytes: Buffer, extension: string, type: string) {
  return page.evaluate(
    async ({ b64, extension, type }) => {
      const data = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const digest = await crypto.subtle.digest('SHA-256', data);
      const hash = Array.from(new Uint8Array(digest), (x) => x.toString(16).padStart(2, '0')).join('');
      const presign = await fetch('/api/objects/upload', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ hash, extension }),
        credentials: 'include',
      });
      const { uploadURL } = (await presign.json()) as { uploadURL: string };
      const put = async (): Promise<PutResult> => {
        const res = await fetch(uploadURL, { method: 'PUT', body: new Blob([data], { type }), headers: { 'Content-Type': type }, credentials: 'include' });
        return { status: res.status, body: await res.text() };
      };
      const first = await put();
      const again = await put();
      return { hash, uploadURL, first, again };
    },
    { b64: bytes.toString('base64'), extension, type },
  );
}

test('a signed-in browser uploads a file by its hash, and the link works only once', async ({ page, account }) => {
  void account;
  await page.goto('/');
  const bytes = await makeTextPdf(['Ada Lovelace', 'Curriculum vitae']);
  const result = await uploadInPage(page, bytes, '.pdf', 'application/pdf');

  expect(result.hash).toBe(createHash('sha256').update(bytes).digest('hex'));
  const objectPath = new URL(result.uploadURL, 'http://x').pathname;
  expect(objectPath).toMatch(new RegExp(`^/objects/u/[0-9a-f-]{36}/${result.hash}\\.pdf$`));
  expect(result.first).toEqual({ status: 200, body: JSON.stringify({ objectPath }) });
  expect(result.again.status).toBe(409);
  expect(JSON.parse(result.again.body)).toEqual({ message: 'This upload link has already been used' });

  // The same content again is accepted (stored once) under the same path.
  const second = await uploadInPage(page, bytes, '.pdf', 'application/pdf');
  expect(second.first.status).toBe(200);
  expect(new URL(second.uploadURL, 'http://x').pathname).toBe(objectPath);
});

test('the signed download of an uploaded CV works in a tab with no session (as a download), and a forged one does not', async ({ page, account, browser, baseURL }) => {
  void account;
  await page.goto('/');
  const bytes = await makeTextPdf(['Grace Hopper', 'Compilers and COBOL']);
  const { uploadURL, first } = await uploadInPage(page, bytes, '.pdf', 'application/pdf');
  expect(first.status).toBe(200);
  const objectPath = new URL(uploadURL, 'http://x').pathname;

  // Register it as the CV (the profile's own routes), then ask for the View link.
  const save = await page.request.post('/api/profile', { headers: SAME_ORIGIN, data: { fullName: 'Grace Hopper' } });
  expect(save.status(), await save.text()).toBe(200);
  const cv = await page.request.put('/api/cv', { headers: SAME_ORIGIN, data: { cvUrl: objectPath, cvFileName: 'Grace Hopper – CV.pdf' } });
  expect(cv.status(), await cv.text()).toBe(200);
  const link = await page.request.get('/api/cv/download-url');
  expect(link.status()).toBe(200);
  const { url } = (await link.json()) as { url: string };
  expect(url.startsWith(`${objectPath}?`)).toBe(true);

  // A fresh browser context: no cookie, as when the link opens elsewhere.
  const stranger = await browser.newContext({ baseURL });
  try {
    const res = await stranger.request.get(url);
    expect(res.status()).toBe(200);
    expect(Buffer.from(await res.body()).equals(bytes)).toBe(true);
    expect(res.headers()['content-type']).toBe('application/pdf');
    expect(res.headers()['content-disposition']).toBe(
      `attachment; filename="Grace Hopper _ CV.pdf"; filename*=UTF-8''Grace%20Hopper%20%E2%80%93%20CV.pdf`,
    );
    expect(res.headers()['x-content-type-options']).toBe('nosniff');

    // Opened in a tab, it downloads under its name: a PDF's own JavaScript never runs in the browser's viewer.
    const tab = await stranger.newPage();
    const download = tab.waitForEvent('download');
    await tab.goto(url).catch(() => undefined);
    expect((await download).suggestedFilename()).toBe('Grace Hopper – CV.pdf');

    const forged = new URL(url, baseURL);
    forged.searchParams.set('name', 'evil.html');
    const bad = await tab.goto(forged.toString());
    expect(bad?.status()).toBe(403);
    await expect(tab.locator('body')).toContainText('This download link is not valid');

    // And the stranger cannot upload.
    const put = await stranger.request.put(uploadURL, { data: bytes, headers: { ...SAME_ORIGIN, 'content-type': 'application/pdf' } });
    expect(put.status()).toBe(401);
  } finally {
    await stranger.close();
  }
});

const PAGE_BASE = '/__upload-check/';

/** Builds tests/e2e/upload-page (the real src/api/upload.ts and its worker) into a temp dir. */
async function buildUploadPage(): Promise<string> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exhibit-upload-page-'));
  await build({
    configFile: false,
    root: path.join(path.dirname(fileURLToPath(import.meta.url)), 'upload-page'),
    base: PAGE_BASE,
    logLevel: 'warn',
    worker: { format: 'es' },
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  return outDir;
}

test("the app's uploadFile hashes in a worker, uploads with progress, and stops oversized files early", async ({ page, account }) => {
  void account;
  const outDir = await buildUploadPage();
  try {
    // Only the test page comes from disk; every /api and /objects request reaches the real server.
    await page.route(`**${PAGE_BASE}**`, (route) => {
      const rel = new URL(route.request().url()).pathname.slice(PAGE_BASE.length) || 'index.html';
      const file = path.join(outDir, path.normalize(rel));
      if (!file.startsWith(outDir) || !fs.existsSync(file)) return route.fulfill({ status: 404 });
      const type = file.endsWith('.html') ? 'text/html' : 'text/javascript';
      return route.fulfill({ status: 200, contentType: type, body: fs.readFileSync(file) });
    });
    await page.goto(`${PAGE_BASE}index.html`);
    await expect(page.locator('body[data-ready="true"]')).toBeAttached();

    const bytes = await makeTextPdf(['Katherine Johnson', 'Orbital mechanics']);
    const ok = await page.evaluate(([b64]) => window.runUpload(b64!, 'Katherine CV.PDF', 'application/pdf'), [bytes.toString('base64')]);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    expect(ok).toMatchObject({ sha256, phases: ['hashing', 'uploading'], last: 1 });
    if ('error' in ok) throw new Error(ok.error);
    expect(ok.objectPath).toMatch(new RegExp(`^/objects/u/[0-9a-f-]{36}/${sha256}\\.pdf$`));
    expect(ok.uploadURL.startsWith(`${ok.objectPath}?grant=`)).toBe(true);

    // The bytes really are stored: registering them as the CV succeeds.
    expect((await page.request.post('/api/profile', { headers: SAME_ORIGIN, data: { fullName: 'Katherine Johnson' } })).status()).toBe(200);
    const cv = await page.request.put('/api/cv', { headers: SAME_ORIGIN, data: { cvUrl: ok.objectPath, cvFileName: 'Katherine CV.pdf' } });
    expect(cv.status(), await cv.text()).toBe(200);

    const big = await page.evaluate(() => window.runUpload('', 'huge.pdf', 'application/pdf', 10485761));
    expect(big).toEqual({ error: '413: {"message":"The file is larger than the 10485760-byte limit."}' });
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
});
