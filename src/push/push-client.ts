import { reportServerAnswered, reportServerDoubt } from '../api/connectivity';
import type { PushMessage } from '../contract/push';

/** architecture.md §states: reconnect 3 s after a close while online; architecture.md §a-push-message: and at once when the device comes online. */
const PUSH_RECONNECT_MS = 3000;
/** The server's close code when the socket's session ended (logout elsewhere, expiry, sign out everywhere). */
const SESSION_ENDED_CLOSE = 4401;

type Handler = (message: PushMessage) => void;
type ReconnectHandler = () => void;

/** One /ws connection for the signed-in app; features subscribe to its messages. */
export class PushClient {
  private socket: WebSocket | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private handlers = new Set<Handler>();
  private reconnectHandlers = new Set<ReconnectHandler>();
  private sessionEndedHandlers = new Set<ReconnectHandler>();
  private openHandlers = new Set<ReconnectHandler>();
  private messageHandlers = new Set<ReconnectHandler>();
  private stopped = true;
  private everOpened = false;
  /** The message schema (and zod) load with the first message, not with the app (docs/decisions/040). */
  private schema: Promise<typeof import('../contract/push')> | null = null;

  constructor(private url = PushClient.defaultUrl()) {}

  static defaultUrl(): string {
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    return `${scheme}://${window.location.host}/ws`;
  }

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    window.addEventListener('online', this.onOnline);
    this.connect();
  }

  stop() {
    this.stopped = true;
    window.removeEventListener('online', this.onOnline);
    clearTimeout(this.timer);
    this.socket?.close();
    this.socket = null;
  }

  subscribe(handler: Handler): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  /** Called after a reconnect: refetch what messages would have refreshed while away. */
  onReconnect(handler: ReconnectHandler): () => void {
    this.reconnectHandlers.add(handler);
    return () => this.reconnectHandlers.delete(handler);
  }

  /** Called each time a socket opens, the first time too. */
  onOpen(handler: ReconnectHandler): () => void {
    this.openHandlers.add(handler);
    return () => this.openHandlers.delete(handler);
  }

  /** Called as each message arrives, before it is parsed or handed to the subscribers. */
  onAnyMessage(handler: ReconnectHandler): () => void {
    this.messageHandlers.add(handler);
    return () => this.messageHandlers.delete(handler);
  }

  /** Called when the server closed the socket because its session ended: time to check who is signed in. */
  onSessionEnded(handler: ReconnectHandler): () => void {
    this.sessionEndedHandlers.add(handler);
    return () => this.sessionEndedHandlers.delete(handler);
  }

  get connected() {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  private onOnline = () => {
    if (this.connected || this.stopped) return;
    clearTimeout(this.timer);
    this.connect();
  };

  private connect() {
    if (this.stopped) return;
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.addEventListener('open', () => {
      // The server answers: queued work may go now (api/connectivity, issue 33 item 1).
      reportServerAnswered();
      // After a drop the server's data may have changed unseen.
      if (this.everOpened) this.reconnectHandlers.forEach((h) => h());
      this.everOpened = true;
      this.openHandlers.forEach((h) => h());
    });
    socket.addEventListener('message', (event) => {
      this.messageHandlers.forEach((h) => h());
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(event.data));
      } catch {
        return;
      }
      this.schema ??= import('../contract/push');
      // One promise for every message, so its callbacks, and the handlers, run in the order messages came.
      this.schema.then(
        ({ pushMessageSchema }) => {
          const result = pushMessageSchema.safeParse(parsed);
          if (result.success) this.handlers.forEach((h) => h(result.data));
        },
        () => {
          // Could not load (offline before the service worker cached it): the next message asks again.
          this.schema = null;
        },
      );
    });
    socket.addEventListener('close', (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (event.code === SESSION_ENDED_CLOSE) this.sessionEndedHandlers.forEach((h) => h());
      // Closed by anything but the server's word on the session: it may be gone, so its next answer means it is back.
      else reportServerDoubt();
      // Offline, a retry every 3 s only fills the console with failures: the 'online' event reconnects.
      if (!this.stopped && navigator.onLine) this.timer = setTimeout(() => this.connect(), PUSH_RECONNECT_MS);
    });
  }
}
