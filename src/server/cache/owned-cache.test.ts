import { describe, expect, it } from 'vitest';
import { OwnedCache } from './owned-cache.ts';

function liveCache(maxWeight = 100, ttlMs = 1000) {
  let now = 0;
  const cache = new OwnedCache<string>({ maxWeight, ttlMs, now: () => now });
  cache.setLive(true);
  return { cache, advance: (ms: number) => (now += ms) };
}

describe('OwnedCache', () => {
  it('serves what was stored until the owner changes', () => {
    const { cache } = liveCache();
    cache.set(1, 'a', 'A', { stamp: cache.stamp() });
    cache.set(2, 'b', 'B', { stamp: cache.stamp() });
    expect(cache.get('a')).toBe('A');
    cache.invalidate(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('B');
  });

  it('refuses an answer loaded before its owner changed', () => {
    const { cache } = liveCache();
    const stamp = cache.stamp();
    cache.invalidate(1); // the change lands while the reader is still loading
    cache.set(1, 'a', 'stale', { stamp });
    expect(cache.get('a')).toBeUndefined();
    cache.set(2, 'b', 'other owner', { stamp });
    expect(cache.get('b')).toBe('other owner');
    cache.set(1, 'a', 'fresh', { stamp: cache.stamp() });
    expect(cache.get('a')).toBe('fresh');
  });

  it('serves nothing and keeps nothing while changes cannot be heard', () => {
    const { cache } = liveCache();
    cache.set(1, 'a', 'A', { stamp: cache.stamp() });
    cache.setLive(false);
    expect(cache.get('a')).toBeUndefined();
    cache.set(1, 'a', 'A', { stamp: cache.stamp() });
    cache.setLive(true);
    expect(cache.get('a')).toBeUndefined();
  });

  it('refuses answers loaded before a clear', () => {
    const { cache } = liveCache();
    const stamp = cache.stamp();
    cache.clear();
    cache.set(1, 'a', 'A', { stamp });
    expect(cache.size).toBe(0);
  });

  it('evicts the least recently used entries beyond its weight', () => {
    const { cache } = liveCache(10);
    cache.set(1, 'a', 'A', { stamp: cache.stamp(), weight: 4 });
    cache.set(1, 'b', 'B', { stamp: cache.stamp(), weight: 4 });
    expect(cache.get('a')).toBe('A'); // now b is the least recently used
    cache.set(2, 'c', 'C', { stamp: cache.stamp(), weight: 4 });
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
    cache.set(3, 'huge', 'H', { stamp: cache.stamp(), weight: 11 });
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('expires entries after the TTL or at their own expiry', () => {
    const { cache, advance } = liveCache(100, 1000);
    cache.set(1, 'a', 'A', { stamp: cache.stamp() });
    cache.set(1, 'b', 'B', { stamp: cache.stamp(), expiresAt: 100 });
    advance(100);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    advance(900);
    expect(cache.get('a')).toBeUndefined();
  });

  it('is off with a zero budget', () => {
    const cache = new OwnedCache<string>({ maxWeight: 0, ttlMs: 1000 });
    cache.setLive(true);
    cache.set(1, 'a', 'A', { stamp: cache.stamp() });
    expect(cache.get('a')).toBeUndefined();
  });
});
