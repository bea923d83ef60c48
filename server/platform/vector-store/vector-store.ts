/**
 * A petition's documents in a provider's vector store (issue 16 item 5, docs/decisions/037): the
 * Files and Vector Stores APIs of an OpenAI-compatible server, or none. Search in this build runs
 * locally either way (Postgres full-text search); the store is kept in step for the provider's own
 * file search, and never faked when there is none.
 */

/** OpenAI's vector store file statuses, as the evidence row's `vectorStoreStatus` keeps them. */
export type VectorFileStatus = 'in_progress' | 'completed' | 'failed' | 'cancelled';

/** A file at the provider (Files API). `status` is the provider's file status ('uploaded', 'processed', 'error'). */
export type ProviderFile = { id: string; status: string; uploadedAt: Date };

/** A file attached to a store: its status there and, when it failed, the provider's reason. */
export type StoreFile = { id: string; status: VectorFileStatus; error: string | null };

/** What is sent: a name, the bytes and their type. */
export type UploadFile = { name: string; bytes: Buffer; mimeType: string };

/** A provider with the Files and Vector Stores APIs. A missing store or file is not an error where noted. */
export interface ProviderVectorStore {
  readonly kind: 'openai';
  createStore(name: string, metadata: Record<string, string>): Promise<{ id: string; createdAt: Date }>;
  /** False when the store is gone or expired. */
  storeExists(storeId: string): Promise<boolean>;
  uploadFile(file: UploadFile): Promise<ProviderFile>;
  attach(storeId: string, fileId: string): Promise<StoreFile>;
  status(storeId: string, fileId: string): Promise<StoreFile>;
  /** Detaching a file that is not attached, or from a store that is gone, succeeds. */
  detach(storeId: string, fileId: string): Promise<void>;
  /** Deleting a file that is gone succeeds. */
  deleteFile(fileId: string): Promise<void>;
  /** Deleting a store that is gone succeeds. */
  deleteStore(storeId: string): Promise<void>;
}

/** No store: the built-in analyst, or a provider that answered 404/405 for the Vector Stores API. */
export type NoVectorStore = { readonly kind: 'none'; readonly reason: 'local-analyst' | 'no-api' };

export type VectorStore = ProviderVectorStore | NoVectorStore;

/** What the server holds (`deps.vectorStores`). */
export interface VectorStores {
  /** AI_SEND_DOCUMENTS: false means no document (nor its text) is ever uploaded. */
  readonly sendDocuments: boolean;
  /** A provider that may have a store is configured (no network involved). */
  readonly configured: boolean;
  /**
   * The store. The provider is probed once and the answer kept; a provider that cannot be
   * reached throws a VectorStoreProviderError and is asked again next time.
   */
  resolve(): Promise<VectorStore>;
}
