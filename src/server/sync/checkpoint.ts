/**
 * Where a sync stands, saved in sync_runs.checkpoint after every batch. A restarted job re-reads the
 * report (a fresh document URL; the report itself stays available for 90 days) and continues at
 * `cursor` in its SKU-sorted list; a batch written before a crash but not yet counted is simply
 * upserted again, which changes nothing.
 */
export type MarketplaceProgress = {
  reportId: string;
  reportDocumentId?: string;
  /** SKUs in the report; undefined until it is read. */
  total?: number;
  /** SKUs of the sorted report list already written. */
  cursor: number;
  complete: boolean;
};

export type SyncCheckpoint = {
  sellingPartnerId?: string;
  marketplaces: Record<string, MarketplaceProgress>;
};

export function readCheckpoint(raw: Record<string, unknown>, sellingPartnerId: string): SyncCheckpoint {
  const cp = raw as Partial<SyncCheckpoint>;
  // A checkpoint of another seller account (reconnected mid-sync) says nothing about this one.
  if (cp.sellingPartnerId !== sellingPartnerId || typeof cp.marketplaces !== 'object' || cp.marketplaces === null) {
    return { sellingPartnerId, marketplaces: {} };
  }
  return { sellingPartnerId, marketplaces: cp.marketplaces };
}

export function progressOf(cp: SyncCheckpoint): { total: number; done: number } {
  let total = 0;
  let done = 0;
  for (const m of Object.values(cp.marketplaces)) {
    total += m.total ?? 0;
    done += m.cursor;
  }
  return { total, done };
}
