/** The listing watch as the web app sees it: alerts, their counts, Dismiss, status and mail settings. */
import {
  ALERT_KINDS,
  ALERT_SEVERITIES,
  type Alert,
  type AlertCount,
  type AlertKind,
  type AlertList,
  type AlertMailSettings,
  type WatchStatus,
} from '#core/api/alerts';
import { AppError } from '../errors.ts';
import type { Db } from '../db/index.ts';
import * as repo from './repo.ts';

type Listed = Awaited<ReturnType<typeof repo.listAlerts>>[number];

function toAlert({ alert: a, sku, asin, title }: Listed): Alert {
  return {
    id: a.id,
    listingId: a.listingId,
    sku,
    asin,
    listingTitle: title,
    kind: a.kind,
    severity: a.severity,
    state: a.state,
    message: a.message,
    code: a.code,
    content: a.content ?? null,
    productType: a.productType ?? null,
    createdAt: a.createdAt.toISOString(),
    resolvedAt: a.resolvedAt?.toISOString() ?? null,
  };
}

export async function listAlerts(db: Db, userId: number, q: { state: 'open' | 'all'; listingId?: number }): Promise<AlertList> {
  const rows = await repo.listAlerts(db, userId, { openOnly: q.state === 'open', listingId: q.listingId });
  const count = await countAlerts(db, userId);
  return { alerts: rows.map(toAlert), openCount: count.open };
}

export async function countAlerts(db: Db, userId: number): Promise<AlertCount> {
  const rows = await repo.openCounts(db, userId);
  const byListing: Record<string, number> = {};
  const worstByListing: AlertCount['worstByListing'] = {};
  // Worst first: severity, then the order of the kinds (a suppression before a search suppression).
  const rank = (r: { severity: Alert['severity']; kind: AlertKind }) =>
    ALERT_SEVERITIES.indexOf(r.severity) * ALERT_KINDS.length + ALERT_KINDS.indexOf(r.kind);
  let open = 0;
  let critical = 0;
  for (const r of [...rows].sort((a, b) => rank(a) - rank(b))) {
    open += r.n;
    if (r.severity === 'critical') critical += r.n;
    byListing[String(r.listingId)] = (byListing[String(r.listingId)] ?? 0) + r.n;
    worstByListing[String(r.listingId)] ??= { kind: r.kind, severity: r.severity };
  }
  return { open, critical, byListing, worstByListing };
}

export async function dismiss(db: Db, userId: number, id: number): Promise<void> {
  const row = await repo.dismissAlert(db, userId, id);
  if (row) return;
  // Another user's alert is as unknown as a missing one.
  if (!(await repo.findAlert(db, userId, id))) throw new AppError('NOT_FOUND', 'Alert not found');
}

export type CheckTiming = { intervalMinutes: number; cooldownMinutes: number; now: Date; live: boolean };

/** When Check now may run the region's next check, or null when it may now. */
export function nextCheckAt(lastCheckedAt: Date | null, timing: Pick<CheckTiming, 'cooldownMinutes' | 'now'>): Date | null {
  if (!lastCheckedAt) return null;
  const next = new Date(lastCheckedAt.getTime() + timing.cooldownMinutes * 60_000);
  return next > timing.now ? next : null;
}

export async function status(db: Db, userId: number, timing: CheckTiming): Promise<WatchStatus> {
  const rows = await repo.watchRegionsOf(db, userId);
  const lastNotification = rows
    .map((r) => r.lastNotificationAt)
    .filter((d): d is Date => d !== null)
    .sort((a, b) => a.getTime() - b.getTime())
    .at(-1);
  return {
    intervalMinutes: timing.intervalMinutes,
    notifications: { live: timing.live, lastNotificationAt: lastNotification?.toISOString() ?? null },
    regions: rows.map((r) => ({
      region: r.region,
      lastCheckedAt: r.lastCheckedAt?.toISOString() ?? null,
      checking: r.checkingSince !== null,
      lastError: r.lastError,
      nextCheckAt: nextCheckAt(r.lastCheckedAt, timing)?.toISOString() ?? null,
      lastCheck: {
        opened: r.lastOpened,
        resolved: r.lastResolved,
        previousCheckedAt: r.previousCheckedAt?.toISOString() ?? null,
      },
    })),
  };
}

export async function mailSettings(db: Db, userId: number): Promise<AlertMailSettings> {
  const s = await repo.mailSettings(db, userId);
  return { critical: s.critical, digest: s.digest };
}

export async function saveMailSettings(db: Db, userId: number, s: AlertMailSettings): Promise<AlertMailSettings> {
  await repo.saveUserMailSettings(db, userId, { critical: s.critical, digest: s.digest });
  return s;
}

/** The settings version an unsubscribe link must carry to work. */
export async function mailSettingsVersion(db: Db, userId: number): Promise<number> {
  return (await repo.mailSettings(db, userId)).settingsVersion;
}

export async function unsubscribe(db: Db, userId: number): Promise<void> {
  await repo.saveUserMailSettings(db, userId, { critical: false, digest: false });
}
