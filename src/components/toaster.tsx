import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { currentToast, dismissToast, noteToastShown, subscribeToast, TOAST_DURATION_MS } from '../lib/toast-store';
import { placeClearOfWarnings } from './toast-placement';
import { Button } from './button';
import './toaster.css';

const SWIPE_THRESHOLD_PX = 50;
/** How often a shown toast checks it covers no warning (the page scrolls and changes under it). */
const PLACEMENT_CHECK_MS = 200;

/** The notification region: one toast at a time, swipe right to dismiss, F8 to focus. */
export function Toaster() {
  const toast = useSyncExternalStore(subscribeToast, currentToast, () => null);
  const region = useRef<HTMLDivElement>(null);
  const toaster = useRef<HTMLElement>(null);
  const [dx, setDx] = useState(0);
  const start = useRef<number | null>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F8') {
        e.preventDefault();
        region.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    if (!toast) return;
    setDx(0);
    const timer = setTimeout(() => dismissToast(toast.id), toast.duration ?? TOAST_DURATION_MS);
    const section = toaster.current;
    const place = () => section && placeClearOfWarnings(section);
    place();
    const placing = setInterval(place, PLACEMENT_CHECK_MS);
    // The toast is in the DOM now; the next frame paints it, and what waits on it being seen (a redirect) starts then.
    const shown = requestAnimationFrame(() => noteToastShown(toast.id));
    return () => {
      cancelAnimationFrame(shown);
      clearTimeout(timer);
      clearInterval(placing);
      section?.classList.remove('toaster-top', 'toaster-aside');
    };
  }, [toast]);

  return (
    <section ref={toaster} aria-label="Notifications (F8)" className="toaster">
      {/* The live region is always there, so a toast put in it is announced; the toast is no list item (axe 'list'). */}
      <div ref={region} tabIndex={-1} className="toaster-list" role="status" aria-live="polite" aria-atomic="true">
        {toast && (
          <div
            data-testid="toast"
            className={`toast ${toast.variant === 'destructive' ? 'toast-destructive' : ''}`}
            style={{ transform: `translateX(${Math.max(0, dx)}px)`, opacity: dx > 0 ? Math.max(0.2, 1 - dx / 200) : 1 }}
            onPointerDown={(e) => {
              start.current = e.clientX;
              (e.target as Element).setPointerCapture?.(e.pointerId);
            }}
            onPointerMove={(e) => {
              if (start.current !== null) setDx(e.clientX - start.current);
            }}
            onPointerUp={() => {
              if (dx > SWIPE_THRESHOLD_PX) dismissToast(toast.id);
              else setDx(0);
              start.current = null;
            }}
            onPointerCancel={() => {
              start.current = null;
              setDx(0);
            }}
          >
            <div className="toast-text">
              <div className="toast-title">{toast.title}</div>
              {toast.description && <div className="toast-description">{toast.description}</div>}
            </div>
            <Button fill="clear" className="toast-close" aria-label="Close" onClick={() => dismissToast(toast.id)}>
              {/* A character, not an Icon: the toaster loads with every screen, and an icon would bring the icon set's chunk. */}
              <span aria-hidden="true" className="toast-close-mark">
                ×
              </span>
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
