import type * as IonicReact from '@ionic/react';
import { IonIcon as IconElement, defineCustomElement } from 'ionicons/components/ion-icon.js';
import { wrapElement } from './wrap-element';

// For the screens that load before @ionic/react (the landing page and the theme toggle): ./wrap-element.ts says why.
export const IonIcon: typeof IonicReact.IonIcon = /*@__PURE__*/ wrapElement<typeof IonicReact.IonIcon>('ion-icon', IconElement, defineCustomElement);
