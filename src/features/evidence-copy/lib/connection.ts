import { isServerReachable } from '../../../api/connectivity';
import { toast } from '../../../lib/toast-store';

/** What the dialog says offline (the evidence tab's needs-connection pattern, in this action's words). */
export const COPY_OFFLINE_MESSAGE = 'You are offline. Adding evidence from another petition needs a connection.';

export class CopyOfflineError extends Error {
  constructor() {
    super(COPY_OFFLINE_MESSAGE);
  }
}

/** Refuses at once while the server is out of reach: no request, no console error. */
export function requireConnection(): void {
  if (!isServerReachable()) throw new CopyOfflineError();
}

/** The request never reached the server (fetch rejects with a TypeError), or we knew it would not. */
export function isConnectionFailure(error: unknown): boolean {
  return error instanceof CopyOfflineError || error instanceof TypeError;
}

export function showNeedsConnection(): void {
  toast({ title: COPY_OFFLINE_MESSAGE });
}
