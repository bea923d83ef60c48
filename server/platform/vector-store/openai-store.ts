import OpenAI, { toFile } from 'openai';
import { isNoApiStatus, providerError, redactSecret, VectorStoreProviderError } from './provider-error';
import type { ProviderFile, ProviderVectorStore, StoreFile, UploadFile, VectorFileStatus } from './vector-store';

export type OpenAiVectorStoreOptions = { apiKey: string; baseURL: string | undefined; timeoutMs: number };

const fromUnix = (seconds: number) => new Date(seconds * 1000);

type SdkStoreFile = { id: string; status: VectorFileStatus; last_error: { message: string } | null };

/**
 * The Files and Vector Stores APIs through the official `openai` package (paths `/files` and
 * `/vector_stores` under the base URL). The SDK retries connection errors, 408, 409, 429 and 5xx
 * twice with backoff; its own logging is off, so nothing it sees reaches a log. Every failure is
 * rethrown as a VectorStoreProviderError with the key taken out.
 */
export class OpenAiVectorStore implements ProviderVectorStore {
  readonly kind = 'openai' as const;
  private readonly client: OpenAI;

  constructor(private readonly options: OpenAiVectorStoreOptions) {
    this.client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseURL ?? null,
      timeout: options.timeoutMs,
      maxRetries: 2,
      logLevel: 'off',
    });
  }

  /** True when the provider has the Vector Stores API; false when it answers 404, 405 or 501. */
  async probe(): Promise<boolean> {
    try {
      await this.client.vectorStores.list({ limit: 1 });
      return true;
    } catch (err) {
      if (isNoApiStatus(err)) return false;
      throw this.failure(err);
    }
  }

  async createStore(name: string, metadata: Record<string, string>) {
    const store = await this.call(() => this.client.vectorStores.create({ name, metadata }));
    return { id: store.id, createdAt: fromUnix(store.created_at) };
  }

  async storeExists(storeId: string): Promise<boolean> {
    const store = await this.orMissing(() => this.client.vectorStores.retrieve(storeId));
    return store !== null && store.status !== 'expired';
  }

  async uploadFile(file: UploadFile): Promise<ProviderFile> {
    const created = await this.call(async () =>
      this.client.files.create({ file: await toFile(file.bytes, file.name, { type: file.mimeType }), purpose: 'assistants' }),
    );
    return { id: created.id, status: created.status, uploadedAt: fromUnix(created.created_at) };
  }

  async attach(storeId: string, fileId: string): Promise<StoreFile> {
    return this.storeFileOf(await this.call(() => this.client.vectorStores.files.create(storeId, { file_id: fileId })));
  }

  async status(storeId: string, fileId: string): Promise<StoreFile> {
    return this.storeFileOf(await this.call(() => this.client.vectorStores.files.retrieve(fileId, { vector_store_id: storeId })));
  }

  async detach(storeId: string, fileId: string): Promise<void> {
    await this.orMissing(() => this.client.vectorStores.files.delete(fileId, { vector_store_id: storeId }));
  }

  async deleteFile(fileId: string): Promise<void> {
    await this.orMissing(() => this.client.files.delete(fileId));
  }

  async deleteStore(storeId: string): Promise<void> {
    await this.orMissing(() => this.client.vectorStores.delete(storeId));
  }

  private storeFileOf(file: SdkStoreFile): StoreFile {
    return { id: file.id, status: file.status, error: file.last_error ? redactSecret(file.last_error.message, this.options.apiKey) : null };
  }

  private failure(err: unknown) {
    return providerError(err, this.options.apiKey);
  }

  private async call<T>(request: () => PromiseLike<T>): Promise<T> {
    try {
      return await request();
    } catch (err) {
      throw this.failure(err);
    }
  }

  /** The answer, or null when the provider says the thing is not there (404). */
  private async orMissing<T>(request: () => PromiseLike<T>): Promise<T | null> {
    try {
      return await this.call(request);
    } catch (err) {
      if (err instanceof VectorStoreProviderError && err.missing) return null;
      throw err;
    }
  }
}
