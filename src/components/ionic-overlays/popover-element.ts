import { defineCustomElement } from '@ionic/core/components/ion-popover.js';

// Imported by a menu's own module, loaded when the menu first opens (onFirstOpen, docs/decisions/048). @ionic/react's
// own module no longer defines the element (scripts/vite-ionic-overlays.ts), so this is the one place that does
// (docs/decisions/040).
defineCustomElement();
export { IonPopover as default } from '@ionic/react';
