import type * as IonicReact from '@ionic/react';
import { IonFooter as FooterElement, defineCustomElement } from '@ionic/core/components/ion-footer.js';
import { wrapElement } from './wrap-element';

// Use this, not @ionic/react's (./wrap-element.ts says why).
export const IonFooter = /*@__PURE__*/ wrapElement<typeof IonicReact.IonFooter>('ion-footer', FooterElement, defineCustomElement);
