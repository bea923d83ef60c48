import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, re-rendering when that changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** DESIGN §3: the evidence list is a table at ≥ 768 px and cards below. */
export const WIDE_QUERY = '(min-width: 768px)';
/** Phones and tablets (a finger, not a mouse): they get the Take Photo button. */
export const TOUCH_QUERY = '(pointer: coarse)';
