import type { StoredListing } from './listing-types.ts';

const NONE: ReadonlyMap<string, StoredListing> = new Map();

/**
 * Every seller's listings, keyed by seller and SKU, with indexes by seller and by ASIN kept on each
 * write. Amazon answers a seller's calls from that seller's listings: with a fleet of a thousand
 * sellers (150,000 listings), a scan of them all per call made the emulator, not the app, the
 * bottleneck of the fleet bench. Each index keeps the store's insertion order.
 */
export class ListingStore extends Map<string, StoredListing> {
  readonly #bySeller = new Map<string, Map<string, StoredListing>>();
  readonly #byAsin = new Map<string, Map<string, StoredListing>>();

  override set(key: string, listing: StoredListing): this {
    // A rewrite in place keeps the listing's position in its groups, as in the store itself.
    const old = this.get(key);
    if (old && old.sellerId !== listing.sellerId) unindex(this.#bySeller, old.sellerId, key);
    if (old && old.asin !== listing.asin) unindex(this.#byAsin, old.asin, key);
    super.set(key, listing);
    index(this.#bySeller, listing.sellerId, key, listing);
    index(this.#byAsin, listing.asin, key, listing);
    return this;
  }

  override delete(key: string): boolean {
    const old = this.get(key);
    if (old) this.#unindex(key, old);
    return super.delete(key);
  }

  override clear(): void {
    super.clear();
    this.#bySeller.clear();
    this.#byAsin.clear();
  }

  /** A seller's listings (every marketplace). */
  ofSeller(sellerId: string): Iterable<StoredListing> {
    return (this.#bySeller.get(sellerId) ?? NONE).values();
  }

  /** Every seller's listings of an ASIN. */
  ofAsin(asin: string): Iterable<StoredListing> {
    return (this.#byAsin.get(asin) ?? NONE).values();
  }

  #unindex(key: string, listing: StoredListing): void {
    unindex(this.#bySeller, listing.sellerId, key);
    unindex(this.#byAsin, listing.asin, key);
  }
}

function index(by: Map<string, Map<string, StoredListing>>, id: string, key: string, listing: StoredListing): void {
  let group = by.get(id);
  if (!group) by.set(id, (group = new Map()));
  group.set(key, listing);
}

function unindex(by: Map<string, Map<string, StoredListing>>, id: string, key: string): void {
  const group = by.get(id);
  group?.delete(key);
  if (group?.size === 0) by.delete(id);
}
