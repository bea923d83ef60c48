import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { forgetEarlyReads, takeEarlyRead } from '../../src/api/early-reads';
import { EARLY_READS_FRESH_MS, EARLY_READS_GLOBAL } from '../../src/contract/early-reads';

// The page's fetch layer and the replies a signed-in page asked for before its code arrived (docs/decisions/045):
// each stands in for the first GET of its URL only, in the page's first seconds, and never after a write. A real
// HTTP server on 127.0.0.1 answers the requests that go to the network.

let server: http.Server;
let origin = '';
let served = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    served++;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ from: 'network', url: req.url }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => forgetEarlyReads());

const early = (replies: Record<string, Promise<Response>>) => {
  (globalThis as Record<string, unknown>)[EARLY_READS_GLOBAL] = replies;
};
const reply = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body)));
const SOON = 1_000;

describe('early reads', () => {
  it('answer the first GET of their URL, and only that one', async () => {
    early({ '/api/petitions/p1': reply({ from: 'early' }), '/api/auth/user': reply({ id: 'u1' }) });
    const first = takeEarlyRead('/api/petitions/p1', { credentials: 'include' }, SOON);
    expect(await (await first!).json()).toEqual({ from: 'early' });
    expect(takeEarlyRead('/api/petitions/p1', undefined, SOON)).toBeUndefined();
    // Another URL's reply is still there, and a URL never read early is not answered.
    expect(takeEarlyRead('/api/petitions/p2', undefined, SOON)).toBeUndefined();
    expect(await (await takeEarlyRead('/api/auth/user', { method: 'get' }, SOON)!).json()).toEqual({ id: 'u1' });
  });

  it('are all dropped by a write, which may change what they say', () => {
    early({ '/api/petitions/p1': reply({ from: 'early' }), '/api/petitions/p1/evidence': reply([]) });
    expect(takeEarlyRead('/api/petitions/p1/evidence', { method: 'POST', body: '{}' }, SOON)).toBeUndefined();
    expect(takeEarlyRead('/api/petitions/p1', undefined, SOON)).toBeUndefined();
    expect((globalThis as Record<string, unknown>)[EARLY_READS_GLOBAL]).toBeUndefined();
  });

  it('are dropped once the page is older than a few seconds', () => {
    early({ '/api/petitions/p1': reply({ from: 'early' }) });
    expect(takeEarlyRead('/api/petitions/p1', undefined, EARLY_READS_FRESH_MS + 1)).toBeUndefined();
    expect(takeEarlyRead('/api/petitions/p1', undefined, SOON)).toBeUndefined();
  });

  it('that failed are made again, so the caller sees what its own request gets', async () => {
    const url = `${origin}/api/petitions/p1`;
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => undefined);
    early({ [url]: failed });
    const before = served;
    const res = await takeEarlyRead(url, { credentials: 'include' }, SOON)!;
    expect(await res.json()).toEqual({ from: 'network', url: '/api/petitions/p1' });
    expect(served).toBe(before + 1);
  });

  it('end as fetch does when the caller gives up', async () => {
    early({ '/api/petitions/p1': new Promise<Response>(() => undefined), '/api/auth/user': reply({}) });
    const controller = new AbortController();
    const taken = takeEarlyRead('/api/petitions/p1', { signal: controller.signal }, SOON)!;
    controller.abort(new DOMException('The page changed its mind.', 'AbortError'));
    await expect(taken).rejects.toMatchObject({ name: 'AbortError' });
    const aborted = AbortSignal.abort(new DOMException('Already gone.', 'AbortError'));
    await expect(takeEarlyRead('/api/auth/user', { signal: aborted }, SOON)!).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('that no one will read have their bodies cancelled, so no request stays open (issue 33 item 3)', async () => {
    const bodies: Response[] = [];
    const watched = (body: unknown) => {
      const res = new Response(JSON.stringify(body));
      bodies.push(res);
      return Promise.resolve(res);
    };
    early({ '/api/petitions/p1': watched({ a: 1 }), '/api/auth/user': watched({ b: 2 }) });
    // Taken, then given up on before the caller read it; and one dropped by a write.
    const controller = new AbortController();
    controller.abort(new DOMException('Gone.', 'AbortError'));
    await expect(takeEarlyRead('/api/petitions/p1', { signal: controller.signal }, SOON)!).rejects.toMatchObject({ name: 'AbortError' });
    forgetEarlyReads();
    await new Promise((r) => setTimeout(r, 0));
    // A cancelled body reads as empty and is used up; an unread one would still hold its JSON.
    for (const res of bodies) expect(res.bodyUsed).toBe(true);
  });

  it('leave the page to fetch as usual when there are none', () => {
    expect(takeEarlyRead('/api/petitions/p1', undefined, SOON)).toBeUndefined();
  });
});
