import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { currentToast, dismissToast, subscribeToast, TOAST_DURATION_MS } from '../lib/toast-store';
import './toaster.css';

const SWIPE_THRESHOLD_PX = 50;

/** The notification region: one toast at a time, swipe right to dismiss, F8 to focus. */
export function Toaster() {
  const toast = useSyncExternalStore(subscribeToast, currentToast, () => null);
  const region = useRef<HTMLOListElement>(null);
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
    return () => clearTimeout(timer);
  }, [toast]);

  return (
    <section aria-label="Notifications (F8)" className="toaster">
      <ol ref={region} tabIndex={-1} className="toaster-list">
        {toast && (
          <li
            role="status"
            aria-live="polite"
            aria-atomic="true"
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
            <button type="button" className="toast-close" aria-label="Close" onClick={() => dismissToast(toast.id)}>
              ×
            </button>
          </li>
        )}
      </ol>
    </section>
  );
}
