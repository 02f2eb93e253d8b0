import type { FastifyInstance } from 'fastify';
import { defineQueue } from '../jobs/index.ts';
import { countStaleScores } from './repo.ts';
import { currentPolicyVersion, runRescoreJob } from './rescore-job.ts';

/** A policy row can take effect while the server runs: look for stale scores this often. */
const RESCORE_CHECK_MS = 60 * 60_000;

/** The policy version the stored scores are brought to; one job per version (its singleton key). */
export type RescoreJobData = { policyVersion: string };

/** Re-scores every listing whose stored score was computed under an older listing policy. */
export const rescoreQueue = defineQueue<RescoreJobData>('health-rescore', { retryLimit: 5, expireInSeconds: 60 * 60 });

/** Worker processes queue one re-score job per policy version when stored scores are older. */
export function listingsWorkers(app: FastifyInstance): void {
  app.jobs.work(rescoreQueue, async (data, ctx) => void (await runRescoreJob({ db: app.db }, data, ctx)));
  app.jobs.every({ name: 'health-rescore-check', everyMs: RESCORE_CHECK_MS, atStart: true }, async () => {
    const version = currentPolicyVersion();
    const stale = await countStaleScores(app.db, version);
    if (stale === 0) return;
    await app.jobs.enqueue(rescoreQueue, { policyVersion: version }, { singletonKey: `rescore:${version}` });
    app.log.info({ stale, policyVersion: version }, 'queued a re-score of listings scored under an older policy');
  });
}
