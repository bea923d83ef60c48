import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { PushMessage } from '../contract/push';
import { useIdleAfterPaint } from '../lib/use-idle-after-paint';
import { PushClient } from './push-client';

const PushContext = createContext<PushClient | null>(null);

/** Holds the app's one /ws connection while a user is signed in. */
export function PushProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => new PushClient());
  useEffect(() => {
    client.start();
    return () => client.stop();
  }, [client]);
  return <PushContext.Provider value={client}>{children}</PushContext.Provider>;
}

/** Calls `handler` for every push message (the latest handler, without resubscribing). */
export function usePushMessages(handler: (message: PushMessage) => void) {
  const client = useContext(PushContext);
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => client?.subscribe((m) => ref.current(m)), [client]);
}

/**
 * Calls `handler` after the socket reconnects (a missed message must not go unnoticed). Given `readAt` (when the
 * screen's data was read, as Date.now(); undefined while it has none), also once when that data is older than the
 * open socket: a message sent between the read and the socket's opening reached no one, as when an analysis ends
 * while the page loads (docs/decisions/048); `catchUp`, when given, is what to read again then. That check waits
 * until the browser is idle after the screen has painted, and for the socket to open.
 */
export function usePushReconnect(handler: () => void, readAt?: () => number | undefined, catchUp: () => void = handler) {
  const client = useContext(PushContext);
  const ref = useRef(handler);
  ref.current = handler;
  const read = useRef(readAt);
  read.current = readAt;
  const caughtUp = useRef(catchUp);
  caughtUp.current = catchUp;
  useEffect(() => client?.onReconnect(() => ref.current()), [client]);

  const idle = useIdleAfterPaint();
  useEffect(() => {
    if (!client || !idle || !read.current) return;
    let checked = false;
    const check = () => {
      const since = client.openSince;
      if (checked || since === null) return;
      checked = true;
      const at = read.current?.();
      if (at !== undefined && at < since) caughtUp.current();
    };
    check();
    return client.onOpen(check);
  }, [client, idle]);
}

/** Calls `handler` when the server ends the socket because its session ended. */
export function usePushSessionEnded(handler: () => void) {
  const client = useContext(PushContext);
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => client?.onSessionEnded(() => ref.current()), [client]);
}
