import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { petitions } from '../../server/platform/db/schema';
import { QUEUES } from '../../server/platform/queue/names';
import { openAiEnv } from '../fixtures/openai-server';
import { addEvidence, wholeRows, settled, userWithPetition, type Owner } from './evidence-helpers';
import { DATABASES, startTestServer, useTestServer, type TestServer } from './harness';
import { addAllToVectorStore, newApiKey, startProviderServer, type ProviderServer } from './vector-store-helpers';

/** A loopback port nothing listens on (just opened and closed). */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

// Where there is no vector store, 'Add All to Vector Store' says so plainly and touches nothing
// (decision 037): the built-in analyst, a provider without the APIs, and documents kept off the provider.

const VECTOR_FIELDS = ['openaiFileId', 'openaiFileStatus', 'openaiUploadedAt', 'vectorStoreFileId', 'vectorStoreId', 'vectorStoreStatus', 'vectorStoreAttachedAt', 'vectorStoreError'] as const;

async function analysedPetition(server: TestServer): Promise<Owner> {
  const me = await userWithPetition(server);
  const row = await addEvidence(server, me, 'judge.txt', Buffer.from('Ada Lovelace judged the International Conference awards.'), '.txt');
  expect((await settled(server, me, row.id)).processingStatus).toBe('completed');
  return me;
}

async function expectUntouched(server: TestServer, me: Owner) {
  for (const row of await wholeRows(server, me)) for (const field of VECTOR_FIELDS) expect(row[field], field).toBeNull();
  const [petition] = await server.deps.database.db.select().from(petitions).where(eq(petitions.id, me.petitionId));
  expect(petition).toMatchObject({ vectorStoreId: null, vectorStoreCreatedAt: null });
}

describe.each(DATABASES)('no vector store on %s', (kind) => {
  describe('with the built-in analyst', () => {
    const server = useTestServer(kind);

    it('says the built-in analyst has no vector store and search runs locally, and marks nothing', async () => {
      const me = await analysedPetition(server);
      const res = await addAllToVectorStore(server, me);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        message: "The built-in analyst has no vector store; search runs locally over this petition's text. Nothing was uploaded.",
        vectorStore: 'none',
      });
      await expectUntouched(server, me);
    });

    it('runs no vector-store worker: a file to delete at a provider waits for one, instead of being polled for and dropped', async () => {
      const boss = server.deps.boss!;
      const id = await boss.send(QUEUES.vectorStoreRelease, { fileIds: ['file-abc'], storeId: null, deleteStore: false });
      // Two of the release worker's 1 s polls, had it been started.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect((await boss.getJobById(QUEUES.vectorStoreRelease, id!))?.state).toBe('created');
    });

    it("answers 404 for another user's petition", async () => {
      const me = await analysedPetition(server);
      const stranger = await userWithPetition(server);
      const res = await addAllToVectorStore(server, { cookie: stranger.cookie, petitionId: me.petitionId });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Petition not found' });
    });
  });

  describe('with a provider without the Files and Vector Stores APIs', () => {
    let server: ProviderServer;
    beforeAll(async () => {
      server = await startProviderServer(kind, { available: false });
    });
    afterAll(async () => {
      await server?.stop();
    });

    it('says this provider has no vector store, leaves the rows untouched, and probes the provider once', async () => {
      const me = await analysedPetition(server);
      for (let click = 0; click < 2; click++) {
        const res = await addAllToVectorStore(server, me);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ message: "This provider has no vector store; search runs locally over this petition's text. Nothing was uploaded.", vectorStore: 'none' });
      }
      await expectUntouched(server, me);
      expect(server.provider.requests).toEqual([{ method: 'GET', path: '/v1/vector_stores', authorization: `Bearer ${server.apiKey}`, body: Buffer.alloc(0) }]);
    });
  });

  describe('with a provider that cannot be reached', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(kind, {}, { env: openAiEnv({ apiKey: newApiKey(), baseUrl: `http://127.0.0.1:${await closedPort()}/v1` }, { AI_RETRIES: '0' }) });
    });
    afterAll(async () => {
      await server?.stop();
    });

    it('answers 502 saying so, marks nothing, and keeps serving', async () => {
      const me = await analysedPetition(server);
      const res = await addAllToVectorStore(server, me);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ message: 'The AI provider could not be reached.' });
      await expectUntouched(server, me);
    });
  });

  describe('with AI_SEND_DOCUMENTS=false', () => {
    let server: ProviderServer;
    beforeAll(async () => {
      server = await startProviderServer(kind, {}, { AI_SEND_DOCUMENTS: 'false' });
    });
    afterAll(async () => {
      await server?.stop();
    });

    it('uploads nothing and says so, without asking the provider anything', async () => {
      const me = await analysedPetition(server);
      const res = await addAllToVectorStore(server, me);
      expect(res.json()).toEqual({
        message: "This server is set not to send documents to the AI provider, so nothing was uploaded; search runs locally over this petition's text.",
        vectorStore: 'none',
      });
      await expectUntouched(server, me);
      expect(server.provider.requests).toEqual([]);
    });
  });
});
