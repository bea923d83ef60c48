import fs from 'node:fs/promises';
import path from 'node:path';
import { keys } from '../../../src/contract/query-keys';
import { earlyReadsTag } from './early-reads';

/**
 * The code a signed-in screen needs before it draws, named in the HTML of a signed-in navigation, so that a phone
 * fetches it alongside the app's entry instead of after the session check and the app shell (docs/decisions/044):
 * on a first visit that is two round trips fewer before the petition is asked for. Visitors get the plain page,
 * and a service worker answers later navigations with its own copy, its cache holding the code already.
 * Entries are the build manifest's keys (source paths), as bench/bundle.mjs names each screen's chunks.
 *
 * The page also starts the screen's first reads (docs/decisions/045): `reads` are the query keys it asks for as it
 * draws, so their replies come alongside the code instead of one round trip after another once it has run.
 */
type Screen = { path: RegExp; entries: string[]; reads: (match: RegExpMatchArray, search: URLSearchParams) => ReadonlyArray<readonly string[]> };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const SCREENS: Screen[] = [
  {
    path: /^\/$/,
    entries: ['src/app/signed-in-app.tsx', 'src/features/dashboard/index.ts'],
    reads: () => [keys.authUser, keys.profile, keys.petitions],
  },
  {
    // /petition/new is the screening screen.
    path: /^\/petition\/(?!new$)([^/]+)$/,
    entries: ['src/app/signed-in-app.tsx', 'src/features/petition/index.ts'],
    // The header, the summary cards and the analyst banner; the list only on the Evidence tab, where a petition opens.
    reads: ([, id = ''], search) => {
      if (!UUID.test(id)) return [keys.authUser];
      const evidenceTab = (search.get('tab') ?? 'evidence') === 'evidence';
      return [keys.authUser, keys.petition(id), keys.caseDocuments(id), keys.analystStatus, ...(evidenceTab ? [keys.evidence(id)] : [])];
    },
  },
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

/** The screen at this path, with the path's match (its captured id); undefined when it names none. */
function matchScreen(pathname: string): { screen: Screen; match: RegExpMatchArray } | undefined {
  for (const screen of SCREENS) {
    const match = pathname.match(screen.path);
    if (match) return { screen, match };
  }
  return undefined;
}

/** The link tags for a screen, minus what index.html already loads; '' when it needs nothing more. */
function screenLinks(manifest: Manifest, screen: Screen): string {
  const shell = closure(manifest, ['index.html']);
  const { js, css } = closure(manifest, screen.entries);
  const scripts = js.filter((f) => !shell.js.includes(f)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`);
  const styles = css.filter((f) => !shell.css.includes(f)).map((f) => `<link rel="preload" as="style" crossorigin href="/${f}">`);
  return [...scripts, ...styles].join('');
}

/**
 * index.html for a signed-in request of this URL: the early reads' script first in the head (before any stylesheet,
 * which would hold it back) and the screen's links before `</head>`. Undefined when the path names no screen or the
 * build has no manifest. Read on each call: both files are small, and a rebuild under a running server stays
 * consistent.
 */
export async function hintedIndex(staticDir: string, requestUrl: string): Promise<string | undefined> {
  const url = new URL(requestUrl, 'http://page');
  const found = matchScreen(url.pathname);
  if (!found) return undefined;
  const { screen, match } = found;
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
  if (!links || !html.includes('</head>')) return undefined;
  const reads = earlyReadsTag(screen.reads(match, url.searchParams).map((key) => key.join('/')));
  const head = /<meta charset[^>]*>/i.test(html) ? /<meta charset[^>]*>/i : /<head>/i;
  return html.replace(head, (tag) => `${tag}${reads}`).replace('</head>', `${links}</head>`);
}
