import { createElement, startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code loads when it first renders, like React.lazy, but without Suspense (docs/decisions/044).
 * React 19 holds back a commit that replaces a Suspense fallback until 300 ms after the fallback appeared (its
 * reveal throttle), so each lazy screen on the way to a page kept the user waiting up to 300 ms more, with its
 * code already at hand. Here the fallback is plain state: the screen draws in the render after its code arrives.
 * A load that fails shows `failed` with a way to try again, where a lazy component's rejection, with no error
 * boundary above it, took the whole app down.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
  failed: (retry: () => void) => ReactNode,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // Asked again on retry: a chunk that could not be fetched offline loads once back online.
        loading = undefined;
        throw error;
      },
    ));

  function Screen(props: P) {
    const [attempt, setAttempt] = useState(0);
    const [status, setStatus] = useState<'waiting' | 'loaded' | 'failed'>('waiting');
    // Started while rendering, as React.lazy does: the effect below runs only after this render commits.
    if (!loaded && status === 'waiting') preload().catch(() => undefined);
    // Whether this render drew the screen. The code may arrive between a render that drew the fallback and its
    // effect: the effect must still render again then.
    const drawn = loaded !== undefined;
    useEffect(() => {
      if (drawn) return;
      let live = true;
      preload().then(
        // In a transition, which React renders in short slices: a screen starts many Ionic elements at once.
        () => live && startTransition(() => setStatus('loaded')),
        () => live && setStatus('failed'),
      );
      return () => {
        live = false;
      };
    }, [attempt, drawn]);
    if (loaded) return createElement(loaded, props);
    if (status === 'failed') {
      return failed(() => {
        setStatus('waiting');
        setAttempt((n) => n + 1);
      });
    }
    return fallback;
  }
  return Screen;
}
