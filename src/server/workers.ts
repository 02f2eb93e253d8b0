import type { Workers } from './jobs/queue.ts';
import { batchWorkers } from './batch/queue.ts';
import { listingsWorkers } from './listings/queue.ts';
import { publishWorkers } from './publish/queue.ts';
import { syncWorkers } from './sync/queue.ts';

/**
 * Every feature's job workers, the counterpart of routes.ts: started by processes that run jobs
 * (`--role worker` and `all`), never by `--role web`, which only enqueues.
 */
export const featureWorkers: readonly Workers[] = [syncWorkers, publishWorkers, batchWorkers, listingsWorkers];
