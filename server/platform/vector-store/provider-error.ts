import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';

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

function providerSays(body: unknown): string {
  const said = (body as { message?: unknown } | undefined)?.message;
  if (typeof said !== 'string' || !said.trim()) return '';
  const text = said.trim().replace(/\s+/g, ' ').slice(0, 300);
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** Any failure of an SDK call, as a VectorStoreProviderError. */
export function providerError(err: unknown, apiKey: string): VectorStoreProviderError {
  if (err instanceof VectorStoreProviderError) return err;
  if (err instanceof APIConnectionTimeoutError) return new VectorStoreProviderError('The AI provider did not answer in time.', undefined);
  if (err instanceof APIConnectionError) return new VectorStoreProviderError('The AI provider could not be reached.', undefined);
  if (err instanceof APIError && err.status) {
    const lead = err.status === 401 ? 'The AI provider did not accept the API key (401)' : `The AI provider answered ${err.status}`;
    const said = providerSays(err.error);
    return new VectorStoreProviderError(redactSecret(said ? `${lead}: ${said}` : `${lead}.`, apiKey), err.status);
  }
  return new VectorStoreProviderError('The request to the AI provider failed.', undefined);
}

/** True for the statuses a server without an API answers on its paths. */
export const isNoApiStatus = (err: unknown) => err instanceof APIError && [404, 405, 501].includes(err.status ?? 0);
