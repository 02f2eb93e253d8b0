import type { AmazonConnectError, AmazonConnection, RegionConnection } from '#core/api/amazon';
import { regionOf } from '#core/marketplaces';
import type { Region } from '#core/regions';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import type { SpApi } from '../integrations/spapi/index.ts';
import { type Cipher, randomToken, sha256 } from '../security/index.ts';
import { insertOAuthState } from '../accounts/index.ts';
import type { Mailer } from '../mail/index.ts';
import { DISCONNECTED_MESSAGE, toProgress, toRegionSync, type SyncRuns } from './sync-runs.ts';
import * as repo from './repo.ts';

export type AmazonDeps = {
  db: Db;
  config: Config;
  cipher: Cipher;
  spapi: SpApi;
  mailer: Mailer;
  syncRuns: SyncRuns;
  now?: () => Date;
};

export const STATE_TTL_MS = 10 * 60 * 1000;

export const CALLBACK_PATH = '/api/amazon/callback';

/** Codes the home page turns into words after the consent round trip (`/?amazon_error=<code>`). */
export const CALLBACK_ERRORS = {
  denied: 'access_denied',
  badState: 'invalid_state',
  expiredState: 'expired_state',
  otherBrowser: 'other_browser',
  badCode: 'invalid_grant',
  noMarketplaces: 'no_marketplaces',
  upstream: 'amazon_unavailable',
  sellerNotVerified: 'seller_not_verified',
} as const satisfies Record<string, AmazonConnectError>;

export function redirectUri(config: Config): string {
  return `${config.publicUrl}${CALLBACK_PATH}`;
}

/**
 * The Seller Central consent URL (docs/amazon.md#connecting-a-seller-the-consent-flow) with a random state: single use, 10 minutes, bound
 * to the user and region; only its SHA-256 is stored. `browserKey` goes into a cookie of the
 * browser that asked (connect-cookie.ts): the callback must bring it back, and only its hash is
 * stored with the state. The cookie is named after the state (connect-cookie.ts).
 */
export async function createAuthUrl(
  deps: AmazonDeps,
  userId: number,
  region: Region,
): Promise<{ url: string; state: string; browserKey: string }> {
  const now = deps.now?.() ?? new Date();
  const state = randomToken(32);
  const browserKey = randomToken(32);
  await insertOAuthState(deps.db, {
    stateHash: sha256(state),
    purpose: repo.AMAZON_STATE_PURPOSE,
    userId,
    data: { region, browserKeyHash: sha256(browserKey) },
    expiresAt: new Date(now.getTime() + STATE_TTL_MS),
  });
  const { amazon } = deps.config;
  const params = new URLSearchParams({ application_id: amazon.applicationId, state });
  if (amazon.draftApp) params.set('version', 'beta');
  params.set('redirect_uri', redirectUri(deps.config));
  // Joined by hand: new URL('/apps/…', base) would drop a base path such as /_emulator/amazon.
  return {
    url: `${amazon.sellerCentral[region].replace(/\/$/, '')}/apps/authorize/consent?${params.toString()}`,
    state,
    browserKey,
  };
}

/** Every region's connection with its latest sync, and a summary over them all (see AmazonConnectionSchema). */
export async function getConnectionStatus(
  { db, syncRuns }: { db: Db; syncRuns: SyncRuns },
  userId: number,
): Promise<AmazonConnection> {
  const [rows, syncs] = await Promise.all([repo.findConnections(db, userId), syncRuns.findLatest(db, userId)]);
  const connections: RegionConnection[] = rows.map((row) => {
    const sync = syncs.find((s) => s.region === row.region);
    return {
      region: row.region,
      sellingPartnerId: row.sellingPartnerId,
      marketplace: row.marketplaceIds[0] ?? null,
      marketplaces: row.marketplaceIds,
      lastSynced: row.lastSynced?.toISOString() ?? null,
      sync: sync ? toRegionSync(sync) : null,
    };
  });
  const first = connections[0];
  const runs = syncs.filter((s) => rows.some((r) => r.region === s.region));
  const latestSync = connections
    .map((c) => c.lastSynced)
    .filter((t): t is string => t !== null)
    .sort()
    .at(-1);
  return {
    connected: first !== undefined,
    marketplace: first?.marketplace ?? null,
    marketplaces: connections.flatMap((c) => c.marketplaces),
    region: first?.region ?? null,
    sellingPartnerId: first?.sellingPartnerId ?? null,
    lastSynced: latestSync ?? null,
    sync: runs.length > 0 ? toProgress(Math.min(...runs.map((r) => r.id)), runs) : null,
    connections,
  };
}

/**
 * Disconnects one region (or every region): its connection is deleted and its running sync stops,
 * together, so a failure halfway leaves no region disconnected with its import still running.
 * Imported listings stay: the user keeps their analysis and drafts; a new sync refreshes them. The
 * other regions keep working.
 */
export async function disconnect(
  { db, syncRuns }: { db: Db; syncRuns: SyncRuns },
  userId: number,
  region?: Region,
): Promise<void> {
  await db.transaction(async (tx) => {
    // The runs first, then the connection: the order a sync write locks them in
    // (lockSyncRunForWrite). The other order deadlocks with a write that holds its run and waits
    // for the connection; PostgreSQL then aborts one side, and the disconnect answered 500.
    await syncRuns.cancelActive(tx, userId, DISCONNECTED_MESSAGE, region);
    const regions = region ? [region] : (await repo.findConnections(tx, userId)).map((c) => c.region);
    for (const r of regions) await repo.deleteConnection(tx, userId, r);
  });
}

/** A region's connection with its refresh token decrypted, for jobs that call Amazon. */
export type SellerConnection = Omit<repo.ConnectionRow, 'refreshTokenEnc'> & { refreshToken: string };

export async function getSellerConnection(
  deps: { db: Db; cipher: Cipher },
  userId: number,
  region: Region,
): Promise<SellerConnection | undefined> {
  const row = await repo.findConnection(deps.db, userId, region);
  return row ? decrypted(deps.cipher, row) : undefined;
}

/** The connection whose region covers this marketplace (a listing's), if the user has one. */
export async function getSellerConnectionFor(
  deps: { db: Db; cipher: Cipher },
  userId: number,
  marketplaceId: string,
): Promise<SellerConnection | undefined> {
  const region = regionOf(marketplaceId);
  return region ? getSellerConnection(deps, userId, region) : undefined;
}

/** Every region's connection, decrypted. */
export async function getSellerConnections(deps: { db: Db; cipher: Cipher }, userId: number): Promise<SellerConnection[]> {
  return (await repo.findConnections(deps.db, userId)).map((row) => decrypted(deps.cipher, row));
}

function decrypted(cipher: Cipher, row: repo.ConnectionRow): SellerConnection {
  const { refreshTokenEnc, ...rest } = row;
  return { ...rest, refreshToken: cipher.decrypt(refreshTokenEnc) };
}
