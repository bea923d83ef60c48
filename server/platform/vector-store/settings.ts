import type { Config } from '../config';
import { OpenAiVectorStore } from './openai-store';
import type { NoVectorStore, VectorStore, VectorStores } from './vector-store';

export type VectorStoreSettings = {
  provider: 'local' | 'openai';
  apiKey: string | undefined;
  baseURL: string | undefined;
  /** One provider request, upload included, before the SDK gives up on it (and retries). */
  timeoutMs: number;
  sendDocuments: boolean;
};

const REQUEST_TIMEOUT_MS = 120_000;

/**
 * The vector store's settings: the provider and its key and address from the config, and
 * AI_SEND_DOCUMENTS (default true). Until the OpenAI analyst's own configuration is merged, this is
 * the one place that reads AI_SEND_DOCUMENTS; a test sets `config.aiSendDocuments` instead.
 */
export function vectorStoreSettings(config: Config, env: NodeJS.ProcessEnv = process.env): VectorStoreSettings {
  return {
    provider: config.aiProvider,
    apiKey: config.openaiApiKey,
    baseURL: config.openaiBaseUrl,
    timeoutMs: REQUEST_TIMEOUT_MS,
    sendDocuments: config.aiSendDocuments ?? parseSendDocuments(env.AI_SEND_DOCUMENTS),
  };
}

function parseSendDocuments(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'true') return true;
  if (value === 'false') return false;
  throw new Error('Invalid configuration:\nAI_SEND_DOCUMENTS: true or false');
}

const LOCAL: NoVectorStore = { kind: 'none', reason: 'local-analyst' };
const NO_API: NoVectorStore = { kind: 'none', reason: 'no-api' };

/** `deps.vectorStores`: none with the built-in analyst; with OpenAI, the provider's store once a probe finds the API. */
export function createVectorStores(settings: VectorStoreSettings): VectorStores {
  const { sendDocuments, apiKey } = settings;
  if (settings.provider !== 'openai' || !apiKey) return { sendDocuments, configured: false, resolve: async () => LOCAL };
  const store = new OpenAiVectorStore({ apiKey, baseURL: settings.baseURL, timeoutMs: settings.timeoutMs });
  let probed: Promise<VectorStore> | undefined;
  return {
    sendDocuments,
    configured: true,
    resolve() {
      probed ??= store.probe().then(
        (has): VectorStore => (has ? store : NO_API),
        (err: unknown) => {
          // Unreachable is not an answer: ask again next time.
          probed = undefined;
          throw err;
        },
      );
      return probed;
    },
  };
}
