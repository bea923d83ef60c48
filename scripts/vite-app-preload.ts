// Build step: index.html preloads the app's code, which the tiny entry (src/main.tsx) imports with import() once it
// has sent the screen's reads (docs/decisions/076). Vite preloads an entry's static imports from the HTML, and a
// dynamic import's only when the import() runs; named here, the app's files start with the HTML, as they did when
// they were the entry's static imports.
import path from 'node:path';
import type { HtmlTagDescriptor, IndexHtmlTransformContext, Plugin } from 'vite';

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type Chunk = Extract<Bundle[string], { type: 'chunk' }>;

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
        const bundle = ctx.bundle;
        const app = Object.values(bundle).find((o): o is Chunk => o.type === 'chunk' && !!o.facadeModuleId && path.relative(root, o.facadeModuleId) === APP_MODULE);
        if (!app) throw new Error(`vite-app-preload: no chunk is built from ${APP_MODULE}; is it imported with import()?`);
        // The entry's own static imports are in the HTML already.
        const named = new Set([ctx.chunk.fileName, ...ctx.chunk.imports]);
        const tags: HtmlTagDescriptor[] = [];
        const visit = (c: Chunk | undefined) => {
          if (!c || named.has(c.fileName)) return;
          named.add(c.fileName);
          tags.push({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${c.fileName}` }, injectTo: 'head' });
          c.viteMetadata?.importedCss.forEach((css) => {
            if (named.has(css)) return;
            named.add(css);
            tags.push({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `/${css}` }, injectTo: 'head' });
          });
          c.imports.forEach((name) => visit(bundle[name] as Chunk | undefined));
        };
        visit(app);
        return tags;
      },
    },
  };
}
