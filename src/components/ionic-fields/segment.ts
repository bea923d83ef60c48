import React from 'react';
import type * as IonicReact from '@ionic/react';
import { createComponent } from '@stencil/react-output-target/runtime';
import { IonSegment as SegmentElement, defineCustomElement as defineSegment } from '@ionic/core/components/ion-segment.js';
import { IonSegmentButton as SegmentButtonElement, defineCustomElement as defineSegmentButton } from '@ionic/core/components/ion-segment-button.js';

// The wrapper @ionic/react makes (same tag, element class and events), declared here because @ionic/react declares
// all its wrappers in one module: one use anywhere puts the custom element in the chunk every signed-in screen
// loads. From this file it loads with the screens that use it (docs/decisions/033). Use this, not @ionic/react's.

export const IonSegment = /*@__PURE__*/ createComponent({
  tagName: 'ion-segment',
  elementClass: SegmentElement,
  react: React,
  events: { onIonChange: 'ionChange' },
  defineCustomElement: defineSegment,
}) as unknown as typeof IonicReact.IonSegment;

export const IonSegmentButton = /*@__PURE__*/ createComponent({
  tagName: 'ion-segment-button',
  elementClass: SegmentButtonElement,
  react: React,
  events: {},
  defineCustomElement: defineSegmentButton,
}) as unknown as typeof IonicReact.IonSegmentButton;
