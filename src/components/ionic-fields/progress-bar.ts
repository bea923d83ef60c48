import type * as IonicReact from '@ionic/react';
import { IonProgressBar as ProgressBarElement, defineCustomElement } from '@ionic/core/components/ion-progress-bar.js';
import { wrapElement } from './wrap-element';

// Use this, not @ionic/react's (./wrap-element.ts says why).
export const IonProgressBar = /*@__PURE__*/ wrapElement<typeof IonicReact.IonProgressBar>('ion-progress-bar', ProgressBarElement, defineCustomElement);
