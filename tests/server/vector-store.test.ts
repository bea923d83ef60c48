import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { petitions } from '../../server/platform/db/schema';
import { addEvidence, wholeRows, openPush, settled, userWithPetition, waitFor, type Owner } from './evidence-helpers';
import { DATABASES } from './harness';
import { addAllToVectorStore, startProviderServer, vectorSettled, type ProviderServer } from './vector-store-helpers';

// 'Add All to Vector Store' against an OpenAI-compatible provider that has the Files and Vector
// Stores APIs (decision 037): our own test route on 127.0.0.1 speaking OpenAI's wire format.

const JUDGING = 'Ada Lovelace served as a judge on the review committee of the International Conference.';
const text = (s: string) => Buffer.from(s, 'utf8');

describe.each(DATABASES)('a provider with vector stores on %s', (kind) => {
  let server: ProviderServer;
  beforeAll(async () => {
    server = await startProviderServer(kind);
  });
  afterAll(async () => {
    await server?.stop();
  });
  const petitionRow = async (id: string) => (await server.deps.database.db.select().from(petitions).where(eq(petitions.id, id)))[0];
  async function analysed(owner: Owner, name: string, body: string, extension = '.txt') {
    const row = await addEvidence(server, owner, name, text(body), extension);
    expect((await settled(server, owner, row.id)).processingStatus).toBe('completed');
    return row;
  }

  it('uploads each analysed document, attaches it to the petition\'s one store, and tracks it to completed', async () => {
    const me = await userWithPetition(server);
    const push = await openPush(server.origin, me.cookie);
    const judge = await analysed(me, 'judge.txt', JUDGING);
    const scores = await analysed(me, 'scores.csv', 'venue,score\nICML,9\n', '.csv');

    const res = await addAllToVectorStore(server, me);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: "Uploading 2 documents to this petition's vector store.", vectorStore: 'provider' });
    const rows = await vectorSettled(server, me);

    const petition = await petitionRow(me.petitionId);
    const store = server.provider.stores.get(petition!.vectorStoreId!);
    expect(store?.metadata).toEqual({ petition_id: me.petitionId });
    expect(petition?.vectorStoreCreatedAt).toBeInstanceOf(Date);
    for (const row of rows) {
      expect(row).toMatchObject({ vectorStoreStatus: 'completed', vectorStoreId: store!.id, vectorStoreError: null, openaiFileStatus: 'processed' });
      expect(row.vectorStoreFileId).toBe(row.openaiFileId);
      expect(store!.files.get(row.openaiFileId!)?.status).toBe('completed');
      expect(row.openaiUploadedAt).not.toBeNull();
      expect(row.vectorStoreAttachedAt).not.toBeNull();
    }
    // The text file goes as it is; the CSV, which file search cannot read, as the text the analysis read.
    const sent = (id: string) => server.provider.files.get(rows.find((r) => r.id === id)!.openaiFileId!)!;
    expect(sent(judge.id)).toMatchObject({ filename: 'judge.txt', purpose: 'assistants', contentType: 'text/plain' });
    expect(sent(judge.id).bytes.toString('utf8')).toBe(JUDGING);
    expect(sent(scores.id).filename).toBe('scores.csv.txt');
    expect(sent(scores.id).bytes.toString('utf8')).toContain('ICML');
    await push.next('a push for the row that changed', (m) => m.evidenceId === judge.id && m.status === 'updated');
    push.close();

    // A second click sends nothing again.
    const uploads = server.provider.files.size;
    const again = await addAllToVectorStore(server, me);
    expect(again.json()).toEqual({ message: "All 2 analysed documents are in this petition's vector store already.", vectorStore: 'provider' });
    expect(server.provider.files.size).toBe(uploads);
  });

  it('attaches evidence analysed after the store exists to the same store', async () => {
    const me = await userWithPetition(server);
    const res = await addAllToVectorStore(server, me);
    expect(res.json()).toEqual({ message: 'No document has been analysed yet, so nothing was uploaded.', vectorStore: 'provider' });
    const storeId = (await petitionRow(me.petitionId))!.vectorStoreId!;
    expect(server.provider.stores.has(storeId)).toBe(true);

    const later = await analysed(me, 'later.txt', `${JUDGING} Later.`);
    const [row] = await vectorSettled(server, me);
    expect(row).toMatchObject({ id: later.id, vectorStoreStatus: 'completed', vectorStoreId: storeId });
    expect(server.provider.stores.get(storeId)?.files.has(row!.openaiFileId!)).toBe(true);
  });

  it('detaches and deletes the provider file with its evidence, and the store with its petition', async () => {
    const me = await userWithPetition(server);
    const first = await analysed(me, 'one.txt', `${JUDGING} One.`);
    await analysed(me, 'two.txt', `${JUDGING} Two.`);
    await addAllToVectorStore(server, me);
    const rows = await vectorSettled(server, me);
    const storeId = rows[0]!.vectorStoreId!;
    const fileOf = (id: string) => rows.find((r) => r.id === id)!.openaiFileId!;

    expect((await server.inject({ method: 'DELETE', url: `/api/evidence/${first.id}`, headers: { cookie: me.cookie } })).statusCode).toBe(200);
    await waitFor('the file to leave the provider', async () => !server.provider.files.has(fileOf(first.id)));
    const detached = server.provider.requests.find((r) => r.method === 'DELETE' && r.path === `/v1/vector_stores/${storeId}/files/${fileOf(first.id)}`);
    expect(detached).toBeDefined();
    expect(server.provider.stores.get(storeId)?.files.size).toBe(1);

    expect((await server.inject({ method: 'DELETE', url: `/api/petitions/${me.petitionId}`, headers: { cookie: me.cookie } })).statusCode).toBe(200);
    await waitFor('the store to go', async () => !server.provider.stores.has(storeId));
    expect([...server.provider.files.values()].map((f) => f.id)).not.toContain(rows.find((r) => r.id !== first.id)!.openaiFileId);
  });

  it("fails a row whose upload the provider refuses with the provider's words; the rest complete and the server answers", async () => {
    const me = await userWithPetition(server);
    for (const name of ['a.txt', 'b.txt', 'c.txt']) await analysed(me, name, `${JUDGING} File ${name}.`);
    server.provider.faults.uploadStatus = (name) => (name === 'b.txt' ? 500 : undefined);
    server.provider.faults.indexError = (name) => (name === 'c.txt' ? { code: 'invalid_file', message: 'The file could not be parsed.' } : null);
    try {
      await addAllToVectorStore(server, me);
      const rows = await vectorSettled(server, me);
      const byName = Object.fromEntries(rows.map((r) => [r.fileName, r]));
      expect(byName['a.txt']).toMatchObject({ vectorStoreStatus: 'completed', vectorStoreError: null });
      expect(byName['b.txt']).toMatchObject({
        vectorStoreStatus: 'failed',
        openaiFileId: null,
        vectorStoreError: 'The AI provider answered 500: The server had an error while processing your request. Sorry about that!',
      });
      expect(byName['c.txt']).toMatchObject({ vectorStoreStatus: 'failed', vectorStoreError: 'The provider could not index this file: The file could not be parsed.' });
      // The SDK tried the refused upload three times (two retries), then the row failed.
      expect(server.provider.requests.filter((r) => r.method === 'POST' && r.path === '/v1/files' && r.body.includes('filename="b.txt"'))).toHaveLength(3);
      expect((await server.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: me.cookie } })).statusCode).toBe(200);
    } finally {
      server.provider.faults = {};
    }
    // Once the provider is well again, the action sends the failed ones again.
    const retry = await addAllToVectorStore(server, me);
    expect(retry.json()).toEqual({ message: "Uploading 2 documents to this petition's vector store. 1 other is there already.", vectorStore: 'provider' });
    expect((await vectorSettled(server, me)).map((r) => r.vectorStoreStatus)).toEqual(['completed', 'completed', 'completed']);
  });

  it("answers 404 for another user's petition and asks the provider nothing", async () => {
    const me = await userWithPetition(server);
    await analysed(me, 'mine.txt', `${JUDGING} Mine.`);
    const stranger = await userWithPetition(server);
    const before = server.provider.requests.length;
    const res = await addAllToVectorStore(server, { cookie: stranger.cookie, petitionId: me.petitionId });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Petition not found' });
    expect(server.provider.requests.length).toBe(before);
    expect((await wholeRows(server, me))[0]?.vectorStoreStatus).toBeNull();
  });

  it('sends the API key only in the Authorization header: never in a body, never in the log', async () => {
    // Runs last: every request and log line of the tests above is searched.
    expect(server.logged.join('')).not.toContain(server.apiKey);
    expect(server.logged.join('')).not.toContain(server.apiKey.slice(0, 16));
    expect(server.logged.length).toBeGreaterThan(0);
    expect(server.provider.requests.length).toBeGreaterThan(10);
    for (const request of server.provider.requests) {
      expect(request.authorization).toBe(`Bearer ${server.apiKey}`);
      expect(request.body.includes(server.apiKey)).toBe(false);
    }
  });
});
