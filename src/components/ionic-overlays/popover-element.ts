import { defineCustomElement } from '@ionic/core/components/ion-popover.js';

// Loaded when a popover first opens (./popover.tsx). @ionic/react's own module no longer defines the element
// (scripts/vite-ionic-overlays.ts), so this is the one place that does (docs/decisions/040).
defineCustomElement();
export { IonPopover as default } from '@ionic/react';
