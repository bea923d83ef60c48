import type * as IonicReact from '@ionic/react';
import { IonItem as ItemElement, defineCustomElement as defineItem } from '@ionic/core/components/ion-item.js';
import { IonList as ListElement, defineCustomElement as defineList } from '@ionic/core/components/ion-list.js';
import { IonListHeader as ListHeaderElement, defineCustomElement as defineListHeader } from '@ionic/core/components/ion-list-header.js';
import { wrapElement } from './wrap-element';

// Use these, not @ionic/react's (./wrap-element.ts says why).
export const IonList = /*@__PURE__*/ wrapElement<typeof IonicReact.IonList>('ion-list', ListElement, defineList);

export const IonListHeader = /*@__PURE__*/ wrapElement<typeof IonicReact.IonListHeader>('ion-list-header', ListHeaderElement, defineListHeader);

/** Without @ionic/react's `routerLink` (no item here navigates; a button or link does). */
export const IonItem = /*@__PURE__*/ wrapElement<typeof IonicReact.IonItem>('ion-item', ItemElement, defineItem);
