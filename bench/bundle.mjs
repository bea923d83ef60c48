// Prints the gzip size of the JS (and CSS) each entry route loads, from the built dist/.
// Usage: npm run build && node bench/bundle.mjs
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve('dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

// Static imports of a chunk, recursively (what the browser must fetch before it runs).
function closure(start) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const src = fs.readFileSync(path.join(dist, file), 'utf8');
    for (const m of src.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^'"`]*?from\s*)?["'`]\.\/([^"'`]+\.js)["'`]/g)) visit(`assets/${m[1]}`);
  };
  visit(start);
  return seen;
}

const entry = /src="\/(assets\/index-[^"]+\.js)"/.exec(html)?.[1];
if (!entry) throw new Error('No entry script in dist/index.html: run npm run build');
const chunk = (name) => fs.readdirSync(path.join(dist, 'assets')).find((f) => f.startsWith(name) && f.endsWith('.js'));
const routes = {
  'landing (signed out)': ['landing-page'],
  'signed-in shell (dashboard)': ['signed-in-app', 'dashboard-'],
};
const base = closure(entry);
const cssOf = (files) => [...files].map((f) => f.replace(/\.js$/, '.css')).filter((f) => fs.existsSync(path.join(dist, f)));
console.log(`entry ${entry}: ${kb([...base].reduce((s, f) => s + gz(f), 0))} gzip JS`);
for (const [label, names] of Object.entries(routes)) {
  const files = new Set(base);
  for (const n of names) {
    const c = chunk(n);
    if (!c) throw new Error(`chunk ${n} not found`);
    for (const f of closure(`assets/${c}`)) files.add(f);
  }
  const js = [...files].reduce((s, f) => s + gz(f), 0);
  const css = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.css') && names.some((n) => f.startsWith(n) || f.startsWith('index-'))).reduce((s, f) => s + gz(`assets/${f}`), 0);
  console.log(`${label}: ${kb(js)} gzip JS in ${files.size} files (+ ${kb(css)} gzip CSS)`);
}
void cssOf;
