import { Workbox } from 'workbox-window';

/** Registers /sw.js (production builds only); calls onUpdate when a new version is waiting. */
export async function registerServiceWorker(onUpdate: (wb: Workbox) => void): Promise<Workbox | undefined> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return undefined;
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => onUpdate(wb));
  await wb.register();
  return wb;
}
