/**
 * What the database says changed (docs/decisions/042): its triggers NOTIFY `{changed, id}` on the push channel
 * for every write to a session, a user or a petition's evidence, and the push hub's LISTEN hands each one here.
 * Caches of rows read on every request observe it. While nothing listens (a worker process, a LISTEN connection
 * that is down) the feed is not live and the caches keep nothing: a change they did not hear of could be missed.
 */
export type ChangeKind = 'evidence' | 'user' | 'session';
export const CHANGE_KINDS: readonly ChangeKind[] = ['evidence', 'user', 'session'];

type ChangeObserver = {
  changed(kind: ChangeKind, id: string): void;
  /** The feed went live or stopped: anything kept may have missed a change. */
  reset(): void;
};

export class ChangeFeed {
  private isLive = false;
  private readonly observers = new Set<ChangeObserver>();

  get live(): boolean {
    return this.isLive;
  }

  observe(observer: ChangeObserver): () => void {
    this.observers.add(observer);
    return () => this.observers.delete(observer);
  }

  changed(kind: ChangeKind, id: string): void {
    for (const observer of this.observers) observer.changed(kind, id);
  }

  setLive(live: boolean): void {
    if (live === this.isLive) return;
    this.isLive = live;
    for (const observer of this.observers) observer.reset();
  }
}

type Entry<V> = { value: V; tags: string[]; at: number };
type FreshCacheOptions = { maxEntries?: number; maxAgeMs?: number };

/**
 * Values read from the database, kept until the feed names one of their tags (`kind:id`). A read that began
 * before any change arrived is not kept: it may have seen the database before that change. An entry also goes
 * after `maxAgeMs`, a bound on the harm of a change that was somehow never heard of.
 */
export class FreshCache<V> implements ChangeObserver {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly keysByTag = new Map<string, Set<string>>();
  /** Bumped by every change and reset: a read that saw another value of it started before them. */
  private changes = 0;
  private readonly maxEntries: number;
  private readonly maxAgeMs: number;

  constructor(
    private readonly feed: ChangeFeed,
    { maxEntries = 10_000, maxAgeMs = 5 * 60_000 }: FreshCacheOptions = {},
  ) {
    this.maxEntries = maxEntries;
    this.maxAgeMs = maxAgeMs;
    feed.observe(this);
  }

  /** The kept value, else `load`'s, kept under the tags `tagsOf` names; null and undefined are never kept. */
  async read<T extends V | null | undefined>(key: string, load: () => Promise<T>, tagsOf: (value: NonNullable<T>) => string[]): Promise<T> {
    const kept = this.live(key);
    if (kept !== undefined) return kept as T;
    const before = this.changes;
    const value = await load();
    if (value != null && this.feed.live && this.changes === before) this.keep(key, value, tagsOf(value as NonNullable<T>));
    return value;
  }

  /** Drops one key now (a write this process just made and must read back). */
  forget(key: string): void {
    this.changes++;
    this.drop(key);
  }

  get size(): number {
    return this.entries.size;
  }

  changed(kind: ChangeKind, id: string): void {
    this.changes++;
    const keys = this.keysByTag.get(`${kind}:${id}`);
    if (keys) for (const key of [...keys]) this.drop(key);
  }

  reset(): void {
    this.changes++;
    this.entries.clear();
    this.keysByTag.clear();
  }

  private live(key: string): V | undefined {
    if (!this.feed.live) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.at > this.maxAgeMs) {
      this.drop(key);
      return undefined;
    }
    return entry.value;
  }

  private keep(key: string, value: V, tags: string[]) {
    this.drop(key);
    this.entries.set(key, { value, tags, at: Date.now() });
    for (const tag of tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    // The oldest kept go first; a busy key is read back within its age anyway.
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.drop(oldest);
    }
  }

  private drop(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
  }
}
