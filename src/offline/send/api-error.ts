/**
 * A refused request. `body` is the reply's text (or the status text when it sent none),
 * `message` the server's own words from it when it gave any (`{"error"}` or `{"message"}`, or a
 * plain-text reply), else the body. `toString()` is the spec's display format '{status}: {body}'.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The server's own words, or undefined when the reply had none (an HTML page, an empty JSON object). */
  readonly reason: string | undefined;

  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    const reason = wordsOf(body);
    super(reason ?? body);
    this.reason = reason;
  }

  override toString(): string {
    return `${this.status}: ${this.body}`;
  }
}

/** The one reader of error bodies: what the server said in words, if anything. */
function wordsOf(body: string): string | undefined {
  if (!body) return undefined;
  try {
    const parsed = JSON.parse(body) as { message?: unknown; error?: unknown } | null;
    const text = parsed?.error ?? parsed?.message;
    return typeof text === 'string' ? text : undefined;
  } catch {
    return body.startsWith('<') ? undefined : body;
  }
}

/** Every non-OK response becomes an ApiError carrying its body text (or status text). */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => '')) || res.statusText;
  throw new ApiError(res.status, text);
}

/** The server's own words from an error, when it is an ApiError that carried any. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.reason : undefined;
}
