import { useEffect, useState, type ComponentType } from 'react';
import { useOnIdleAfterPaint } from '../../lib/use-idle-after-paint';
import { reportOverlayNotLoaded } from './not-loaded';

type OverlayProps = { isOpen?: boolean; onDidDismiss?: (event: CustomEvent) => void };

/**
 * An overlay component that renders nothing until its `isOpen` is first true; from then on it is the loaded
 * component with the same props, so closing and reopening work as before (docs/decisions/040). The overlay may be
 * Ionic's element or a whole dialog or menu with its content (docs/decisions/048). Its code loads once the browser
 * is idle after the screen has painted, so the first open is immediate and works offline even before the service
 * worker has cached it, and the screen's first paint does not wait for it; if it still cannot load when opened, the
 * user is told so (a tap that did nothing would read as a broken button) and the overlay reports itself dismissed,
 * so the next tap tries again.
 */
export function onFirstOpen<P extends OverlayProps>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const get = () =>
    (loading ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        loading = null; // the next open asks again
        throw error;
      },
    ));

  return function OverlayOnFirstOpen(props: P) {
    const [component, setComponent] = useState(() => loaded);
    const [opened, setOpened] = useState(false);
    if (props.isOpen && !opened) setOpened(true);

    useOnIdleAfterPaint(() => {
      if (!loaded) void get().catch(() => undefined);
    });

    const { isOpen, onDidDismiss } = props;
    useEffect(() => {
      if (!isOpen || component) return;
      let current = true;
      get().then(
        (loadedComponent) => current && setComponent(() => loadedComponent),
        () => {
          if (!current) return;
          reportOverlayNotLoaded();
          onDidDismiss?.(new CustomEvent('didDismiss', { detail: { role: 'cancel' } }));
        },
      );
      return () => {
        current = false;
      };
    }, [isOpen, component, onDidDismiss]);

    const Overlay = component;
    return Overlay && opened ? <Overlay {...props} /> : null;
  };
}
