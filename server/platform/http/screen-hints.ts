import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The code a signed-in screen needs before it draws, named in the HTML of a signed-in navigation, so that a phone
 * fetches it alongside the app's entry instead of after the session check and the app shell (docs/decisions/044):
 * on a first visit that is two round trips fewer before the petition is asked for. Visitors get the plain page,
 * and a service worker answers later navigations with its own copy, its cache holding the code already.
 * Keys are the build manifest's (source paths), as bench/bundle.mjs names each screen's chunks.
 */
const SCREENS: Array<{ path: RegExp; entries: string[] }> = [
  { path: /^\/$/, entries: ['src/app/signed-in-app.tsx', 'src/features/dashboard/index.ts'] },
  // /petition/new is the screening screen.
  { path: /^\/petition\/(?!new$)[^/]+$/, entries: ['src/app/signed-in-app.tsx', 'src/features/petition/index.ts'] },
];

type ManifestChunk = { file: string; css?: string[]; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** The JS and CSS files of these manifest entries with their static imports. */
function closure(manifest: Manifest, keys: string[]): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((c) => css.add(c));
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return { js: [...js], css: [...css] };
}

/** The link tags for a screen, minus what index.html already loads; '' when it needs nothing more. */
function screenLinks(manifest: Manifest, screen: (typeof SCREENS)[number]): string {
  const shell = closure(manifest, ['index.html']);
  const { js, css } = closure(manifest, screen.entries);
  const scripts = js.filter((f) => !shell.js.includes(f)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`);
  const styles = css.filter((f) => !shell.css.includes(f)).map((f) => `<link rel="preload" as="style" crossorigin href="/${f}">`);
  return [...scripts, ...styles].join('');
}

/**
 * index.html with the screen's links before `</head>`, or undefined when the path names no screen or the build has
 * no manifest. Read on each call: both files are small, and a rebuild under a running server stays consistent.
 */
export async function hintedIndex(staticDir: string, urlPath: string): Promise<string | undefined> {
  const screen = SCREENS.find((s) => s.path.test(urlPath));
  if (!screen) return undefined;
  let manifest: Manifest;
  let html: string;
  try {
    [manifest, html] = await Promise.all([
      fs.readFile(path.join(staticDir, '.vite', 'manifest.json'), 'utf8').then((text) => JSON.parse(text) as Manifest),
      fs.readFile(path.join(staticDir, 'index.html'), 'utf8'),
    ]);
  } catch {
    return undefined;
  }
  const links = screenLinks(manifest, screen);
  return links && html.includes('</head>') ? html.replace('</head>', `${links}</head>`) : undefined;
}
