import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffMs, decide, sendable } from '../../src/offline/outbox-policy';
import { enqueue, leaseItem, listOutbox, retryOutboxItem, assignPetition, QUOTA_MESSAGE } from '../../src/offline/outbox';
import { drainOutbox } from '../../src/offline/drain';
import { resetExhibitDBForTests } from '../../src/offline/db';
import type { OutboxItem } from '../../src/offline/outbox-types';
import { ApiError, MAX_UPLOAD_BYTES } from '../../src/offline/send';

/** A queued letter as the create form would send it. */
const letterOf = (recommenderName: string) => ({
  body: { recommenderName, recommenderTitle: 'Professor', recommenderOrganization: 'MIT', relationship: 'Advisor' },
  recommenderName,
});

const item = (over: Partial<Omit<OutboxItem, 'kind'>> = {}): OutboxItem => ({
  id: 'a',
  kind: 'letter',
  petitionId: 'p1',
  createdAt: 1,
  state: 'queued',
  attempts: 0,
  nextAttemptAt: 0,
  leaseUntil: 0,
  letter: letterOf('R'),
  ...over,
});

describe('the outbox state machine', () => {
  it('removes an item the server accepted', () => {
    expect(decide(item(), { type: 'delivered' }, 0)).toEqual({ action: 'remove' });
  });

  it('keeps an item queued with growing backoff after a network error, and stops the drain', () => {
    const d = decide(item({ attempts: 2 }), { type: 'network' }, 1000);
    expect(d).toMatchObject({ action: 'keep', stopDrain: true, item: { state: 'queued', attempts: 3, nextAttemptAt: 1000 + backoffMs(3) } });
    expect(backoffMs(3)).toBeGreaterThan(backoffMs(1));
    expect(backoffMs(50)).toBe(5 * 60_000);
  });

  it('keeps an item queued after a 5xx without stopping the others', () => {
    const d = decide(item(), { type: 'http', status: 503, message: 'down' }, 0);
    expect(d).toMatchObject({ action: 'keep', stopDrain: false, item: { state: 'queued', attempts: 1 } });
  });

  it('asks for sign-in on 401 and keeps the item as it was', () => {
    expect(decide(item(), { type: 'http', status: 401, message: 'Unauthorized' }, 0)).toEqual({ action: 'unauthorized' });
  });

  it("fails the item with the server's words on other 4xx (413, 400), never retrying it by itself", () => {
    for (const status of [400, 413, 404]) {
      const d = decide(item(), { type: 'http', status, message: 'The file is larger than the limit.' }, 0);
      expect(d).toMatchObject({ action: 'keep', item: { state: 'failed', error: 'The file is larger than the limit.' } });
    }
  });

  it('sends oldest first and lets a waiting item hold back later items of its petition only', () => {
    const items = [
      item({ id: 'late', createdAt: 3, petitionId: 'p1' }),
      item({ id: 'waiting', createdAt: 2, petitionId: 'p1', nextAttemptAt: 10_000 }),
      item({ id: 'other', createdAt: 4, petitionId: 'p2' }),
      item({ id: 'first', createdAt: 1, petitionId: 'p2' }),
      item({ id: 'failed', createdAt: 0, petitionId: 'p2', state: 'failed' }),
      item({ id: 'shared', createdAt: 0, petitionId: null, state: 'needs-petition' }),
    ];
    expect(sendable(items, 5000).map((i) => i.id)).toEqual(['first', 'other']);
    expect(sendable(items, 5000, true).map((i) => i.id)).toEqual(['first', 'waiting', 'late', 'other']);
  });
});

describe('ApiError', () => {
  it("shows as '{status}: {body}', with the server's words as its message when it gave any", () => {
    const json = new ApiError(413, '{"message":"Too big"}');
    expect([String(json), json.message, json.reason]).toEqual(['413: {"message":"Too big"}', 'Too big', 'Too big']);
    const html = new ApiError(502, '<html>Bad gateway</html>');
    expect([String(html), html.message, html.reason]).toEqual(['502: <html>Bad gateway</html>', '<html>Bad gateway</html>', undefined]);
  });
});

describe('the outbox in IndexedDB', () => {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
    resetExhibitDBForTests();
  });

  it('keeps queued items across reopening and gives each a unique id', async () => {
    const a = await enqueue({ kind: 'letter', petitionId: 'p1', letter: letterOf('A') });
    const b = await enqueue({ kind: 'letter', petitionId: 'p1', letter: letterOf('B') });
    expect(a.id).not.toBe(b.id);
    resetExhibitDBForTests();
    expect((await listOutbox()).map((i) => i.id).sort()).toEqual([a.id, b.id].sort());
  });

  it('gives the lease on an item to one drain only', async () => {
    const a = await enqueue({ kind: 'letter', petitionId: 'p1', letter: letterOf('A') });
    const [first, second] = await Promise.all([leaseItem(a.id, Date.now()), leaseItem(a.id, Date.now())]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
  });

  it('queues a shared file without a petition until one is assigned', async () => {
    const shared = await enqueue({ kind: 'evidence', petitionId: null, evidence: { blob: new Blob(['x']), fileName: 'shared.jpg', mimeType: 'image/jpeg', size: 1, sha256: 'x' } });
    expect(shared.state).toBe('needs-petition');
    await assignPetition(shared.id, 'p9');
    expect((await listOutbox())[0]).toMatchObject({ petitionId: 'p9', state: 'queued' });
  });

  it('keeps the order of items queued in the same millisecond', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000);
    try {
      const queued = [];
      for (let i = 0; i < 30; i++) queued.push(await enqueue({ kind: 'letter', petitionId: 'p1', letter: letterOf(`R${i}`) }));
      expect((await listOutbox()).map((i) => i.id)).toEqual(queued.map((i) => i.id));
    } finally {
      now.mockRestore();
    }
  });

  it('drains letters with their Idempotency-Key, keeps failures with the message, and retries on request', async () => {
    const ok = await enqueue({ kind: 'letter', petitionId: 'p1', letter: letterOf('A') });
    const bad = await enqueue({ kind: 'letter', petitionId: 'p2', letter: letterOf('') });
    const seen: Array<{ url: string; key: string | null }> = [];
    const fetchFn = (async (url: string, init: RequestInit) => {
      const key = new Headers(init.headers).get('Idempotency-Key');
      seen.push({ url, key });
      if (url.includes('/p2/')) return new Response(JSON.stringify({ message: 'Name is required' }), { status: 400 });
      return new Response('{}', { status: 201 });
    }) as unknown as typeof fetch;
    const result = await drainOutbox({ fetchFn });
    expect(result).toMatchObject({ delivered: 1, failed: 1 });
    expect(seen).toEqual([
      { url: '/api/petitions/p1/recommendation-letters', key: ok.id },
      { url: '/api/petitions/p2/recommendation-letters', key: bad.id },
    ]);
    const left = await listOutbox();
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ id: bad.id, state: 'failed', error: 'Name is required' });
    // A failed item is not retried by the next drain on its own.
    await drainOutbox({ fetchFn });
    expect(seen).toHaveLength(2);
    await retryOutboxItem(bad.id);
    await drainOutbox({ fetchFn });
    expect(seen).toHaveLength(3);
  });

  it('replays evidence through the page\'s protocol: petition id encoded, a type for a typeless file, an oversized file refused unsent', async () => {
    const blob = new Blob([new Uint8Array(8)]);
    const typeless = await enqueue({ kind: 'evidence', petitionId: 'p/1', evidence: { blob, fileName: 'Scan.PDF', mimeType: '', size: blob.size, sha256: 'a'.repeat(64) } });
    const huge = new Blob([new Uint8Array(MAX_UPLOAD_BYTES + 1)]);
    await enqueue({ kind: 'evidence', petitionId: 'p2', evidence: { blob: huge, fileName: 'huge.pdf', mimeType: 'application/pdf', size: huge.size, sha256: 'b'.repeat(64) } });
    const seen: Array<{ method: string; url: string; type: string | null; key: string | null; body: unknown }> = [];
    const fetchFn = (async (url: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : null;
      seen.push({ method: init.method ?? 'GET', url, type: headers.get('Content-Type'), key: headers.get('Idempotency-Key'), body });
      if (url === '/api/objects/upload') return Response.json({ uploadURL: `/objects/u/x/${body.hash}.pdf?grant=g` });
      return new Response('{}', { status: 201, headers: { 'Content-Type': 'application/json' } });
    }) as unknown as typeof fetch;
    const result = await drainOutbox({ fetchFn });
    expect(result).toMatchObject({ delivered: 1, failed: 1 });
    expect(seen).toEqual([
      { method: 'POST', url: '/api/objects/upload', type: 'application/json', key: null, body: { hash: 'a'.repeat(64), extension: '.pdf' } },
      { method: 'PUT', url: `/objects/u/x/${'a'.repeat(64)}.pdf?grant=g`, type: 'application/octet-stream', key: null, body: null },
      {
        method: 'POST',
        url: '/api/petitions/p%2F1/evidence',
        type: 'application/json',
        key: typeless.id,
        body: { fileName: 'Scan.PDF', fileUrl: `/objects/u/x/${'a'.repeat(64)}.pdf`, fileSize: 8, mimeType: 'application/octet-stream' },
      },
    ]);
    expect((await listOutbox())[0]).toMatchObject({ state: 'failed', error: `The file is larger than the ${MAX_UPLOAD_BYTES}-byte limit.` });
  });

  it('sends each file under its own Idempotency-Key and replays a file under the key it was first sent with', async () => {
    const file = (i: number) => {
      const blob = new Blob([`file ${i}`]);
      return { blob, fileName: `scan-${i}.pdf`, mimeType: 'application/pdf', size: blob.size, sha256: String(i).repeat(64) };
    };
    // The upload row's key comes along when a live upload falls back to the outbox; the others get one each.
    const fromRow = await enqueue({ id: 'upload-row-key', kind: 'evidence', petitionId: 'p1', evidence: file(0) });
    const queued = [fromRow, ...(await Promise.all([1, 2, 3].map((i) => enqueue({ kind: 'evidence', petitionId: `p${i + 1}`, evidence: file(i) }))))];
    expect(fromRow.id).toBe('upload-row-key');
    expect(new Set(queued.map((q) => q.id)).size).toBe(4);

    const sent: Array<{ key: string | null; fileName: string }> = [];
    let refuseOnce = true;
    const fetchFn = (async (url: string, init: RequestInit) => {
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : null;
      if (url === '/api/objects/upload') return Response.json({ uploadURL: `/objects/u/x/${body.hash}.pdf?grant=g` });
      if (init.method === 'PUT') return new Response('{}', { status: 200 });
      sent.push({ key: new Headers(init.headers).get('Idempotency-Key'), fileName: body.fileName });
      // The server is down for the second file's first try: it stays queued and is sent again later.
      if (body.fileName === 'scan-1.pdf' && refuseOnce) {
        refuseOnce = false;
        return new Response('{}', { status: 503 });
      }
      return Response.json({ skipped: false });
    }) as unknown as typeof fetch;
    expect(await drainOutbox({ fetchFn })).toMatchObject({ delivered: 3, kept: 1 });
    await retryOutboxItem(queued[1]!.id);
    expect(await drainOutbox({ fetchFn })).toMatchObject({ delivered: 1 });

    const keyOf = (fileName: string) => [...new Set(sent.filter((s) => s.fileName === fileName).map((s) => s.key))];
    expect(queued.map((q) => keyOf(q.kind === 'evidence' ? q.evidence.fileName : ''))).toEqual(queued.map((q) => [q.id]));
    expect(sent.filter((s) => s.fileName === 'scan-1.pdf')).toHaveLength(2);
    expect(new Set(sent.map((s) => s.key)).size).toBe(4);
  });

  it('stops at the first network error and keeps everything queued', async () => {
    await enqueue({ kind: 'letter', petitionId: 'p1', letter: letterOf('A') });
    await enqueue({ kind: 'letter', petitionId: 'p2', letter: letterOf('B') });
    let calls = 0;
    const fetchFn = (async () => {
      calls++;
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const result = await drainOutbox({ fetchFn });
    expect(result).toMatchObject({ delivered: 0, kept: 1, waiting: 2 });
    expect(calls).toBe(1);
    expect((await listOutbox()).every((i) => i.state === 'queued')).toBe(true);
  });

  describe('faults', () => {
    afterEach(() => {
      vi.restoreAllMocks();
      vi.useRealTimers();
    });

    it('says plainly when the device is out of storage, and queues nothing', async () => {
      vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      });
      const blob = new Blob([new Uint8Array(1024)], { type: 'image/jpeg' });
      await expect(
        enqueue({ kind: 'evidence', petitionId: 'p1', evidence: { blob, fileName: 'IMG_1.jpg', mimeType: 'image/jpeg', size: blob.size, sha256: 'x' } }),
      ).rejects.toThrow(QUOTA_MESSAGE);
      vi.restoreAllMocks();
      expect(await listOutbox()).toEqual([]);
    });

    it('sends an item once more after the tab that was sending it died, and only once', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(1_000_000);
      const a = await enqueue({ kind: 'letter', petitionId: 'p1', letter: letterOf('A') });
      // A drain took the lease and the tab was killed before it finished: no answer, no removal.
      expect(await leaseItem(a.id, Date.now())).not.toBeNull();
      const keys: Array<string | null> = [];
      const fetchFn = (async (_url: string, init: RequestInit) => {
        keys.push(new Headers(init.headers).get('Idempotency-Key'));
        return new Response('{}', { status: 201 });
      }) as unknown as typeof fetch;
      // While the dead tab's lease lasts, nobody sends it twice…
      // (it still waits, so a Background Sync that ran now would ask the browser to try again)
      expect(await drainOutbox({ fetchFn, force: true })).toMatchObject({ delivered: 0, waiting: 1 });
      expect(keys).toEqual([]);
      // …once it has run out, the next drain replays it with the same key, and that is the end of it.
      vi.setSystemTime(1_000_000 + 61_000);
      expect(await drainOutbox({ fetchFn })).toMatchObject({ delivered: 1 });
      expect(await drainOutbox({ fetchFn, force: true })).toMatchObject({ delivered: 0 });
      expect(keys).toEqual([a.id]);
      expect(await listOutbox()).toEqual([]);
    });
  });
});
