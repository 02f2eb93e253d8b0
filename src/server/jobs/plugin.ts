import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import { JobAlreadyQueuedError, MULTIPLEXED_JOBS_PER_PROCESS, type JobHandler, type Queue, type Schedule } from './queue.ts';
import { settlesWithin } from '#core/settles-within';

export type { JobContext, JobHandler } from './queue.ts';

export type EnqueueOptions = { singletonKey?: string; startAfterSeconds?: number };

export type Jobs = {
  /**
   * Adds a job; resolves with its pg-boss id. The data is checked against the queue's type.
   * `startAfterSeconds` holds the job back that long: on a 'short' queue, what else comes for the
   * same singleton key meanwhile joins it (the enqueue throws JobAlreadyQueuedError).
   */
  enqueue<T extends object>(queue: Queue<T>, data: NoInfer<T>, options?: EnqueueOptions): Promise<string>;
  /**
   * Call while the app registers (before ready), in worker processes only (`Workers` modules):
   * this process runs `handler` for the queue's jobs.
   */
  work<T extends object>(queue: Queue<T>, handler: JobHandler<T>): void;
  /**
   * Call while the app registers, in worker processes only: runs `task` once per `everyMs` across
   * all worker processes (each process's timer offers the interval's job; the first one wins).
   */
  every(schedule: Schedule, task: () => Promise<void>): void;
  /** Names of the schedules this process offers, in registration order. */
  readonly schedules: readonly string[];
  /**
   * Offers the current interval's firing of a schedule now, as its timer does at each interval
   * (another process's offer for the same interval makes it fire once all the same).
   */
  offer(name: string): Promise<void>;
  /** Names of the queues this process works, in registration order. */
  readonly working: readonly string[];
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- Fastify declaration merging needs an interface
  interface FastifyInstance {
    jobs: Jobs;
  }
}

const SCHEMA = 'pgboss';
/** The queue of schedule firings: one job per schedule and interval (its singleton slot). */
const SCHEDULE_QUEUE = 'schedule';
/** Timers fire this long after an interval's boundary, so a clock a little behind still offers the same interval. */
const SCHEDULE_SKEW_MS = 1_000;
/**
 * A running schedule firing marks its job alive this often; one not marked for FIRING_STALE_SECONDS
 * died with its worker (a crash, a killed container). pg-boss 10 has no heartbeat of its own and
 * would hold the dead firing active until it expires, 15 minutes on.
 */
const FIRING_HEARTBEAT_MS = 15_000;
const FIRING_STALE_SECONDS = 60;
/** Jobs one fetch of a multiplexed queue takes. */
const MULTIPLEXED_FETCH = 100;

/** A sleep that an enqueue or a finished job ends early. */
function wakeable(): { sleep(ms: number): Promise<void>; wake(): void } {
  let waiting: (() => void) | undefined;
  return {
    sleep(ms) {
      return new Promise<void>((resolve) => {
        const timer = setTimeout(() => done(), ms);
        const done = () => {
          clearTimeout(timer);
          waiting = undefined;
          resolve();
        };
        waiting = done;
      });
    },
    wake: () => waiting?.(),
  };
}

/** Schedule firings: short tasks (they queue work), run as they come. */
const scheduleQueue: Queue<{ name: string }> = Object.freeze({
  name: SCHEDULE_QUEUE,
  options: Object.freeze({ multiplexed: true, retryLimit: 0, expireInSeconds: 15 * 60 }),
});

/** A queue as pg-boss sees it: whatever its payload type. */
type QueueSpec = Pick<Queue<object>, 'name' | 'options'>;

export type JobsOptions = {
  /**
   * How often an idle worker asks the database for jobs that another process queued (default 1 s,
   * 0.5 s in tests). A job queued by this process wakes its own idle workers at once.
   */
  pollingIntervalSeconds?: number;
  /**
   * The longest shutdown waits on each of its steps (running handlers, pg-boss's stop, pg-boss's
   * last queries) before it goes on without it (default 10 s).
   */
  shutdownStepMs?: number;
};

/**
 * pg-boss marks a job done or failed without awaiting the query, and a worker's fetch can answer after
 * stop(): the database may close only once the last of pg-boss's queries has settled.
 */
function trackQueries(db: PgBoss.Db): PgBoss.Db & { drain(): Promise<void>; pending(): number } {
  const inFlight = new Set<Promise<unknown>>();
  return {
    executeSql(text, values) {
      const query = db.executeSql(text, values);
      inFlight.add(query);
      query.then(
        () => inFlight.delete(query),
        () => inFlight.delete(query),
      );
      return query;
    },
    pending: () => inFlight.size,
    async drain() {
      // A settled fetch hands its jobs on, and their complete/fail starts a macrotask later at most.
      do {
        await Promise.allSettled([...inFlight]);
        await new Promise((resolve) => setImmediate(resolve));
      } while (inFlight.size > 0);
    },
  };
}

/**
 * pg-boss on the app's own database (PGlite through its executeSql adapter, or the PostgreSQL pool),
 * so jobs survive restarts and any worker process can take them (docs/decisions/0008-pg-boss-for-jobs.md).
 * Queues are defined in each feature's `queue.ts`; a process that only enqueues (`--role web`)
 * registers no handlers, so it runs no workers and no maintenance.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance, opts: JobsOptions) => {
    const isWorker = app.config.role !== 'web';
    const sql = trackQueries(app.database.sql as PgBoss.Db);
    const boss = new PgBoss({
      db: sql,
      schema: SCHEMA,
      supervise: isWorker,
      schedule: false,
      migrate: true,
    });
    boss.on('error', (error) => app.log.error({ err: error }, 'job queue error'));

    const handlers = new Map<string, { queue: QueueSpec; handler: JobHandler<object> }>();
    /** pg-boss worker ids per queue this process works. */
    const workerIds = new Map<string, string[]>();
    const created = new Map<string, Promise<void>>();
    const schedules = new Map<string, { schedule: Schedule; task: () => Promise<void> }>();
    const timers = new Set<NodeJS.Timeout>();
    /** Multiplexed queues' fetch loops, woken by an enqueue of this process. */
    const loops = new Map<string, { wake(): void; done: Promise<void> }>();
    const running = new Set<Promise<unknown>>();
    const closing = new AbortController();
    let started = false;

    /**
     * Once per queue and process. pg-boss keeps a queue's first definition, so the update brings a
     * queue made by an older release (before its policy, say) to this one.
     */
    function createQueue(queue: QueueSpec): Promise<void> {
      let done = created.get(queue.name);
      if (!done) {
        const { retryLimit = 5, retryDelay = 2, expireInSeconds = 15 * 60, policy = 'standard' } = queue.options;
        const definition = { name: queue.name, policy, retryLimit, retryDelay, retryBackoff: true, expireInSeconds };
        done = defineQueue(queue.name, definition);
        done.catch(() => created.delete(queue.name));
        created.set(queue.name, done);
      }
      return done;
    }

    /**
     * Two processes that define queues at once (a worker starting while a web process enqueues)
     * each add partitions to pg-boss's job table, and PostgreSQL may end one of them as a deadlock
     * victim (40P01). The other finishes; defining again then succeeds.
     */
    async function defineQueue(name: string, definition: Parameters<typeof boss.createQueue>[1]): Promise<void> {
      for (let attempt = 1; ; attempt++) {
        try {
          await boss.createQueue(name, definition);
          await boss.updateQueue(name, definition);
          return;
        } catch (error) {
          if (attempt >= 5 || (error as { code?: unknown }).code !== '40P01') throw error;
        }
      }
    }

    async function start(): Promise<void> {
      await boss.start();
      started = true;
      const polling = opts.pollingIntervalSeconds ?? (app.config.env === 'test' ? 0.5 : 1);
      for (const { queue, handler } of handlers.values()) {
        await createQueue(queue);
        if (queue.options.multiplexed) {
          loops.set(queue.name, multiplex(queue, handler, polling));
          continue;
        }
        const ids: string[] = [];
        workerIds.set(queue.name, ids);
        for (let i = 0; i < (queue.options.concurrency ?? 1); i++) {
          const id = await boss.work<object>(
            queue.name,
            { pollingIntervalSeconds: polling, batchSize: 1, includeMetadata: true },
            async ([job]) => {
              if (!job) return;
              // A fetch that was in flight when the server began to close: leave the job to the next process.
              if (closing.signal.aborted) throw closing.signal.reason;
              await track(handler(job.data, context(job)));
            },
          );
          ids.push(id);
        }
      }
      for (const { schedule, task } of schedules.values()) {
        // A start is this process's own (a deploy finds what changed under it); intervals are shared.
        if (schedule.atStart) void runScheduled(schedule.name, task);
        // A whole interval after the start first, as a timer would (a process just started has
        // done its start run; a watch check due at once would race the seller's first import).
        arm(schedule, Date.now() + schedule.everyMs);
      }
    }

    function context(job: PgBoss.JobWithMetadata<object>) {
      return { jobId: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit, signal: closing.signal };
    }

    async function track(run: Promise<unknown>): Promise<void> {
      running.add(run);
      try {
        await run;
      } finally {
        running.delete(run);
      }
    }

    /**
     * One fetch loop per multiplexed queue: every job it gets runs as an async task at once, and the
     * loop marks it done or failed itself (pg-boss's retry and backoff then apply as for a worker's).
     */
    function multiplex(queue: QueueSpec, handler: JobHandler<object>, polling: number) {
      const waker = wakeable();
      let active = 0;
      const runOne = async (job: PgBoss.JobWithMetadata<object>): Promise<void> => {
        active++;
        try {
          await track(handler(job.data, context(job)));
          await boss.complete(queue.name, job.id);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          await boss
            .fail(queue.name, job.id, { message })
            .catch((e: unknown) => app.log.warn({ err: e }, 'job queue: could not fail a job'));
        } finally {
          active--;
          waker.wake();
        }
      };
      const loop = async (): Promise<void> => {
        while (!closing.signal.aborted) {
          const room = MULTIPLEXED_JOBS_PER_PROCESS - active;
          let jobs: PgBoss.JobWithMetadata<object>[] = [];
          if (room > 0)
            try {
              jobs = await boss.fetch<object>(queue.name, {
                batchSize: Math.min(room, MULTIPLEXED_FETCH),
                includeMetadata: true,
              });
            } catch (error) {
              if (!closing.signal.aborted) app.log.warn({ err: error, queue: queue.name }, 'job queue: fetch failed');
            }
          if (closing.signal.aborted) {
            // Fetched while the server began to close: back to the queue for the next process.
            for (const job of jobs)
              await boss.fail(queue.name, job.id, { message: 'The server is shutting down' }).catch(() => {});
            break;
          }
          for (const job of jobs) void runOne(job);
          if (jobs.length < MULTIPLEXED_FETCH || room <= 0) await waker.sleep(polling * 1000);
        }
      };
      return { wake: waker.wake, done: loop() };
    }

    async function runScheduled(name: string, task: () => Promise<void>): Promise<void> {
      try {
        await track(task());
      } catch (error) {
        // The next interval tries again; a retry now would only repeat the failure.
        app.log.warn({ err: error, schedule: name }, 'scheduled task failed');
      }
    }

    /**
     * Whether a firing of `name` for an earlier interval than job `jobId`'s is still running: active,
     * and marked alive (or started) within FIRING_STALE_SECONDS.
     */
    async function earlierFiringRunning(name: string, jobId: string): Promise<boolean> {
      const { rows } = await sql.executeSql(
        `select 1 from ${SCHEMA}.job j
          where j.name = $1 and j.state = 'active' and j.data->>'name' = $2 and j.id <> $3
            and j.singleton_on < (select singleton_on from ${SCHEMA}.job where name = $1 and id = $3)
            and coalesce((j.output->>'alive')::timestamptz, j.started_on) > now() - make_interval(secs => $4)
          limit 1`,
        [SCHEDULE_QUEUE, name, jobId, FIRING_STALE_SECONDS],
      );
      return rows.length > 0;
    }

    /** Runs a firing's task, marking its job alive meanwhile (pg-boss's completion overwrites the mark). */
    async function runFiring(name: string, jobId: string, task: () => Promise<void>): Promise<void> {
      const beat = setInterval(() => {
        sql
          .executeSql(
            `update ${SCHEMA}.job set output = jsonb_build_object('alive', now()) where name = $1 and id = $2 and state = 'active'`,
            [SCHEDULE_QUEUE, jobId],
          )
          .catch((error: unknown) => app.log.warn({ err: error, schedule: name }, 'job queue: could not mark a firing alive'));
      }, FIRING_HEARTBEAT_MS);
      beat.unref();
      try {
        await runScheduled(name, task);
      } finally {
        clearInterval(beat);
      }
    }

    /** Offers this interval's firing of a schedule; another process's offer for the same interval wins as well. */
    async function offer(schedule: Schedule): Promise<void> {
      try {
        await boss.send(
          SCHEDULE_QUEUE,
          { name: schedule.name },
          { singletonKey: schedule.name, singletonSeconds: Math.max(1, Math.round(schedule.everyMs / 1000)) },
        );
        loops.get(SCHEDULE_QUEUE)?.wake();
      } catch (error) {
        app.log.warn({ err: error, schedule: schedule.name }, 'job queue: could not offer a schedule');
      }
    }

    function arm(schedule: Schedule, notBefore = Date.now()): void {
      const now = Date.now();
      const next = Math.ceil(notBefore / schedule.everyMs) * schedule.everyMs + SCHEDULE_SKEW_MS;
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (closing.signal.aborted) return;
        void offer(schedule).then(() => arm(schedule));
      }, next - now);
      timer.unref();
      timers.add(timer);
    }

    app.decorate('jobs', {
      async enqueue(queue, data, options = {}) {
        if (!started) throw new Error('The job queue is not started');
        await createQueue(queue);
        const id = await boss.send(queue.name, data, {
          ...(options.singletonKey && { singletonKey: options.singletonKey }),
          ...(options.startAfterSeconds && { startAfter: options.startAfterSeconds }),
        });
        if (!id) throw new JobAlreadyQueuedError(queue.name, options.singletonKey);
        // An idle worker of this process would otherwise find the job only at its next poll.
        for (const workerId of workerIds.get(queue.name) ?? []) boss.notifyWorker(workerId);
        loops.get(queue.name)?.wake();
        return id;
      },
      work(queue, handler) {
        if (!isWorker) throw new Error(`Queue ${queue.name} worked by a process of role web`);
        if (started) throw new Error(`Queue ${queue.name} worked after the job queue started`);
        if (handlers.has(queue.name)) throw new Error(`Queue ${queue.name} has two workers`);
        handlers.set(queue.name, { queue, handler: handler as JobHandler<object> });
      },
      every(schedule, task) {
        if (!isWorker) throw new Error(`Schedule ${schedule.name} offered by a process of role web`);
        if (started) throw new Error(`Schedule ${schedule.name} offered after the job queue started`);
        if (schedules.has(schedule.name)) throw new Error(`Schedule ${schedule.name} is offered twice`);
        if (schedules.size === 0)
          this.work(scheduleQueue, async ({ name }, { jobId }) => {
            const entry = schedules.get(name);
            if (!entry) return;
            // A firing of an earlier interval still running (here or in another worker) has this
            // interval's work in hand: a second run beside it would repeat its calls to Amazon. One
            // whose worker died holds nothing: it stops being marked alive, and this one runs.
            if (await earlierFiringRunning(name, jobId)) {
              app.log.info({ schedule: name }, 'scheduled task still running from an earlier interval; this one skipped');
              return;
            }
            await runFiring(name, jobId, entry.task);
          });
        schedules.set(schedule.name, { schedule, task });
      },
      get working() {
        return [...handlers.keys()];
      },
      get schedules() {
        return [...schedules.keys()];
      },
      async offer(name) {
        const entry = schedules.get(name);
        if (!entry) throw new Error(`No schedule ${name}`);
        if (!started) throw new Error('The job queue is not started');
        await offer(entry.schedule);
      },
    } satisfies Jobs);
    app.addHook('onReady', start);
    app.addHook('onClose', async () => {
      if (!started) return;
      // Handlers stop at their next checkpoint and throw; pg-boss marks the job for retry, so the
      // next process (or this one, restarted) resumes it from the checkpoint.
      closing.abort(new Error('The server is shutting down'));
      for (const timer of timers) clearTimeout(timer);
      for (const loop of loops.values()) loop.wake();
      const step = opts.shutdownStepMs ?? 10_000;
      if (!(await settlesWithin(Promise.allSettled([...loops.values()].map((l) => l.done)), step)))
        app.log.warn('job queue: a fetch loop still running into shutdown; going on without it');
      if (!(await settlesWithin(Promise.allSettled([...running]), step)))
        app.log.warn(`job queue: ${running.size} job(s) still running ${step} ms into shutdown; going on without them`);
      // pg-boss's stop marks the jobs still running as failed: a query that waits for ever if such a
      // job holds a lock on its own row, or the last connection of the pool.
      if (!(await settlesWithin(boss.stop({ graceful: true, timeout: 2_000, close: false }), step)))
        app.log.warn(`job queue: pg-boss still stopping ${step} ms into shutdown; going on without it`);
      if (!(await settlesWithin(sql.drain(), step)))
        app.log.warn(`job queue: ${sql.pending()} queries still running ${step} ms into shutdown; closing without them`);
    });
  },
  { name: 'jobs', dependencies: ['services'] },
);
