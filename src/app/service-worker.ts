import type { Workbox } from 'workbox-window';
import { probe, subscribeReachability } from '../api/connectivity';
import { whenIdle } from '../lib/when-idle';

/**
 * How long after the page's load event the service worker registers. Its script, workbox-window and the precache
 * (some 1.6 MB) would otherwise share a phone's first visit with the first screen's own requests: in Lighthouse's
 * simulation workbox-window's round trip was the last thing the petition page's LCP waited for (docs/decisions/045).
 */
const REGISTER_AFTER_LOAD_MS = 1000;

/** Resolves once the page has loaded, a moment has passed and the browser is idle. */
function afterFirstScreen(): Promise<void> {
  return new Promise((resolve) => {
    const wait = () => setTimeout(() => whenIdle(resolve), REGISTER_AFTER_LOAD_MS);
    if (document.readyState === 'complete') wait();
    else window.addEventListener('load', wait, { once: true });
  });
}

/**
 * Registers /sw.js (production builds only); calls onUpdate when a new version is waiting. workbox-window loads
 * here, after the first screen, not with the app (docs/decisions/040, 045).
 */
export async function registerServiceWorker(onUpdate: (wb: Workbox) => void): Promise<Workbox | undefined> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return undefined;
  await afterFirstScreen();
  // Marked so a measurement of what a screen needs can tell the deferred registration's requests apart
  // (tests/e2e/screen-budgets.spec.ts).
  performance.mark('sw-registration');
  // The device may have gone offline since the page loaded: workbox-window and /sw.js are fetched once it is back.
  const { Workbox } = await untilOnline(() => import('workbox-window'));
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => onUpdate(wb));
  await untilOnline(() => wb.register());
  return wb;
}

/**
 * `attempt`'s result; after a failure, it is tried again once the device is back online or the server answers
 * again. The connection's own probe (api/connectivity) tells which: a stopped server fires no `online` event.
 */
async function untilOnline<T>(attempt: () => Promise<T>): Promise<T> {
  for (;;) {
    // A device known to be offline is not asked: the browser would log the failed script fetch as an error.
    if (!navigator.onLine) await new Promise((resolve) => window.addEventListener('online', resolve, { once: true }));
    try {
      return await attempt();
    } catch {
      const back = new Promise<void>((resolve) => {
        const done = () => {
          window.removeEventListener('online', done);
          stopListening();
          resolve();
        };
        const stopListening = subscribeReachability((reachable) => reachable && done());
        window.addEventListener('online', done);
      });
      // Asked once: a server that is gone is then asked again until it answers; one that answers changes nothing.
      void probe();
      await back;
    }
  }
}
