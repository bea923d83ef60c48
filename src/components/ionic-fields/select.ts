import React from 'react';
import type * as IonicReact from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import { IonSelect as SelectElement, defineCustomElement as defineSelect } from '@ionic/core/components/ion-select.js';
import { IonSelectOption as SelectOptionElement, defineCustomElement as defineSelectOption } from '@ionic/core/components/ion-select-option.js';

// The wrapper @ionic/react makes (same tag, element class and events), declared here because @ionic/react declares
// all its wrappers in one module: one use anywhere puts the custom element in the chunk every signed-in screen
// loads. From this file it loads with the screens that use it (docs/decisions/033). Use this, not @ionic/react's.

export const IonSelect = /*@__PURE__*/ createComponent({
  tagName: 'ion-select',
  elementClass: SelectElement,
  react: React,
  events: { onIonChange: 'ionChange', onIonCancel: 'ionCancel', onIonDismiss: 'ionDismiss', onIonFocus: 'ionFocus', onIonBlur: 'ionBlur' },
  defineCustomElement: defineSelect,
}) as unknown as typeof IonicReact.IonSelect;

export const IonSelectOption = /*@__PURE__*/ createComponent({
  tagName: 'ion-select-option',
  elementClass: SelectOptionElement,
  react: React,
  events: {},
  defineCustomElement: defineSelectOption,
}) as unknown as typeof IonicReact.IonSelectOption;
