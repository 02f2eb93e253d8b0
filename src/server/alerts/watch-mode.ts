/**
 * Which way the watch learns of changes: Amazon's notifications ("live"), with a daily poll as the
 * net, or the hourly poll alone when notifications are off or the queue cannot be read.
 */
import type { Config } from '../config.ts';
import type { QueueStatus } from './notification-repo.ts';

/** A queue not read for this long is taken as dead: the watch polls hourly again. */
export const QUEUE_DEAD_AFTER_MS = 5 * 60_000;

export type WatchMode = { live: boolean; intervalMinutes: number };

export function watchMode(
  config: Pick<Config, 'notifications' | 'watchIntervalMinutes'>,
  queue: QueueStatus | undefined,
  now: Date,
): WatchMode {
  const n = config.notifications;
  const lastRead = queue?.lastReadAt?.getTime();
  const live = n !== null && lastRead !== undefined && now.getTime() - lastRead < QUEUE_DEAD_AFTER_MS;
  return { live, intervalMinutes: live ? n.netIntervalMinutes : config.watchIntervalMinutes };
}
