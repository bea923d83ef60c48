import { isServerReachable } from '../../../api/connectivity';
import { toast } from '../../../lib/toast-store';

/** Issue 12 item 2: offline, these actions say one clear thing instead of an error toast each. */
export const NEEDS_CONNECTION_MESSAGE = 'You are offline. Downloads and reprocessing need a connection.';

/** Thrown before a request that cannot work offline, so callers take the same path as a failed one. */
export class NeedsConnectionError extends Error {
  constructor() {
    super(NEEDS_CONNECTION_MESSAGE);
  }
}

/** Refuses at once while the server is out of reach (no request, no console error). */
export function requireConnection(): void {
  if (!isServerReachable()) throw new NeedsConnectionError();
}

/** The request never reached the server (fetch rejects with a TypeError), or we knew it would not. */
export function isConnectionFailure(error: unknown): boolean {
  return error instanceof NeedsConnectionError || error instanceof TypeError;
}

export function showNeedsConnection(): void {
  toast({ title: NEEDS_CONNECTION_MESSAGE });
}
