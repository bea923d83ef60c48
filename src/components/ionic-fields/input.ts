import type * as IonicReact from '@ionic/react';
import { IonInput as InputElement, defineCustomElement } from '@ionic/core/components/ion-input.js';
import { wrapElement } from './wrap-element';

// Use this, not @ionic/react's (./wrap-element.ts says why).
export const IonInput = /*@__PURE__*/ wrapElement<typeof IonicReact.IonInput>('ion-input', InputElement, defineCustomElement, {
  onIonInput: 'ionInput',
  onIonChange: 'ionChange',
  onIonBlur: 'ionBlur',
  onIonFocus: 'ionFocus',
});
