import { defineCustomElement } from '@ionic/core/components/ion-modal.js';

// Loaded when a modal first opens (./modal.tsx). @ionic/react's own module no longer defines the element
// (scripts/vite-ionic-overlays.ts), so this is the one place that does (docs/decisions/040).
defineCustomElement();
export { IonModal as default } from '@ionic/react';
