import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChangeFeed, FreshCache } from '../../server/platform/db/change-feed';
import { parseChannelPayload } from '../../server/platform/db/push-channel';

// Decision 042: what the read caches keep, and when they must not keep it.

function counting<T>(value: T) {
  const load = vi.fn(async () => value);
  return load;
}

function liveCache(options = {}) {
  const feed = new ChangeFeed();
  feed.setLive(true);
  return { feed, cache: new FreshCache<{ n: number }>(feed, options) };
}

afterEach(() => vi.useRealTimers());

describe('FreshCache', () => {
  it('reads once while nothing changes, and again after a change names one of its tags', async () => {
    const { feed, cache } = liveCache();
    const load = counting({ n: 1 });
    const tags = () => ['evidence:p1', 'user:u1'];
    await cache.read('k', load, tags);
    await cache.read('k', load, tags);
    expect(load).toHaveBeenCalledTimes(1);
    feed.changed('evidence', 'p2');
    await cache.read('k', load, tags);
    expect(load).toHaveBeenCalledTimes(1);
    feed.changed('user', 'u1');
    await cache.read('k', load, tags);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing while the feed is not live, and forgets everything when it goes down or comes back', async () => {
    const feed = new ChangeFeed();
    const cache = new FreshCache<{ n: number }>(feed);
    const load = counting({ n: 1 });
    await cache.read('k', load, () => ['user:u']);
    await cache.read('k', load, () => ['user:u']);
    expect(load).toHaveBeenCalledTimes(2);
    feed.setLive(true);
    await cache.read('k', load, () => ['user:u']);
    expect(cache.size).toBe(1);
    feed.setLive(false);
    expect(cache.size).toBe(0);
    await cache.read('k', load, () => ['user:u']);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('does not keep a read that a change overtook: it may have seen the database before that change', async () => {
    const { feed, cache } = liveCache();
    let release!: (v: { n: number }) => void;
    const slow = cache.read('k', () => new Promise<{ n: number }>((resolve) => (release = resolve)), () => ['evidence:p']);
    feed.changed('evidence', 'p');
    release({ n: 1 });
    await slow;
    expect(cache.size).toBe(0);
    const load = counting({ n: 2 });
    expect(await cache.read('k', load, () => ['evidence:p'])).toEqual({ n: 2 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never keeps a missing value, and drops the oldest entries over its size and any past its age', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { cache } = liveCache({ maxEntries: 2, maxAgeMs: 1_000 });
    const none = vi.fn(async () => undefined);
    await cache.read('missing', none, () => []);
    await cache.read('missing', none, () => []);
    expect(none).toHaveBeenCalledTimes(2);

    for (const key of ['a', 'b', 'c']) await cache.read(key, counting({ n: 0 }), () => []);
    expect(cache.size).toBe(2);
    const a = counting({ n: 9 });
    expect(await cache.read('a', a, () => [])).toEqual({ n: 9 });
    vi.setSystemTime(Date.now() + 1_001);
    const c = counting({ n: 3 });
    await cache.read('c', c, () => []);
    expect(c).toHaveBeenCalledTimes(1);
  });

  it('forget drops one key at once', async () => {
    const { cache } = liveCache();
    const load = counting({ n: 1 });
    await cache.read('k', load, () => []);
    cache.forget('k');
    await cache.read('k', load, () => []);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('the channel payloads the triggers send', () => {
  it('reads a change of a known kind and ignores any other', () => {
    expect(parseChannelPayload('{"changed":"evidence","id":"p1"}')).toEqual({ changed: 'evidence', id: 'p1' });
    expect(parseChannelPayload('{"changed":"session","id":"abc"}')).toEqual({ changed: 'session', id: 'abc' });
    expect(parseChannelPayload('{"changed":"petitions","id":"p1"}')).toBeUndefined();
    expect(parseChannelPayload('{"changed":"user","id":5}')).toBeUndefined();
  });
});
