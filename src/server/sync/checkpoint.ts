/**
 * Where a sync stands, saved in sync_runs.checkpoint after every written page or batch.
 *
 * Each marketplace goes through two phases. `search`: while Amazon prepares the All Listings report,
 * the job pages through searchListingsItems and writes each page as it lands; `pageToken` is the
 * page after the last one written (a restart continues there). `report`: the report's SKUs that
 * this run has not written yet are fetched by SKU; a restart re-reads the report (a fresh document
 * URL; the report itself stays available for 90 days) and asks the database which SKUs the run
 * already wrote, so nothing is fetched twice and a batch written before a crash is not redone.
 */
export type MarketplaceProgress = {
  reportId: string;
  reportDocumentId?: string;
  phase: 'search' | 'report';
  /** The next page of the paged search; undefined before the first page. */
  pageToken?: string;
  /** The paged search has no more pages (its last page, its 1,000-result cap, or a refused token). */
  searchEnded?: boolean;
  /** Listings Amazon has here: the search's numberOfResults, then the report's count; undefined until known. */
  total?: number;
  /** Listings of this marketplace written by this run. */
  done: number;
  complete: boolean;
};

export type SyncCheckpoint = {
  sellingPartnerId?: string;
  marketplaces: Record<string, MarketplaceProgress>;
};

type StoredProgress = Partial<MarketplaceProgress> & { reportId: string; cursor?: number };

export function readCheckpoint(raw: Record<string, unknown>, sellingPartnerId: string): SyncCheckpoint {
  const cp = raw as Partial<SyncCheckpoint>;
  // A checkpoint of another seller account (reconnected mid-sync) says nothing about this one.
  if (cp.sellingPartnerId !== sellingPartnerId || typeof cp.marketplaces !== 'object' || cp.marketplaces === null) {
    return { sellingPartnerId, marketplaces: {} };
  }
  const marketplaces: Record<string, MarketplaceProgress> = {};
  for (const [id, stored] of Object.entries(cp.marketplaces as Record<string, StoredProgress>)) {
    // Checkpoints written before the search phase existed had only a report and a cursor into it.
    const phase = stored.phase ?? 'report';
    marketplaces[id] = {
      reportId: stored.reportId,
      ...(stored.reportDocumentId ? { reportDocumentId: stored.reportDocumentId } : {}),
      phase,
      ...(stored.pageToken ? { pageToken: stored.pageToken } : {}),
      ...(stored.searchEnded || phase === 'report' ? { searchEnded: true } : {}),
      ...(stored.total !== undefined ? { total: stored.total } : {}),
      done: stored.done ?? stored.cursor ?? 0,
      complete: stored.complete === true,
    };
  }
  return { sellingPartnerId, marketplaces };
}

/** Progress shown while importing: the total counts only the marketplaces whose size is known yet. */
export function progressOf(cp: SyncCheckpoint): { total: number; done: number } {
  let total = 0;
  let done = 0;
  for (const m of Object.values(cp.marketplaces)) {
    total += Math.max(m.total ?? 0, m.done);
    done += m.done;
  }
  return { total, done };
}
