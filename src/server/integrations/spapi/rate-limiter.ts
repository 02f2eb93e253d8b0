import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/index.ts';
import type { RateLimit } from './rates.ts';

export type AcquireOptions = {
  signal?: AbortSignal;
  /** A retry waits at the front of its queue: its caller has already waited its turn once. */
  retry?: boolean;
  /**
   * Bulk work nobody is waiting for (the performance backfill): it takes a token only while the
   * bucket keeps backgroundReserve(limit) of them for interactive calls (a seller's sync, a push).
   */
  background?: boolean;
};

/** Waits until one more call under `key` fits the token bucket `limit`. */
export type RateLimiter = {
  acquire(key: string, limit: RateLimit, opts?: AcquireOptions): Promise<void>;
  /** Amazon answered 429: its bucket is empty now, whatever ours says, so pause this key one token. */
  throttled(key: string): void;
};

/** How far ahead one process reserves slots in one round-trip: trades DB load for idle capacity. */
const LEASE_WINDOW_SECONDS = 0.2;
const LEASE_MAX = 50;
/** Local pacing runs 3% under Amazon's rate (see createDbRateLimiter). */
const PACING_SLACK = 0.97;

type Waiter = { resolve: () => void; reject: (reason: unknown) => void; signal?: AbortSignal };

/**
 * The tokens background calls leave in a bucket: a third of the burst (5 of createReport's 15), so
 * a sync's listings reports (one per marketplace) are created at once while a backfill runs.
 */
export function backgroundReserve(limit: RateLimit): number {
  return Math.floor(limit.burst / 3);
}

/** Tokens a bucket must hold for a call to take one: a background call leaves the reserve. */
const tokensToTake = (limit: RateLimit, background: boolean) => 1 + (background ? backgroundReserve(limit) : 0);

/** Background calls wait at least this long between looks at a bucket kept at its reserve. */
const BACKGROUND_MIN_WAIT_MS = 20;

type KeyState = {
  background: boolean;
  limit: RateLimit;
  waiters: Waiter[];
  pumping: boolean;
  /** Slot times (ms, Date.now clock) reserved in the database and not used yet. */
  slots: number[];
  /** This process's send times under the key, interactive and background alike. */
  pacer: Pacer;
};

/** A token bucket over actual send times (performance.now clock). */
type Pacer = { tokens: number; at: number };

/**
 * Token buckets shared through the database (table spapi_rate_buckets), so several processes
 * together stay within Amazon's rate. Each reservation takes n tokens in one atomic upsert and
 * may drive the balance negative: the deficit says how long the caller must wait for its slots,
 * which also queues callers from different processes fairly without polling.
 *
 * The in-process fast path: a reservation covers ~0.2 s of the rate (at least one call), and calls
 * in this process use those slots without another round-trip. Slots reserved but unused when a job
 * ends are lost, which costs at most that 0.2 s of capacity.
 *
 * Reserved slots assume each call goes out on time. When the event loop is late, calls whose slots
 * have passed would leave together, and Amazon's bucket (burst as small as 2) rejects the bunch.
 * So each process also paces its real send times, interactive and background through one local copy
 * of Amazon's bucket, that holds one token less and refills 3% slower: the token kept back and the
 * slack that builds up in Amazon's bucket absorb network jitter, where sending at exactly the rate
 * would turn every late packet into a 429 (the emulator's fast clocks make one token tens of ms).
 */
export function createDbRateLimiter(db: Db): RateLimiter {
  const keys = new Map<string, KeyState>();
  const pacers = new Map<string, Pacer>();

  async function reserve(key: string, limit: RateLimit, n: number): Promise<number[]> {
    const rows = await queryRows<{ tokens: number }>(
      db,
      sql`
      insert into spapi_rate_buckets as b (key, tokens, updated_at)
      values (${key}, ${limit.burst - n}, now())
      on conflict (key) do update set
        tokens = least(${limit.burst}::float8, b.tokens + extract(epoch from (now() - b.updated_at)) * ${limit.rate}::float8) - ${n}::float8,
        updated_at = now()
      returning tokens`,
    );
    const before = Number(rows[0]?.tokens ?? 0) + n;
    const start = Date.now();
    // Slot i (1-based) opens once the bucket, as it was before this reservation, holds i tokens.
    return Array.from({ length: n }, (_, i) => start + (Math.max(0, i + 1 - before) / limit.rate) * 1000);
  }

  /**
   * Takes one token only if the bucket then still holds the reserve; otherwise answers how long
   * until it could (interactive callers may take the reserve meanwhile, so the caller looks again).
   * The conditional update is atomic: concurrent callers of any process re-check the row. One
   * statement, as a background import asks again and again while it waits: the take, the bucket's
   * first row, and the balance the wait is computed from (the statement's snapshot, before the take).
   */
  async function takeBackground(key: string, limit: RateLimit): Promise<number> {
    const need = tokensToTake(limit, true);
    const refill = sql`least(${limit.burst}::float8, b.tokens + extract(epoch from (now() - b.updated_at)) * ${limit.rate}::float8)`;
    const [row] = await queryRows<{ took: boolean; tokens: number | null }>(
      db,
      sql`with taken as (
        update spapi_rate_buckets as b set tokens = ${refill} - 1, updated_at = now()
        where b.key = ${key} and ${refill} >= ${need}::float8 returning 1
      ), created as (
        insert into spapi_rate_buckets (key, tokens, updated_at)
        select ${key}, ${limit.burst - 1}, now() where not exists (select 1 from spapi_rate_buckets where key = ${key})
        on conflict (key) do nothing returning 1
      )
      select exists (select 1 from taken) or exists (select 1 from created) as took,
        (select ${refill} from spapi_rate_buckets as b where b.key = ${key}) as tokens`,
    );
    if (row?.took) return 0;
    const tokens = Number(row?.tokens ?? 0);
    return Math.max(BACKGROUND_MIN_WAIT_MS, ((need - tokens) / limit.rate) * 1000);
  }

  /** Serves the waiters of one key one at a time: slot, then pacing, then the next waiter. */
  async function pump(key: string, st: KeyState): Promise<void> {
    st.pumping = true;
    try {
      while (st.waiters.length > 0) {
        if (st.background) {
          const wait = await takeBackground(key, st.limit);
          if (wait > 0) {
            await sleep(wait);
            continue;
          }
          await pace(st);
          const waiter = st.waiters.shift();
          // Everyone gave up after the token was taken: it is lost, as an unused leased slot is.
          waiter?.resolve();
          continue;
        }
        if (st.slots.length === 0) {
          // May exceed the burst: later slots are simply reserved further ahead.
          const n = Math.max(1, Math.min(LEASE_MAX, Math.floor(st.limit.rate * LEASE_WINDOW_SECONDS)));
          st.slots.push(...(await reserve(key, st.limit, n)));
        }
        await sleep(st.slots[0]! - Date.now());
        await pace(st);
        const waiter = st.waiters.shift();
        if (!waiter) break; // everyone gave up: the slot stays for the next caller
        st.slots.shift();
        waiter.resolve();
      }
    } catch (error) {
      for (const w of st.waiters.splice(0)) w.reject(error);
    } finally {
      st.pumping = false;
    }
  }

  return {
    throttled(key) {
      const pacer = pacers.get(key);
      if (pacer) Object.assign(pacer, { tokens: Math.min(pacer.tokens, 0), at: performance.now() });
    },
    acquire(key, limit, { signal, retry = false, background = false } = {}) {
      if (signal?.aborted) return Promise.reject(signal.reason);
      // Background callers queue apart, so an interactive call in this process never waits behind them.
      const queue = background ? `${key}\u0000background` : key;
      let st = keys.get(queue);
      let pacer = pacers.get(key);
      if (!pacer) pacers.set(key, (pacer = { tokens: pacerCapacity(limit), at: performance.now() }));
      if (!st) keys.set(queue, (st = { background, limit, waiters: [], pumping: false, slots: [], pacer }));
      st.limit = limit;
      const state = st;
      return new Promise<void>((resolve, reject) => {
        const onAbort = () => {
          const i = state.waiters.indexOf(waiter);
          if (i >= 0) state.waiters.splice(i, 1);
          reject(signal?.reason);
        };
        const waiter: Waiter = {
          resolve: () => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
          },
          reject: (reason) => {
            signal?.removeEventListener('abort', onAbort);
            reject(reason);
          },
          signal,
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        if (retry) state.waiters.unshift(waiter);
        else state.waiters.push(waiter);
        if (!state.pumping) void pump(key, state);
      });
    },
  };
}

/** Amazon's burst less the token kept back for jitter. */
const pacerCapacity = (limit: RateLimit) => Math.max(1, limit.burst - 1);

/**
 * Waits for a send token of this process's pacer. A background call leaves the same reserve here as
 * in the database: the pacer refills 3% slower than the database bucket, so a backfill drawing at
 * the database's pace would empty it within a few hundred calls (hours of a large catalogue's
 * backfill), and from then on a seller's sync would race the backfill for every token.
 */
async function pace({ limit, pacer, background }: KeyState): Promise<void> {
  const capacity = pacerCapacity(limit);
  // The reserve (a third of the burst) always fits the pacer's capacity (the burst less one).
  const need = tokensToTake(limit, background);
  const rate = limit.rate * PACING_SLACK;
  for (;;) {
    const now = performance.now();
    const tokens = Math.min(capacity, pacer.tokens + ((now - pacer.at) / 1000) * rate);
    Object.assign(pacer, { tokens, at: now });
    if (tokens >= need) {
      pacer.tokens = tokens - 1;
      return;
    }
    await sleep(((need - tokens) / rate) * 1000);
  }
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.reject(signal.reason);
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
