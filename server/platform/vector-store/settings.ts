import type { Config } from '../config';
import type { NoVectorStore, VectorStore, VectorStores } from './vector-store';

type VectorStoreSettings = {
  provider: 'local' | 'openai';
  apiKey: string | undefined;
  baseURL: string | undefined;
  /** One provider request, upload included, before the SDK gives up on it (and retries). */
  timeoutMs: number;
  sendDocuments: boolean;
};

const REQUEST_TIMEOUT_MS = 120_000;

/** The vector store's settings, from the analyst's: a store exists only at an OpenAI-compatible provider. */
export function vectorStoreSettings(config: Config): VectorStoreSettings {
  const analyst = config.analyst;
  if (analyst.provider !== 'openai') return { provider: 'local', apiKey: undefined, baseURL: undefined, timeoutMs: REQUEST_TIMEOUT_MS, sendDocuments: true };
  return { provider: 'openai', apiKey: analyst.apiKey, baseURL: analyst.baseUrl, timeoutMs: REQUEST_TIMEOUT_MS, sendDocuments: analyst.sendDocuments };
}

const LOCAL: NoVectorStore = { kind: 'none', reason: 'local-analyst' };
const NO_API: NoVectorStore = { kind: 'none', reason: 'no-api' };

/** `deps.vectorStores`: none with the built-in analyst; with OpenAI, the provider's store once a probe finds the API. */
export function createVectorStores(settings: VectorStoreSettings): VectorStores {
  const { sendDocuments, apiKey } = settings;
  if (settings.provider !== 'openai' || !apiKey) return { sendDocuments, configured: false, resolve: async () => LOCAL };
  let probed: Promise<VectorStore> | undefined;
  // The openai package loads with the first use, not at start (issue 15's start-up goal).
  const open = async () => {
    const { OpenAiVectorStore } = await import('./openai-store');
    return new OpenAiVectorStore({ apiKey, baseURL: settings.baseURL, timeoutMs: settings.timeoutMs });
  };
  let opened: ReturnType<typeof open> | undefined;
  return {
    sendDocuments,
    configured: true,
    resolve() {
      probed ??= (opened ??= open())
        .then(async (store): Promise<VectorStore> => ((await store.probe()) ? store : NO_API))
        .catch((err: unknown) => {
          // Unreachable is not an answer: ask again next time.
          probed = undefined;
          throw err;
        });
      return probed;
    },
  };
}
