import type * as IonicReact from '@ionic/react';
import { onFirstOpen } from './on-first-open';

/**
 * @ionic/react's IonPopover (same props and element), whose code loads the first time it opens instead of with
 * every signed-in screen (docs/decisions/040). Use this, not @ionic/react's.
 */
export const IonPopover = onFirstOpen(() => import('./popover-element')) as typeof IonicReact.IonPopover;
