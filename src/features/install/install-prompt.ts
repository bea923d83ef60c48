/**
 * The browser's offer to install the app (Android and desktop Chromium). `beforeinstallprompt`
 * fires once, early, often before the dashboard chunk has loaded, so it is kept here from start-up
 * (`captureInstallPrompt` in main.tsx) for the screen that shows the action later.
 */

/** Chromium's event; not in TypeScript's DOM library. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

type InstallState = { offer: BeforeInstallPromptEvent | null; installed: boolean };

let state: InstallState = { offer: null, installed: false };
const listeners = new Set<() => void>();

function set(next: Partial<InstallState>) {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

export function subscribeInstall(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function installSnapshot(): InstallState {
  return state;
}

const STANDALONE = '(display-mode: standalone)';

/** Opened from the home screen (or installed as a desktop app): nothing left to install. */
function runsInstalled(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia(STANDALONE).matches;
}

let capturing = false;

export function captureInstallPrompt(): void {
  if (capturing) return;
  capturing = true;
  set({ installed: runsInstalled() });
  // Desktop Chromium moves the installing tab into the app's own window: same document, new display mode.
  window.matchMedia(STANDALONE).addEventListener('change', (query) => {
    if (query.matches) set({ installed: true, offer: null });
  });
  window.addEventListener('beforeinstallprompt', (event) => {
    // Without this Chromium shows its own mini-infobar; the app offers the action where it fits.
    event.preventDefault();
    set({ offer: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => set({ offer: null, installed: true }));
}

/** Shows the browser's install dialog. The event can prompt only once, so it is spent either way. */
export async function promptInstall(): Promise<void> {
  const offer = state.offer;
  if (!offer) return;
  set({ offer: null });
  await offer.prompt();
  const choice = await offer.userChoice;
  if (choice.outcome === 'accepted') set({ installed: true });
}
