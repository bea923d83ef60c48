// Prints the gzip size of the JS (and CSS) each entry route loads before it can paint, from the built dist/.
// "Initial" = the entry chunk plus the route's lazy chunks, each with its static imports (what the browser must
// fetch before the screen renders); chunks behind a further dynamic import are not counted.
// Usage: npm run build && node bench/bundle.mjs
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve('dist');
const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestFile)) throw new Error('No dist/.vite/manifest.json: run npm run build');
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** Static-import closure of manifest entries: the JS and CSS files the browser must fetch before they run. */
function closure(keys) {
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry) throw new Error(`${key} is not in the build manifest`);
    if (js.has(entry.file)) return;
    js.add(entry.file);
    for (const c of entry.css ?? []) css.add(c);
    for (const i of entry.imports ?? []) visit(i);
  };
  keys.forEach(visit);
  return { js, css };
}

// The lazy chunks each screen needs (src/app/root.tsx and src/app/routes.tsx).
const routes = {
  'landing (signed out)': ['index.html', 'src/features/landing/index.ts'],
  'dashboard (signed in)': ['index.html', 'src/app/signed-in-app.tsx', 'src/features/dashboard/index.ts'],
  'petition page (signed in)': ['index.html', 'src/app/signed-in-app.tsx', 'src/features/petition/index.ts'],
};
const goals = { 'dashboard (signed in)': 200 * 1024, 'petition page (signed in)': 300 * 1024 };

for (const [label, keys] of Object.entries(routes)) {
  const { js, css } = closure(keys);
  const jsBytes = [...js].reduce((s, f) => s + gz(f), 0);
  const cssBytes = [...css].reduce((s, f) => s + gz(f), 0);
  const goal = goals[label] ? ` (goal ≤ ${kb(goals[label])}: ${jsBytes <= goals[label] ? 'met' : 'NOT met'})` : '';
  console.log(`${label}: ${kb(jsBytes)} gzip JS in ${js.size} files${goal} (+ ${kb(cssBytes)} gzip CSS)`);
}
if (process.argv.includes('--files')) {
  const { js } = closure(routes['petition page (signed in)']);
  for (const f of [...js].sort((a, b) => gz(b) - gz(a))) console.log(`  ${kb(gz(f)).padStart(9)}  ${f}`);
}
