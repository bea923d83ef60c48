/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { drainOutbox } from '../src/offline/drain';
import { OUTBOX_SYNC_TAG } from '../src/offline/outbox-types';
import { queueSharedFiles, SHARE_PAGE_PATH, SHARE_TARGET_PATH } from '../src/offline/share-target';
import { isStoredObjectUrl, THUMBNAIL_CACHE, thumbnailCacheKey } from '../src/offline/thumbnail-cache';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };
type SyncEvent = ExtendableEvent & { tag: string; lastChance: boolean };

// The app shell: every built asset, so a cold start works without a network.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Take charge of the page that installed us: on a first visit the hash worker and lazy chunks
// then come from the precache too, so going offline right away still works. (Updates still wait
// for the user's 'Reload' in the update prompt: this only claims clients once we are active.)
clientsClaim();

// Every client route opens the shell; the server's own paths are never answered from cache.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/objects\//, /^\/ws/, /^\/share-target/],
  }),
);

// Evidence thumbnails: the network first (it checks the signature), the last copy seen when the
// network fails, so last-seen photos still show offline. From our own /objects, or presigned
// from an S3 bucket (decision 038; the page loads those with CORS, so the reply can be read).
registerRoute(
  ({ url, request }) => request.destination === 'image' && isStoredObjectUrl(url, self.location.origin),
  async ({ request, url }) => {
    const key = thumbnailCacheKey(url);
    try {
      const response = await fetch(request);
      if (response.ok) {
        const cache = await caches.open(THUMBNAIL_CACHE);
        await cache.put(key, response.clone());
      }
      return response;
    } catch (error) {
      const cached = await caches.match(key, { cacheName: THUMBNAIL_CACHE });
      if (cached) return cached;
      throw error;
    }
  },
);

// Files shared from another app (manifest share_target): into the outbox, then ask which petition.
registerRoute(
  ({ url, request }) => request.method === 'POST' && url.pathname === SHARE_TARGET_PATH,
  async ({ request }) => {
    const form = await request.formData();
    const files = form.getAll('files').filter((f): f is File => f instanceof File);
    const queued = await queueSharedFiles(files);
    return Response.redirect(`${SHARE_PAGE_PATH}?queued=${queued}`, 303);
  },
  'POST',
);

// Background Sync: drain the same outbox the page fills (architecture.md §an-offline-replay). The browser fires this when it
// has a connection again, so backoff is skipped; what still cannot be sent rejects the event, and the
// browser schedules another sync with its own backoff (unless this was its last chance).
self.addEventListener('sync', (event) => {
  const e = event as SyncEvent;
  if (e.tag !== OUTBOX_SYNC_TAG) return;
  e.waitUntil(
    drainOutbox({ force: true, waitForOtherDrain: true }).then((result) => {
      if (result.waiting > 0 && !e.lastChance) throw new Error(`${result.waiting} outbox item(s) still waiting`);
    }),
  );
});

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === 'DRAIN_OUTBOX') event.waitUntil(drainOutbox({ force: true }).then(() => undefined));
});
