import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { whenIdle } from '../../../lib/when-idle';
import { drawNext, drawRows, initialWindow, isDrawn } from '../lib/row-window';

/** A placeholder this close to the screen (a screen's height above or below) is drawn at once. */
const NEAR = '100% 0px';
/** The idle drawing goes on even while the browser is never idle (an endless animation), this often. */
const IDLE_TIMEOUT_MS = 500;

type RowWindowOptions = {
  /** Rows drawn with the list's first render: enough to fill the screen. */
  first: number;
  /** Rows drawn in each idle task after it. */
  slice: number;
};

/**
 * The evidence list's rows drawn a few at a time (lib/row-window.ts, docs/decisions/041). `ids` in list order,
 * memoised by the caller. `isDrawn(id)` says whether to draw a row or its placeholder; each placeholder passes
 * `observe` as its ref, with its row's id in `data-row-id`, so it is drawn as soon as it comes near the screen.
 */
export function useRowWindow(ids: readonly string[], { first, slice }: RowWindowOptions) {
  const [state, setState] = useState(() => initialWindow(ids, first));

  useEffect(() => {
    if (state.complete) return;
    // A transition: React draws the slice in short tasks and yields to a tap or a scroll.
    return whenIdle(() => startTransition(() => setState((w) => drawNext(w, ids, slice))), IDLE_TIMEOUT_MS);
  }, [state, ids, slice]);

  const observer = useRef<IntersectionObserver | null>(null);
  useEffect(
    () => () => {
      observer.current?.disconnect();
      observer.current = null;
    },
    [],
  );
  const observe = useCallback((element: HTMLElement | null) => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    // scrollMargin: the page scrolls inside ion-content, which would otherwise clip the margin away.
    observer.current ??= new IntersectionObserver(
      (entries) => {
        const near = entries.filter((e) => e.isIntersecting).map((e) => (e.target as HTMLElement).dataset.rowId ?? '');
        if (near.length > 0) setState((w) => drawRows(w, near));
      },
      { rootMargin: NEAR, scrollMargin: NEAR },
    );
    const current = observer.current;
    current.observe(element);
    return () => current.unobserve(element);
  }, []);

  return { isDrawn: (id: string) => isDrawn(state, id), observe };
}
