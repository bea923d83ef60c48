import { useSyncExternalStore } from 'react';

// Petitions deleted while this page is open (here or, by push, elsewhere). A page still showing one
// switches to its 'deleted' state at once, before its queries are dropped, so nothing refetches a 404.

const deleted = new Set<string>();
const listeners = new Set<() => void>();

export function markPetitionDeleted(id: string): void {
  if (deleted.has(id)) return;
  deleted.add(id);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useIsPetitionDeleted(id: string): boolean {
  return useSyncExternalStore(subscribe, () => deleted.has(id));
}
