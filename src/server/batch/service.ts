import type { BatchItem, BatchJob, BatchOptimizeRequest, BatchStatus } from '#core/api/publish';
import type { Db } from '../db/index.ts';
import { AppError } from '../errors.ts';
import type { JobContext } from '../jobs/index.ts';
import { assertEditable } from '../listings/index.ts';
import { optimizeListing, type OptimizeDeps } from '../optimize/index.ts';
import * as repo from './repo.ts';

export type BatchJobData = { runId: number };

export const NO_CREDITS_MESSAGE =
  'Stopped: your plan has no optimisation credits left this month. The remaining listings were not changed.';

/**
 * POST /api/batch/optimize: checks every id belongs to the user (one unknown id answers 404, as a
 * single listing would), snapshots their text for the review screen and queues the run. A queue
 * that refuses the job answers UNAVAILABLE (503) and leaves the run failed, not queued forever.
 */
export async function startBatch(
  deps: { db: Db; enqueue: (data: BatchJobData) => Promise<unknown> },
  userId: number,
  req: BatchOptimizeRequest,
): Promise<repo.BatchRunRow> {
  const ids = [...new Set(req.listingIds)];
  const rows = await repo.findBatchListings(deps.db, userId, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  if (byId.size !== ids.length) throw new AppError('NOT_FOUND', 'Listing not found');
  for (const r of rows) assertEditable(r);
  const items: BatchItem[] = ids.map((id) => {
    const r = byId.get(id)!;
    return {
      listingId: id,
      status: 'pending',
      versionId: null,
      original: { title: r.title, bullets: r.bullets, description: r.description },
      draft: null,
      scoreBefore: r.healthScore,
      scoreAfter: null,
      error: null,
    };
  });
  const run = await repo.insertBatchRun(deps.db, {
    userId,
    status: 'queued',
    language: req.language,
    total: items.length,
    items,
  });
  try {
    await deps.enqueue({ runId: run.id });
  } catch (error) {
    // No job will ever take the run: it must not stay queued. Nothing was optimised or charged.
    await repo.updateBatchRun(deps.db, run.id, { status: 'failed', error: 'Could not start the batch.', finishedAt: new Date() });
    throw new AppError('UNAVAILABLE', 'Could not start the batch. Please try again.', { cause: error });
  }
  return run;
}

export async function getBatch(db: Db, userId: number, id: number): Promise<BatchJob> {
  const run = await repo.findBatchRunForUser(db, userId, id);
  if (!run) throw new AppError('NOT_FOUND', 'Batch not found');
  return toBatchJson(run);
}

export function toBatchJson(run: repo.BatchRunRow): BatchJob {
  return {
    jobId: run.id,
    status: run.status,
    language: run.language,
    total: run.total,
    done: run.done,
    failed: run.failed,
    error: run.error,
    items: run.items,
  };
}

const FINISHED: ReadonlySet<BatchStatus> = new Set(['done', 'stopped_no_credits', 'failed']);

/**
 * Optimises each pending item with the Optimize screen's engine (one credit each, spent with the
 * draft in one transaction). Progress is saved after every item, so a restarted job resumes where
 * it stopped. Out of credits: the run stops as stopped_no_credits and the rest stay untouched.
 */
export async function runBatchJob(deps: OptimizeDeps, data: BatchJobData, ctx: JobContext): Promise<void> {
  const run = await repo.findBatchRun(deps.db, data.runId);
  if (!run || FINISHED.has(run.status)) return;
  const items = run.items.map((i) => ({ ...i }));
  const save = (status: BatchStatus, extra: { error?: string | null; finishedAt?: Date } = {}) =>
    repo.updateBatchRun(deps.db, run.id, {
      status,
      items,
      done: items.filter((i) => i.status === 'done').length,
      failed: items.filter((i) => i.status === 'failed').length,
      ...extra,
    });
  await save('running');

  for (const item of items) {
    if (item.status !== 'pending') continue;
    if (ctx.signal.aborted) throw ctx.signal.reason;
    try {
      const result = await optimizeListing(deps, run.userId, item.listingId, run.language);
      Object.assign(item, {
        status: 'done',
        versionId: result.versionId,
        draft: { title: result.title, bullets: result.bullets, description: result.description },
        scoreBefore: result.previousScore,
        scoreAfter: result.healthScore,
        error: null,
      } satisfies Partial<BatchItem>);
    } catch (error) {
      if (error instanceof AppError && error.code === 'PAYMENT_REQUIRED') {
        await save('stopped_no_credits', { error: NO_CREDITS_MESSAGE, finishedAt: new Date() });
        return;
      }
      if (ctx.signal.aborted) throw error;
      // One listing failing (deleted meanwhile, provider refusal) must not sink the other 499.
      Object.assign(item, {
        status: 'failed',
        error: error instanceof AppError ? error.message : 'The AI engine could not optimise this listing.',
      } satisfies Partial<BatchItem>);
    }
    await save('running');
  }
  await save('done', { finishedAt: new Date() });
}
