import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

// A signed-in navigation's page names the code its screen needs, so a first visit fetches it alongside the app's
// entry (docs/decisions/044). Reads only sessions, so PGlite alone; the server and its static set-up are the real ones.

const INDEX = '<!doctype html><html><head><meta charset="UTF-8" /><script type="module" crossorigin src="/assets/index-a1.js"></script><link rel="modulepreload" crossorigin href="/assets/app-b2.js"><link rel="stylesheet" crossorigin href="/assets/app-c3.css"></head><body><div id="root"></div></body></html>';
// The shape `vite build` writes (build.manifest): source keys, files, static imports, CSS.
const MANIFEST = {
  'index.html': { file: 'assets/index-a1.js', imports: ['_app-b2.js'], css: ['assets/app-c3.css'] },
  '_app-b2.js': { file: 'assets/app-b2.js', css: ['assets/app-c3.css'] },
  '_signed-in-d4.js': { file: 'assets/signed-in-d4.js', imports: ['_app-b2.js'], css: ['assets/signed-in-e5.css'] },
  'src/app/signed-in-app.tsx': { file: 'assets/signed-in-app-f6.js', imports: ['_signed-in-d4.js', '_app-b2.js'] },
  '_petition-page-g7.js': { file: 'assets/petition-page-g7.js', imports: ['_signed-in-d4.js'], css: ['assets/petition-page-h8.css'] },
  'src/features/petition/index.ts': { file: 'assets/petition-i9.js', imports: ['_petition-page-g7.js'] },
  'src/features/dashboard/index.ts': { file: 'assets/dashboard-j0.js', imports: ['_signed-in-d4.js'] },
};

/** The links the server adds, together before `</head>` (index.html's own come before its stylesheet). */
const ADDED_LINKS = /(?:<link rel="(?:modulepreload|preload)"[^>]*>)+(?=<\/head>)/;
/** What the reply adds to the built page's head: the files of its preload links, sorted. */
const preloads = (html: string) =>
  [...(ADDED_LINKS.exec(html)?.[0] ?? '').matchAll(/<link rel="(modulepreload|preload)"[^>]*href="([^"]+)"/g)].map((m) => m[2]).sort();

const EARLY_READS = /<script data-urls="([^"]*)">([^<]*)<\/script>/;
/** The URLs the page's early-reads script asks for (docs/decisions/045), in order; [] when it has none. */
const earlyReads = (html: string) => EARLY_READS.exec(html)?.[1]?.split(' ') ?? [];
/** The page without what the server added: the early-reads script and the links before `</head>`. */
const asBuilt = (html: string) => html.replace(EARLY_READS, '').replace(ADDED_LINKS, '');

const PETITION = '8a6f7f1e-5b0c-4a39-9d55-2f1f0a3f4b21';

describe('screen hints in the page', () => {
  let server: TestServer;
  let dir: string;
  let cookie: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exhibit-hints-'));
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    server = await startTestServer('pglite', { staticDir: dir, runWorkers: false, compression: false });
    ({ cookie } = await server.signUp());
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a signed-in petition page names the app shell and the petition screen, once each, and nothing index.html loads', async () => {
    const res = await server.inject({ method: 'GET', url: `/petition/${PETITION}?tab=case`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(preloads(res.body)).toEqual(
      ['/assets/signed-in-app-f6.js', '/assets/signed-in-d4.js', '/assets/petition-i9.js', '/assets/petition-page-g7.js', '/assets/signed-in-e5.css', '/assets/petition-page-h8.css'].sort(),
    );
    // Still the built page around them.
    expect(asBuilt(res.body)).toBe(INDEX);
    expect(res.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/petition-page-h8.css">');
  });

  it("a signed-in petition page starts the screen's reads first in its head, with a script the CSP allows by its hash", async () => {
    const res = await server.inject({ method: 'GET', url: `/petition/${PETITION}`, headers: { cookie } });
    expect(earlyReads(res.body)).toEqual([
      '/api/auth/user',
      `/api/petitions/${PETITION}`,
      `/api/petitions/${PETITION}/case-documents`,
      '/api/analyst/status',
      `/api/petitions/${PETITION}/evidence`,
    ]);
    // Before the stylesheet, which would hold an inline script back until it has loaded.
    expect(res.body.indexOf('<script data-urls=')).toBeLessThan(res.body.indexOf('<link rel="stylesheet"'));
    const script = EARLY_READS.exec(res.body)![2]!;
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    const scriptSrc = String(res.headers['content-security-policy']).split(';').find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc).toContain(hash);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('another tab reads no evidence list early, and an id that is not one reads only the session', async () => {
    const onCase = await server.inject({ method: 'GET', url: `/petition/${PETITION}?tab=case`, headers: { cookie } });
    expect(earlyReads(onCase.body)).toEqual(['/api/auth/user', `/api/petitions/${PETITION}`, `/api/petitions/${PETITION}/case-documents`, '/api/analyst/status']);
    const odd = await server.inject({ method: 'GET', url: '/petition/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E', headers: { cookie } });
    expect(odd.statusCode).toBe(200);
    expect(earlyReads(odd.body)).toEqual(['/api/auth/user']);
    expect(odd.body).not.toContain('alert(1)');
  });

  it('the signed-in dashboard names its own screen, not the petition page', async () => {
    const res = await server.inject({ method: 'GET', url: '/', headers: { cookie } });
    expect(preloads(res.body)).toEqual(['/assets/dashboard-j0.js', '/assets/signed-in-app-f6.js', '/assets/signed-in-d4.js', '/assets/signed-in-e5.css'].sort());
    expect(earlyReads(res.body)).toEqual(['/api/auth/user', '/api/profile', '/api/petitions']);
  });

  it('a visitor, a session that is not one, and a screen with no hints get the page as built', async () => {
    for (const [url, headers] of [
      [`/petition/${PETITION}`, {}],
      ['/', {}],
      [`/petition/${PETITION}`, { cookie: 'exhibit.sid=not-a-session-at-all-0000000000' }],
      ['/petition/new', { cookie }],
      ['/profile', { cookie }],
    ] as const) {
      const res = await server.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, `${url} ${JSON.stringify(headers)}`).toBe(INDEX);
    }
  });

  it('a build without a manifest serves the plain page to a signed-in user too', async () => {
    fs.renameSync(path.join(dir, '.vite', 'manifest.json'), path.join(dir, '.vite', 'gone.json'));
    try {
      const res = await server.inject({ method: 'GET', url: '/', headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
    } finally {
      fs.renameSync(path.join(dir, '.vite', 'gone.json'), path.join(dir, '.vite', 'manifest.json'));
    }
  });

  it('API paths still answer 404, with no page', async () => {
    const res = await server.inject({ method: 'GET', url: '/api/nothing-here', headers: { cookie } });
    expect(res.statusCode).toBe(404);
  });
});
