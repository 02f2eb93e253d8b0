import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';

/** What a job handler gets besides its data. */
export type JobContext = {
  jobId: string;
  retryCount: number;
  retryLimit: number;
  /** Aborted when the app closes: stop at the next safe point and throw, pg-boss retries later. */
  signal: AbortSignal;
};

export type JobHandler<T> = (data: T, ctx: JobContext) => Promise<void>;

export type QueueDefinition<T> = {
  handler: JobHandler<T>;
  /** Workers per process for this queue (jobs of one queue run in parallel up to this). */
  concurrency?: number;
  retryLimit?: number;
  /** Seconds before the first retry; doubled each retry (retryBackoff). */
  retryDelay?: number;
  expireInSeconds?: number;
};

export type Jobs = {
  /** Call while the app registers (before ready): creates the queue and, unless role=web, its workers. */
  define<T extends object>(name: string, definition: QueueDefinition<T>): void;
  /** Adds a job; resolves with its pg-boss id. */
  enqueue(name: string, data: object, options?: { singletonKey?: string }): Promise<string>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- Fastify declaration merging needs an interface
  interface FastifyInstance {
    jobs: Jobs;
  }
}

const SCHEMA = 'pgboss';

/**
 * pg-boss on the app's own database (PGlite through its executeSql adapter, or the PostgreSQL pool),
 * so jobs survive restarts and any worker process can take them (DESIGN §1). A web-only process
 * (`--role web`) only sends jobs; it runs no workers and no maintenance.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    const isWorker = app.config.role !== 'web';
    const boss = new PgBoss({
      db: app.database.sql as PgBoss.Db,
      schema: SCHEMA,
      supervise: isWorker,
      schedule: false,
      migrate: true,
    });
    boss.on('error', (error) => app.log.error({ err: error }, 'job queue error'));

    const definitions = new Map<string, QueueDefinition<object>>();
    const running = new Set<Promise<unknown>>();
    const closing = new AbortController();
    let started = false;

    async function start(): Promise<void> {
      await boss.start();
      started = true;
      const polling = app.config.env === 'test' ? 0.5 : 1;
      for (const [name, def] of definitions) {
        await boss.createQueue(name, {
          name,
          retryLimit: def.retryLimit ?? 5,
          retryDelay: def.retryDelay ?? 2,
          retryBackoff: true,
          expireInSeconds: def.expireInSeconds ?? 15 * 60,
        });
        if (!isWorker) continue;
        for (let i = 0; i < (def.concurrency ?? 1); i++) {
          await boss.work<object>(name, { pollingIntervalSeconds: polling, batchSize: 1, includeMetadata: true }, async ([job]) => {
            if (!job) return;
            const run = def.handler(job.data, { jobId: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit, signal: closing.signal });
            running.add(run);
            try {
              await run;
            } finally {
              running.delete(run);
            }
          });
        }
      }
    }

    app.decorate('jobs', {
      define(name, definition) {
        if (started) throw new Error(`Queue ${name} defined after the job queue started`);
        definitions.set(name, definition as QueueDefinition<object>);
      },
      async enqueue(name, data, options = {}) {
        if (!started) throw new Error('The job queue is not started');
        const id = await boss.send(name, data, options.singletonKey ? { singletonKey: options.singletonKey } : {});
        if (!id) throw new Error(`Job for ${name} was not created (duplicate singleton?)`);
        return id;
      },
    } satisfies Jobs);

    app.addHook('onReady', start);
    app.addHook('onClose', async () => {
      if (!started) return;
      // Handlers stop at their next checkpoint and throw; pg-boss marks the job for retry, so the
      // next process (or this one, restarted) resumes it from the checkpoint.
      closing.abort(new Error('The server is shutting down'));
      await Promise.race([Promise.allSettled([...running]), new Promise((r) => setTimeout(r, 10_000))]);
      await boss.stop({ graceful: true, timeout: 2_000, close: false });
    });
  },
  { name: 'jobs', dependencies: ['services'] },
);

/** For features that only need to add work: `enqueue(app, 'amazon-sync', {...})`. */
export function enqueue(app: FastifyInstance, name: string, data: object): Promise<string> {
  return app.jobs.enqueue(name, data);
}
