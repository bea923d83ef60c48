import type * as IonicReact from '@ionic/react';
import { IonButton as ButtonElement, defineCustomElement } from '@ionic/core/components/ion-button.js';
import { wrapElement } from './wrap-element';

// For the screens that load before @ionic/react (the landing page and the theme toggle): ./wrap-element.ts says why.
// Elsewhere @ionic/react's IonButton, which also takes routerLink.
export const IonButton = /*@__PURE__*/ wrapElement<typeof IonicReact.IonButton>('ion-button', ButtonElement, defineCustomElement);
