import type * as IonicReact from '@ionic/react';
import { IonTextarea as TextareaElement, defineCustomElement } from '@ionic/core/components/ion-textarea.js';
import { wrapElement } from './wrap-element';

// Use this, not @ionic/react's (./wrap-element.ts says why).
export const IonTextarea = /*@__PURE__*/ wrapElement<typeof IonicReact.IonTextarea>('ion-textarea', TextareaElement, defineCustomElement, {
  onIonChange: 'ionChange',
  onIonInput: 'ionInput',
  onIonBlur: 'ionBlur',
  onIonFocus: 'ionFocus',
});
