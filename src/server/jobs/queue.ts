import type { FastifyInstance } from 'fastify';

/** What a job handler gets besides its data. */
export type JobContext = {
  jobId: string;
  retryCount: number;
  retryLimit: number;
  /** Aborted when the app closes: stop at the next safe point and throw, pg-boss retries later. */
  signal: AbortSignal;
};

export type JobHandler<T> = (data: T, ctx: JobContext) => Promise<void>;

export type QueueOptions = {
  /** Workers per process for this queue (jobs of one queue run in parallel up to this). */
  concurrency?: number;
  /**
   * Jobs that spend their time waiting on Amazon (a rate token, a report being prepared, a retry):
   * the process runs every job it can fetch at once, each as an async task that holds no worker slot
   * and no database connection while it waits (docs/decisions/0020-waiting-jobs-hold-no-worker.md).
   * `concurrency` is ignored; the process takes at most MULTIPLEXED_JOBS_PER_PROCESS of them.
   */
  multiplexed?: boolean;
  retryLimit?: number;
  /** Seconds before the first retry; doubled each retry (retryBackoff). */
  retryDelay?: number;
  expireInSeconds?: number;
  /**
   * 'short': per singleton key, at most one job waits (a running one does not count), and enqueueing
   * another throws JobAlreadyQueuedError. Under 'standard' (pg-boss's default) a singleton key alone
   * dedupes nothing. ('stately', one waiting and one running, is not offered: in pg-boss 10 a worker
   * that finds the waiting job of a running key fails its fetch, and every other key waits behind it.)
   */
  policy?: 'standard' | 'short';
};

/** A job with this singleton key is already waiting (a 'short' queue): nothing was added. */
export class JobAlreadyQueuedError extends Error {
  constructor(queue: string, key: string | undefined) {
    super(`A job of ${queue} with key ${key ?? '(none)'} is already waiting`);
    this.name = 'JobAlreadyQueuedError';
  }
}

/**
 * A queue and the type of its jobs' data. The handle is what both sides hold: web code enqueues
 * with it (`app.jobs.enqueue(queue, data)`, checked against `T`), a worker module works it.
 */
export type Queue<T extends object> = {
  readonly name: string;
  readonly options: Readonly<QueueOptions>;
  /** Never set: carries `T` (both ways, so a queue of one payload is not taken for another). */
  readonly payload?: (data: T) => T;
};

export function defineQueue<T extends object>(name: string, options: QueueOptions = {}): Queue<T> {
  return Object.freeze({ name, options: Object.freeze({ ...options }) });
}

/** What one process of a multiplexed queue runs at once: a bound on memory, not a worker count. */
export const MULTIPLEXED_JOBS_PER_PROCESS = 5_000;

/** A periodic task: fires once per interval across every worker process (`app.jobs.every`). */
export type Schedule = {
  /** Unique among schedules: the key that keeps two processes from firing the same interval twice. */
  name: string;
  everyMs: number;
  /** Also run in each worker process as it starts (a deploy finds what changed under it). */
  atStart?: boolean;
};

/**
 * A feature's job workers: registers its handlers with `app.jobs.work` (and whatever the worker
 * process does on its own, such as queueing periodic work). Only processes that run jobs call it.
 */
export type Workers = (app: FastifyInstance) => void;
