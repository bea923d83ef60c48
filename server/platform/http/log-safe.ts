import type { FastifyServerOptions } from 'fastify';
import { pino, type Logger } from 'pino';
import type { Config } from '../config';

// Errors are logged without user data (issue 11, finding 8). A failed query's error carries the
// values it was sent: drizzle puts them in its message ('Failed query: … params: …') and in
// `params`, PGlite adds `params` too, and PostgreSQL's `detail` and `where` quote row values
// ('Key (email)=(…) already exists', 'Failing row contains (…)'). Those are passports, salaries
// and names, so an error is logged as a short list of fields known to hold none.

type SafeError = {
  type: string;
  message: string;
  /** SQLSTATE for database errors ('23505'), Node's code ('ENOENT') or Fastify's. */
  code?: string;
  /** Names from the schema, never values: enough to find the failing statement. */
  table?: string;
  column?: string;
  constraint?: string;
  routine?: string;
  statusCode?: number;
  stack?: string;
  cause?: SafeError;
};

const REDACTED = '[redacted]';

const SQLSTATE = /^[0-9A-Z]{5}$/;
const FAILED_QUERY = /^(Failed query: [\s\S]*?)\nparams: [\s\S]*$/;
/** PostgreSQL quotes the offending value at the end: 'invalid input syntax for type uuid: "…"'. */
const QUOTED_VALUE = /: ".*"$/s;

type ErrorLike = Error & Record<string, unknown>;

const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';

const stringField = (err: ErrorLike, key: string) => (typeof err[key] === 'string' ? (err[key] as string) : undefined);

/** True for an error raised by the database (pg, PGlite) or by drizzle around it. */
function isDatabaseError(err: ErrorLike): boolean {
  return FAILED_QUERY.test(err.message) || (typeof err.code === 'string' && SQLSTATE.test(err.code) && 'severity' in err);
}

function safeMessage(err: ErrorLike): string {
  const failed = FAILED_QUERY.exec(err.message);
  if (failed) return `${failed[1]}\nparams: ${REDACTED}`;
  if (isDatabaseError(err)) return err.message.replace(QUOTED_VALUE, `: ${REDACTED}`);
  return err.message;
}

/** The error as it may be logged or stored: no query parameters, no row values. */
export function safeError(value: unknown, depth = 0): SafeError {
  if (!isErrorLike(value)) return { type: typeof value, message: REDACTED };
  const message = safeMessage(value);
  // A SafeError passed in again (a job logs its redacted error) keeps its type.
  const type = typeof value.type === 'string' ? value.type : value.name || 'Error';
  const safe: SafeError = { type, message };
  const code = value.code;
  if (typeof code === 'string' || typeof code === 'number') safe.code = String(code);
  if (typeof value.statusCode === 'number') safe.statusCode = value.statusCode;
  for (const key of ['table', 'column', 'constraint', 'routine'] as const) {
    const field = stringField(value, key);
    if (field !== undefined) safe[key] = field;
  }
  // The stack's first line repeats the message, parameters and all.
  if (typeof value.stack === 'string') safe.stack = message === value.message ? value.stack : value.stack.replace(value.message, message);
  if (value.cause !== undefined && depth < 5) safe.cause = safeError(value.cause, depth + 1);
  return safe;
}

/**
 * A request's URL as logged: the path only. Query strings carry signed download links (`sig`, a
 * file's `name`), upload grants and return addresses, none of which belongs in a log.
 */
function safeUrl(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : `${url.slice(0, q)}?${REDACTED}`;
}

type LoggedRequest = { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } };

/**
 * The server's logger: Fastify's pino with `err` (what `log.error(error)` and `log.warn({ err })`
 * write) serialized by `safeError`, and requests logged without their query string.
 * `config.logDestination` lets a test read what was logged.
 */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    serializers: {
      err: (err: Error) => ({ stack: '', ...safeError(err) }),
      req: (req: LoggedRequest) => ({ method: req.method, url: safeUrl(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort }),
    },
    ...(config.logDestination ? { stream: config.logDestination } : {}),
  };
}

/**
 * A logger for what runs outside a request (the analyst's usage and fallbacks), with the same level,
 * error serializer and destination as the server's own.
 */
export function createLogger(config: Config): Logger {
  if (config.logLevel === 'silent') return pino({ level: 'silent' });
  const options = { level: config.logLevel, serializers: { err: (err: Error) => ({ stack: '', ...safeError(err) }) } };
  return config.logDestination ? pino(options, config.logDestination) : pino(options);
}
