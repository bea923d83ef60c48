import type { DomainErrorKind } from '../errors';

/** An error whose message is safe to show the user, with its HTTP status: thrown by routes only. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Reply body field: most routes use `message`; the zip import uses `error` (architecture.md §calls). */
    readonly field: 'message' | 'error' = 'message',
  ) {
    super(message);
  }
}

/** The one place a service's failure becomes an HTTP status. */
export const STATUS_OF: Record<DomainErrorKind, number> = {
  validation: 400,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'key-reused': 422,
  limit: 413,
  upstream: 502,
  unavailable: 503,
};
