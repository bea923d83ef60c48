// Build step: Ionic's components load some of their own modules with `import("./p-….js")`: the router
// outlet's swipe gestures, the page transitions, and what ion-app starts once idle (tap ripples, the hardware back
// button, keyboard assist, focus rings, input shims). Each of those modules is already in the signed-in chunk, so
// each import only fetched a one-line chunk that re-exports it:
// - a round trip late in a phone's first load, the last thing the petition page waited for (docs/decisions/045);
// - an uncaught 'Failed to fetch dynamically imported module' when the server is gone before ion-app's idle start,
//   and no ripples or back button until the next load.
// Here those imports become static imports of the same modules: the code is where it was, with no request.
import type { Plugin } from 'vite';

const IONIC_COMPONENT = /node_modules[\\/]@ionic[\\/]core[\\/]components[\\/]((?:ion|p)-[\w-]+\.js)$/;
const DYNAMIC_IMPORT = /\bimport\("(\.\/p-[\w-]+\.js)"\)/g;
/** The components that import this way on every signed-in screen: an Ionic upgrade that stops fails the build. */
export const REQUIRED_COMPONENTS = ['ion-app.js', 'ion-router-outlet.js'];

/** The module's code with its dynamic imports of Ionic's own modules made static; null when it has none. */
export function staticIonicImports(code: string): string | null {
  const modules = new Map<string, string>();
  const rewritten = code.replace(DYNAMIC_IMPORT, (_match, file: string) => {
    if (!modules.has(file)) modules.set(file, `__exhibitIonic${modules.size}`);
    // Still a promise, so `(await …).x` and `.then(…)` read exactly as they did.
    return `Promise.resolve(${modules.get(file)})`;
  });
  if (modules.size === 0) return null;
  const imports = [...modules].map(([file, name]) => `import * as ${name} from "${file}";`).join('\n');
  return `${imports}\n${rewritten}`;
}

export function ionicImportsStatic(): Plugin {
  const unchanged = new Set<string>();
  return {
    name: 'exhibit:ionic-imports-static',
    buildStart() {
      unchanged.clear();
    },
    transform(code, id) {
      const file = IONIC_COMPONENT.exec(id)?.[1];
      if (!file) return null;
      const rewritten = staticIonicImports(code);
      if (rewritten === null && REQUIRED_COMPONENTS.includes(file)) unchanged.add(file);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
    buildEnd(error) {
      if (!error && unchanged.size > 0) this.error(`${[...unchanged].join(', ')} no longer load Ionic's modules with import("./p-….js"): see docs/decisions/045`);
    },
  };
}
