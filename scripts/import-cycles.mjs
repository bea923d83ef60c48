// Counts import cycles among the relative imports of some folders (default: server), so the
// layout's "no cycles" claim can be checked without extra dependencies. `npm run lint` runs it over
// src, sw and server as the one cycle check (decision 067: ESLint's import-x/no-cycle took 51 s of 118). A cycle here is a
// strongly connected group of files that import each other, directly or round a loop.
// With --folders, each leaf folder counts as one node (two areas importing each other is a cycle);
// a file that sits beside subfolders, like server/app.ts, stays a node of its own.
// With --types, `import type` counts too.
// Usage: node scripts/import-cycles.mjs [--folders] [--types] [folder...]
import fs from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const byFolder = args.includes('--folders');
const withTypes = args.includes('--types');
const folders = args.filter((a) => !a.startsWith('--'));
const roots = (folders.length ? folders : ['server']).map((f) => path.resolve(f));
const EXTS = ['.ts', '.tsx', '.mjs', '.js'];
const files = [];
function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (EXTS.includes(path.extname(entry.name)) && !entry.name.endsWith('.d.ts')) files.push(full);
  }
}
roots.forEach(walk);
const known = new Set(files);

// `from '…'` (import and re-export), a bare side-effect `import '…'`, and a dynamic `import('…')`.
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\s*\(?\s*['"](\.[^'"]+)['"]/g;
function resolve(from, spec) {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, ...EXTS.map((e) => base + e), ...EXTS.map((e) => path.join(base, 'index' + e))]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}
const hasSubfolders = (dir) => fs.readdirSync(dir, { withFileTypes: true }).some((e) => e.isDirectory());
const nodeOf = (file) => (byFolder && !hasSubfolders(path.dirname(file)) ? path.dirname(file) : file);
const edges = new Map(files.map((f) => [nodeOf(f), []]));
for (const file of files) {
  for (const m of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
    // `import type` is erased at build time, so it cannot make a runtime cycle (import/no-cycle agrees).
    if (!withTypes && /^(?:import|export)\s+type\s/.test(m[0])) continue;
    const target = resolve(file, m[1] ?? m[2]);
    if (!target || !known.has(target) || nodeOf(target) === nodeOf(file)) continue;
    edges.get(nodeOf(file)).push(nodeOf(target));
  }
}

// Tarjan's strongly connected components.
let index = 0;
const stack = [];
const info = new Map();
const groups = [];
function visit(v) {
  info.set(v, { index, low: index, onStack: true });
  index++;
  stack.push(v);
  for (const w of edges.get(v)) {
    if (!info.has(w)) {
      visit(w);
      info.get(v).low = Math.min(info.get(v).low, info.get(w).low);
    } else if (info.get(w).onStack) info.get(v).low = Math.min(info.get(v).low, info.get(w).index);
  }
  if (info.get(v).low === info.get(v).index) {
    const group = [];
    let w;
    do {
      w = stack.pop();
      info.get(w).onStack = false;
      group.push(w);
    } while (w !== v);
    if (group.length > 1 || edges.get(v).includes(v)) groups.push(group);
  }
}
for (const f of edges.keys()) if (!info.has(f)) visit(f);

for (const group of groups) console.log('cycle:', group.map((f) => path.relative(process.cwd(), f)).join(' <-> '));
console.log(`${groups.length} import cycle(s) among ${edges.size} ${byFolder ? 'folders' : 'files'} in ${roots.map((r) => path.relative(process.cwd(), r) || '.').join(', ')}`);
process.exitCode = groups.length ? 1 : 0;
