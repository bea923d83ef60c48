import { useSyncExternalStore } from 'react';
import { installSnapshot, subscribeInstall } from './install-prompt';

/**
 * iOS Safari has no install event; 'Add to Home Screen' in its Share menu is the only way. Other iOS
 * browsers and in-app web views are left out: their menus differ or cannot add to the home screen.
 * iPadOS reports itself as a Mac, told apart by its touch screen.
 */
function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent);
}

/** What the install action can offer here: the browser's dialog, iOS instructions, or nothing. */
export type InstallOption = 'prompt' | 'ios-instructions' | 'none';

export function useInstallOption(): InstallOption {
  const { offer, installed } = useSyncExternalStore(subscribeInstall, installSnapshot);
  if (installed) return 'none';
  if (offer) return 'prompt';
  if (isIosSafari(navigator.userAgent, navigator.maxTouchPoints)) return 'ios-instructions';
  return 'none';
}
