import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

// A signed-in navigation's page names the code its screen needs, so a first visit fetches it alongside the app's
// entry (docs/decisions/044). Reads only sessions, so PGlite alone; the server and its static set-up are the real ones.

const INDEX = '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-a1.js"></script><link rel="modulepreload" crossorigin href="/assets/app-b2.js"><link rel="stylesheet" crossorigin href="/assets/app-c3.css"></head><body><div id="root"></div></body></html>';
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

/** What the reply adds to the built page's head: the files of its preload links, sorted. */
const preloads = (html: string) =>
  [...html.slice(INDEX.indexOf('</head>')).matchAll(/<link rel="(modulepreload|preload)"[^>]*href="([^"]+)"/g)].map((m) => m[2]).sort();

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
    const res = await server.inject({ method: 'GET', url: '/petition/8a6f7f1e-5b0c-4a39-9d55-2f1f0a3f4b21?tab=case', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(preloads(res.body)).toEqual(
      ['/assets/signed-in-app-f6.js', '/assets/signed-in-d4.js', '/assets/petition-i9.js', '/assets/petition-page-g7.js', '/assets/signed-in-e5.css', '/assets/petition-page-h8.css'].sort(),
    );
    // Still the built page around them, its own tags first.
    expect(res.body.startsWith(INDEX.slice(0, INDEX.indexOf('</head>')))).toBe(true);
    expect(res.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/petition-page-h8.css">');
  });

  it('the signed-in dashboard names its own screen, not the petition page', async () => {
    const res = await server.inject({ method: 'GET', url: '/', headers: { cookie } });
    expect(preloads(res.body)).toEqual(['/assets/dashboard-j0.js', '/assets/signed-in-app-f6.js', '/assets/signed-in-d4.js', '/assets/signed-in-e5.css'].sort());
  });

  it('a visitor, a session that is not one, and a screen with no hints get the page as built', async () => {
    for (const [url, headers] of [
      ['/petition/8a6f7f1e-5b0c-4a39-9d55-2f1f0a3f4b21', {}],
      ['/', {}],
      ['/petition/8a6f7f1e-5b0c-4a39-9d55-2f1f0a3f4b21', { cookie: 'exhibit.sid=not-a-session-at-all-0000000000' }],
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
