// Build step: index.html lists the files (JS with its static imports, and CSS) of the code the app loads on
// demand and fetches ahead without running it (src/lib/code-files.ts, docs/decisions/047). A JSON block, never
// run, so the page's CSP has nothing to allow.
import path from 'node:path';
import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { CODE_FILES_ID, ON_DEMAND_CODE } from '../src/lib/code-files';

export type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;
export type Chunk = Extract<Bundle[string], { type: 'chunk' }>;

/** A chunk's file with its static imports and their CSS. */
export function closure(bundle: Bundle, chunk: Chunk): Set<string> {
  const files = new Set<string>();
  const visit = (c: Chunk | undefined) => {
    if (!c || files.has(c.fileName)) return;
    files.add(c.fileName);
    c.viteMetadata?.importedCss.forEach((css) => files.add(css));
    c.imports.forEach((name) => visit(bundle[name] as Chunk | undefined));
  };
  visit(chunk);
  return files;
}

/** The chunk built from `source` (a path from the root), which the app imports with import(). */
export function chunkBuiltFrom(bundle: Bundle, root: string, source: string): Chunk {
  const chunk = Object.values(bundle).find((o): o is Chunk => o.type === 'chunk' && !!o.facadeModuleId && path.relative(root, o.facadeModuleId) === source);
  if (!chunk) throw new Error(`no chunk is built from ${source}; is it imported with import()?`);
  return chunk;
}

/**
 * The files `source` needs that the code importing it has not loaded already: the page that preloads it runs that
 * code, so naming those again would only lengthen index.html (and name signed-in code in every visitor's page).
 */
function filesOf(bundle: Bundle, root: string, source: string): string[] {
  const chunks = Object.values(bundle).filter((o): o is Chunk => o.type === 'chunk');
  const entry = chunkBuiltFrom(bundle, root, source);
  const importers = chunks.filter((c) => c.dynamicImports.includes(entry.fileName)).map((c) => closure(bundle, c));
  const loaded = (file: string) => importers.length > 0 && importers.every((files) => files.has(file));
  return [...closure(bundle, entry)].filter((file) => !loaded(file)).map((file) => `/${file}`);
}

export function codeFiles(): Plugin {
  let root = process.cwd();
  return {
    name: 'exhibit:code-files',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return;
        const bundle = ctx.bundle;
        const listed = Object.fromEntries(Object.values(ON_DEMAND_CODE).map((source) => [source, filesOf(bundle, root, source)]));
        return [{ tag: 'script', attrs: { type: 'application/json', id: CODE_FILES_ID }, children: JSON.stringify(listed), injectTo: 'body' }];
      },
    },
  };
}
