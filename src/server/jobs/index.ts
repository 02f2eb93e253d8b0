/** The job queues: what other features may use. They import it from here, never from the files behind it. */
export type { JobContext } from './plugin.ts';
export { defineQueue, JobAlreadyQueuedError } from './queue.ts';
