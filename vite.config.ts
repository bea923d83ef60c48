import { fileURLToPath } from 'node:url';
import { defineConfig, type InlineConfig, type Plugin } from 'vite';
import type { CodeSplittingGroup } from 'rolldown';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { appPreload, APP_MODULE_FILE } from './scripts/vite-app-preload';
import { codeFiles } from './scripts/vite-code-files';
import { precompress } from './scripts/vite-precompress';
import { ionicOverlaysOnDemand } from './scripts/vite-ionic-overlays';
import { ionicImportsStatic } from './scripts/vite-ionic-static-imports';
import { probeScreens, screenChunkGroups } from './scripts/vite-screen-chunks';

const zodJitless = fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url));

/** `zod` in client code means src/lib/zod-jitless.ts, which sets zod up for our CSP and re-exports it. */
const zodThroughJitless = (): Plugin => ({
  name: 'exhibit:zod-jitless',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === 'zod' && importer && importer !== zodJitless) return zodJitless;
    return null;
  },
});

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

/**
 * What shapes the module graph and its split: the build's config and that of its probe (docs/decisions/043),
 * which must tree-shake alike for the probe's answer to name the build's modules.
 */
function graphConfig(groups: CodeSplittingGroup[]): InlineConfig {
  return {
    define: { __BUILD_ID__: JSON.stringify(Date.now().toString(36)) },
    plugins: [zodThroughJitless(), ionicOverlaysOnDemand(), ionicImportsStatic(), react()],
    worker: { format: 'es' },
    build: {
      target: 'es2022', // top-level await in main.tsx
      sourcemap: false,
      chunkSizeWarningLimit: 1500,
      rolldownOptions: {
        // Ionic's packages do not declare `sideEffects`, so the bundler keeps every module they import: all ~90
        // custom elements (each defines its class with an un-annotated call), and all of @ionic/react wherever a
        // file shares a feature index with an Ionic component. Declared free of side effects, a module is dropped
        // when nothing of it is used, and kept whole otherwise (docs/decisions/033).
        treeshake: {
          // @ionic/react builds some wrappers (ion-nav's among them) with these unannotated calls: without the hint
          // an unused one stays, with its element (docs/decisions/040).
          manualPureFunctions: ['createForwardRef', 'createReactComponent'],
          moduleSideEffects: [
            { test: /node_modules[\\/]@ionic[\\/]core[\\/]components[\\/]ion-[a-z-]+\.js$/, sideEffects: false },
            { test: /node_modules[\\/]@ionic[\\/]react[\\/]dist[\\/]index\.js$/, sideEffects: false },
            // A feature's index only re-exports: a screen that uses one hook of a feature must not load its forms.
            { test: /src[\\/]features[\\/][a-z-]+[\\/]index\.ts$/, sideEffects: false },
          ],
        },
        output: {
          // zod and its browser setting share a chunk, so the setting runs before any schema is built
          // (a chunk's modules run in import order; modules across chunks need not: src/lib/zod-jitless.ts).
          codeSplitting: {
            groups: [
              // Above the screens' groups (docs/decisions/043), which would otherwise take zod without its setting.
              { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-jitless/, priority: 100 },
              ...groups,
            ],
          },
        },
      },
    },
  };
}

export default defineConfig(async ({ command }) => {
  // A build first builds in memory with the default split, to learn what each screen needs before it paints.
  const probe = command === 'build' ? await probeScreens(graphConfig([])) : undefined;
  const graph = graphConfig(probe ? screenChunkGroups(probe.screens, probe.entry) : []);
  return {
    ...graph,
    plugins: [
      ...graph.plugins!,
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        injectRegister: false,
        registerType: 'prompt',
        injectManifest: {
          // Icons and the manifest stay out of the precache (they are fetched by the browser itself).
          globPatterns: ['**/*.{js,css,html,svg,wasm}'],
          maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        },
        manifest: {
          name: 'Exhibit — talent visa petitions',
          short_name: 'Exhibit',
          description: 'Prepare O-1, EB-1 and UK Global Talent visa petitions from your phone.',
          id: '/',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          orientation: 'any',
          background_color: '#ffffff',
          theme_color: '#3b5bdb',
          // Android: photos and documents shared from other apps become evidence (sw/sw.ts queues them).
          share_target: {
            action: '/share-target',
            method: 'POST',
            enctype: 'multipart/form-data',
            params: {
              title: 'title',
              text: 'text',
              files: [
                {
                  name: 'files',
                  accept: ['image/*', 'application/pdf', '.pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', '.docx', 'text/plain', '.txt'],
                },
              ],
            },
          },
          icons: [
            { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        devOptions: { enabled: false },
      }),
      appPreload(),
      codeFiles(),
      precompress(),
    ],
    // dist/.vite/manifest.json: bench/bundle.mjs reads which chunks each screen loads.
    build: {
      ...graph.build,
      manifest: true,
      // The HTML preloads the app's files already (scripts/vite-app-preload.ts): the entry's import() need not list them.
      modulePreload: { resolveDependencies: (url: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) => (hostType === 'js' && url.includes(APP_MODULE_FILE) ? [] : deps) },
    },
    server: {
      proxy: {
        '/api': apiTarget,
        '/objects': apiTarget,
        '/ws': { target: apiTarget, ws: true },
      },
    },
  };
});
