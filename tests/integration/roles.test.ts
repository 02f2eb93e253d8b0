/**
 * `--role web` serves HTTP and only enqueues; `--role worker` runs every queue and serves nothing.
 * Two processes of different roles on one database share the work: what a web process queues, a
 * worker process does.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client.ts';
import { syncQueue } from '../../src/server/sync/queue.ts';
import { bearer, registerUser } from '../helpers/app.ts';
import {
  amazonConfig,
  buildAmazonTestApp,
  connectSeller,
  getSync,
  startAmazonEmulator,
  startSync,
  waitForSync,
  type AmazonTestApp,
  type TestEmulator,
} from '../helpers/amazon.ts';
import { waitFor } from '../helpers/wait.ts';

/** Every queue of the app, as docs/architecture.md lists them. */
const QUEUES = [
  'amazon-performance',
  'amazon-review-topics',
  'amazon-sync',
  'batch-optimize',
  'health-rescore',
  'keywords-sqp',
  'listing-watch',
  'listing-watch-listing',
  'publish-verify',
  // The one queue every worker offers each schedule's firing on (pg-boss keeps one per interval).
  'schedule',
];
/** Of the demo seller's 49 listings, the US ones: what its NA connection imports. */
const NA_SIZE = 24;
const US = 'ATVPDKIKX0DER';

let emulator: TestEmulator;
let web: AmazonTestApp;
let worker: AmazonTestApp | undefined;

// One deployment: the processes share the database and the key that encrypts Amazon tokens.
const env = { TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64') };

beforeAll(async () => {
  emulator = await startAmazonEmulator({ speedFactor: 100 });
  web = await buildAmazonTestApp(amazonConfig(emulator.base, 100, { ...env, ROLE: 'web' }));
});

afterAll(async () => {
  await worker?.close();
  await web?.close();
  await emulator?.close();
});

describe('process roles', () => {
  it('a web process serves the API and works no queue', async () => {
    expect(web.app.jobs.working).toEqual([]);
    expect(web.app.routeTable).toContainEqual({ method: 'POST', url: '/api/listings/sync' });
    const health = await web.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it('a sync queued by a web process is done by a worker process, which serves no route', async () => {
    const { token, user } = await registerUser(web.app);
    expect(await connectSeller(web.app, token, emulator.base)).toBe('/?connected=true');
    const started = await startSync(web.app, token);
    expect(started.statusCode).toBe(202);
    // Nobody works the queue yet: the web process only enqueued.
    expect(await getSync(web.app, token, started.body.jobId)).toMatchObject({ status: 'queued', done: 0 });

    worker = await buildAmazonTestApp(amazonConfig(emulator.base, 100, { ...env, ROLE: 'worker' }), web.database);
    expect([...worker.app.jobs.working].sort()).toEqual(QUEUES);
    expect(worker.app.routeTable).toEqual([]);
    const notServed = await worker.app.inject({ url: '/api/listings', headers: bearer(token) });
    expect(notServed.statusCode).toBe(404);
    expect((await worker.app.inject({ url: '/api/health' })).statusCode).toBe(404);

    const done = await waitForSync(web.app, token, started.body.jobId);
    expect(done).toMatchObject({ status: 'done', total: NA_SIZE, done: NA_SIZE, error: null });
    const listings = await web.app.inject({ url: '/api/listings', headers: bearer(token) });
    expect(listings.json()).toHaveLength(NA_SIZE);
    expect((listings.json() as { marketplaceId: string }[]).every((l) => l.marketplaceId === US)).toBe(true);
    // The import's follow-up job, queued by the worker itself, runs there too.
    await waitFor(async () => {
      const jobs = await queryRows<{ state: string }>(
        web.database.db,
        sql`select state from pgboss.job where name = ${'amazon-review-topics'}`,
      );
      return jobs.length === 1 && jobs[0]!.state === 'completed';
    }, 30_000);
    const [reviews] = await queryRows<{ n: number }>(
      web.database.db,
      sql`select count(*)::int as n from reviews r join listings l on l.id = r.listing_id where l.user_id = ${user.id} and r.source = 'customer_feedback'`,
    );
    expect(reviews!.n).toBeGreaterThan(0);
  }, 60_000);

  it('refuses handlers a process may not run, and payloads a queue does not take', () => {
    expect(() => web.app.jobs.work(syncQueue, async () => {})).toThrow(/role web/);
    expect(() => worker!.app.jobs.work(syncQueue, async () => {})).toThrow(/after the job queue started/);
    // The type checker's part (npm run typecheck fails if this line compiles): a job of the import
    // queue carries { runId, userId }.
    // @ts-expect-error a payload without its userId
    void (() => web.app.jobs.enqueue(syncQueue, { runId: 1 }));
  });
});
