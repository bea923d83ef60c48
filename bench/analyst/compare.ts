/** The figures of each analyst measured, side by side (`--provider openai`). */
import type { ModelFigures } from './model';
import { pct, table } from './print';

export type Measured = {
  label: string;
  categories: { right: number; total: number; kinds: number };
  failures: number | null;
  chat: number | null;
  seconds: number;
  /** Only for the model: its calls, repairs, stand-ins and tokens. */
  model?: ModelFigures;
};

const fellBack = (m: ModelFigures) => {
  const total = Object.values(m.fellBack).reduce((a, n) => a + n, 0);
  const reasons = Object.entries(m.fellBack).map(([why, n]) => `${why} ${n}`);
  return total === 0 ? '0' : `${total} (${reasons.join(', ')})`;
};

export function compareAnalysts(measured: Measured[]): void {
  console.log('\n== Side by side ==');
  const rows = measured.map((m) => [
    m.label,
    `${pct(m.categories.right, m.categories.total)} (${m.categories.right}/${m.categories.total})`,
    pct(m.categories.kinds, m.categories.total),
    m.failures === null ? 'n/a' : String(m.failures),
    m.chat === null ? 'skipped' : `${m.chat}/20`,
    m.model ? `${m.model.calls} (${m.model.requests} requests)` : '-',
    m.model ? String(m.model.repaired) : '-',
    m.model ? fellBack(m.model) : '-',
    m.model ? `${m.model.promptTokens} / ${m.model.completionTokens}` : '-',
    m.seconds.toFixed(1),
  ]);
  console.log(table(['analyst', 'categories', 'kinds', 'guarantee failures', 'chat', 'model calls', 'repaired', 'fell back', 'tokens in / out', 'seconds'], rows));
  console.log('Repaired: calls whose first reply failed the checks and were sent back once. Fell back: results the built-in analyst wrote in the model\'s place (checks-failed, refused, provider-unavailable, uk-outline). Guarantee failures are counted on the drafts as returned, after repair or fallback.');
}
