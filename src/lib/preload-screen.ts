import { CODE_FILES_ID } from './code-files';

/**
 * Fetches, without running them, the files of the screen a page opens on (the build lists them in index.html,
 * scripts/vite-code-files.ts): the app, once it has run, imports them from the cache. In the tiny entry
 * (src/main.tsx), so kept small: at boot no other preload of them is in the page yet (docs/decisions/076).
 */
export function preloadScreen(sources: readonly string[]): void {
  const files = JSON.parse(document.getElementById(CODE_FILES_ID)?.textContent ?? '{}') as Record<string, string[]>;
  for (const href of new Set(sources.flatMap((source) => files[source] ?? []))) {
    const css = href.endsWith('.css');
    // The attributes the build's own preloads use, so that the later import finds this one and fetches nothing.
    document.head.append(Object.assign(document.createElement('link'), { rel: css ? 'preload' : 'modulepreload', as: css ? 'style' : 'script', href, crossOrigin: '' }));
  }
}
