import type { Workbox } from 'workbox-window';

/**
 * Registers /sw.js (production builds only); calls onUpdate when a new version is waiting. workbox-window loads
 * here, after the first render, not with the app (docs/decisions/040); it registers once the page has loaded.
 */
export async function registerServiceWorker(onUpdate: (wb: Workbox) => void): Promise<Workbox | undefined> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return undefined;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => onUpdate(wb));
  await wb.register();
  return wb;
}
