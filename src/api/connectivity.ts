/**
 * Whether the server answers, judged by what works (issue 12 item 2): `navigator.onLine` only says a
 * network interface is up. A request that fails to reach the server, or the `offline` event, makes
 * us offline at once; only a response from the server makes us online again. The `online` event
 * merely starts asking, and while the device claims a connection but the server is silent we ask
 * again with a growing pause, so a stopped server costs a few requests a minute, not a stream.
 */

/** The cheapest request that proves the server answers (200 signed in, 401 signed out: both are answers). */
const PROBE_URL = '/api/auth/user';
const FIRST_RETRY_MS = 2000;
const MAX_RETRY_MS = 30_000;

type Listener = (reachable: boolean) => void;
type BackListener = () => void;

let reachable = typeof navigator === 'undefined' ? true : navigator.onLine;
let started = false;
let retryMs = FIRST_RETRY_MS;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let probing = false;
/** Something failed to reach the server since its last answer (a request, the push socket closing). */
let doubted = false;
const listeners = new Set<Listener>();
const backListeners = new Set<BackListener>();

export function isServerReachable(): boolean {
  return reachable && (typeof navigator === 'undefined' || navigator.onLine);
}

function set(next: boolean) {
  if (next) {
    retryMs = FIRST_RETRY_MS;
    clearTimeout(retryTimer);
    retryTimer = undefined;
  } else {
    doubted = true;
    scheduleProbe();
  }
  const back = next && doubted;
  if (next) doubted = false;
  if (next !== reachable) {
    reachable = next;
    for (const listener of listeners) listener(next);
  }
  // Told once per outage, however many answers come in a burst (issue 33 item 1).
  if (back) for (const listener of backListeners) listener();
}

/** The push socket opened: the server answers, as a response would say. */
export function reportServerAnswered(): void {
  set(true);
}

/**
 * The push socket closed under us: the server may be gone (a restart, a crash) though nothing else has failed yet.
 * The banner stays as it is, since a socket also closes for other reasons; but its next answer counts as the server
 * coming back.
 */
export function reportServerDoubt(): void {
  doubted = true;
}

/** A 502/503/504 comes from something in front of a server that did not answer. */
const GATEWAY_FAILURES = new Set([502, 503, 504]);

/** Every request to our server reports its outcome here (see http.ts). */
export function reportResponse(res: Response): void {
  // A reply to a request sent before the device went offline proves nothing about now.
  if (!GATEWAY_FAILURES.has(res.status) && !navigator.onLine) return;
  set(!GATEWAY_FAILURES.has(res.status));
}

export function reportNetworkFailure(error: unknown): void {
  // An abort is the page changing its mind, not the network failing.
  if (error instanceof DOMException && error.name === 'AbortError') return;
  set(false);
}

/**
 * Wraps a fetch to our server so its outcome counts as evidence of the connection. `started`: the same request,
 * already sent (src/api/started-reads.ts), whose outcome stands for this one's.
 */
export async function trackedFetch(input: RequestInfo | URL, init?: RequestInit, started?: Promise<Response>): Promise<Response> {
  try {
    const res = await (started ?? fetch(input, init));
    reportResponse(res);
    return res;
  } catch (error) {
    reportNetworkFailure(error);
    throw error;
  }
}

function scheduleProbe(delay = retryMs) {
  if (retryTimer !== undefined || !started) return;
  // With no network at all there is nothing to ask; the `online` event starts us again.
  if (!navigator.onLine) return;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    void probe();
  }, delay);
}

/** Asks the server once; the answer (or its absence) updates the state. */
export async function probe(): Promise<void> {
  if (probing) return;
  probing = true;
  try {
    const res = await trackedFetch(PROBE_URL, { credentials: 'include', cache: 'no-store' }).catch(() => undefined);
    // Only the status counts; an unread body would keep the request, and its connection, open (issue 33 item 3).
    await res?.body?.cancel().catch(() => undefined);
  } finally {
    probing = false;
  }
}

function onOnline() {
  clearTimeout(retryTimer);
  retryTimer = undefined;
  retryMs = FIRST_RETRY_MS;
  void probe();
}

function onOffline() {
  set(false);
}

/**
 * Calls `listener` each time the server answers again after something failed to reach it: a probe, any response
 * that is not a gateway's 502/503/504 (a server still starting behind one is not back), the push socket reopening.
 */
export function subscribeServerBack(listener: BackListener): () => void {
  backListeners.add(listener);
  return () => backListeners.delete(listener);
}

/** Starts listening (once per page); returns an unsubscribe for `listener`. */
export function subscribeReachability(listener: Listener): () => void {
  if (!started && typeof window !== 'undefined') {
    started = true;
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    if (!reachable) scheduleProbe();
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
