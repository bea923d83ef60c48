import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify(Date.now().toString(36)) },
  plugins: [
    react(),
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
  ],
  worker: { format: 'es' },
  build: { target: 'es2022', // top-level await in main.tsx
    sourcemap: false, chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // zod and its browser setting share a chunk, so the setting runs before any schema is built
        // (a chunk's modules run in import order; modules across chunks need not: src/lib/zod-jitless.ts).
        codeSplitting: { groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-jitless/ }] },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/objects': apiTarget,
      '/ws': { target: apiTarget, ws: true },
    },
  },
});
