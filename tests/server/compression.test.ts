import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { startTestServer, type TestServer } from './harness';
import { COMPRESS_THRESHOLD_BYTES } from '../../server/platform/http/compression';
import { signDownloadUrl } from '../../server/platform/storage/signing';
import { precompressDir } from '../../scripts/vite-precompress';
import { uploadBytes } from './evidence-helpers';

// Compression touches no table, so PGlite alone; the server, its static set-up and the build step are the real ones.

/** The body as the client gets it after undoing the reply's Content-Encoding. */
function decoded(res: LightMyRequestResponse): Buffer {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload);
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload);
  expect(encoding ?? 'identity').toBe('identity');
  return res.rawPayload;
}

const varies = (res: LightMyRequestResponse) => String(res.headers.vary ?? '').toLowerCase().split(/\s*,\s*/).includes('accept-encoding');

/** A small built client: what `vite build` leaves in dist/, after the same precompression step. */
async function fakeClient(): Promise<{ dir: string; files: Record<string, Buffer> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exhibit-dist-'));
  const bigJs = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{id:${i},label:"row ${i}"}`).join(',')}];\n`;
  const files: Record<string, Buffer> = {
    'index.html': Buffer.from(`<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body>${'<p>Exhibit</p>'.repeat(120)}</body></html>`),
    'sw.js': Buffer.from(`self.addEventListener('fetch', () => {});\n${'// precache list\n'.repeat(200)}`),
    'assets/index-abc123.js': Buffer.from(bigJs),
    'assets/tiny-def456.js': Buffer.from('export const x = 1;\n'),
    '.vite/manifest.json': Buffer.from(JSON.stringify({ 'index.html': { file: 'assets/index-abc123.js' }, note: 'x'.repeat(2000) })),
    'icon-192.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, ...Array.from({ length: 3000 }, (_, i) => i % 251)]),
  };
  for (const [name, bytes] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), bytes);
  }
  await precompressDir(dir);
  return { dir, files };
}

async function userWithLongProfile(server: TestServer): Promise<string> {
  const { cookie } = await server.signUp();
  const otherLinks = Array.from({ length: 8 }, (_, i) => `https://example.org/work/${i}/${'talk-and-paper-'.repeat(12)}`);
  const profile = await server.inject({ method: 'POST', url: '/api/profile', headers: { cookie }, payload: { fullName: 'Ada Lovelace', otherLinks } });
  expect(profile.statusCode, profile.body).toBe(200);
  return cookie;
}

describe('compressed replies', () => {
  let server: TestServer;
  let client: { dir: string; files: Record<string, Buffer> };
  let cookie: string;

  beforeAll(async () => {
    client = await fakeClient();
    server = await startTestServer('pglite', { staticDir: client.dir, runWorkers: false });
    cookie = await userWithLongProfile(server);
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(client.dir, { recursive: true, force: true });
  });

  it('compresses API JSON over the threshold with brotli or gzip, decoding to the identity reply', async () => {
    const plain = await server.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);

    for (const [accept, expected] of [['br', 'br'], ['gzip', 'gzip'], ['gzip, deflate, br', 'br']] as const) {
      const res = await server.inject({ method: 'GET', url: '/api/profile', headers: { cookie, 'accept-encoding': accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(expected);
      expect(varies(res)).toBe(true);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(decoded(res).equals(plain.rawPayload)).toBe(true);
      // API replies keep their no-store.
      expect(res.headers['cache-control']).toBe(plain.headers['cache-control']);
    }
  });

  it('sends a reply under the threshold as it is', async () => {
    const res = await server.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie, 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body)).toHaveProperty('email');
  });

  it('serves a built asset from its precompressed file, immutable, decoding to the file', async () => {
    const original = client.files['assets/index-abc123.js']!;
    for (const [accept, expected] of [['br, gzip', 'br'], ['gzip', 'gzip']] as const) {
      const res = await server.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(expected);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(varies(res)).toBe(true);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.equals(fs.readFileSync(path.join(client.dir, `assets/index-abc123.js.${expected === 'br' ? 'br' : 'gz'}`)))).toBe(true);
      expect(decoded(res).equals(original)).toBe(true);
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    }
    const identity = await server.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(varies(identity)).toBe(true);
    expect(identity.rawPayload.equals(original)).toBe(true);
    // Under 1 KB the build writes no variants: the file goes as it is.
    const tiny = await server.inject({ method: 'GET', url: '/assets/tiny-def456.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.rawPayload.equals(client.files['assets/tiny-def456.js']!)).toBe(true);
    // Already-compressed types get no variants either.
    expect(fs.existsSync(path.join(client.dir, 'icon-192.png.br'))).toBe(false);
  });

  it('sends a script or stylesheet without the headers only documents read; a page, a worker script and the precache get them all', async () => {
    const asset = (dest?: string) =>
      server.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br', ...(dest ? { 'sec-fetch-dest': dest } : {}) } });
    const script = await asset('script');
    expect(script.statusCode).toBe(200);
    for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'referrer-policy', 'x-xss-protection']) {
      expect(script.headers[name], name).toBeUndefined();
    }
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A cache keyed on the URL alone would hand this reply to a worker: it varies on the destination too.
    expect(String(script.headers.vary).toLowerCase().split(/\s*,\s*/)).toEqual(['accept-encoding', 'sec-fetch-dest']);
    expect(decoded(script).equals(client.files['assets/index-abc123.js']!)).toBe(true);

    for (const dest of ['worker', 'serviceworker', 'empty', undefined]) {
      const res = await asset(dest);
      expect(res.headers['content-security-policy'], String(dest)).toContain("script-src 'self' 'wasm-unsafe-eval'");
      expect(res.headers['x-frame-options'], String(dest)).toBe('DENY');
    }
    const page = await server.inject({ method: 'GET', url: '/petition/123', headers: { 'sec-fetch-dest': 'document' } });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it('keeps index.html and sw.js no-cache when they are sent compressed', async () => {
    for (const url of ['/', '/petition/123', '/index.html']) {
      const res = await server.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(decoded(res).equals(client.files['index.html']!), url).toBe(true);
    }
    // The build's manifest (bench/bundle.mjs reads it) is not among the files served: the path gets the app shell.
    for (const accept of ['br', 'identity']) {
      const manifest = await server.inject({ method: 'GET', url: '/.vite/manifest.json', headers: { 'accept-encoding': accept } });
      expect(decoded(manifest).toString()).not.toContain('assets/index-abc123.js"}');
      expect(manifest.headers['content-type']).toMatch(/^text\/html/);
    }
    const sw = await server.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': 'gzip' } });
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['service-worker-allowed']).toBe('/');
    expect(sw.headers['content-encoding']).toBe('gzip');
    expect(decoded(sw).equals(client.files['sw.js']!)).toBe(true);
  });

  it('sends a stored object as stored, never recompressed', async () => {
    const text = Buffer.from('Lecture notes on the analytical engine.\n'.repeat(200));
    const objectPath = new URL(await uploadBytes(server, cookie, text, '.txt'), 'http://x').pathname;
    const url = await signDownloadUrl(objectPath, { fileName: 'notes.txt', mimeType: 'text/plain' });
    const res = await server.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(text.length));
    expect(res.rawPayload.equals(text)).toBe(true);
  });
});

describe('with COMPRESSION=off', () => {
  let server: TestServer;
  let client: { dir: string; files: Record<string, Buffer> };

  beforeAll(async () => {
    client = await fakeClient();
    server = await startTestServer('pglite', { staticDir: client.dir, runWorkers: false, compression: false });
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(client.dir, { recursive: true, force: true });
  });

  it('sends static files and JSON as they are', async () => {
    const asset = await server.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.headers['content-encoding']).toBeUndefined();
    expect(asset.rawPayload.equals(client.files['assets/index-abc123.js']!)).toBe(true);
    const cookie = await userWithLongProfile(server);
    const json = await server.inject({ method: 'GET', url: '/api/profile', headers: { cookie, 'accept-encoding': 'br, gzip' } });
    expect(json.statusCode).toBe(200);
    expect(json.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(json.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(json.body)).toHaveProperty('fullName', 'Ada Lovelace');
  });
});
