import React from 'react';
import type * as IonicReact from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import { IonInput as InputElement, defineCustomElement as defineInput } from '@ionic/core/components/ion-input.js';

// The wrapper @ionic/react makes (same tag, element class and events), declared here because @ionic/react declares
// all its wrappers in one module: one use anywhere puts the custom element in the chunk every signed-in screen
// loads. From this file it loads with the screens that use it (docs/decisions/033). Use this, not @ionic/react's.

export const IonInput = /*@__PURE__*/ createComponent({
  tagName: 'ion-input',
  elementClass: InputElement,
  react: React,
  events: { onIonInput: 'ionInput', onIonChange: 'ionChange', onIonBlur: 'ionBlur', onIonFocus: 'ionFocus' },
  defineCustomElement: defineInput,
}) as unknown as typeof IonicReact.IonInput;
