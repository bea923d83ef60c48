import type * as IonicReact from '@ionic/react';
import { IonText as TextElement, defineCustomElement } from '@ionic/core/components/ion-text.js';
import { wrapElement } from './wrap-element';

// Use this, not @ionic/react's (./wrap-element.ts says why).
export const IonText = /*@__PURE__*/ wrapElement<typeof IonicReact.IonText>('ion-text', TextElement, defineCustomElement);
