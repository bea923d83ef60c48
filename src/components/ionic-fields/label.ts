import type * as IonicReact from '@ionic/react';
import { IonLabel as LabelElement, defineCustomElement } from '@ionic/core/components/ion-label.js';
import { wrapElement } from './wrap-element';

// Use this, not @ionic/react's (./wrap-element.ts says why).
export const IonLabel = /*@__PURE__*/ wrapElement<typeof IonicReact.IonLabel>('ion-label', LabelElement, defineCustomElement);
