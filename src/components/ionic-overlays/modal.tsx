import type * as IonicReact from '@ionic/react';
import { onFirstOpen } from './on-first-open';

/**
 * @ionic/react's IonModal (same props and element), whose code loads the first time it opens instead of with
 * every signed-in screen (docs/decisions/040). Use this, not @ionic/react's. Its ref is null until then.
 */
export const IonModal = onFirstOpen(() => import('./modal-element')) as typeof IonicReact.IonModal;
