import WebSocket from 'ws';
import type { PushMessage } from '../../src/contract/push';
import { SAME_ORIGIN, TEST_PASSWORD, type TestServer } from './harness';
import { waitFor } from './evidence-helpers';

// Shared by the session/socket server tests: a real /ws client that remembers how it was closed.

export type Closed = { code: number; reason: string };

export async function openSocket(origin: string, cookie: string) {
  const socket = new WebSocket(`${origin.replace('http', 'ws')}/ws`, { headers: { cookie, origin } });
  const messages: PushMessage[] = [];
  let closed: Closed | undefined;
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as PushMessage));
  socket.on('close', (code, reason) => (closed = { code, reason: String(reason) }));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    messages,
    isOpen: () => socket.readyState === WebSocket.OPEN,
    closed: () => closed,
    /** How the server closed it, once it has. */
    whenClosed: (what: string, ms = 10_000) => waitFor(`${what}: the socket to close`, async () => closed, ms),
    close: () => socket.close(),
  };
}

/** The handshake's status when the server refuses to open a socket. */
export function refusedStatus(origin: string, cookie: string): Promise<number | 'opened'> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`${origin.replace('http', 'ws')}/ws`, { headers: { cookie, origin } });
    socket.once('open', () => {
      socket.close();
      resolve('opened');
    });
    socket.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('error', () => undefined);
  });
}

/** Ends the session as the app's Sign Out form does: POST /api/logout. */
export async function logOut(server: TestServer, cookie: string) {
  const res = await server.inject({ method: 'POST', url: '/api/logout', headers: { cookie, origin: SAME_ORIGIN } });
  if (res.statusCode !== 303) throw new Error(`logout answered ${res.statusCode}`);
  return res;
}

/** A second session of the same user: a sign-in from another browser (no cookie sent). */
export async function signInAgain(server: TestServer, email: string, password = TEST_PASSWORD) {
  const res = await server.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  const set = res.cookies.find((c) => c.name === 'exhibit.sid');
  if (res.statusCode !== 303 || !set) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return `exhibit.sid=${set.value}`;
}

export const aMessage = (petitionId: string, evidenceId: string): PushMessage => ({
  type: 'evidence-status',
  petitionId,
  evidenceId,
  status: 'completed',
  fileName: 'x.pdf',
});

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
