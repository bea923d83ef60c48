import React from 'react';
import { createComponent } from '@stencil/react-output-target/runtime';

/**
 * The wrapper @ionic/react makes for an element (same tag, element class and events), declared in this folder
 * because @ionic/react declares all its wrappers in one module: one use anywhere put the custom element in the
 * chunk every signed-in screen loads. From here it loads with the screens that use it (docs/decisions/033, 040).
 * `T` is @ionic/react's type for the component. Call it with a pure annotation, so that an unused one is dropped.
 */
export function wrapElement<T>(
  tagName: string,
  elementClass: { new (): HTMLElement; prototype: HTMLElement },
  defineCustomElement: () => void,
  events: Record<string, string> = {},
): T {
  return createComponent({ tagName, elementClass, react: React, events, defineCustomElement }) as unknown as T;
}
