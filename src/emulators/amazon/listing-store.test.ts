import { describe, expect, it } from 'vitest';
import { ListingStore } from './listing-store.ts';
import type { StoredListing } from './listing-types.ts';

const listing = (sellerId: string, sku: string, asin: string) => ({ sellerId, sku, asin }) as StoredListing;
const skus = (xs: Iterable<StoredListing>) => [...xs].map((l) => `${l.sellerId}/${l.sku}`);

describe('ListingStore', () => {
  it('finds listings by seller and by ASIN after writes, moves and deletes', () => {
    const store = new ListingStore();
    store.set('A\u0000s1', listing('A', 's1', 'B01'));
    store.set('B\u0000s1', listing('B', 's1', 'B01'));
    store.set('A\u0000s2', listing('A', 's2', 'B02'));
    expect(skus(store.ofSeller('A'))).toEqual(['A/s1', 'A/s2']);
    expect(skus(store.ofAsin('B01'))).toEqual(['A/s1', 'B/s1']);

    // A listing that changes ASIN leaves the old ASIN's index and keeps its place in the seller's.
    store.set('A\u0000s1', listing('A', 's1', 'B03'));
    expect(skus(store.ofAsin('B01'))).toEqual(['B/s1']);
    expect(skus(store.ofAsin('B03'))).toEqual(['A/s1']);
    expect(skus(store.ofSeller('A'))).toEqual(['A/s1', 'A/s2']);

    expect(store.delete('B\u0000s1')).toBe(true);
    expect(skus(store.ofAsin('B01'))).toEqual([]);
    expect(skus(store.ofSeller('B'))).toEqual([]);
    store.clear();
    expect(skus(store.ofSeller('A'))).toEqual([]);
    expect(store.size).toBe(0);
  });
});
