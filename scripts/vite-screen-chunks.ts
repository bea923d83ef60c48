// Build step: one chunk per screen instead of one per combination of lazy imports. Left to itself the bundler
// cut the petition page into 67 files (most under 1 KB: a module shared by two dialogs and the page became a
// chunk of its own), and on a phone's HTTP/1.1 connection, six requests at a time, each file costs a round trip
// before the page can draw (docs/decisions/043).
//
// Which modules a screen needs before its first paint is only known after tree-shaking (a feature's index names
// forms the page never uses; @ionic/react names every Ionic element), so a first build with the default split,
// kept in memory, says it: a screen needs the chunks its lazy import loads with their static imports, as
// bench/bundle.mjs counts them. The real build then groups those modules by the screens that need them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CodeSplittingGroup } from 'rolldown';
import { build, type InlineConfig, type Rollup } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/** The screens whose first paint is grouped, each by the module that starts it. */
export const SCREEN_ROOTS = {
  // The app's code, imported by the tiny entry (src/main.tsx) at once: every screen's first paint needs it.
  entry: fromRoot('src/app/boot-app.tsx'),
  landing: fromRoot('src/features/landing/index.ts'),
  signedIn: fromRoot('src/app/signed-in-app.tsx'),
  dashboard: fromRoot('src/features/dashboard/index.ts'),
  petition: fromRoot('src/features/petition/index.ts'),
} as const;

export type Screen = keyof typeof SCREEN_ROOTS;

/**
 * The route table's other screens (src/app/route-table.ts), left to the bundler's default split: each is a
 * screen people rarely open first, whose code the service worker precaches after the first visit.
 */
export const DEFAULT_SPLIT_SCREENS = ['src/features/screening/index.ts', 'src/features/share/index.ts', 'src/features/not-found/index.ts'].map(fromRoot);

/** The modules the route table (or Root, for the landing page and the signed-in app) loads as screens, by their import() calls. */
export function routeScreens(files = ['src/app/route-table.ts', 'src/app/root.tsx'].map(fromRoot)): string[] {
  return files.flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/import\('(\.{1,2}\/[^']+)'\)/g)].map(([, spec]) => {
      const base = path.resolve(path.dirname(file), spec!);
      return ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((f) => fs.existsSync(f)) ?? base;
    }),
  );
}

/**
 * A screen in the route table must be one of SCREEN_ROOTS, whose first paint is grouped, or named as left to the
 * default split: a new screen is a choice, not something forgotten (the build fails until it is made).
 */
export function unplacedScreens(screens = routeScreens()): string[] {
  const placed = new Set<string>([...Object.values(SCREEN_ROOTS), ...DEFAULT_SPLIT_SCREENS]);
  return screens.filter((s) => !placed.has(s));
}

/** The chunks of screens' first paints, from the most shared (every screen) to a single screen's. */
export const SCREEN_CHUNKS = ['app', 'shared', 'landing', 'signed-in', 'dashboard', 'petition-page'] as const;

/** The chunk a module belongs in, by the screens that load it first; null leaves it to the default split. */
export function chunkFor(screens: ReadonlySet<Screen>): (typeof SCREEN_CHUNKS)[number] | null {
  if (screens.has('entry')) return 'app';
  const signedIn = screens.has('signedIn') || (screens.has('dashboard') && screens.has('petition'));
  const anySignedIn = signedIn || screens.has('dashboard') || screens.has('petition');
  // Shared by the landing page and the signed-in app: a chunk of its own, so neither side loads the other's code.
  if (screens.has('landing')) return anySignedIn ? 'shared' : 'landing';
  if (signedIn) return 'signed-in';
  if (screens.has('dashboard')) return 'dashboard';
  if (screens.has('petition')) return 'petition-page';
  return null;
}

/**
 * Ionic's own lazy pieces (the page transition, the swipe-back gesture, the keyboard and status-bar helpers):
 * ion-app and ion-router-outlet import them as they start, so every screen that shows them needs them at once.
 * Their code joins that screen's chunk (rolldown still emits a small file for each dynamic import, so they stay
 * requests, but no longer a chain of them). Elements (ion-*.js) stay apart, overlays above all.
 */
const isIonicStartupImport = (chunk: Rollup.OutputChunk) => /node_modules[\\/]@ionic[\\/]core[\\/]components[\\/]p-[\w-]+\.js$/.test(chunk.facadeModuleId ?? '');

/**
 * The entry's static graph: index.html's module, src/main.tsx and the little it imports, which run before the app's
 * code is imported (docs/decisions/076). They make one chunk, the entry, which the HTML names; a screen's group that
 * took one of them would make the entry import that group's whole chunk, and left to the bundler, the ones the app
 * shares would each be a file of their own.
 */
export function entryModules(chunks: readonly Rollup.OutputChunk[]): Set<string> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const modules = new Set<string>();
  const stack = chunks.filter((c) => c.isEntry);
  const seen = new Set<string>();
  while (stack.length > 0) {
    const chunk = stack.pop()!;
    if (seen.has(chunk.fileName)) continue;
    seen.add(chunk.fileName);
    chunk.moduleIds.forEach((id) => modules.add(id));
    for (const file of chunk.imports) if (byFile.has(file)) stack.push(byFile.get(file)!);
  }
  return modules;
}

/**
 * For each module of a build's output, the screens that load its chunk before they paint. The entry's static graph
 * (index.html's, main.tsx and its few imports) is left out: it stays the entry's, which the HTML and the build
 * manifest name.
 */
export function screensByModule(chunks: readonly Rollup.OutputChunk[]): Map<string, Set<Screen>> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const startOf = (root: string) => chunks.find((c) => c.facadeModuleId === root);
  const entry = entryModules(chunks);
  const screens = new Map<string, Set<Screen>>();
  for (const [screen, root] of Object.entries(SCREEN_ROOTS) as [Screen, string][]) {
    const start = startOf(root);
    if (!start) throw new Error(`screen chunks: no chunk starts ${root} (docs/decisions/043)`);
    const stack = [start];
    const seen = new Set<string>();
    while (stack.length > 0) {
      const chunk = stack.pop()!;
      if (seen.has(chunk.fileName)) continue;
      seen.add(chunk.fileName);
      for (const id of chunk.moduleIds) {
        if (entry.has(id)) continue;
        screens.set(id, (screens.get(id) ?? new Set()).add(screen));
      }
      for (const file of [...chunk.imports, ...chunk.dynamicImports]) {
        const next = byFile.get(file);
        if (next && (chunk.imports.includes(file) || isIonicStartupImport(next))) stack.push(next);
      }
    }
  }
  return screens;
}

/** The first build: the app's own config with the default split, nothing written. */
export async function probeScreens(config: InlineConfig): Promise<{ screens: Map<string, Set<Screen>>; entry: Set<string> }> {
  const unplaced = unplacedScreens();
  if (unplaced.length > 0) throw new Error(`screen chunks: add ${unplaced.join(', ')} to SCREEN_ROOTS or DEFAULT_SPLIT_SCREENS (scripts/vite-screen-chunks.ts)`);
  const output = await build({ ...config, configFile: false, logLevel: 'silent', build: { ...config.build, write: false, manifest: false } });
  const outputs = (Array.isArray(output) ? output : [output]) as Rollup.RollupOutput[];
  const chunks = outputs.flatMap((o) => o.output.filter((f): f is Rollup.OutputChunk => f.type === 'chunk'));
  return { screens: screensByModule(chunks), entry: entryModules(chunks) };
}

/**
 * The code-splitting groups that apply a probe's answer, one per chunk, and the entry's. A group takes only the modules the probe
 * named for it, not (the bundler's default) every module they import: an import whose bindings tree-shaking
 * dropped (@ionic/react imports every Ionic element) would pull a dialog's code into a screen's chunk. Chunks
 * cannot import each other in a circle: a screen's modules import only what that screen also loads, which is in
 * its own chunk or in one shared by more screens.
 */
export function screenChunkGroups(screens: ReadonlyMap<string, ReadonlySet<Screen>>, entry: ReadonlySet<string> = new Set()): CodeSplittingGroup[] {
  const chunkOf = (moduleId: string): string | null => {
    const of = screens.get(moduleId);
    return of ? chunkFor(of) : null;
  };
  return [
    // Above every other group: the entry's modules stay together, in the file the HTML names (entryModules).
    { name: 'index', priority: 1000, includeDependenciesRecursively: false, test: (moduleId: string) => entry.has(moduleId) },
    ...SCREEN_CHUNKS.map((name, i) => ({
      name,
      priority: SCREEN_CHUNKS.length - i,
      includeDependenciesRecursively: false,
      test: (moduleId: string) => chunkOf(moduleId) === name,
    })),
  ];
}
