import React from 'react';
import type * as IonicReact from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import { IonTextarea as TextareaElement, defineCustomElement as defineTextarea } from '@ionic/core/components/ion-textarea.js';

// The wrapper @ionic/react makes (same tag, element class and events), declared here because @ionic/react declares
// all its wrappers in one module: one use anywhere puts the custom element in the chunk every signed-in screen
// loads. From this file it loads with the screens that use it (docs/decisions/033). Use this, not @ionic/react's.

export const IonTextarea = /*@__PURE__*/ createComponent({
  tagName: 'ion-textarea',
  elementClass: TextareaElement,
  react: React,
  events: { onIonChange: 'ionChange', onIonInput: 'ionInput', onIonBlur: 'ionBlur', onIonFocus: 'ionFocus' },
  defineCustomElement: defineTextarea,
}) as unknown as typeof IonicReact.IonTextarea;
