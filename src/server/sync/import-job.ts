import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { getSellerConnection, type SellerConnection } from '../amazon/service.ts';
import { LwaError, SpApiError, type SpApi } from '../integrations/spapi/index.ts';
import { healthFields, listingContent } from '../listings/service.ts';
import { upsertListings, type NewListing } from '../listings/repo.ts';
import type { Cipher } from '../security/encryption.ts';
import type { JobContext } from '../jobs/plugin.ts';
import { readCheckpoint, progressOf, type SyncCheckpoint } from './checkpoint.ts';
import { BATCH_SIZE, importBatch } from './fetch-batch.ts';
import { DISCONNECTED_MESSAGE } from './service.ts';
import type { ImportedListing } from './listing-mapper.ts';
import { readReportListings, requestListingsReport, waitForReport, type ReportListing } from './report.ts';
import * as repo from './repo.ts';

export const SYNC_QUEUE = 'amazon-sync';
export type SyncJobData = { runId: number; userId: number };

export type SyncDeps = {
  db: Db;
  cipher: Cipher;
  spapi: SpApi;
  config: Config;
  /** Called after listings are in, to fetch review topics without holding the sync open. */
  onListingsSynced?: (userId: number) => Promise<void>;
};

/**
 * Batches in flight at once (~200 Catalog Items calls queued): keeps every rate limit busy while
 * batches are written or one call backs off after a 429. A restart refetches at most these.
 */
const CONCURRENT_BATCHES = 10;

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
      const failed = { status: 'failed', error: permanent?.message ?? SYNC_FAILED_MESSAGE, finishedAt: new Date() };
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
  const connection = await getSellerConnection(deps, run.userId);
  if (!connection) throw new SyncFailure('Connect your Amazon account first.');
  if (!(await repo.updateSyncRunIfStatus(deps.db, run.id, repo.ACTIVE_SYNC_STATUSES, { status: 'running' }))) throw new SyncStopped();
  const cp = readCheckpoint(run.checkpoint, connection.sellingPartnerId);
  const client = deps.spapi.clientFor(connection, { signal });
  // Progress is saved after every step and batch, so a stopped run is noticed between batches.
  const save = async () => {
    if (!(await repo.updateSyncRunIfStatus(deps.db, run.id, ['running'], { checkpoint: cp, ...progressOf(cp) }))) throw new SyncStopped();
  };

  // Every report is requested first, so Amazon prepares them in parallel (createReport burst: 15).
  for (const marketplaceId of connection.marketplaceIds) {
    if (cp.marketplaces[marketplaceId]) continue;
    cp.marketplaces[marketplaceId] = { reportId: await requestListingsReport(client, marketplaceId), cursor: 0, complete: false };
    await save();
  }

  const lists = new Map<string, ReportListing[]>();
  for (const marketplaceId of connection.marketplaceIds) {
    const m = cp.marketplaces[marketplaceId]!;
    if (m.complete) continue;
    if (!m.reportDocumentId) {
      const report = await waitForReport(client, m.reportId, { speedFactor: deps.config.amazon.speedFactor, signal });
      if (report.processingStatus === 'FATAL') throw new SyncFailure('Amazon could not prepare your listings report. Please try again later.');
      if (report.processingStatus === 'CANCELLED' || !report.reportDocumentId) {
        // CANCELLED with no document: Amazon has no listings in this marketplace.
        Object.assign(m, { total: 0, cursor: 0, complete: true });
        await save();
        continue;
      }
      m.reportDocumentId = report.reportDocumentId;
    }
    const list = await readReportListings(client, m.reportDocumentId, signal);
    lists.set(marketplaceId, list);
    m.total = list.length;
    m.cursor = Math.min(m.cursor, list.length);
    await save();
  }

  for (const marketplaceId of connection.marketplaceIds) {
    const m = cp.marketplaces[marketplaceId]!;
    if (m.complete) continue;
    await importMarketplace({ deps, connection, runId: run.id, userId: run.userId, marketplaceId, skus: (lists.get(marketplaceId) ?? []).map((l) => l.sku), cp, save, signal });
    m.complete = true;
    await save();
  }

  const finishedAt = new Date();
  await deps.db.transaction(async (tx) => {
    await lockForWrite(tx, run.id, connection);
    // Only now, after a complete pass, is "not seen" proof that Amazon no longer has a listing. A run
    // stopped meanwhile never gets here: its pass says nothing about the listings a newer run wrote.
    await repo.deleteUnseenListings(tx, run.userId, connection.marketplaceIds, run.id);
    await repo.setLastSynced(tx, run.userId, finishedAt);
    await repo.updateSyncRunIfStatus(tx, run.id, ['running'], { status: 'done', error: null, finishedAt, checkpoint: cp, ...progressOf(cp) });
  });
  await deps.onListingsSynced?.(run.userId);
}

/** Holds the run and its connection for this transaction's writes, or stops the job (see lockSyncRunForWrite). */
async function lockForWrite(tx: Db, runId: number, connection: SellerConnection): Promise<void> {
  const right = await repo.lockSyncRunForWrite(tx, runId, connection);
  if (right === 'stopped') throw new SyncStopped();
  // The run is still running: the disconnect (or the new account's callback) is about to fail it, or never will.
  if (right === 'disconnected') throw new SyncFailure(DISCONNECTED_MESSAGE);
  if (right === 'replaced') throw new SyncFailure(REPLACED_MESSAGE);
}

type MarketplaceImport = {
  deps: SyncDeps;
  connection: SellerConnection;
  runId: number;
  userId: number;
  marketplaceId: string;
  skus: string[];
  cp: SyncCheckpoint;
  save: () => Promise<void>;
  signal: AbortSignal;
};

/**
 * Batches of 20 run concurrently (the limiter orders their calls), are written as each completes,
 * and the cursor advances over the contiguous prefix of written batches only: after a restart the
 * batches past it are fetched and upserted again, which is harmless.
 */
async function importMarketplace(job: MarketplaceImport): Promise<void> {
  const m = job.cp.marketplaces[job.marketplaceId]!;
  const batches: string[][] = [];
  for (let i = m.cursor; i < job.skus.length; i += BATCH_SIZE) batches.push(job.skus.slice(i, i + BATCH_SIZE));
  // A failed batch cancels the others instead of leaving them running.
  const stop = new AbortController();
  const client = job.deps.spapi.clientFor(job.connection, { signal: AbortSignal.any([job.signal, stop.signal]) });
  const written = new Set<number>();
  let next = 0;
  let prefix = 0;
  let saving = Promise.resolve();
  const worker = async () => {
    while (next < batches.length && !stop.signal.aborted) {
      const index = next++;
      const imported = await importBatch(client, job.marketplaceId, batches[index]!);
      if (job.signal.aborted) throw job.signal.reason;
      await writeListings(job, imported);
      written.add(index);
      while (written.has(prefix)) m.cursor += batches[prefix++]!.length;
      // Saves in order, so a slow earlier save never overwrites a later cursor.
      saving = saving.then(job.save);
      await saving;
    }
  };
  const workers = Array.from({ length: Math.min(CONCURRENT_BATCHES, batches.length) }, () =>
    worker().catch((error: unknown) => {
      stop.abort(error);
      throw error;
    }),
  );
  // Every worker has ended before the job goes on (or ends): none is left writing in the background.
  const results = await Promise.allSettled(workers);
  stop.abort();
  if (results.some((r) => r.status === 'rejected')) throw stop.signal.reason;
}

async function writeListings(job: MarketplaceImport, imported: ImportedListing[]): Promise<void> {
  if (imported.length === 0) return;
  const rows: NewListing[] = imported.map((l) => ({
    userId: job.userId,
    source: 'amazon',
    ...l,
    ...healthFields(listingContent(l)),
    syncRunId: job.runId,
  }));
  await job.deps.db.transaction(async (tx) => {
    await lockForWrite(tx, job.runId, job.connection);
    await upsertListings(tx, rows);
  });
}
