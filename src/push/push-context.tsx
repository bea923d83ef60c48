import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { PushMessage } from '../contract/push';
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

/** Calls `handler` after the socket reconnects (a missed message must not go unnoticed). */
export function usePushReconnect(handler: () => void) {
  const client = useContext(PushContext);
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => client?.onReconnect(() => ref.current()), [client]);
}

/** Calls `handler` when the server ends the socket because its session ended. */
export function usePushSessionEnded(handler: () => void) {
  const client = useContext(PushContext);
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => client?.onSessionEnded(() => ref.current()), [client]);
}
