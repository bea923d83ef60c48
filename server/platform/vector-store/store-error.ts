// The vector store's error in words a user may read, apart from the openai package (provider-error.ts
// maps the SDK's errors to it), so the routes that catch it do not load the SDK at start.

/**
 * A provider call that failed, in words a user may read: the status and the provider's own
 * message, never the request, its headers or the API key. It is what rows keep in
 * `vectorStoreError`, what the route answers (as a 502) and what the log gets.
 */
export class VectorStoreProviderError extends Error {
  override readonly name = 'VectorStoreProviderError';
  constructor(
    message: string,
    /** The provider's HTTP status; undefined when it could not be reached. */
    readonly status: number | undefined,
  ) {
    super(message);
  }

  /** The store or file named does not exist (404). */
  get missing(): boolean {
    return this.status === 404;
  }
}

const REDACTED = '[redacted]';
/** OpenAI-style keys, in case a provider quotes one back in its message. */
const KEY_LIKE = /\bsk-[A-Za-z0-9_-]{8,}/g;

/** `text` with `secret` and anything shaped like an API key taken out. */
export function redactSecret(text: string, secret: string): string {
  const cut = secret.length >= 8 ? text.split(secret).join(REDACTED) : text;
  return cut.replace(KEY_LIKE, REDACTED);
}
