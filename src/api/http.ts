import { toast } from '../lib/toast-store';
import { trackedFetch } from './connectivity';

/** Spec §8: every non-OK response becomes `"{status}: {body text or status text}"`. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => '')) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
}

export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

/** The server's own words from an error ("400: {"message":"..."}" → "..."), when it sent any. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match?.[1]) return undefined;
  try {
    const body = JSON.parse(match[1]) as { message?: unknown; error?: unknown };
    const text = body.error ?? body.message;
    return typeof text === 'string' ? text : undefined;
  } catch {
    return match[1].startsWith('<') ? undefined : match[1];
  }
}

export type RequestOptions = { headers?: Record<string, string>; signal?: AbortSignal };

export async function apiRequest<T = unknown>(method: string, url: string, data?: unknown, opts: RequestOptions = {}): Promise<T> {
  const res = await trackedFetch(url, {
    method,
    headers: { ...(data !== undefined ? { 'Content-Type': 'application/json' } : {}), ...opts.headers },
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
    signal: opts.signal,
  });
  await throwIfResNotOk(res);
  if (res.status === 204) return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await res.json() : await res.text()) as T;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Data loading: GET on the key segments joined by slashes (spec §7). */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }) {
  return async ({ queryKey, signal }: { queryKey: readonly unknown[]; signal?: AbortSignal }): Promise<T> => {
    const res = await trackedFetch(queryKey.join('/'), { credentials: 'include', signal });
    if (on401 === 'returnNull' && res.status === 401) return null as T;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

export const UNAUTHORIZED_REDIRECT_MS = 500;
let redirecting = false;

/** Spec §8 unauthorized handling: toast, then /api/login after 500 ms. */
export function handleUnauthorized(wording: 'default' | 'evidence' = 'default') {
  if (redirecting) return;
  redirecting = true;
  if (wording === 'evidence') {
    toast({ title: 'Unauthorized: You are logged out. Logging in again...', variant: 'destructive' });
  } else {
    toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
  }
  setTimeout(() => {
    redirecting = false;
    window.location.href = '/api/login';
  }, UNAUTHORIZED_REDIRECT_MS);
}
