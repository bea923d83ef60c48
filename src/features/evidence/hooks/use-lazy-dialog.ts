import { useEffect, useRef, useState } from 'react';
import { reportOverlayNotLoaded } from '../../../components/ionic-overlays/not-loaded';

/**
 * A dialog whose code loads when it is first `wanted` (docs/decisions/047): null until then. A load that fails
 * (offline before its code was fetched) says so and calls `onFailed`, so the caller can leave things as they were.
 */
export function useLazyDialog<T>(load: () => Promise<T>, wanted: boolean, onFailed: () => void): T | null {
  const [loaded, setLoaded] = useState<{ dialog: T } | null>(null);
  const failed = useRef(onFailed);
  failed.current = onFailed;
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    load().then(
      (dialog) => current && setLoaded({ dialog }),
      () => {
        if (!current) return;
        reportOverlayNotLoaded();
        failed.current();
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, loaded, load]);
  return loaded?.dialog ?? null;
}
