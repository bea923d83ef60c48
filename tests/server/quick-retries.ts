import type { PgBoss } from 'pg-boss';

/**
 * A queue's retries made quick for a test about retrying, not about its delays (production's are 2 s and up,
 * with backoff): a retry 1 s after a failure, through pg-boss as in production. Returns what puts the queue back.
 */
export async function quickRetries(boss: PgBoss, queue: string): Promise<() => Promise<void>> {
  const options = await boss.getQueue(queue);
  if (!options) throw new Error(`no queue ${queue}`);
  await boss.updateQueue(queue, { retryDelay: 1, retryBackoff: false });
  return () => boss.updateQueue(queue, { retryDelay: options.retryDelay, retryBackoff: options.retryBackoff });
}
