/**
 * Alert mail: a critical alert goes out at once, the rest in one mail a day, and never more than
 * one mail per listing per hour (what the limit holds back goes into the next summary). Only to a
 * verified address, and each mail carries a signed one-click unsubscribe link.
 */
import { ALERT_KIND_TEXT, alertKindLine } from '#core/alerts/kind-labels';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import type { AlertRow } from '../db/schema/index.ts';
import { renderMail, type Mailer } from '../mail/index.ts';
import type { Cipher } from '../security/index.ts';
import * as repo from './repo.ts';
import { unsubscribeUrl } from './unsubscribe.ts';

export type AlertMailDeps = { db: Db; cipher: Cipher; config: Config; mailer: Mailer | undefined; now: () => Date };

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const SEVERITY_LABEL = { critical: 'Critical', warning: 'Warning', info: 'Resolved' } as const;

type Listed = { alert: AlertRow; sku: string; title: string };

/** "Critical - SKU: " and the alert's line (core/alerts/kind-labels.ts). */
function line(a: Listed): string {
  return `${SEVERITY_LABEL[a.alert.severity]} - ${a.sku}: ${alertKindLine(a.alert)}`;
}

async function send(
  deps: AlertMailDeps,
  userId: number,
  subject: string,
  intro: string,
  items: Listed[],
  kind: 'listing-alert' | 'listing-alert-digest',
) {
  const to = await repo.recipient(deps.db, userId);
  // Alerts go only to an address the user proved is theirs.
  if (!to?.verifiedAt || !deps.mailer) return false;
  const unsubscribe = unsubscribeUrl(deps, userId, (await repo.mailSettings(deps.db, userId)).settingsVersion);
  const rendered = renderMail({
    subject,
    paragraphs: [intro, ...items.slice(0, 50).map(line), ...(items.length > 50 ? [`and ${items.length - 50} more.`] : [])],
    action: { label: 'Open your alerts', url: `${deps.config.publicUrl}/alerts` },
    footer: [
      'You get these mails because the listing watch is on for your Amazon listings. Choose which alerts are mailed in Settings.',
      `Unsubscribe from alert mail with one click: ${unsubscribe}`,
    ],
  });
  await deps.mailer.send({
    ...rendered,
    to: to.email,
    kind,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
  return true;
}

/** After a check: each new critical alert mailed at once, unless its listing had a mail this hour. */
export async function mailCriticalAlerts(deps: AlertMailDeps, userId: number): Promise<void> {
  const settings = await repo.mailSettings(deps.db, userId);
  if (!settings.critical) return;
  const now = deps.now();
  const pending = (await repo.unmailedAlerts(deps.db, userId)).filter((a) => a.alert.severity === 'critical');
  const byListing = new Map<number, Listed[]>();
  for (const a of pending) byListing.set(a.alert.listingId, [...(byListing.get(a.alert.listingId) ?? []), a]);
  for (const [listingId, items] of byListing) {
    if ((await repo.mailsSince(deps.db, userId, listingId, new Date(now.getTime() - HOUR_MS))) > 0) continue;
    const first = items[0]!;
    const sent = await send(
      deps,
      userId,
      `Critical: ${ALERT_KIND_TEXT[first.alert.kind].label} (${first.sku})`,
      `Amazon changed your listing "${first.title}" (${first.sku}):`,
      items,
      'listing-alert',
    );
    if (!sent) return;
    await repo.logMail(deps.db, userId, [listingId], 'critical', now);
    await repo.markMailed(
      deps.db,
      items.map((i) => i.alert.id),
      now,
    );
  }
}

/**
 * The daily digest: every alert not mailed yet (warnings, resolutions, and the critical ones the
 * hourly limit held back, once their hour is over). Once a day per user.
 */
export async function mailDigest(deps: AlertMailDeps, userId: number): Promise<boolean> {
  const settings = await repo.mailSettings(deps.db, userId);
  const now = deps.now();
  if (settings.lastDigestAt && now.getTime() - settings.lastDigestAt.getTime() < DAY_MS) return false;
  // Critical alerts the hourly limit held back follow the critical preference, the rest the digest's.
  const pending = (await repo.unmailedAlerts(deps.db, userId)).filter((a) =>
    a.alert.severity === 'critical' ? settings.critical : settings.digest,
  );
  if (pending.length === 0) return false;
  const sent = await send(
    deps,
    userId,
    `Your listing alerts: ${pending.length} change${pending.length === 1 ? '' : 's'} on Amazon`,
    'What changed on your Amazon listings since the last mail:',
    pending,
    'listing-alert-digest',
  );
  if (!sent) return false;
  await repo.logMail(deps.db, userId, [...new Set(pending.map((p) => p.alert.listingId))], 'digest', now);
  await repo.markMailed(
    deps.db,
    pending.map((p) => p.alert.id),
    now,
  );
  await repo.saveMailSettings(deps.db, userId, { lastDigestAt: now });
  return true;
}
