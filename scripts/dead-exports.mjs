// Lists exported names in src/, sw/ and server/ that no other file imports, and files that nothing imports
// (issue 34 item 6). Every file of the repository that can import (src, sw, server, tests, bench, scripts and the
// config files at the root) is read with the TypeScript parser; a name counts as used when another file imports
// it, directly or through re-exports (an index.ts re-export counts only when its own name is imported). A file
// counts as used when something imports it, or when a string in any of those files, in index.html or in
// package.json names it (entry points, workers, build manifest keys). `import * as`, a dynamic `import()` and a
// string naming the file use every export of the file. Names used only by tests are listed apart: keep them only where the test is
// about that name.
// Usage: node scripts/dead-exports.mjs [--json]
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..');
const TARGETS = ['src', 'sw', 'server'];
const IMPORTERS = [...TARGETS, 'tests', 'bench', 'scripts'];
const CODE = /\.(ts|tsx|mts|mjs|js|cjs)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'dist-server', '.tsbuild', 'migrations']);
/** Always used: the runtimes start here. */
const ENTRIES = ['src/main.tsx', 'sw/sw.ts', 'server/index.ts', 'server/worker.ts'];

const rel = (file) => path.relative(ROOT, file).split(path.sep).join('/');

function walk(dir, out) {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (CODE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

const rootFiles = fs.readdirSync(ROOT).filter((n) => CODE.test(n)).map((n) => path.join(ROOT, n));
const files = [...IMPORTERS.flatMap((d) => walk(path.join(ROOT, d), [])), ...rootFiles];
const known = new Set(files);
const isTarget = (file) => TARGETS.some((d) => rel(file).startsWith(`${d}/`));
const isTest = (file) => rel(file).startsWith('tests/');

/** A module specifier or path string resolved to a file we read, or undefined. */
function resolve(fromDir, spec) {
  const base = path.resolve(fromDir, spec);
  const stripped = base.replace(/\.(js|mjs|jsx)$/, '');
  const candidates = [base, `${stripped}.ts`, `${stripped}.tsx`, `${stripped}.mts`, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, `${base}.js`];
  candidates.push(path.join(base, 'index.ts'), path.join(base, 'index.tsx'));
  return candidates.find((c) => known.has(c));
}

/** Per file: its exports and how they are made, and what it takes from other files. */
const modules = new Map();
for (const file of files) {
  const text = fs.readFileSync(file, 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.ts') || file.endsWith('.mts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const dir = path.dirname(file);
  const mod = {
    file,
    local: new Map(), // exported name → line
    reexports: new Map(), // exported name → { target, name }
    stars: [], // export * from target
    uses: [], // { target, name } with name '*' for all
    strings: new Set(), // files named by a string
    identifiers: new Map(), // identifier text → occurrences in this file
    listed: new Set(), // names exported by an `export { … }` list of local names
  };
  modules.set(file, mod);
  const line = (node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const hasExport = (node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  const isDefault = (node) => (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
  const bindingNames = (name, out) => {
    if (ts.isIdentifier(name)) out.push(name.text);
    else for (const el of name.elements) if (!ts.isOmittedExpression(el)) bindingNames(el.name, out);
    return out;
  };

  for (const stmt of source.statements) {
    if (ts.isImportDeclaration(stmt) && ts.isStringLiteral(stmt.moduleSpecifier)) {
      const target = resolve(dir, stmt.moduleSpecifier.text);
      if (!target) continue;
      const clause = stmt.importClause;
      if (!clause) mod.uses.push({ target, name: null }); // side-effect import: the file only
      else {
        if (clause.name) mod.uses.push({ target, name: 'default' });
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) mod.uses.push({ target, name: '*' });
        if (bindings && ts.isNamedImports(bindings)) {
          for (const el of bindings.elements) mod.uses.push({ target, name: (el.propertyName ?? el.name).text });
        }
        if (!clause.name && !bindings) mod.uses.push({ target, name: null });
      }
    } else if (ts.isExportDeclaration(stmt)) {
      const target = stmt.moduleSpecifier && ts.isStringLiteral(stmt.moduleSpecifier) ? resolve(dir, stmt.moduleSpecifier.text) : undefined;
      if (stmt.moduleSpecifier && !target) continue;
      if (!stmt.exportClause) {
        if (target) mod.stars.push(target);
      } else if (ts.isNamespaceExport(stmt.exportClause)) {
        mod.reexports.set(stmt.exportClause.name.text, { target, name: '*', line: line(stmt) });
      } else {
        for (const el of stmt.exportClause.elements) {
          const exported = el.name.text;
          const original = (el.propertyName ?? el.name).text;
          if (target) mod.reexports.set(exported, { target, name: original, line: line(el) });
          else {
            mod.local.set(exported, line(el)); // export { a } of a local (or imported) name
            mod.listed.add(exported);
          }
        }
      }
    } else if (ts.isExportAssignment(stmt)) {
      mod.local.set('default', line(stmt));
    } else if (hasExport(stmt)) {
      if (isDefault(stmt)) mod.local.set('default', line(stmt));
      else if (ts.isVariableStatement(stmt)) {
        for (const d of stmt.declarationList.declarations) for (const n of bindingNames(d.name, [])) mod.local.set(n, line(d));
      } else if (stmt.name && ts.isIdentifier(stmt.name)) mod.local.set(stmt.name.text, line(stmt));
    }
  }

  const isSpecifier = (node) =>
    ts.isImportDeclaration(node.parent) ||
    ts.isExportDeclaration(node.parent) ||
    ts.isLiteralTypeNode(node.parent) ||
    (ts.isCallExpression(node.parent) && node.parent.expression.kind === ts.SyntaxKind.ImportKeyword);
  // Dynamic imports, `typeof import('…')`, and strings that name a file.
  const visit = (node) => {
    if (ts.isIdentifier(node)) mod.identifiers.set(node.text, (mod.identifiers.get(node.text) ?? 0) + 1);
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const arg = node.arguments[0];
      const target = arg && ts.isStringLiteralLike(arg) ? resolve(dir, arg.text) : undefined;
      if (target) mod.uses.push({ target, name: '*' });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      const target = resolve(dir, node.argument.literal.text);
      if (target) mod.uses.push({ target, name: node.qualifier ? node.qualifier.getText(source).split('.')[0] : '*' });
    } else if (ts.isStringLiteralLike(node) && !isSpecifier(node) && /[\w-]\.(tsx?|mjs|js)$|^\.\.?\//.test(node.text)) {
      const named = resolve(dir, node.text) ?? resolve(ROOT, node.text.replace(/^\//, ''));
      if (named && named !== file) mod.strings.add(named);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

// Files named in index.html, package.json scripts and the other text files at the root.
const rootStrings = new Set();
for (const name of ['index.html', 'package.json']) {
  const text = fs.readFileSync(path.join(ROOT, name), 'utf8');
  for (const [spec] of text.matchAll(/[\w./-]+\.(?:tsx?|mjs|js)\b/g)) {
    const named = resolve(ROOT, spec.replace(/^\//, ''));
    if (named) rootStrings.add(named);
  }
}

// Which exports are used, and by whom: follow re-exports to the file that defines the name.
const used = new Map(); // file → Map(name → Set(importer))
const fileUsers = new Map(); // file → Set(importer)
const mark = (target, name, by, seen = new Set()) => {
  const key = `${target}\0${name}`;
  if (seen.has(key)) return;
  seen.add(key);
  const mod = modules.get(target);
  if (!used.has(target)) used.set(target, new Map());
  if (name === '*' || mod.local.has(name) || mod.reexports.has(name)) {
    // Reached, directly or through a re-export that is itself imported.
    if (!fileUsers.has(target)) fileUsers.set(target, new Set());
    fileUsers.get(target).add(by);
  }
  const names = name === '*' ? [...mod.local.keys(), ...mod.reexports.keys(), '*'] : [name];
  for (const n of names) {
    if (!used.get(target).has(n)) used.get(target).set(n, new Set());
    used.get(target).get(n).add(by);
    const re = mod.reexports.get(n);
    if (re) mark(re.target, re.name, by, seen);
  }
  // A name not defined here, or every name: look through `export *`.
  for (const star of mod.stars) {
    if (name === '*') mark(star, '*', by, seen);
    else if (!mod.local.has(name) && !mod.reexports.has(name)) mark(star, name, by, seen);
  }
};
for (const mod of modules.values()) {
  for (const { target, name } of mod.uses) {
    if (target === mod.file) continue;
    if (!fileUsers.has(target)) fileUsers.set(target, new Set());
    fileUsers.get(target).add(mod.file);
    if (name) mark(target, name, mod.file);
  }
  // A file named by a string is read by a tool or a runtime (drizzle-kit's schema, a worker, a build manifest
  // key), which may take any of its exports.
  for (const target of mod.strings) {
    if (!fileUsers.has(target)) fileUsers.set(target, new Set());
    fileUsers.get(target).add(mod.file);
    mark(target, '*', mod.file);
  }
}

const deadExports = [];

const testOnly = [];
for (const mod of modules.values()) {
  if (!isTarget(mod.file)) continue;
  for (const [name, at] of mod.local) {
    const by = [...(used.get(mod.file)?.get(name) ?? [])].filter((f) => f !== mod.file);
    // More than its declaration (and an `export { name }` line): the file itself uses it, so only `export` is dead.
    const mentions = (mod.identifiers.get(name) ?? 0) - (mod.listed.has(name) ? 1 : 0);
    const entry = { file: rel(mod.file), line: at, name, usedInFile: name !== 'default' && mentions > 1 };
    if (by.length === 0) deadExports.push(entry);
    else if (by.every(isTest)) testOnly.push({ ...entry, tests: by.map(rel) });
  }
}
// Re-exports (an index.ts naming what its folder offers) that nothing imports.
for (const mod of modules.values()) {
  if (!isTarget(mod.file)) continue;
  for (const [name, { line: at }] of mod.reexports) {
    const by = [...(used.get(mod.file)?.get(name) ?? [])].filter((f) => f !== mod.file);
    if (by.length === 0) deadExports.push({ file: rel(mod.file), line: at, name, usedInFile: false, reexport: true });
    else if (by.every(isTest)) testOnly.push({ file: rel(mod.file), line: at, name, usedInFile: true, tests: by.map(rel) });
  }
}
const entrySet = new Set(ENTRIES.map((e) => path.join(ROOT, e)));
const orphans = [];
const testOnlyFiles = [];
for (const mod of modules.values()) {
  if (!isTarget(mod.file) || entrySet.has(mod.file) || rootStrings.has(mod.file)) continue;
  const by = [...(fileUsers.get(mod.file) ?? [])];
  if (by.length === 0) orphans.push(rel(mod.file));
  else if (by.every(isTest)) testOnlyFiles.push({ file: rel(mod.file), tests: by.map(rel) });
}

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ deadExports, orphans, testOnly, testOnlyFiles }, null, 2));
} else {
  for (const e of deadExports) console.log(`${e.reexport ? 'dead re-export ' : e.usedInFile ? 'needless export' : 'dead export    '}  ${e.file}:${e.line}  ${e.name}`);
  for (const f of orphans) console.log(`orphan file  ${f}`);
  for (const e of testOnly) {
    console.log(`tests only${e.usedInFile ? '     ' : ' (only)'}  ${e.file}:${e.line}  ${e.name}  (${e.tests.join(', ')})`);
  }
  for (const f of testOnlyFiles) console.log(`tests only   ${f.file}  (${f.tests.join(', ')})`);
  console.log(
    `${deadExports.length} exports no other file imports (${deadExports.filter((e) => !e.usedInFile).length} used nowhere, ` +
      `${deadExports.filter((e) => e.usedInFile).length} used in their own file), ${orphans.length} orphan files; ` +
      `used by tests only: ${testOnly.length} exports ` +
      `(${testOnly.filter((e) => !e.usedInFile).length} of them unused by their own file), ${testOnlyFiles.length} files`,
  );
}
