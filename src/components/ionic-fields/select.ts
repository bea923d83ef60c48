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

/**
 * Ionic's select menus are a popover marked aria-modal with no role (only a dialog may carry it), holding an
 * ion-list (role "list") whose only child is the radio group, not a list item: two axe violations of Ionic's
 * making (issue 33 item 4). The popover becomes the dialog it is, named after its select, and the list a plain box.
 */
function fixSelectPopover(event: Event) {
  const popover = event.target as HTMLElement;
  const menu = popover.querySelector('ion-select-popover');
  if (!menu) return;
  if (!popover.getAttribute('role')) popover.setAttribute('role', 'dialog');
  // The select that opened it is the expanded one.
  const label = document.querySelector<HTMLIonSelectElement>('ion-select.select-expanded')?.label;
  if (!popover.hasAttribute('aria-label')) popover.setAttribute('aria-label', label || 'Choices');
  for (const list of menu.querySelectorAll('ion-list')) list.setAttribute('role', 'presentation');
}
if (typeof document !== 'undefined') {
  document.addEventListener('ionPopoverWillPresent', fixSelectPopover);
  document.addEventListener('ionPopoverDidPresent', fixSelectPopover);
}

export const IonSelectOption = /*@__PURE__*/ wrapElement<typeof IonicReact.IonSelectOption>('ion-select-option', SelectOptionElement, defineSelectOption);
