import { MAX_IDEMPOTENCY_KEY_LENGTH } from '../../../src/contract/letters';
import { badRequest } from '../errors';

/** The optional Idempotency-Key header: blank means none; over-long is refused, not truncated. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value) return undefined;
  if (value.length > MAX_IDEMPOTENCY_KEY_LENGTH) throw badRequest(`Idempotency-Key can be at most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters`);
  return value;
}
