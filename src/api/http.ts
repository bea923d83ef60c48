import { toast, whenToastShown } from '../lib/toast-store';
import { ApiError, sendJson, serverMessage, throwIfResNotOk } from '../offline/send';
import { trackedFetch } from './connectivity';
import { takeStartedRead } from './started-reads';

export { ApiError, throwIfResNotOk, serverMessage };

export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.body.includes('Unauthorized');
}

export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export type RequestOptions = { headers?: Record<string, string>; signal?: AbortSignal };

/** A request from the page: the shared request (../offline/send) through the connection-tracking fetch. */
export function apiRequest<T = unknown>(method: string, url: string, data?: unknown, opts: RequestOptions = {}): Promise<T> {
  return sendJson<T>(method, url, data, { ...opts, fetch: trackedFetch });
}

/**
 * A GET through the connection-tracking fetch that takes the read src/main.tsx started at boot for this URL, if
 * one is waiting (./started-reads): its response is this request's, reported and handled alike.
 */
function getFetch(url: string, init: RequestInit): Promise<Response> {
  const started = takeStartedRead(url);
  return trackedFetch(url, init, started);
}

/** GET of a query key's URL (its segments joined by '/', architecture.md §calls), typed by the caller's reply type. */
export function getJson<T>(queryKey: readonly string[], signal?: AbortSignal): Promise<T> {
  return sendJson<T>('GET', queryKey.join('/'), undefined, { signal, fetch: getFetch });
}

type ConditionalReply<T> = { unchanged: true } | { unchanged: false; data: T; etag: string | null };

/**
 * A GET that names the version the caller holds (If-None-Match): `unchanged` on 304, else the JSON and
 * its ETag. API replies are `no-store`, so the browser's HTTP cache never does this for us (decision 034).
 */
export async function getJsonIfChanged<T>(url: string, etag: string | undefined, signal?: AbortSignal): Promise<ConditionalReply<T>> {
  const res = await getFetch(url, { credentials: 'include', signal, headers: etag ? { 'If-None-Match': etag } : {} });
  if (res.status === 304) return { unchanged: true };
  await throwIfResNotOk(res);
  return { unchanged: false, data: (await res.json()) as T, etag: res.headers.get('etag') };
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Data loading: GET on the key segments joined by slashes (architecture.md §calls). */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }) {
  return async ({ queryKey, signal }: { queryKey: readonly unknown[]; signal?: AbortSignal }): Promise<T> => {
    const res = await getFetch(queryKey.join('/'), { credentials: 'include', signal });
    if (on401 === 'returnNull' && res.status === 401) {
      // Its body is never read: cancelled, or Chromium keeps the request open (issue 33 item 3).
      void res.body?.cancel().catch(() => undefined);
      return null as T;
    }
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

const UNAUTHORIZED_REDIRECT_MS = 500;
/** A toast not on screen by then never will be (no Toaster): the redirect goes ahead without it. */
const TOAST_SHOWN_LATEST_MS = 1000;
let redirecting = false;

/**
 * What the page's session check (api/use-auth.ts) said. A screen's reads start with it, before it answers
 * (src/app/route-table.ts), and only the check says who is signed in: while it is on its way, or once it has said
 * signed out (Root then shows the landing page, or signs out a user the cache held), a 401 from another request is
 * not acted on. After a network failure of the check a 401 is acted on, as before there was a check.
 */
let sessionCheck: 'waiting' | 'signed-in' | 'signed-out' | 'unanswered' = 'waiting';

export function noteSessionCheck(outcome: 'signed-in' | 'signed-out' | 'unanswered'): void {
  sessionCheck = outcome;
}

/**
 * architecture.md §errors unauthorized handling: toast, then /api/login after 500 ms. `sessionEnded`: the session
 * check itself found the signed-in user gone (Root); any other 401 counts only once the check has not said
 * otherwise (see sessionCheck).
 */
export function handleUnauthorized(wording: 'default' | 'evidence' = 'default', sessionEnded = false) {
  if (!sessionEnded && (sessionCheck === 'waiting' || sessionCheck === 'signed-out')) return;
  if (redirecting) return;
  redirecting = true;
  const shown =
    wording === 'evidence'
      ? toast({ title: 'Unauthorized: You are logged out. Logging in again...', variant: 'destructive' })
      : toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
  // The 500 ms are the user's to read the toast: they start when it is on screen, not when it is asked for (a busy
  // page paints it up to a tenth of a second later).
  const redirect = () =>
    setTimeout(() => {
      redirecting = false;
      window.location.href = '/api/login';
    }, UNAUTHORIZED_REDIRECT_MS);
  whenToastShown(shown, redirect, TOAST_SHOWN_LATEST_MS);
}
