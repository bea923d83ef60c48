import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { noteRead, readAskedAt } from '../../src/api/read-times';

// Decision 048: a screen reads its pushed data again once the push socket is open if that data is older than the
// socket. How old it is: when this page asked for it, or, restored from an earlier visit's cache, when it was stored.
describe('readAskedAt', () => {
  const key = ['/api/petitions', 'p1', 'evidence'] as const;

  it('is undefined for data the page has neither asked for nor restored', () => {
    expect(readAskedAt(new QueryClient(), ['/api/petitions', 'none', 'evidence'])).toBeUndefined();
  });

  it('is when the restored data was stored, until the page asks for it', () => {
    const client = new QueryClient();
    client.setQueryData(['/api/petitions', 'p2', 'evidence'], [], { updatedAt: 1_000 });
    expect(readAskedAt(client, ['/api/petitions', 'p2', 'evidence'])).toBe(1_000);
  });

  it('is when the page last asked for its URL, also when the cache holds older data', () => {
    const client = new QueryClient();
    client.setQueryData(key, [], { updatedAt: 1_000 });
    noteRead('/api/petitions/p1/evidence', 5_000);
    expect(readAskedAt(client, key)).toBe(5_000);
    noteRead('/api/petitions/p1/evidence', 7_000);
    expect(readAskedAt(client, key)).toBe(7_000);
  });
});
