import crypto from 'node:crypto';
import { EARLY_READS_GLOBAL } from '../../../src/contract/early-reads';

/**
 * The script a signed-in screen's page carries (docs/decisions/045): it starts the screen's first GETs while the
 * app's code is still on its way, and leaves each reply's promise for the page's fetch layer (src/api/early-reads.ts).
 * One text for every page, so the CSP allows it by its hash; the URLs come in its `data-urls` attribute. A failure
 * is caught here and met again by the request that takes the reply.
 */
const EARLY_READS_SCRIPT =
  `(function(){var s=document.currentScript,r={};` +
  `((s&&s.getAttribute('data-urls'))||'').split(' ').forEach(function(u){if(!u)return;var p=fetch(u,{credentials:'include'});p.catch(function(){});r[u]=p;});` +
  `window.${EARLY_READS_GLOBAL}=r;})();`;

/** The CSP source that allows the script and nothing else inline. */
export const EARLY_READS_SCRIPT_SOURCE = `'sha256-${crypto.createHash('sha256').update(EARLY_READS_SCRIPT).digest('base64')}'`;

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The script tag for these URLs ('' for none). */
export function earlyReadsTag(urls: string[]): string {
  if (urls.length === 0) return '';
  return `<script data-urls="${escapeAttribute(urls.join(' '))}">${EARLY_READS_SCRIPT}</script>`;
}
