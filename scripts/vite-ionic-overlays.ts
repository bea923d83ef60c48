// Build step: @ionic/react defines its overlay elements (alert, modal, popover…) when its one module loads, so
// every signed-in screen downloaded about 100 KB of overlay code that only a dialog needs. Its imports of those
// elements resolve here to a no-op; src/components/ionic-overlays/* define each one with the screens that open it
// (docs/decisions/040).
import type { Plugin } from 'vite';

/** The elements @ionic/react's createInlineOverlayComponent defines; nothing else of theirs is imported there. */
export const DEFERRED_OVERLAYS = ['ion-alert', 'ion-loading', 'ion-toast', 'ion-action-sheet', 'ion-modal', 'ion-popover'];
/**
 * Tab and back-button navigation, which Exhibit does not use (its tabs are a segment, its back button a plain one).
 * @ionic/react's components for them are classes with static fields, which the bundler keeps with their elements:
 * some 33 KB of the signed-in shell (docs/decisions/045). ESLint refuses their imports.
 */
export const UNUSED_ELEMENTS = ['ion-tabs', 'ion-tab-bar', 'ion-tab-button', 'ion-back-button'];

const IONIC_REACT = /node_modules[\\/]@ionic[\\/]react[\\/]dist[\\/]index\.js$/;
const OVERLAY_MODULE = new RegExp(`^@ionic/core/components/(${[...DEFERRED_OVERLAYS, ...UNUSED_ELEMENTS].join('|')})\\.js$`);
const NO_OP = '\0exhibit:overlay-defined-elsewhere';

export function ionicOverlaysOnDemand(): Plugin {
  const deferred = new Set<string>();
  let sawIonicReact = false;
  return {
    name: 'exhibit:ionic-overlays-on-demand',
    enforce: 'pre',
    buildStart() {
      deferred.clear();
      sawIonicReact = false;
    },
    resolveId(source, importer) {
      if (!importer || !IONIC_REACT.test(importer)) return null;
      sawIonicReact = true;
      if (!OVERLAY_MODULE.test(source)) return null;
      deferred.add(source);
      return NO_OP;
    },
    load(id) {
      return id === NO_OP ? 'export const defineCustomElement = () => {};' : null;
    },
    buildEnd(error) {
      // An upgrade that imports them another way would quietly put them back in the shared chunk.
      if (!error && sawIonicReact && deferred.size !== DEFERRED_OVERLAYS.length + UNUSED_ELEMENTS.length) {
        this.error(`@ionic/react no longer imports every overlay and tab element as @ionic/core/components/<tag>.js (found ${[...deferred].join(', ')}): see docs/decisions/040 and 045`);
      }
    },
  };
}
