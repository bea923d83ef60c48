import { EARLY_READS_FRESH_MS, EARLY_READS_GLOBAL } from '../contract/early-reads';

type EarlyReplies = Record<string, Promise<Response> | undefined>;

function replies(): EarlyReplies | undefined {
  return (globalThis as Record<string, unknown>)[EARLY_READS_GLOBAL] as EarlyReplies | undefined;
}

/** A reply nobody will read: its body is cancelled, or Chromium keeps the request open (issue 33 item 3). */
function discard(reply: Promise<Response>): void {
  reply.then(
    (res) => res.body?.cancel().catch(() => undefined),
    () => undefined,
  );
}

/** Drops every early reply not yet taken: a write makes them older than the server's data. */
export function forgetEarlyReads(): void {
  const waiting = replies();
  delete (globalThis as Record<string, unknown>)[EARLY_READS_GLOBAL];
  for (const reply of Object.values(waiting ?? {})) if (reply) discard(reply);
}

// A reply no screen asked for in the page's first seconds never will be: it is let go then, not at the next read.
if (typeof window !== 'undefined' && typeof performance !== 'undefined') {
  setTimeout(forgetEarlyReads, Math.max(0, EARLY_READS_FRESH_MS - performance.now()));
}

/** The promise, or its signal's reason once the caller gives up, as fetch would do. */
function abortable(reply: Promise<Response>, signal: AbortSignal | null | undefined): Promise<Response> {
  if (!signal) return reply;
  if (signal.aborted) {
    discard(reply);
    return Promise.reject(signal.reason);
  }
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = () => {
      const first = !settled;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      return first;
    };
    // Given up on: the reply, when it comes, is read by no one, so its body is cancelled below.
    const onAbort = () => settle() && reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    reply.then(
      (res) => (settle() ? resolve(res) : void res.body?.cancel().catch(() => undefined)),
      (error: unknown) => settle() && reject(error),
    );
  });
}

/**
 * The reply the page asked for early (docs/decisions/045) to this request, or undefined to fetch as usual. Each
 * serves the first GET of its URL and only in the page's first seconds; any other method drops them all. An early
 * request that failed is made again, so a failure reads exactly as the request's own would.
 */
export function takeEarlyRead(input: RequestInfo | URL, init?: RequestInit, now = performance.now()): Promise<Response> | undefined {
  const waiting = replies();
  if (!waiting) return undefined;
  if ((init?.method ?? 'GET').toUpperCase() !== 'GET' || now > EARLY_READS_FRESH_MS) {
    forgetEarlyReads();
    return undefined;
  }
  if (typeof input !== 'string') return undefined;
  const reply = waiting[input];
  if (!reply) return undefined;
  delete waiting[input];
  return abortable(
    reply.catch(() => fetch(input, init)),
    init?.signal,
  );
}
