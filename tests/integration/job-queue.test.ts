import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp, type BuildOptions } from '../../src/server/app.ts';
import { queryRows } from '../../src/server/db/index.ts';
import { defineQueue, JobAlreadyQueuedError } from '../../src/server/jobs/queue.ts';
import { testConfig } from '../helpers/app.ts';
import { waitFor } from '../helpers/wait.ts';
import { createTestDatabase } from '../setup/test-db.ts';

/** A worker-role app on a database of its own; the caller closes both. */
async function workerApp(options: Pick<BuildOptions, 'jobPollingSeconds' | 'jobShutdownStepMs'>) {
  const database = await createTestDatabase();
  const config = testConfig({ ROLE: 'worker' });
  const app = await buildApp(config, { database, webRoot: path.join(config.dataDir, 'no-web'), ...options });
  return { database, app };
}

describe('job queue', () => {
  it('wakes this process’s idle worker when it queues a job, instead of waiting for the next poll', async () => {
    // A poll a minute: a job found within the wait below was found through the wake-up.
    const { database, app } = await workerApp({ jobPollingSeconds: 60 });
    const queue = defineQueue<{ n: number }>('test-wake-up');
    const done: number[] = [];
    app.jobs.work(queue, async ({ n }) => {
      done.push(n);
    });
    try {
      await app.ready();
      const first = await app.jobs.enqueue(queue, { n: 1 });
      // pg-boss marks the job completed as the last step of its run; the worker then goes straight
      // back to its minute-long wait, where only the wake-up can reach it within the 10 s below.
      await waitFor(async () => {
        const [job] = await queryRows<{ state: string }>(database.db, sql`select state from pgboss.job where id = ${first}`);
        return job?.state === 'completed';
      }, 10_000);
      expect(done).toEqual([1]);
      await app.jobs.enqueue(queue, { n: 2 });
      await waitFor(async () => done.length === 2, 10_000);
      expect(done).toEqual([1, 2]);
    } finally {
      await app.close();
      await database.close();
    }
  }, 30_000);

  it('closes when a job never ends and holds a lock that pg-boss’s stop waits on', async () => {
    const { database, app } = await workerApp({ jobShutdownStepMs: 500 });
    const queue = defineQueue<{ n: number }>('test-stuck');
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked = false;
    app.jobs.work(queue, async (_data, { jobId }) => {
      // Ignores the abort and keeps its own pg-boss row locked: pg-boss's stop, which marks the job
      // failed, has to wait on that lock for as long as the job runs.
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select id from pgboss.job where id = ${jobId} for update`);
        locked = true;
        await released;
      });
    });
    try {
      await app.ready();
      const id = await app.jobs.enqueue(queue, { n: 1 });
      await waitFor(async () => locked, 10_000);
      // Before each step was bounded, this never resolved: the job held the lock until release().
      await app.close();
      release();
      // Its row settles once the lock is gone (completed, as the job did end; or failed for a retry):
      // no query of the closed app is left waiting when the database closes.
      await waitFor(async () => {
        const [job] = await queryRows<{ state: string }>(database.db, sql`select state from pgboss.job where id = ${id}`);
        return job !== undefined && job.state !== 'active';
      }, 10_000);
    } finally {
      release();
      await database.close();
    }
  }, 30_000);

  it('keeps one job waiting per key on a short queue: another with that key is refused, another key is not', async () => {
    const { database, app } = await workerApp({ jobShutdownStepMs: 500 });
    const queue = defineQueue<{ n: number }>('test-short', { policy: 'short' });
    const started: number[] = [];
    const gates = new Map<number, () => void>();
    app.jobs.work(queue, ({ n }) => {
      started.push(n);
      return new Promise<void>((resolve) => gates.set(n, resolve));
    });
    try {
      await app.ready();
      await app.jobs.enqueue(queue, { n: 1 }, { singletonKey: 'k' });
      await waitFor(async () => gates.has(1), 10_000);
      // The one worker is busy: 2 waits, 3 would be a second waiting job of key k, 4 has a key of its own.
      await app.jobs.enqueue(queue, { n: 2 }, { singletonKey: 'k' });
      await expect(app.jobs.enqueue(queue, { n: 3 }, { singletonKey: 'k' })).rejects.toBeInstanceOf(JobAlreadyQueuedError);
      await app.jobs.enqueue(queue, { n: 4 }, { singletonKey: 'other' });
      gates.get(1)!();
      await waitFor(async () => gates.has(2), 10_000);
      gates.get(2)!();
      await waitFor(async () => gates.has(4), 10_000);
      expect(started).toEqual([1, 2, 4]);
    } finally {
      for (const open of gates.values()) open();
      await app.close();
      await database.close();
    }
  }, 30_000);

  it('holds a job queued with startAfterSeconds that long, and another of its key joins it meanwhile', async () => {
    const { database, app } = await workerApp({ jobPollingSeconds: 0.5 });
    const queue = defineQueue<{ n: number }>('test-start-after', { multiplexed: true, policy: 'short' });
    const started: { n: number; at: number }[] = [];
    app.jobs.work(queue, async ({ n }) => {
      started.push({ n, at: Date.now() });
    });
    try {
      await app.ready();
      const queuedAt = Date.now();
      await app.jobs.enqueue(queue, { n: 1 }, { singletonKey: 'listing', startAfterSeconds: 2 });
      await expect(app.jobs.enqueue(queue, { n: 2 }, { singletonKey: 'listing', startAfterSeconds: 2 })).rejects.toBeInstanceOf(
        JobAlreadyQueuedError,
      );
      await waitFor(async () => started.length === 1, 15_000);
      // Held back 2 s from the insert (the database's now(), a moment after queuedAt): a job run at
      // once would have started at the enqueue's wake-up or within the 0.5 s poll.
      expect(started[0]!.at - queuedAt).toBeGreaterThanOrEqual(1_900);
      // Once it ran, the key is free again: the next change of the listing gets a check of its own.
      await app.jobs.enqueue(queue, { n: 3 }, { singletonKey: 'listing' });
      await waitFor(async () => started.length === 2, 15_000);
      expect(started.map((s) => s.n)).toEqual([1, 3]);
    } finally {
      await app.close();
      await database.close();
    }
  }, 60_000);
});
