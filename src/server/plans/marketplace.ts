import type { PlanMarketplace } from '#core/api/plan-marketplace';
import { findMarketplace, MARKETPLACES } from '#core/marketplaces';
import { addMonths } from '#core/plans/period';
import { byRegion } from '#core/regions';
import type { Db } from '../db/index.ts';
import { AppError } from '../errors.ts';
import * as repo from './repo.ts';

/** How often the Free plan's marketplace may change: one calendar month after the last change. */
const CHANGE_INTERVAL_MONTHS = 1;

function formatDay(d: Date): string {
  return d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

type Resolved = { marketplaceId: string | null; changedAt: Date | null };

/**
 * The marketplace the Free plan covers. Stored on the user; until it is, it is the marketplace the
 * user's first listing came from (else the first of their Amazon connection), and it is stored then
 * so that deleting or re-syncing listings never moves it. null: the user sells nowhere yet.
 */
export async function resolvePlanMarketplace(db: Db, userId: number): Promise<string | null> {
  return (await resolve(db, userId)).marketplaceId;
}

/** The covered marketplace and when the user last changed it, from one read of the user unless it is filled now. */
async function resolve(db: Db, userId: number): Promise<Resolved> {
  const user = await repo.findPlanMarketplace(db, userId);
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  const changedAt = user.planMarketplaceChangedAt;
  if (user.planMarketplaceId) return { marketplaceId: user.planMarketplaceId, changedAt };
  // Archived listings (another seller account's) and ones Amazon no longer has do not set it.
  const first = await repo.findFirstActiveMarketplace(db, userId);
  const connections = first ? [] : await repo.findConnectedMarketplaces(db, userId);
  // Several regions connected at once: the first region in NA, EU, FE order.
  connections.sort(byRegion);
  const found = first ?? connections[0]?.ids[0] ?? null;
  if (!found) return { marketplaceId: null, changedAt };
  await repo.fillPlanMarketplace(db, userId, found);
  // Only an empty value was filled: a choice the user made meanwhile wins.
  const stored = await repo.findPlanMarketplace(db, userId);
  return { marketplaceId: stored?.planMarketplaceId ?? found, changedAt: stored?.planMarketplaceChangedAt ?? changedAt };
}

/** The marketplaces the user sells in: those of their listings and of their Amazon connection. */
async function choicesOf(db: Db, userId: number, current: string | null): Promise<PlanMarketplace['choices']> {
  const [listed, connections] = await Promise.all([
    repo.findListingMarketplaces(db, userId),
    repo.findConnectedMarketplaces(db, userId),
  ]);
  const ids = new Set([...listed, ...connections.flatMap((c) => c.ids), ...(current ? [current] : [])]);
  // In the order of the marketplace table, so the list reads the same everywhere.
  return MARKETPLACES.filter((m) => ids.has(m.id)).map((m) => ({ id: m.id, name: m.name, country: m.country }));
}

export async function getPlanMarketplace(db: Db, userId: number, now: Date = new Date()): Promise<PlanMarketplace> {
  return toPlanMarketplace(db, userId, await resolve(db, userId), now);
}

async function toPlanMarketplace(
  db: Db,
  userId: number,
  { marketplaceId, changedAt }: Resolved,
  now: Date,
): Promise<PlanMarketplace> {
  const next = changedAt ? addMonths(changedAt, CHANGE_INTERVAL_MONTHS) : null;
  return {
    marketplaceId,
    changeableFrom: next && next.getTime() > now.getTime() ? next.toISOString() : null,
    choices: await choicesOf(db, userId, marketplaceId),
  };
}

/**
 * PUT /api/plan/marketplace. The month is checked in the UPDATE itself, so two changes sent at once
 * cannot both pass. Choosing the marketplace already covered changes nothing and costs no change.
 */
export async function changePlanMarketplace(
  db: Db,
  userId: number,
  marketplaceId: string,
  now: Date = new Date(),
): Promise<PlanMarketplace> {
  const marketplace = findMarketplace(marketplaceId);
  if (!marketplace) throw new AppError('VALIDATION', 'Choose one of the supported Amazon marketplaces');
  const current = await resolve(db, userId);
  if (current.marketplaceId === marketplaceId) return toPlanMarketplace(db, userId, current, now);
  const monthAgo = addMonths(now, -CHANGE_INTERVAL_MONTHS);
  if (!(await repo.changePlanMarketplaceIfDue(db, userId, marketplaceId, now, monthAgo))) {
    const changedAt = (await repo.findPlanMarketplace(db, userId))?.planMarketplaceChangedAt;
    const next = changedAt ? addMonths(changedAt, CHANGE_INTERVAL_MONTHS) : now;
    throw new AppError(
      'CONFLICT',
      `The Free plan's marketplace can be changed once a month. You can change it again on ${formatDay(next)}.`,
    );
  }
  return toPlanMarketplace(db, userId, { marketplaceId, changedAt: now }, now);
}
