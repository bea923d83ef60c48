import type * as IonicReact from '@ionic/react';
import { IonSelect as SelectElement, defineCustomElement as defineSelect } from '@ionic/core/components/ion-select.js';
import { IonSelectOption as SelectOptionElement, defineCustomElement as defineSelectOption } from '@ionic/core/components/ion-select-option.js';
import { wrapElement } from './wrap-element';

// Use these, not @ionic/react's (./wrap-element.ts says why).
export const IonSelect = /*@__PURE__*/ wrapElement<typeof IonicReact.IonSelect>('ion-select', SelectElement, defineSelect, {
  onIonChange: 'ionChange',
  onIonCancel: 'ionCancel',
  onIonDismiss: 'ionDismiss',
  onIonFocus: 'ionFocus',
  onIonBlur: 'ionBlur',
});

export const IonSelectOption = /*@__PURE__*/ wrapElement<typeof IonicReact.IonSelectOption>('ion-select-option', SelectOptionElement, defineSelectOption);
