import type { FastifyInstance } from 'fastify';
import { defineQueue, JobAlreadyQueuedError } from '../jobs/index.ts';
import { runWatchCheck, type WatchDeps, type WatchJobData } from './check.ts';
import { mailCriticalAlerts, mailDigest, type AlertMailDeps } from './mail.ts';
import * as repo from './repo.ts';
import * as notificationRepo from './notification-repo.ts';
import { startNotificationConsumer } from './notification-consumer.ts';
import { reconcileSubscriptions, type SubscriptionDeps } from './subscriptions.ts';
import { watchMode } from './watch-mode.ts';

/** NotificationIds are kept a week: Amazon redelivers within hours, not days. */
const SIGHTINGS_KEPT_MS = 7 * 24 * 60 * 60_000;

export const subscriptionDeps = (app: FastifyInstance): SubscriptionDeps => ({
  db: app.db,
  cipher: app.cipher,
  spapi: app.spapi,
  config: app.config,
  now: () => app.now(),
  log: app.log,
});

/** A check left holding its region this long died with its process: the region may be queued again. */
export const STALE_CHECK_MS = 30 * 60_000;
/** How often a worker looks for regions whose check is due, and for digests to send. */
const SCHEDULER_TICK_MS = 60_000;

/**
 * One job per connected region and check (docs/listing-watch.md). The singleton key keeps a region
 * from being checked twice at once; separate jobs keep one seller's slow region from delaying others.
 */
export const watchQueue = defineQueue<WatchJobData>('listing-watch', {
  // Waits on the catalog and listings rates: a waiting check holds no worker slot.
  multiplexed: true,
  retryLimit: 2,
  retryDelay: 30,
  expireInSeconds: STALE_CHECK_MS / 1000,
});

/**
 * A check of the listings one notification names: the same check and findings as the poll, over
 * those SKUs only. Not claimed per region like the poll's, so it never waits behind a full check.
 * 'short': at most one check of a listing waits, so the notifications of one change join it.
 */
export const listingCheckQueue = defineQueue<WatchJobData>('listing-watch-listing', {
  multiplexed: true,
  policy: 'short',
  retryLimit: 3,
  retryDelay: 10,
  expireInSeconds: STALE_CHECK_MS / 1000,
});

/**
 * How long a notified listing's check waits before it starts. Amazon sends a suppression's status
 * and issues notifications apart, a second or two from each other: the wait lets the second join
 * the first's check, where without it each would read the listing and spend the seller's rate.
 */
export const LISTING_CHECK_DELAY_S = 5;

const listingCheckKey = (data: WatchJobData) =>
  `listing:${data.userId}:${data.region}:${[...(data.skus ?? [])].sort().join('\n')}`;

/** Queues the check of a notified listing, unless one of it is already waiting (it covers this one too). */
export async function queueListingCheck(app: FastifyInstance, data: WatchJobData): Promise<void> {
  try {
    await app.jobs.enqueue(listingCheckQueue, data, {
      singletonKey: listingCheckKey(data),
      startAfterSeconds: LISTING_CHECK_DELAY_S,
    });
  } catch (error) {
    if (!(error instanceof JobAlreadyQueuedError)) throw error;
  }
}

export const watchSingletonKey = (data: WatchJobData) => `watch:${data.userId}:${data.region}`;

/** Queues the check unless one is queued or running; false when it already was. */
export async function queueCheck(app: FastifyInstance, data: WatchJobData): Promise<boolean> {
  const now = app.now();
  if (!(await repo.claimCheck(app.db, data.userId, data.region, now, new Date(now.getTime() - STALE_CHECK_MS)))) return false;
  try {
    await app.jobs.enqueue(watchQueue, data, { singletonKey: watchSingletonKey(data) });
  } catch (error) {
    // The claim above is what keeps one check per region (the queue's singleton key alone dedupes
    // nothing); a job that could not be queued leaves it, and the region is queued again once stale.
    app.log.debug({ err: error, ...data }, 'listing watch: check already queued');
  }
  return true;
}

export function alertsWorkers(app: FastifyInstance): void {
  const checkDeps = (): WatchDeps => ({ db: app.db, cipher: app.cipher, spapi: app.spapi, now: () => app.now() });
  const mailDeps = (): AlertMailDeps => ({
    db: app.db,
    cipher: app.cipher,
    config: app.config,
    // A worker without SMTP_URL has no mailer: its alerts wait for a process that has one (the digest tick).
    mailer: app.hasDecorator('mailer') ? app.mailer : undefined,
    now: () => app.now(),
  });
  app.jobs.work(watchQueue, async (data, ctx) => {
    let found = { opened: 0, resolved: 0 };
    try {
      const result = await runWatchCheck(checkDeps(), data, ctx.signal);
      if (result.opened.length > 0 || result.resolved.length > 0)
        app.log.info(
          { ...data, checked: result.checked, opened: result.opened.length, resolved: result.resolved.length },
          'listing watch: changes found',
        );
      found = { opened: result.opened.length, resolved: result.resolved.length };
    } catch (error) {
      const last = ctx.retryCount >= ctx.retryLimit;
      await repo.finishCheck(
        app.db,
        data.userId,
        data.region,
        app.now(),
        last ? 'Amazon did not answer the last check; the watch tries again at the next one.' : null,
      );
      throw error;
    }
    try {
      await mailCriticalAlerts(mailDeps(), data.userId);
    } finally {
      // The check ends after its mail, so "Check now" reports done once everything it caused is out.
      await repo.finishCheck(app.db, data.userId, data.region, app.now(), null, found);
    }
  });

  app.jobs.work(listingCheckQueue, async (data, ctx) => {
    const result = await runWatchCheck(checkDeps(), data, ctx.signal);
    if (result.opened.length > 0 || result.resolved.length > 0)
      app.log.info(
        { ...data, opened: result.opened.length, resolved: result.resolved.length },
        'listing watch: changes found after a notification',
      );
    await mailCriticalAlerts(mailDeps(), data.userId);
  });

  startNotificationConsumer(app, {
    db: app.db,
    cipher: app.cipher,
    now: () => app.now(),
    log: app.log,
    queueListingCheck: (data) => queueListingCheck(app, data),
  });

  app.jobs.every({ name: 'listing-watch-due', everyMs: SCHEDULER_TICK_MS }, async () => {
    const now = app.now();
    // With notifications live the poll is the daily net; with the queue dead, hourly again.
    const mode = watchMode(app.config, await notificationRepo.queueStatus(app.db), now);
    const due = await repo.dueRegions(
      app.db,
      new Date(now.getTime() - mode.intervalMinutes * 60_000),
      new Date(now.getTime() - STALE_CHECK_MS),
    );
    for (const region of due) await queueCheck(app, region);
    for (const userId of await repo.usersWithUnmailed(app.db)) await mailDigest(mailDeps(), userId);
  });

  app.jobs.every({ name: 'listing-watch-subscriptions', everyMs: SCHEDULER_TICK_MS }, async () => {
    await reconcileSubscriptions(subscriptionDeps(app));
    await notificationRepo.pruneSightings(app.db, new Date(app.now().getTime() - SIGHTINGS_KEPT_MS));
  });
}
