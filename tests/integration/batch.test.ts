import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { batchRuns } from '../../src/server/db/schema/index.ts';
import { batchQueue } from '../../src/server/batch/queue.ts';
import { bearer, type TestApp, useTestApp } from '../helpers/app.ts';
import { sellerWithListing } from '../helpers/seller.ts';

let t: TestApp;
useTestApp((app) => {
  t = app;
});

/**
 * Makes the job queue itself refuse new jobs of `queue`: pg-boss's insert into its job table fails,
 * as it would with the queue's database in trouble. Answers the undo.
 */
async function refuseJobs(queue: string): Promise<() => Promise<void>> {
  await t.database.db.execute(
    sql.raw(`create function refuse_jobs() returns trigger language plpgsql as $$ begin raise exception 'job refused'; end $$`),
  );
  await t.database.db.execute(
    sql.raw(
      `create trigger refuse_jobs before insert on pgboss.job for each row when (new.name = '${queue}') execute function refuse_jobs()`,
    ),
  );
  return async () => {
    await t.database.db.execute(sql.raw('drop trigger refuse_jobs on pgboss.job'));
    await t.database.db.execute(sql.raw('drop function refuse_jobs()'));
  };
}

describe('POST /api/batch/optimize', () => {
  it('answers 503 "please try again" when the job cannot be queued, and leaves the run failed, not queued', async () => {
    const { token, userId, listingId } = await sellerWithListing(t, {
      tier: 'growth',
      listing: { sku: 'BATCH-1', title: 'Insulated steel water bottle' },
    });
    const allowJobs = await refuseJobs(batchQueue.name);
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/batch/optimize',
        headers: bearer(token),
        payload: { listingIds: [listingId], language: 'en' },
      });
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual({ code: 'UNAVAILABLE', message: 'Could not start the batch. Please try again.' });
    } finally {
      await allowJobs();
    }

    const runs = await t.database.db.select().from(batchRuns).where(eq(batchRuns.userId, userId));
    expect(runs).toHaveLength(1);
    const res = await t.app.inject({ method: 'GET', url: `/api/batch/${runs[0]!.id}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'failed', error: 'Could not start the batch.', done: 0, failed: 0 });
    expect(runs[0]!.finishedAt).not.toBeNull();
  });
});
