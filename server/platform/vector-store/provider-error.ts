import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { redactSecret, VectorStoreProviderError } from './store-error';

export { redactSecret, VectorStoreProviderError };

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
