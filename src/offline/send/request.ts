import { throwIfResNotOk } from './api-error';

/**
 * A fetch-compatible function. `onUploadProgress` is a hint a page adapter may honour (XHR
 * reports upload progress, fetch does not); plain `fetch` ignores it.
 */
export type SendFetch = (url: string, init: RequestInit & { onUploadProgress?: (fraction: number) => void }) => Promise<Response>;

export type SendOptions = {
  /** Defaults to the global fetch; the page passes its tracked, XHR-capable one. */
  fetch?: SendFetch;
  signal?: AbortSignal;
};

export const defaultFetch: SendFetch = (url, init) => fetch(url, init);

/** One request to our API with an optional JSON body: the reply's JSON or text (undefined for 204), or an ApiError. */
export async function sendJson<T>(method: string, url: string, body: unknown, opts: SendOptions & { headers?: Record<string, string> } = {}): Promise<T> {
  const res = await (opts.fetch ?? defaultFetch)(url, {
    method,
    headers: { ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...opts.headers },
    body: body !== undefined ? JSON.stringify(body) : undefined,
    credentials: 'include',
    signal: opts.signal,
  });
  await throwIfResNotOk(res);
  if (res.status === 204) return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await res.json() : await res.text()) as T;
}
