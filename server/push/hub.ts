import type { FastifyInstance } from 'fastify';
import { originAllowed } from '../http/origin';
import type { WebSocket } from 'ws';
import type { PushMessage } from '../../src/contract/push';
import type { Database } from '../db/client';

const CHANNEL = 'exhibit_push';

/**
 * Push fan-out: a message is NOTIFYed on one Postgres channel and every instance
 * delivers it to the sockets it holds for that user (DESIGN §6).
 */
export class PushHub {
  private sockets = new Map<string, Set<WebSocket>>();
  private unlisten: (() => Promise<void>) | undefined;

  constructor(private database: Database) {}

  async start() {
    this.unlisten = await this.database.listen(CHANNEL, (payload) => {
      try {
        const { userId, message } = JSON.parse(payload) as { userId: string; message: PushMessage };
        this.deliver(userId, message);
      } catch {
        // A malformed payload is not ours; ignore it.
      }
    });
  }

  /** Send to every socket of this user, on every instance. */
  async publish(userId: string, message: PushMessage) {
    const payload = JSON.stringify({ userId, message });
    if (this.database.pglite) await this.database.pglite.query('select pg_notify($1, $2)', [CHANNEL, payload]);
    else await this.database.pool!.query('select pg_notify($1, $2)', [CHANNEL, payload]);
  }

  add(userId: string, socket: WebSocket) {
    let set = this.sockets.get(userId);
    if (!set) this.sockets.set(userId, (set = new Set()));
    set.add(socket);
    socket.on('close', () => {
      set.delete(socket);
      if (set.size === 0) this.sockets.delete(userId);
    });
  }

  socketCount() {
    let n = 0;
    for (const s of this.sockets.values()) n += s.size;
    return n;
  }

  private deliver(userId: string, message: PushMessage) {
    const text = JSON.stringify(message);
    for (const socket of this.sockets.get(userId) ?? []) {
      if (socket.readyState === socket.OPEN) socket.send(text);
    }
  }

  async stop() {
    for (const set of this.sockets.values()) for (const s of set) s.close(1001, 'Server shutting down');
    this.sockets.clear();
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
        await app.requireUser(request, reply);
      },
    },
    (socket, request) => {
      hub.add(request.user.id, socket);
      // Clients send nothing meaningful; a ping keeps intermediaries from closing idle sockets.
      socket.on('message', () => undefined);
    },
  );
}
