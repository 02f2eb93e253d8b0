import type { SellerSwitchPreview } from '#core/api/amazon';
import { marketplacesOf } from '#core/marketplaces';
import { RegionSchema, type Region } from '#core/regions';
import type { Db } from '../db/index.ts';
import { AppError } from '../errors.ts';
import { otherSellersListings, switchListingsToSeller } from '../listings/index.ts';
import { randomToken, sha256 } from '../security/index.ts';
import * as repo from './repo.ts';
import type { SyncRuns } from './sync-runs.ts';

/**
 * Connecting another Amazon seller account than the one whose listings the user has would leave
 * those listings without a connection. It is never done silently: the consent callback parks the
 * new authorisation here (refresh token encrypted, bound to the user, expiring) and the app asks;
 * confirming archives the previous account's listings (nothing is deleted), cancelling drops the
 * authorisation. See docs/sellers-and-archive.md.
 */

/** Long enough to read the dialog; the authorisation is Amazon's and stays valid meanwhile. */
export const SWITCH_TTL_MS = 30 * 60 * 1000;

export const SWITCH_NOT_FOUND =
  'This seller account switch was not found or was already answered. Please connect again from Settings.';
export const SWITCHED_SYNC_MESSAGE = 'Another Amazon seller account was connected during the import. Please sync again.';
export const SWITCH_EXPIRED = 'This seller account switch expired. Please connect again from Settings.';

export type NewConnection = {
  userId: number;
  sellingPartnerId: string;
  region: Region;
  refreshTokenEnc: string;
  marketplaceIds: string[];
};

type SwitchDeps = { db: Db; syncRuns: SyncRuns; now?: () => Date };

/**
 * Another account is connected in the region, or the user still has another account's listings in
 * the region's marketplaces (connected before, then disconnected). Other regions never count.
 */
export async function needsSwitchConfirmation(db: Db, next: NewConnection): Promise<boolean> {
  const current = await repo.findConnection(db, next.userId, next.region);
  if (current && current.sellingPartnerId !== next.sellingPartnerId) return true;
  return (await otherSellersListings(db, next.userId, next.sellingPartnerId, marketplacesOf(next.region))).count > 0;
}

/**
 * Connects the account and makes its listings the user's current ones, in one transaction. A switch
 * ends the previous account's runs before it writes the connection row, the order a sync write
 * locks them in (lockSyncRunForWrite): it waits for a write in progress, and every later write of
 * that sync sees its run ended and stops, so no row of the old account is written after it was
 * archived.
 */
export async function connectSellerAccount(
  { db, syncRuns }: { db: Db; syncRuns: SyncRuns },
  next: NewConnection,
  now: Date,
): Promise<{ archived: number; restored: number }> {
  return db.transaction(async (tx) => {
    const previous = await repo.findConnection(tx, next.userId, next.region);
    // The previous account's import can write nothing more: end it now, so Sync starts the new one.
    if (previous && previous.sellingPartnerId !== next.sellingPartnerId)
      await syncRuns.cancelActive(tx, next.userId, SWITCHED_SYNC_MESSAGE, next.region);
    await repo.upsertConnection(tx, next);
    return switchListingsToSeller(tx, next.userId, next.sellingPartnerId, marketplacesOf(next.region), now);
  });
}

/** Stores the authorisation as the user's pending switch; answers the one-time code for the app. */
export async function holdPendingSwitch(
  deps: { db: Db },
  next: NewConnection,
  storeName: string | undefined,
  now: Date,
): Promise<string> {
  const token = randomToken(32);
  await repo.savePendingSwitch(
    deps.db,
    {
      stateHash: sha256(token),
      userId: next.userId,
      data: {
        sellingPartnerId: next.sellingPartnerId,
        region: next.region,
        refreshTokenEnc: next.refreshTokenEnc,
        marketplaceIds: next.marketplaceIds.join(','),
        storeName: storeName ?? '',
      },
      expiresAt: new Date(now.getTime() + SWITCH_TTL_MS),
    },
    now,
  );
  return token;
}

function toConnection(row: repo.OAuthStateRow & { userId: number }): NewConnection {
  const d = row.data;
  return {
    userId: row.userId,
    sellingPartnerId: d['sellingPartnerId'] ?? '',
    region: RegionSchema.parse(d['region']),
    refreshTokenEnc: d['refreshTokenEnc'] ?? '',
    marketplaceIds: (d['marketplaceIds'] ?? '').split(',').filter((m) => m.length > 0),
  };
}

/** 404 for a code that is unknown, used, or another user's; 409 once it expired. */
function usable(row: repo.OAuthStateRow | undefined, now: Date): repo.OAuthStateRow & { userId: number } {
  if (!row || row.userId === null || !row.data['sellingPartnerId'] || !row.data['refreshTokenEnc'])
    throw new AppError('NOT_FOUND', SWITCH_NOT_FOUND);
  if (row.expiresAt.getTime() <= now.getTime()) throw new AppError('CONFLICT', SWITCH_EXPIRED);
  return { ...row, userId: row.userId };
}

/** POST /api/amazon/seller-switch/preview: what confirming would do, counted now. */
export async function previewSwitch(deps: SwitchDeps, userId: number, token: string): Promise<SellerSwitchPreview> {
  const now = deps.now?.() ?? new Date();
  const row = usable(await repo.findPendingSwitch(deps.db, userId, sha256(token)), now);
  const next = toConnection(row);
  const current = await repo.findConnection(deps.db, userId, next.region);
  const others = await otherSellersListings(deps.db, userId, next.sellingPartnerId, marketplacesOf(next.region));
  return {
    // Disconnected: the account whose listings would be archived.
    previousSellerId: current?.sellingPartnerId ?? others.sellerId,
    newSellerId: next.sellingPartnerId,
    region: next.region,
    newStoreName: row.data['storeName'] || null,
    listingCount: others.count,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** POST /api/amazon/seller-switch/confirm: switches the region's account and archives the previous one's listings there. */
export async function confirmSwitch(
  deps: SwitchDeps,
  userId: number,
  token: string,
): Promise<{ archived: number; restored: number; region: Region; sellingPartnerId: string }> {
  const now = deps.now?.() ?? new Date();
  return deps.db.transaction(async (tx) => {
    // Taken in the transaction that uses it: a double click confirms once, the second gets 404.
    const row = usable(await repo.takePendingSwitch(tx, userId, sha256(token)), now);
    const next = toConnection(row);
    return {
      ...(await connectSellerAccount({ db: tx, syncRuns: deps.syncRuns }, next, now)),
      region: next.region,
      sellingPartnerId: next.sellingPartnerId,
    };
  });
}

/** POST /api/amazon/seller-switch/cancel: drops the pending authorisation; nothing else changes. */
export async function cancelSwitch(deps: SwitchDeps, userId: number, token: string): Promise<void> {
  const row = await repo.takePendingSwitch(deps.db, userId, sha256(token));
  if (!row) throw new AppError('NOT_FOUND', SWITCH_NOT_FOUND);
}
