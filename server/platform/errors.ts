/**
 * What services throw when a request cannot be done: a reason, in words the user may see,
 * with no HTTP in it. Only the HTTP layer (platform/http/errors.ts, used by app.ts's error
 * handler) turns a kind into a status code, so a job or a test calls a service and gets the
 * same typed failure a route does.
 */
export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
}

export type DomainErrorKind = 'validation' | 'not-found' | 'forbidden' | 'conflict' | 'key-reused' | 'limit' | 'upstream' | 'unavailable';

/** The input is wrong in a way the user can fix. */
export class ValidationError extends DomainError {
  readonly kind = 'validation';
}

/** The row does not exist, or belongs to someone else (both read the same, on purpose). */
export class NotFoundError extends DomainError {
  readonly kind = 'not-found';
}

/** The caller holds a link or grant that does not allow this. */
export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
}

/** The request clashes with the current state, e.g. a one-time grant already used. */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
}

/** An Idempotency-Key already used for a different request (422, as the common API convention has it). */
export class KeyReusedError extends DomainError {
  readonly kind = 'key-reused';
}

/** Too large or too many. */
export class LimitError extends DomainError {
  readonly kind = 'limit';
}

/** The analyst's output failed our checks, so nothing was saved; trying again may work. */
export class UpstreamError extends DomainError {
  readonly kind = 'upstream';
}

/** A part the request needs (the job queue) is not running. */
export class UnavailableError extends DomainError {
  readonly kind = 'unavailable';
}

export const notFound = (what = 'Not found') => new NotFoundError(what);
export const badRequest = (message: string) => new ValidationError(message);
