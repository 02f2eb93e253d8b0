import type { Region } from '#core/regions';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { getSellerConnection, setLastSynced, type SellerConnection, DISCONNECTED_MESSAGE } from '../amazon/index.ts';
import {
  LwaError,
  SpApiError,
  waitForReport,
  type SpApi,
  type SpApiClient,
  type ListingsItem,
} from '../integrations/spapi/index.ts';
import {
  adoptUploadedListings,
  healthFields,
  listingContent,
  markUnseenRemoved,
  saveImportedListings,
  type NewListing,
} from '../listings/index.ts';
import type { Cipher } from '../security/index.ts';
import type { JobContext } from '../jobs/index.ts';
import { readCheckpoint, progressOf, type SyncCheckpoint } from './checkpoint.ts';
import {
  BATCH_SIZE,
  catalogForLacking,
  completeListings,
  fetchListingsBatch,
  fetchListingsPage,
  type ListingsPage,
} from './fetch-batch.ts';
import { orderedWork } from './ordered-work.ts';
import { asinOf, mapListingsItem, type ImportedListing } from './listing-mapper.ts';
import { readReportListings, requestListingsReport, type ReportListing } from './report.ts';
import * as repo from './repo.ts';

export type SyncJobData = { runId: number; userId: number };

export type SyncDeps = {
  db: Db;
  cipher: Cipher;
  spapi: SpApi;
  config: Config;
  /** Called after listings are in, to fetch review topics without holding the sync open. */
  onListingsSynced?: (userId: number, region: Region) => Promise<void>;
};

/**
 * Pages or batches in flight at once: keeps every rate limit busy while batches are written or one
 * call backs off after a 429. A restart refetches at most these.
 */
const CONCURRENT_BATCHES = 20;

/** A failure retrying cannot fix: the run is marked failed with this message at once. */
export class SyncFailure extends Error {}

/**
 * The run is no longer this job's to write: it was failed meanwhile (the account disconnected, a
 * newer import replaced it). The job ends without writing anything more, the run as it was left.
 */
export class SyncStopped extends Error {}

const REPLACED_MESSAGE = 'Another Amazon account was connected during the import. Please sync again.';

export const SYNC_FAILED_MESSAGE = 'Failed to sync listings from Amazon. Please try again.';

export async function runSyncJob(deps: SyncDeps, data: SyncJobData, ctx: JobContext): Promise<void> {
  const run = await repo.findSyncRun(deps.db, data.runId);
  if (!run || run.status === 'done' || run.status === 'failed') return;
  try {
    await syncListings(deps, run, ctx.signal);
  } catch (error) {
    if (error instanceof SyncStopped) return;
    if (ctx.signal.aborted) throw error; // shutting down: pg-boss retries, the checkpoint resumes
    const permanent = toPermanentFailure(error);
    if (permanent || ctx.retryCount >= ctx.retryLimit) {
      // Only a run still active: one failed meanwhile keeps its own reason.
      const failed = { status: 'failed' as const, error: permanent?.message ?? SYNC_FAILED_MESSAGE, finishedAt: new Date() };
      await repo.updateSyncRunIfStatus(deps.db, run.id, repo.ACTIVE_SYNC_STATUSES, failed);
      if (permanent) return;
    }
    throw error;
  }
}

function toPermanentFailure(error: unknown): SyncFailure | undefined {
  if (error instanceof SyncFailure) return error;
  if (error instanceof LwaError && error.error === 'invalid_grant') {
    return new SyncFailure('Amazon no longer accepts this connection. Please reconnect your Amazon account.');
  }
  if (error instanceof SpApiError && (error.status === 401 || error.status === 403)) {
    return new SyncFailure('Amazon refused access to your listings. Please reconnect your Amazon account.');
  }
  return undefined;
}

async function syncListings(deps: SyncDeps, run: repo.SyncRunRow, signal: AbortSignal): Promise<void> {
  // One run per (user, region): it imports that region's connection only.
  const connection = await getSellerConnection(deps, run.userId, run.region);
  if (!connection) throw new SyncFailure('Connect your Amazon account first.');
  if (!(await repo.updateSyncRunIfStatus(deps.db, run.id, repo.ACTIVE_SYNC_STATUSES, { status: 'running' })))
    throw new SyncStopped();
  const cp = readCheckpoint(run.checkpoint, connection.sellingPartnerId);
  // One failure anywhere (a report, a page, a batch) stops every other call of the job.
  const stop = new AbortController();
  const client = deps.spapi.clientFor(connection, { signal: AbortSignal.any([signal, stop.signal]) });
  // Progress is saved after every page and batch, so a stopped run is noticed between them. Saves
  // run one at a time and each writes the checkpoint as it is then, so a later state always lands last.
  let saving = Promise.resolve();
  const save = () => {
    const next = saving.then(async () => {
      if (!(await repo.updateSyncRunIfStatus(deps.db, run.id, ['running'], { checkpoint: cp, ...progressOf(cp) })))
        throw new SyncStopped();
    });
    saving = next.catch(() => undefined);
    return next;
  };

  // Every report is requested first and at once, so Amazon prepares them in parallel (createReport burst: 15).
  const resumed = new Set(Object.keys(cp.marketplaces));
  const missing = connection.marketplaceIds.filter((id) => !resumed.has(id));
  const reportIds = await Promise.all(missing.map((id) => requestListingsReport(client, id)));
  missing.forEach((id, i) => (cp.marketplaces[id] = { reportId: reportIds[i]!, phase: 'search', done: 0, complete: false }));
  if (missing.length > 0) await save();

  const job: ImportJob = {
    deps,
    connection,
    runId: run.id,
    userId: run.userId,
    cp,
    save,
    client,
    stop,
    signal,
    written: new Map(),
  };
  const open = connection.marketplaceIds.filter((id) => !cp.marketplaces[id]!.complete);
  for (const marketplaceId of open) {
    const written = resumed.has(marketplaceId)
      ? await repo.findSkusWrittenByRun(deps.db, run.userId, connection.sellingPartnerId, marketplaceId, run.id)
      : new Set<string>();
    job.written.set(marketplaceId, written);
    cp.marketplaces[marketplaceId]!.done = written.size;
  }
  // The reports are awaited in the background while the search phase writes the first listings.
  const reports = new Map<string, Promise<ReportListing[]>>();
  for (const marketplaceId of open) {
    const report = awaitReportListings(job, marketplaceId);
    report.catch((error: unknown) => stop.abort(error));
    reports.set(marketplaceId, report);
  }
  try {
    await searchPhase(job, open);
    for (const marketplaceId of open) {
      await reportPhase(job, marketplaceId, await reports.get(marketplaceId)!);
      cp.marketplaces[marketplaceId]!.complete = true;
      await save();
    }
  } catch (error) {
    // The first failure is the reason; what it aborted only echoes it.
    const reason: unknown = stop.signal.aborted ? stop.signal.reason : error;
    stop.abort(error);
    await Promise.allSettled(reports.values());
    throw reason;
  }

  const finishedAt = new Date();
  await deps.db.transaction(async (tx) => {
    await lockForWrite(tx, run.id, connection);
    // Only now, after a complete pass, is "not seen" proof that Amazon no longer has a listing. A run
    // stopped meanwhile never gets here: its pass says nothing about the listings a newer run wrote.
    await markUnseenRemoved(tx, run.userId, connection.sellingPartnerId, connection.marketplaceIds, run.id, finishedAt);
    await setLastSynced(tx, run.userId, run.region, finishedAt);
    await repo.updateSyncRunIfStatus(tx, run.id, ['running'], {
      status: 'done',
      // In the same write: the FAQ Generator never sees the listings in with no review fetch on its way.
      reviewsStatus: 'queued',
      error: null,
      finishedAt,
      checkpoint: cp,
      ...progressOf(cp),
    });
  });
  await deps.onListingsSynced?.(run.userId, run.region);
}

/** Holds the run and its connection for this transaction's writes, or stops the job (see lockSyncRunForWrite). */
async function lockForWrite(tx: Db, runId: number, connection: SellerConnection): Promise<void> {
  const right = await repo.lockSyncRunForWrite(tx, runId, connection);
  if (right === 'stopped') throw new SyncStopped();
  // The run is still running: the disconnect (or the new account's callback) is about to fail it, or never will.
  if (right === 'disconnected') throw new SyncFailure(DISCONNECTED_MESSAGE);
  if (right === 'replaced') throw new SyncFailure(REPLACED_MESSAGE);
}

type ImportJob = {
  deps: SyncDeps;
  connection: SellerConnection;
  runId: number;
  userId: number;
  cp: SyncCheckpoint;
  save: () => Promise<void>;
  client: SpApiClient;
  stop: AbortController;
  signal: AbortSignal;
  /** Per marketplace, the SKUs this run has written (read from the database when a run resumes). */
  written: Map<string, Set<string>>;
};

/** The report's listings once Amazon has prepared it; none when it was CANCELLED (no listings). */
async function awaitReportListings(job: ImportJob, marketplaceId: string): Promise<ReportListing[]> {
  const m = job.cp.marketplaces[marketplaceId]!;
  const signal = AbortSignal.any([job.signal, job.stop.signal]);
  if (!m.reportDocumentId) {
    const report = await waitForReport(job.client, m.reportId, { speedFactor: job.deps.config.amazon.speedFactor, signal });
    if (report.processingStatus === 'FATAL')
      throw new SyncFailure('Amazon could not prepare your listings report. Please try again later.');
    if (report.processingStatus === 'CANCELLED' || !report.reportDocumentId) return [];
    m.reportDocumentId = report.reportDocumentId;
    await job.save();
  }
  // Read at once: the document URL is valid for 5 minutes only.
  return readReportListings(job.client, m.reportDocumentId, signal);
}

/**
 * The fast phase: pages of 20 listings per marketplace, oldest first, each scored and written as it
 * lands while the next page is already being fetched. A marketplace's paging ends at its last page
 * or at Amazon's 1,000-result cap; a page token Amazon no longer accepts after a restart ends it too
 * (the report covers the rest).
 */
async function searchPhase(job: ImportJob, marketplaceIds: string[]): Promise<void> {
  const work = orderedWork<{ marketplaceId: string; nextToken?: string }>({
    limit: CONCURRENT_BATCHES,
    stop: job.stop,
    onAcknowledged: async ({ marketplaceId, nextToken }) => {
      const m = job.cp.marketplaces[marketplaceId]!;
      m.pageToken = nextToken;
      if (!nextToken) m.searchEnded = true;
      m.done = job.written.get(marketplaceId)!.size;
      await job.save();
    },
  });
  for (const marketplaceId of marketplaceIds) {
    const m = job.cp.marketplaces[marketplaceId]!;
    if (m.phase !== 'search' || m.searchEnded) continue;
    let token = m.pageToken;
    for (;;) {
      let page: ListingsPage;
      try {
        page = await fetchListingsPage(job.client, marketplaceId, token);
      } catch (error) {
        if (token !== undefined && error instanceof SpApiError && error.status === 400) {
          await work.push({ marketplaceId }, async () => undefined);
          break;
        }
        throw error;
      }
      m.total = page.numberOfResults;
      await work.push({ marketplaceId, nextToken: page.nextToken }, () => writeSearchPage(job, marketplaceId, page.items));
      if (!page.nextToken) break;
      token = page.nextToken;
    }
  }
  await work.drain();
}

/**
 * The report completes the marketplace: its SKUs the run has not written yet, in batches of 20
 * fetched by SKU (no cap), several at once; the limiter orders their calls.
 */
async function reportPhase(job: ImportJob, marketplaceId: string, listings: ReportListing[]): Promise<void> {
  const m = job.cp.marketplaces[marketplaceId]!;
  const written = job.written.get(marketplaceId)!;
  Object.assign(m, { phase: 'report', searchEnded: true, total: listings.length, done: written.size });
  delete m.pageToken;
  await job.save();
  const pending = listings.map((l) => l.sku).filter((sku) => !written.has(sku));
  const work = orderedWork<null>({
    limit: CONCURRENT_BATCHES,
    stop: job.stop,
    onAcknowledged: async () => {
      m.done = written.size;
      await job.save();
    },
  });
  for (let i = 0; i < pending.length; i += BATCH_SIZE) {
    const skus = pending.slice(i, i + BATCH_SIZE);
    await work.push(null, async () => writeItems(job, marketplaceId, await fetchListingsBatch(job.client, marketplaceId, skus)));
  }
  await work.drain();
}

/**
 * A page of the search phase goes on screen as it is, scored with what the listings say; the image
 * sizes they lack come from Catalog Items next, and those listings are scored and written again.
 */
async function writeSearchPage(job: ImportJob, marketplaceId: string, items: ListingsItem[]): Promise<void> {
  const written = job.written.get(marketplaceId)!;
  await writeListings(
    job,
    marketplaceId,
    items.map((item) => mapListingsItem(item, marketplaceId, undefined)),
  );
  for (const item of items) written.add(item.sku);
  const catalog = await catalogForLacking(job.client, marketplaceId, items);
  const enriched = items.filter((item) => catalog.has(asinOf(item, marketplaceId)));
  if (job.signal.aborted) throw job.signal.reason;
  await writeListings(
    job,
    marketplaceId,
    enriched.map((item) => mapListingsItem(item, marketplaceId, catalog.get(asinOf(item, marketplaceId)))),
  );
}

/** Scores and writes listings as they come from Amazon, asking Catalog Items only for what they lack. */
async function writeItems(job: ImportJob, marketplaceId: string, items: ListingsItem[]): Promise<void> {
  const imported = await completeListings(job.client, marketplaceId, items);
  if (job.signal.aborted) throw job.signal.reason;
  await writeListings(job, marketplaceId, imported);
  const written = job.written.get(marketplaceId)!;
  for (const l of imported) written.add(l.sku);
}

async function writeListings(job: ImportJob, marketplaceId: string, imported: ImportedListing[]): Promise<void> {
  if (imported.length === 0) return;
  const rows: NewListing[] = imported.map((l) => ({
    userId: job.userId,
    source: 'amazon',
    sellingPartnerId: job.connection.sellingPartnerId,
    ...l,
    ...healthFields(listingContent(l)),
    syncRunId: job.runId,
  }));
  await job.deps.db.transaction(async (tx) => {
    await lockForWrite(tx, job.runId, job.connection);
    await adoptUploadedListings(
      tx,
      job.userId,
      job.connection.sellingPartnerId,
      marketplaceId,
      rows.map((r) => r.sku),
    );
    await saveImportedListings(tx, rows);
  });
}
