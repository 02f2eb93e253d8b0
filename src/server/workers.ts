import type { Workers } from './jobs/queue.ts';
import { batchWorkers } from './batch/queue.ts';
import { listingsWorkers } from './listings/queue.ts';
import { publishWorkers } from './publish/queue.ts';
import { syncWorkers } from './sync/queue.ts';
import { keywordsWorkers, startFirstSqpImports } from './keywords/queue.ts';
import { enqueuePerformanceImport, performanceWorkers } from './performance/queue.ts';
import { alertsWorkers, queueCheck } from './alerts/queue.ts';
import { replaceFeedbackReviews } from './faqs/repo.ts';

/**
 * Every feature's job workers, the counterpart of routes.ts: started by processes that run jobs
 * (`--role worker` and `all`), never by `--role web`, which only enqueues.
 */
export const featureWorkers: readonly Workers[] = [
  // A finished import has the listings whose sales and traffic, and search queries, the next imports
  // fetch, and whose status at Amazon the watch checks (an inactive listing is an alert at once).
  (app) =>
    syncWorkers(app, {
      afterListingsSynced: (userId, region) =>
        Promise.all([
          enqueuePerformanceImport(app, userId, region),
          startFirstSqpImports(app, userId, region),
          queueCheck(app, { userId, region }),
        ]),
      saveFeedbackReviews: replaceFeedbackReviews,
    }),
  publishWorkers,
  batchWorkers,
  listingsWorkers,
  performanceWorkers,
  keywordsWorkers,
  alertsWorkers,
];
