import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * An overlay component that renders nothing, and loads nothing, until its `isOpen` is first true; from then on
 * it is the loaded component with the same props, so closing and reopening work as before (docs/decisions/040).
 */
export function onFirstOpen<P extends { isOpen?: boolean }>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const Loaded = lazy(load);
  return function OverlayOnFirstOpen(props: P) {
    const [opened, setOpened] = useState(false);
    if (props.isOpen && !opened) setOpened(true);
    if (!opened && !props.isOpen) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
