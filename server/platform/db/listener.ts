import pg from 'pg';

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;
/** How the LISTEN connection shows in pg_stat_activity (operators, and the test that cuts it). */
export const LISTEN_APPLICATION_NAME = 'exhibit-listen';

/**
 * A LISTEN on its own PostgreSQL connection that comes back after the connection dies
 * (a restart, a failover, pg_terminate_backend): retries 0.5 s, 1 s, 2 s … up to 30 s apart,
 * and logs once when lost and once when back, never once per retry.
 */
export class ReconnectingListener {
  private client: pg.Client | undefined;
  private timer: NodeJS.Timeout | undefined;
  private delay = FIRST_RETRY_MS;
  private downSince: number | undefined;
  private stopped = false;

  constructor(
    private url: string,
    private channel: string,
    private onPayload: (payload: string) => void,
    private onStatus?: (up: boolean) => void,
  ) {}

  /** The first connection must work: a server that cannot LISTEN at start is misconfigured. */
  async start(): Promise<void> {
    this.client = await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.url, application_name: LISTEN_APPLICATION_NAME });
    let listening = false;
    const lost = (reason: string) => {
      if (!listening) return;
      listening = false;
      if (this.client === client) this.client = undefined;
      client.end().catch(() => undefined);
      this.down(reason);
    };
    // Without an 'error' listener a dropped connection would take the whole process down.
    client.on('error', (err) => lost(err.message));
    client.on('end', () => lost('connection ended'));
    client.on('notification', (n) => {
      if (n.channel === this.channel && n.payload !== undefined) this.onPayload(n.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN "${this.channel.replace(/"/g, '')}"`);
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    listening = true;
    return client;
  }

  private down(reason: string) {
    if (this.stopped) return;
    if (this.downSince === undefined) {
      this.downSince = Date.now();
      console.error(`[db] LISTEN ${this.channel} connection lost (${reason}); reconnecting with backoff`);
      this.onStatus?.(false);
    }
    this.retryLater();
  }

  private retryLater() {
    this.timer = setTimeout(() => void this.retry(), this.delay);
    this.timer.unref();
    this.delay = Math.min(this.delay * 2, MAX_RETRY_MS);
  }

  private async retry() {
    if (this.stopped) return;
    let client: pg.Client;
    try {
      client = await this.connect();
    } catch {
      this.retryLater();
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    const seconds = ((Date.now() - (this.downSince ?? Date.now())) / 1000).toFixed(1);
    console.warn(`[db] LISTEN ${this.channel} connection back after ${seconds} s`);
    this.downSince = undefined;
    this.delay = FIRST_RETRY_MS;
    this.onStatus?.(true);
  }
}
