import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { defineQueue } from '../../src/server/jobs/queue.ts';
import { testConfig } from '../helpers/app.ts';
import { waitFor } from '../helpers/wait.ts';
import { createTestDatabase } from '../setup/test-db.ts';

describe('job queue', () => {
  it('wakes this process’s idle worker when it queues a job, instead of waiting for the next poll', async () => {
    const database = await createTestDatabase();
    const config = testConfig({ ROLE: 'worker' });
    // A poll a minute: a job found within the wait below was found through the wake-up.
    const app = await buildApp(config, { database, webRoot: path.join(config.dataDir, 'no-web'), jobPollingSeconds: 60 });
    const queue = defineQueue<{ n: number }>('test-wake-up');
    const done: number[] = [];
    app.jobs.work(queue, async ({ n }) => {
      done.push(n);
    });
    try {
      await app.ready();
      await app.jobs.enqueue(queue, { n: 1 });
      await waitFor(async () => done.length === 1, 10_000);
      // The worker has fetched, run the job and gone back to its minute-long wait.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await app.jobs.enqueue(queue, { n: 2 });
      await waitFor(async () => done.length === 2, 10_000);
      expect(done).toEqual([1, 2]);
    } finally {
      await app.close();
      await database.close();
    }
  }, 30_000);
});
