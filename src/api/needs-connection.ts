import { toast } from '../lib/toast-store';
import { isServerReachable } from './connectivity';

// Actions that cannot work offline say one clear thing instead of an error toast each (decision 016).

/** Thrown before a request that cannot work offline; its message is what to tell the user. */
export class NeedsConnectionError extends Error {
  override readonly name = 'NeedsConnectionError';
}

/** Refuses at once while the server is out of reach (no request, no console error). */
export function requireConnection(message: string): void {
  if (!isServerReachable()) throw new NeedsConnectionError(message);
}

/** The request never reached the server (fetch rejects with a TypeError), or we knew it would not. */
export function isConnectionFailure(error: unknown): boolean {
  return error instanceof NeedsConnectionError || error instanceof TypeError;
}

export function showNeedsConnection(message: string): void {
  toast({ title: message });
}
