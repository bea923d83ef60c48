import type * as IonicReact from '@ionic/react';
import { IonSegment as SegmentElement, defineCustomElement as defineSegment } from '@ionic/core/components/ion-segment.js';
import { IonSegmentButton as SegmentButtonElement, defineCustomElement as defineSegmentButton } from '@ionic/core/components/ion-segment-button.js';
import { wrapElement } from './wrap-element';

// Use these, not @ionic/react's (./wrap-element.ts says why).
export const IonSegment = /*@__PURE__*/ wrapElement<typeof IonicReact.IonSegment>('ion-segment', SegmentElement, defineSegment, { onIonChange: 'ionChange' });

export const IonSegmentButton = /*@__PURE__*/ wrapElement<typeof IonicReact.IonSegmentButton>('ion-segment-button', SegmentButtonElement, defineSegmentButton);
