/** An error whose message is safe to show the user, with its HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Reply body field: most routes use `message`; the zip import uses `error` (spec §7). */
    readonly field: 'message' | 'error' = 'message',
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not found') => new HttpError(404, what);
export const badRequest = (message: string) => new HttpError(400, message);
