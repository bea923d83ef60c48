// Prints the gzip size of the JS and CSS each screen loads before it can paint, from the built dist/
// (computed by screen-sizes.mjs, which tests/e2e/screen-budgets.spec.ts holds to bench/budgets.json), beside its budget.
// Usage: npm run build && node bench/bundle.mjs [--files]   (--files lists the petition page's chunks)
import fs from 'node:fs';
import { SCREENS, gzipBytes, screenSizes } from './screen-sizes.mjs';

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const budgets = JSON.parse(fs.readFileSync(new URL('./budgets.json', import.meta.url), 'utf8')).screens;
// Issue 15's goals for the first signed-in screens.
const goals = { dashboard: 200 * 1024, petition: 300 * 1024 };

const sizes = screenSizes();
for (const [name, { js, css, jsFiles, cssFiles }] of Object.entries(sizes)) {
  const goal = goals[name] ? `, goal ≤ ${kb(goals[name])}: ${js <= goals[name] ? 'met' : 'NOT met'}` : '';
  const budget = budgets[name];
  const over = budget && (js > budget.jsGzip || css > budget.cssGzip) ? ' OVER BUDGET' : '';
  const within = budget ? ` (budget ${kb(budget.jsGzip)} JS, ${kb(budget.cssGzip)} CSS${over})` : ' (no budget)';
  console.log(`${SCREENS[name].label}: ${kb(js)} gzip JS in ${jsFiles.length} files${goal}, ${kb(css)} gzip CSS in ${cssFiles.length}${within}`);
}
if (process.argv.includes('--files')) {
  for (const f of sizes.petition.jsFiles.sort((a, b) => gzipBytes(b) - gzipBytes(a))) console.log(`  ${kb(gzipBytes(f)).padStart(9)}  ${f}`);
}
