import { useRef, useState } from 'react';
import type { OutboxItem } from './outbox-types';
import { useOutbox, useOutboxChanges } from './use-outbox';

type PendingRow = OutboxItem & { landing?: boolean };

/**
 * Outbox items to show as pending rows where their results will appear (architecture.md §an-offline-replay).
 * A delivered item stays on screen, marked `landing`, until `refresh` (the refetch of the list
 * it lands in) settles, so the pending row turns into the real one without a gap.
 */
export function usePendingItems(filter: (item: OutboxItem) => boolean, refresh: () => Promise<unknown>): PendingRow[] {
  const items = useOutbox(filter);
  // The last list rendered: a 'delivered' broadcast arrives before the outbox is read again.
  const shown = useRef(items);
  shown.current = items;
  const [landing, setLanding] = useState<OutboxItem[]>([]);
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;

  useOutboxChanges((change) => {
    if (change.type !== 'delivered') return;
    const item = shown.current.find((i) => i.id === change.item.id);
    if (!item) return;
    setLanding((all) => [...all.filter((i) => i.id !== item.id), item]);
    void refreshRef
      .current()
      .catch(() => undefined)
      .finally(() => setLanding((all) => all.filter((i) => i.id !== item.id)));
  });

  const queuedIds = new Set(items.map((i) => i.id));
  return [...items, ...landing.filter((i) => !queuedIds.has(i.id)).map((i) => ({ ...i, landing: true }))];
}
