import { useEffect, useRef, useState } from 'react';
import { isServerReachable, subscribeReachability } from '../api/connectivity';
import { listOutbox } from './outbox';
import { OUTBOX_CHANNEL, type OutboxChange, type OutboxItem } from './outbox-types';

/** Live list of outbox items (updates when the page or the service worker changes the outbox). */
export function useOutbox(filter?: (item: OutboxItem) => boolean): OutboxItem[] {
  const [items, setItems] = useState<OutboxItem[]>([]);
  useEffect(() => {
    let alive = true;
    const load = () =>
      void listOutbox()
        .then((all) => alive && setItems(all))
        .catch(() => undefined);
    load();
    const channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(OUTBOX_CHANNEL) : null;
    channel?.addEventListener('message', load);
    return () => {
      alive = false;
      channel?.close();
    };
  }, []);
  return filter ? items.filter(filter) : items;
}

/** Calls `handler` for every outbox change broadcast (from this page, other tabs or the service worker). */
export function useOutboxChanges(handler: (change: OutboxChange) => void) {
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(OUTBOX_CHANNEL);
    channel.addEventListener('message', (e: MessageEvent<OutboxChange>) => ref.current(e.data));
    return () => channel.close();
  }, []);
}

/** True while the server answers (see api/connectivity): not `navigator.onLine` alone. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(isServerReachable);
  useEffect(() => {
    setOnline(isServerReachable());
    return subscribeReachability(setOnline);
  }, []);
  return online;
}
