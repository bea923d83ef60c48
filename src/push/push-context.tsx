import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { PushMessage } from '../contract/push';
import { useIdleAfterPaint } from '../lib/use-idle-after-paint';
import { MissedReads } from './missed-reads';
import { PushClient } from './push-client';

const PushContext = createContext<PushClient | null>(null);
const MissedContext = createContext<MissedReads | null>(null);

/** Holds the app's one /ws connection while a user is signed in. */
export function PushProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // Made before any screen's effect subscribes: what the socket's opening marks, a screen's check then finds.
  const [{ client, missed }] = useState(() => {
    const made = new PushClient();
    return { client: made, missed: new MissedReads(queryClient, made) };
  });
  useEffect(() => {
    client.start();
    return () => client.stop();
  }, [client]);
  return (
    <PushContext.Provider value={client}>
      <MissedContext.Provider value={missed}>{children}</MissedContext.Provider>
    </PushContext.Provider>
  );
}

/** Calls `handler` for every push message (the latest handler, without resubscribing). */
export function usePushMessages(handler: (message: PushMessage) => void) {
  const client = useContext(PushContext);
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => client?.subscribe((m) => ref.current(m)), [client]);
}

/**
 * Calls `handler` after the socket reconnects (a missed message must not go unnoticed). Given `queryKey` (the
 * screen's data that messages keep current), also once when that data may have missed a message (./missed-reads.ts):
 * read before the socket opened, as when an analysis ends while the page loads, or while no screen showed it;
 * `catchUp`, when given, is what to read again then. That check waits until the browser is idle after the screen
 * has painted, and for the socket to open.
 */
export function usePushReconnect(handler: () => void, queryKey?: readonly unknown[], catchUp: () => void = handler) {
  const client = useContext(PushContext);
  const missed = useContext(MissedContext);
  const ref = useRef(handler);
  ref.current = handler;
  const key = useRef(queryKey);
  key.current = queryKey;
  const caughtUp = useRef(catchUp);
  caughtUp.current = catchUp;
  useEffect(() => client?.onReconnect(() => ref.current()), [client]);

  const idle = useIdleAfterPaint();
  useEffect(() => {
    if (!client || !missed || !idle || !key.current) return;
    let checked = false;
    const check = () => {
      if (checked || !client.connected) return;
      checked = true;
      if (key.current && missed.take(key.current)) caughtUp.current();
    };
    check();
    return client.onOpen(check);
  }, [client, missed, idle]);
}

/** Calls `handler` when the server ends the socket because its session ended. */
export function usePushSessionEnded(handler: () => void) {
  const client = useContext(PushContext);
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => client?.onSessionEnded(() => ref.current()), [client]);
}
