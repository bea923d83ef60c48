import { randomBytes } from 'node:crypto';
import type { Evidence } from '../../src/contract/entities';
import { filesAndStores, type FilesAndStoresOptions, type FilesAndStoresState } from '../fixtures/openai-server/files-and-stores';
import { openAiEnv, startOpenAiServer } from '../fixtures/openai-server';
import { wholeRows, waitFor, type Owner } from './evidence-helpers';
import { startListeningServer, type ListeningServer, type TestServer } from './harness';

// Shared by the vector store tests (decision 037): the app configured for an OpenAI-compatible
// provider whose Files and Vector Stores APIs are our own test route on 127.0.0.1.

/** A key shaped like OpenAI's, unique per run, so a leak can be searched for. */
export const newApiKey = () => `sk-test-${randomBytes(18).toString('hex')}`;

export type ProviderServer = ListeningServer & { provider: FilesAndStoresState; apiKey: string; logged: string[] };

/** The app with AI_PROVIDER=openai on the OpenAI test server, which mounts the Files and Vector Stores route; `env` adds settings. */
export async function startProviderServer(kind: 'pglite' | 'postgres', fake: Omit<FilesAndStoresOptions, 'apiKey'> = {}, env: Record<string, string> = {}): Promise<ProviderServer> {
  const apiKey = newApiKey();
  const { route, state } = filesAndStores({ apiKey, ...fake });
  const provider = await startOpenAiServer({ apiKey, routes: [route] });
  const logged: string[] = [];
  const server = await startListeningServer(
    kind,
    { logLevel: 'info', logDestination: { write: (line) => void logged.push(line) } },
    { env: openAiEnv(provider, env) },
  );
  const stop = server.stop.bind(server);
  return Object.assign(server, {
    provider: state,
    apiKey,
    logged,
    async stop() {
      await stop();
      await provider.close();
    },
  });
}

export function addAllToVectorStore(server: TestServer, owner: Pick<Owner, 'cookie' | 'petitionId'>) {
  return server.inject({ method: 'POST', url: `/api/petitions/${owner.petitionId}/evidence/bulk-add-to-vector-store`, headers: { cookie: owner.cookie } });
}

const FINAL = ['completed', 'failed', 'cancelled'];

/** The petition's rows once none is pending or in progress at the provider. */
export function vectorSettled(server: ListeningServer, owner: Owner): Promise<Evidence[]> {
  return waitFor('every row to finish at the vector store', async () => {
    const rows = await wholeRows(server, owner);
    return rows.every((r) => r.vectorStoreStatus === null || FINAL.includes(r.vectorStoreStatus)) && rows.some((r) => r.vectorStoreStatus) ? rows : undefined;
  });
}
