/** Plain-text report helpers. */

export const pct = (n: number, of: number) => (of === 0 ? '-' : `${Math.round((100 * n) / of)}%`);

/** A left-aligned text table with a header rule. */
export function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => (c ?? '').padEnd(widths[i] ?? 0)).join('  ').trimEnd();
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** One line of a long text, for showing where a failure is. */
export const oneLine = (text: string, max = 160) => {
  const s = text.replace(/\s+/g, ' ').trim();
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
};
