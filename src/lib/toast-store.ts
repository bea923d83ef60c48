/** A tiny store for the one toast on screen (architecture.md §limits: at most 1 shown at once, 5000 ms). */
export type Toast = {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  duration?: number;
};

type Listener = (toast: Toast | null) => void;
let current: Toast | null = null;
let nextId = 1;
const listeners = new Set<Listener>();

export const TOAST_DURATION_MS = 5000;

export function toast(t: Omit<Toast, 'id'>): number {
  current = { ...t, id: nextId++ };
  listeners.forEach((l) => l(current));
  return current.id;
}

export function dismissToast(id?: number) {
  if (id !== undefined && current?.id !== id) return;
  current = null;
  listeners.forEach((l) => l(null));
}

const shownWaiters = new Map<number, () => void>();

/** The Toaster says a toast is on screen: the frame that draws it has come. */
export function noteToastShown(id: number): void {
  shownWaiters.get(id)?.();
  shownWaiters.delete(id);
}

/**
 * Calls `then` once toast `id` is on screen, or after `latestMs` if it never shows (no Toaster, or another toast
 * replaced it first), so what waits on a toast still happens.
 */
export function whenToastShown(id: number, then: () => void, latestMs: number): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    shownWaiters.delete(id);
    then();
  };
  const fallback = setTimeout(once, latestMs);
  shownWaiters.set(id, once);
}

export function subscribeToast(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToast(): Toast | null {
  return current;
}
