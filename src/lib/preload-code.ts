import { CODE_FILES_ID, ON_DEMAND_CODE, type OnDemandCode } from './code-files';
import { inIdleTurn } from './when-idle';

let files: Record<string, string[]> | undefined;

function codeFiles(): Record<string, string[]> {
  if (files) return files;
  try {
    files = JSON.parse(document.getElementById(CODE_FILES_ID)?.textContent ?? '{}') as Record<string, string[]>;
  } catch {
    files = {};
  }
  return files;
}

function present(href: string): boolean {
  for (const el of document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[href], script[src]')) {
    if ((el instanceof HTMLLinkElement ? el.href : el.src) === href) return true;
  }
  return false;
}

function preloadFile(file: string): void {
  const link = document.createElement('link');
  link.href = new URL(file, document.baseURI).href;
  if (present(link.href)) return;
  // The same attributes the build's own preloads use, so that the later import finds this one and fetches nothing.
  if (file.endsWith('.css')) {
    link.rel = 'preload';
    link.as = 'style';
  } else {
    link.rel = 'modulepreload';
  }
  link.crossOrigin = '';
  document.head.appendChild(link);
}

/**
 * Fetches (and lets the browser compile) the code of a form or dialog without running it: opening it later needs
 * no connection, and running it costs only the tap that asks for it instead of a long task while the page loads
 * (docs/decisions/047). One file to an idle turn: adding a preload link costs the main thread a millisecond or
 * two, and a dialog has twenty files (docs/decisions/090). Nothing happens in development, where index.html lists
 * no files.
 */
export function preloadCode(name: OnDemandCode): void {
  for (const file of codeFiles()[ON_DEMAND_CODE[name]] ?? []) inIdleTurn(() => preloadFile(file));
}
