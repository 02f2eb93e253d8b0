import type { AmazonConnection, RegionConnection } from '#core/api/amazon';
import { type Region, byRegion } from '#core/regions';
import type { Db } from '../db/index.ts';
import type { SyncRunRow } from '../db/schema/index.ts';

export type SyncProgress = NonNullable<AmazonConnection['sync']>;
export type RegionSync = NonNullable<RegionConnection['sync']>;

/**
 * The imports as the connection sees them. Sync builds on amazon (an import reads the connection),
 * so amazon never imports sync: routes.ts hands sync's functions in. The status shows each region's
 * latest import; connecting another seller account or disconnecting ends a running one, inside the
 * caller's transaction when there is one.
 */
export type SyncRuns = {
  /** Every region's latest run. */
  findLatest(db: Db, userId: number): Promise<SyncRunRow[]>;
  /** Ends the active runs of one region, or of every region. */
  cancelActive(db: Db, userId: number, reason: string, region?: Region): Promise<void>;
  /**
   * Starts the user's import in every connected region (kept when one is already under way). The
   * consent callback calls it: the first import must not wait for a browser to ask for it.
   */
  start(userId: number): Promise<unknown>;
};

/** Why a sync ended when the seller disconnected Amazon (the disconnect and the job both say it). */
export const DISCONNECTED_MESSAGE = 'The Amazon account was disconnected.';

export function toRegionSync(row: SyncRunRow): RegionSync {
  return { id: row.id, status: row.status, total: row.total, done: row.done, error: row.error };
}

/**
 * One sync over several regions: running while any region runs, failed once one failed (its error
 * names the region when there are several), done when all are. `id` is the run the caller asked about.
 */
export function toProgress(id: number, runs: SyncRunRow[]): SyncProgress {
  const regions = [...runs].sort(byRegion).map((r) => ({ region: r.region, ...toRegionSync(r) }));
  const active = regions.some((r) => r.status === 'queued' || r.status === 'running');
  const failed = regions.find((r) => r.status === 'failed');
  const status = active ? (regions.some((r) => r.status === 'running') ? 'running' : 'queued') : failed ? 'failed' : 'done';
  const error = failed?.error ? (regions.length > 1 ? `${failed.region}: ${failed.error}` : failed.error) : null;
  return {
    id,
    status,
    total: regions.reduce((n, r) => n + r.total, 0),
    done: regions.reduce((n, r) => n + r.done, 0),
    error: active ? null : error,
    regions,
  };
}
