import { safeError } from '../http/log-safe';

/** The logger a job reports to: the app's pino logger, or the console in `npm run worker`. */
export type JobLog = { error(details: object, message: string): void };

/**
 * A pg-boss handler whose failures are logged and handed back to pg-boss without user data.
 * pg-boss stores a thrown error in the job's output (and so in the database, for as long as
 * the job is kept), so what it gets is the redacted copy. `userMessage` is kept: it is our own
 * text for the user (statement-job.ts), read back by the dead-letter handler.
 */
export function reportingFailures<A extends unknown[], R>(log: JobLog, queue: string, handler: (...args: A) => Promise<R>) {
  return async (...args: A): Promise<R> => {
    try {
      return await handler(...args);
    } catch (err) {
      const safe = safeError(err);
      log.error({ err: safe, queue }, `job on ${queue} failed`);
      throw Object.assign(new Error(safe.message), {
        name: safe.type,
        stack: safe.stack,
        cause: safe.cause,
        ...(safe.code ? { code: safe.code } : {}),
        ...(typeof (err as { userMessage?: unknown })?.userMessage === 'string' ? { userMessage: (err as { userMessage: string }).userMessage } : {}),
      });
    }
  };
}
