// Build step: index.html preloads the app's code, which the tiny entry (src/main.tsx) imports with import() once it
// has sent the screen's reads (docs/decisions/076). Vite preloads an entry's static imports from the HTML, and a
// dynamic import's only when the import() runs; named here, the app's files start with the HTML, as they did when
// they were the entry's static imports.
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { chunkBuiltFrom, closure } from './vite-code-files';

/** The module the entry imports at once: the app's code. */
const APP_MODULE = 'src/app/boot-app.tsx';
/** Its built file's name starts so (assets/boot-app-[hash].js). */
export const APP_MODULE_FILE = 'boot-app-';

export function appPreload(): Plugin {
  let root = process.cwd();
  return {
    name: 'exhibit:app-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle || !ctx.chunk) return;
        // The entry's own static graph is preloaded by Vite already.
        const named = closure(ctx.bundle, ctx.chunk);
        return [...closure(ctx.bundle, chunkBuiltFrom(ctx.bundle, root, APP_MODULE))]
          .filter((file) => !named.has(file))
          .map((file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: file.endsWith('.css') ? 'stylesheet' : 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          }));
      },
    },
  };
}
