import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { enqueue, listOutbox } from '../../src/offline/outbox';
import { drainOutbox } from '../../src/offline/drain';
import { resetExhibitDBForTests } from '../../src/offline/db';

// An invitation the applicant made offline (issue 35) waits in the outbox and is sent on reconnect, once, under
// its id as the Idempotency-Key, with the body the form gave.

const body = { recommenderName: 'Grace Hopper', recommenderTitle: 'Rear Admiral', recommenderOrganization: 'US Navy', relationship: 'Reviewer', sharedEvidenceIds: ['e1'] };

describe('an invitation in the outbox', () => {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
    resetExhibitDBForTests();
  });

  it('is kept through a network error, then sent once with its key and removed', async () => {
    const queued = await enqueue({ kind: 'invite', petitionId: 'p1', invite: { body, recommenderName: body.recommenderName } });
    const sent: Array<{ url: string; key: string | null; body: unknown }> = [];
    let online = false;
    const fetchFn = (async (url: string, init: RequestInit) => {
      if (!online) throw new TypeError('Failed to fetch');
      sent.push({ url, key: new Headers(init.headers).get('Idempotency-Key'), body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ id: 'r1', link: 'http://x/recommend/r1#t', status: 'invited', email: { state: 'off' } }), { status: 201 });
    }) as unknown as typeof fetch;

    expect(await drainOutbox({ fetchFn })).toMatchObject({ delivered: 0, kept: 1 });
    expect(await listOutbox()).toHaveLength(1);
    online = true;
    expect(await drainOutbox({ fetchFn, force: true })).toMatchObject({ delivered: 1 });
    expect(await drainOutbox({ fetchFn, force: true })).toMatchObject({ delivered: 0 });
    expect(sent).toEqual([{ url: '/api/petitions/p1/recommendation-requests', key: queued.id, body }]);
    expect(await listOutbox()).toEqual([]);
  });
});
