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

export function subscribeToast(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToast(): Toast | null {
  return current;
}
