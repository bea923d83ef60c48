import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { PushMessage } from '../../../src/contract/push';
import type { ChangeFeed } from '../db/change-feed';
import type { Database } from '../db/client';
import { hashSessionId, sessionDeadline, type SessionPolicy } from '../http/sessions';
import { readSessionCookie } from '../http/session-cookie';
import { originAllowed } from '../http/origin';
import { parseChannelPayload, PUSH_CHANNEL } from '../db/push-channel';

/** A page's client reconnects 3 s after any close (architecture.md §states); these codes say why it was closed. */
const CLOSE = {
  sessionEnded: { code: 4401, reason: 'Session ended' },
  tooMany: { code: 4429, reason: 'Too many connections for this session' },
  pushDown: { code: 1012, reason: 'Push is reconnecting' },
  shutdown: { code: 1001, reason: 'Server shutting down' },
} as const;
type CloseWhy = (typeof CLOSE)[keyof typeof CLOSE];

/** Sockets one session may hold; a new one closes the oldest (docs/decisions/013). */
const SOCKETS_PER_SESSION = 5;
// setTimeout's ceiling (~24.8 days); a later deadline is simply checked again then.
const LONGEST_TIMER_MS = 2 ** 31 - 1;

type SessionSockets = { userId: string; sockets: WebSocket[]; expiryTimer?: NodeJS.Timeout };

/**
 * Push fan-out: a message is NOTIFYed on one Postgres channel and every instance delivers it
 * to the sockets it holds for that user (architecture.md §a-push-message). A socket belongs to the session it was
 * opened under: when that session ends anywhere (logout, rotation, expiry, sign out everywhere)
 * the channel says so and every instance closes its sockets.
 */
export class PushHub {
  private byUser = new Map<string, Set<WebSocket>>();
  private bySession = new Map<string, SessionSockets>();
  private listening = true;
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private database: Database,
    private policy: SessionPolicy,
    /** Told of every change the database NOTIFYs, and live only while this hub listens (decision 042). */
    private changes: ChangeFeed,
  ) {}

  async start() {
    this.unlisten = await this.database.listen(
      PUSH_CHANNEL,
      (text) => {
        const payload = parseChannelPayload(text);
        if (!payload) return;
        if ('changed' in payload) this.changes.changed(payload.changed, payload.id);
        // An ended session's row was deleted: its trigger's own notice drops it from the caches.
        else if ('endedSession' in payload) this.closeSession(payload.endedSession, CLOSE.sessionEnded);
        else this.deliver(payload.userId, payload.message);
      },
      (up) => this.onListenStatus(up),
    );
    this.changes.setLive(true);
  }

  /** False while the LISTEN connection is down: messages would be missed, so no socket is held. */
  get live() {
    return this.listening;
  }

  /** Send to every socket of this user, on every instance. */
  async publish(userId: string, message: PushMessage) {
    const payload = JSON.stringify({ userId, message });
    if (this.database.pglite) await this.database.pglite.query('select pg_notify($1, $2)', [PUSH_CHANNEL, payload]);
    else await this.database.pool!.query('select pg_notify($1, $2)', [PUSH_CHANNEL, payload]);
  }

  add(userId: string, sessionHash: string, socket: WebSocket) {
    let userSockets = this.byUser.get(userId);
    if (!userSockets) this.byUser.set(userId, (userSockets = new Set()));
    userSockets.add(socket);
    let session = this.bySession.get(sessionHash);
    const first = !session;
    if (!session) this.bySession.set(sessionHash, (session = { userId, sockets: [] }));
    session.sockets.push(socket);
    socket.on('close', () => this.forget(sessionHash, socket));
    if (session.sockets.length > SOCKETS_PER_SESSION) this.drop(sessionHash, session.sockets[0]!, CLOSE.tooMany);
    // One expiry watch per session; it also catches a session that ended while this socket opened.
    if (first) void this.watchExpiry(sessionHash).catch(() => undefined);
  }

  socketCount() {
    let n = 0;
    for (const s of this.byUser.values()) n += s.size;
    return n;
  }

  private deliver(userId: string, message: PushMessage) {
    const text = JSON.stringify(message);
    for (const socket of this.byUser.get(userId) ?? []) {
      if (socket.readyState === socket.OPEN) socket.send(text);
    }
  }

  private closeSession(sessionHash: string, why: CloseWhy) {
    for (const socket of [...(this.bySession.get(sessionHash)?.sockets ?? [])]) this.drop(sessionHash, socket, why);
  }

  /** Forgets the socket at once (no message reaches it after this), then closes it. */
  private drop(sessionHash: string, socket: WebSocket, why: CloseWhy) {
    this.forget(sessionHash, socket);
    socket.close(why.code, why.reason);
  }

  private forget(sessionHash: string, socket: WebSocket) {
    const session = this.bySession.get(sessionHash);
    if (session) {
      const at = session.sockets.indexOf(socket);
      if (at >= 0) session.sockets.splice(at, 1);
      if (session.sockets.length === 0) {
        clearTimeout(session.expiryTimer);
        this.bySession.delete(sessionHash);
      }
    }
    for (const [userId, sockets] of this.byUser) {
      if (sockets.delete(socket) && sockets.size === 0) this.byUser.delete(userId);
    }
  }

  /** Closes the session's sockets when it expires; its deadline may have slid, so it is read again then. */
  private async watchExpiry(sessionHash: string) {
    const session = this.bySession.get(sessionHash);
    if (!session) return;
    const deadline = await sessionDeadline(this.database.db, sessionHash, this.policy);
    if (this.bySession.get(sessionHash) !== session) return;
    const wait = deadline === null ? 0 : deadline - Date.now();
    if (wait <= 0) return this.closeSession(sessionHash, CLOSE.sessionEnded);
    session.expiryTimer = setTimeout(() => void this.watchExpiry(sessionHash).catch(() => undefined), Math.min(wait, LONGEST_TIMER_MS));
    session.expiryTimer.unref();
  }

  private onListenStatus(up: boolean) {
    this.listening = up;
    this.changes.setLive(up);
    if (up) return;
    // Messages NOTIFYed now are lost: close every socket so clients reconnect later and refetch.
    for (const sessionHash of [...this.bySession.keys()]) this.closeSession(sessionHash, CLOSE.pushDown);
  }

  async stop() {
    this.changes.setLive(false);
    for (const sessionHash of [...this.bySession.keys()]) this.closeSession(sessionHash, CLOSE.shutdown);
    await this.unlisten?.();
  }
}

export async function pushRoutes(app: FastifyInstance) {
  const hub = app.deps.push;
  app.get(
    '/ws',
    {
      websocket: true,
      preValidation: async (request, reply) => {
        if (!originAllowed(request, app.deps.config.publicUrl)) {
          return reply.code(403).send({ message: 'Origin not allowed' });
        }
        if (!hub.live) return reply.code(503).header('retry-after', '3').send({ message: 'Push is reconnecting; try again shortly.' });
        await app.requireUser(request, reply);
      },
    },
    (socket, request) => {
      // requireUser has just read this cookie, so it is there.
      hub.add(request.user.id, hashSessionId(readSessionCookie(request) ?? ''), socket);
      // Clients send nothing meaningful; a ping keeps intermediaries from closing idle sockets.
      socket.on('message', () => undefined);
    },
  );
}
