import type * as IonicReact from '@ionic/react';
import { IonNote as NoteElement, defineCustomElement } from '@ionic/core/components/ion-note.js';
import { wrapElement } from './wrap-element';

// Use this, not @ionic/react's (./wrap-element.ts says why).
export const IonNote = /*@__PURE__*/ wrapElement<typeof IonicReact.IonNote>('ion-note', NoteElement, defineCustomElement);
