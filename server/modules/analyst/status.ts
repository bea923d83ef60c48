/**
 * The circuit's state where every instance can read it: a row of app_settings, written when this
 * process's breaker opens or closes. The status route reads it, so the banner shows a model
 * bypassed by a worker process as well as by the web process.
 */
import { eq } from 'drizzle-orm';
import type { AnalystStatus } from '../../../src/contract/analyst-status';
import type { Db } from '../../platform/db/client';
import { appSettings } from '../../platform/db/schema';
import type { AnalystConfig } from '../../platform/analyst/config';

const KEY = 'analyst.circuit-open-until';

export async function saveCircuit(db: Db, state: { open: boolean; until: Date | null }): Promise<void> {
  if (!state.open || !state.until) {
    await db.delete(appSettings).where(eq(appSettings.key, KEY));
    return;
  }
  const value = state.until.toISOString();
  await db.insert(appSettings).values({ key: KEY, value }).onConflictDoUpdate({ target: appSettings.key, set: { value } });
}

export async function readAnalystStatus(db: Db, config: AnalystConfig, now = new Date()): Promise<AnalystStatus> {
  if (config.provider === 'local') return { provider: 'local', model: null, degraded: false, until: null };
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, KEY)).limit(1);
  const until = row ? new Date(row.value) : null;
  const degraded = until !== null && until > now;
  return { provider: 'openai', model: config.model, degraded, until: degraded ? until.toISOString() : null };
}
