// The gzip bytes of JS and CSS each screen loads before it can paint, from the built dist/: the one computation
// bench/bundle.mjs prints and tests/e2e/screen-budgets.spec.ts holds to bench/budgets.json.
// A screen's files are the static-import closure of its manifest entries (the shell, then its lazy chunks): what the
// browser must fetch before the screen renders. Chunks behind a further dynamic import are not counted.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// The page: its tiny entry and the app's code, which the entry imports at once (the HTML preloads both).
const SHELL = ['index.html', 'src/app/boot-app.tsx'];
const SIGNED_IN = [...SHELL, 'src/app/signed-in-app.tsx'];

/** Each screen of src/app/app.tsx, root.tsx and route-table.ts, with the manifest entries it needs before it paints. */
export const SCREENS = {
  landing: { label: 'landing (signed out)', entries: [...SHELL, 'src/features/landing/index.ts'] },
  // Server-rendered (/api/login), its style inline: no file of the build. Its budget is its requests.
  'sign-in': { label: 'sign-in page (signed out)', entries: [] },
  dashboard: { label: 'dashboard (signed in)', entries: [...SIGNED_IN, 'src/features/dashboard/index.ts'] },
  petition: { label: 'petition page (signed in)', entries: [...SIGNED_IN, 'src/features/petition/index.ts'] },
  'profile-setup': { label: 'profile setup (signed in)', entries: [...SIGNED_IN, 'src/features/profile/components/profile-setup-page.tsx'] },
  profile: { label: 'profile (signed in)', entries: [...SIGNED_IN, 'src/features/profile/components/profile-view-page.tsx'] },
  'profile-edit': { label: 'profile edit (signed in)', entries: [...SIGNED_IN, 'src/features/profile/components/profile-edit-page.tsx'] },
  screening: { label: 'screening (signed in)', entries: [...SIGNED_IN, 'src/features/screening/index.ts'] },
  share: { label: 'share target (signed in)', entries: [...SIGNED_IN, 'src/features/share/index.ts'] },
  'not-found': { label: 'not found (signed in)', entries: [...SIGNED_IN, 'src/features/not-found/index.ts'] },
  recommender: { label: "recommender's page (no account)", entries: [...SHELL, 'src/features/recommender-page/index.ts'] },
};

/** Reads dist/.vite/manifest.json; throws with the command to run when there is no build. */
export function readManifest(dist = path.resolve('dist')) {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`No ${file}: run npm run build`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * The manifest's key for the page's entry chunk: `index.html`, or (the entry's modules being one code-splitting
 * group, scripts/vite-screen-chunks.ts) the chunk that imports the app's code.
 */
const entryKey = (manifest) => (manifest['index.html'] ? 'index.html' : Object.keys(manifest).find((k) => manifest[k].dynamicImports?.includes(SHELL[1])));

/** Static-import closure of manifest entries: the JS and CSS files the browser must fetch before they run. */
export function closure(manifest, keys) {
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const entry = manifest[key === SHELL[0] ? entryKey(manifest) : key];
    if (!entry) throw new Error(`${key} is not in the build manifest`);
    if (js.has(entry.file)) return;
    js.add(entry.file);
    for (const c of entry.css ?? []) css.add(c);
    for (const i of entry.imports ?? []) visit(i);
  };
  keys.forEach(visit);
  return { js: [...js], css: [...css] };
}

/** Gzip bytes at level 9 of one built file: the same figure whatever the server's compression settings. */
export function gzipBytes(file, dist = path.resolve('dist')) {
  return zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
}

/** Every screen's { js, css } gzip bytes and its { jsFiles, cssFiles }, by the SCREENS key. */
export function screenSizes(dist = path.resolve('dist')) {
  const manifest = readManifest(dist);
  const sum = (files) => files.reduce((s, f) => s + gzipBytes(f, dist), 0);
  return Object.fromEntries(
    Object.entries(SCREENS).map(([name, { entries }]) => {
      const { js, css } = closure(manifest, entries);
      return [name, { js: sum(js), css: sum(css), jsFiles: js, cssFiles: css }];
    }),
  );
}
