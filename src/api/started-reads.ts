/**
 * Reads started at boot by src/main.tsx, before the app's code has loaded (docs/decisions/076): each URL's
 * response, taken once by the API client's next GET of that URL (http.ts), which then treats it as its own
 * request's. No dependencies: this module is in the tiny entry.
 */
type Started = { response: Promise<Response>; at: number };

const started = new Map<string, Started>();

/** A read not taken within this long is not current enough to stand for a new GET: that one asks again. */
const FRESH_MS = 30_000;

/** Starts a GET of an API URL as the API client sends it (same-origin, with the session cookie, no extra headers). */
export function startRead(url: string): void {
  const response = fetch(url, { credentials: 'include' });
  // Unhandled until taken: a failure here is the taker's to report (or nobody's, if never taken).
  response.catch(() => undefined);
  started.set(url, { response, at: Date.now() });
}

/** The response of a read started at boot for this URL, once, while fresh; undefined otherwise. */
export function takeStartedRead(url: string): Promise<Response> | undefined {
  const read = started.get(url);
  if (!read) return undefined;
  started.delete(url);
  if (Date.now() - read.at <= FRESH_MS) return read.response;
  // An unread body keeps its connection open (issue 33 item 3).
  void read.response.then((res) => res.body?.cancel()).catch(() => undefined);
  return undefined;
}
