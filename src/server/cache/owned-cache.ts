type Entry<V> = { owner: number; value: V; weight: number; expiresAt: number };

export type OwnedCacheLimits = {
  /** Sum of entry weights kept (entries for sessions, bytes for response bodies); 0 disables. */
  maxWeight: number;
  ttlMs: number;
  now?: () => number;
};

/**
 * An in-process LRU whose entries belong to a user. When the database announces a change to a user
 * (migration 0004), `invalidate` drops that user's entries, and a reader that loaded before the
 * change cannot store what it loaded: `set` takes the `stamp()` read before loading and refuses
 * anything loaded before the user's last change. Until the change feed is `live`, nothing is served.
 */
export class OwnedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly keysByOwner = new Map<number, Set<string>>();
  private readonly changedAt = new Map<number, number>();
  private clock = 0;
  private clearedAt = 0;
  private weight = 0;
  private live = false;
  private readonly now: () => number;

  constructor(private readonly limits: OwnedCacheLimits) {
    this.now = limits.now ?? Date.now;
  }

  /** Read before loading from the database; pass to `set`. */
  stamp(): number {
    return this.clock;
  }

  get(key: string): V | undefined {
    if (!this.live) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.remove(key, entry);
      return undefined;
    }
    // Re-insert so Map order stays least-recently-used first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Stores unless the owner (or everything) changed after `stamp`; `expiresAt` caps the TTL. */
  set(owner: number, key: string, value: V, options: { stamp: number; weight?: number; expiresAt?: number }): void {
    const weight = options.weight ?? 1;
    if (!this.live || weight > this.limits.maxWeight) return;
    if (options.stamp < this.clearedAt || options.stamp < (this.changedAt.get(owner) ?? 0)) return;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    const expiresAt = Math.min(this.now() + this.limits.ttlMs, options.expiresAt ?? Infinity);
    this.entries.set(key, { owner, value, weight, expiresAt });
    let keys = this.keysByOwner.get(owner);
    if (!keys) this.keysByOwner.set(owner, (keys = new Set()));
    keys.add(key);
    this.weight += weight;
    for (const [oldest, entry] of this.entries) {
      if (this.weight <= this.limits.maxWeight) break;
      this.remove(oldest, entry);
    }
  }

  invalidate(owner: number): void {
    this.changedAt.set(owner, ++this.clock);
    const keys = this.keysByOwner.get(owner);
    if (!keys) return;
    for (const key of keys) {
      const entry = this.entries.get(key);
      if (entry) this.remove(key, entry);
    }
  }

  clear(): void {
    this.clearedAt = ++this.clock;
    this.entries.clear();
    this.keysByOwner.clear();
    this.changedAt.clear();
    this.weight = 0;
  }

  /** Whether changes are being heard; either way, what was held may be stale and is dropped. */
  setLive(live: boolean): void {
    this.clear();
    this.live = live;
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(key: string, entry: Entry<V>): void {
    this.entries.delete(key);
    this.weight -= entry.weight;
    const keys = this.keysByOwner.get(entry.owner);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByOwner.delete(entry.owner);
  }
}
