import { alertController } from '@ionic/core/components';
import { defineCustomElement } from '@ionic/core/components/ion-alert.js';

// Loaded when an alert first opens (src/components/ionic-overlays/alert.tsx): ion-alert's code stays out of the
// chunks a screen needs to paint (docs/decisions/040).
defineCustomElement();
export { alertController };
