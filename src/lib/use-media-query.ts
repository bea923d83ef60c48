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

/** architecture.md §client: lists are tables at ≥ 768 px and cards below. */
const WIDE_QUERY = '(min-width: 768px)';
/** Phones and tablets (a finger, not a mouse): they get the Take Photo button. */
export const TOUCH_QUERY = '(pointer: coarse)';

/** True on screens wide enough for a table. One layout is rendered, never both. */
export function useWideScreen(): boolean {
  return useMediaQuery(WIDE_QUERY);
}
