import type { AmazonConnectError, AmazonConnection, RegionConnection } from '#core/api/amazon';
import { marketplacesOf, regionOf } from '#core/marketplaces';
import { RegionSchema, type Region } from '#core/regions';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { type SpApi, LwaError, SpApiError } from '../integrations/spapi/index.ts';
import { type Cipher, randomToken, sha256 } from '../security/index.ts';
import { insertOAuthState, notifyAccountOwnerById } from '../accounts/index.ts';
import type { Mailer } from '../mail/index.ts';
import { DISCONNECTED_MESSAGE, toProgress, toRegionSync, type SyncRuns } from './sync-runs.ts';
import { connectSellerAccount, holdPendingSwitch, needsSwitchConfirmation, type NewConnection } from './seller-switch.ts';
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

export type CallbackQuery = {
  state?: string;
  selling_partner_id?: string;
  spapi_oauth_code?: string;
  error?: string;
  error_description?: string;
};

/**
 * Handles Amazon's redirect and the code exchange (steps 3-4 in docs/amazon.md#connecting-a-seller-the-consent-flow); on failure, the code of what went wrong.
 * `browserKey` is the connect cookie's value: without the one its start set, the state belongs to
 * another browser (a consent link sent to a victim) and nothing is connected.
 */
export async function completeConsent(
  deps: AmazonDeps,
  query: CallbackQuery,
  browserKey: string | undefined,
): Promise<{ ok: true; switchToken?: string; log?: unknown } | { ok: false; code: AmazonConnectError; log?: unknown }> {
  const now = deps.now?.() ?? new Date();
  if (!query.state) return { ok: false, code: CALLBACK_ERRORS.badState };
  const stored = await repo.consumeOAuthState(deps.db, sha256(query.state));
  if (!stored || stored.userId === null) return { ok: false, code: CALLBACK_ERRORS.badState };
  if (stored.expiresAt.getTime() <= now.getTime()) return { ok: false, code: CALLBACK_ERRORS.expiredState };
  const boundHash = stored.data['browserKeyHash'];
  // Hashes compared: their timing says nothing about the key's characters.
  if (!boundHash || !browserKey || sha256(browserKey) !== boundHash) {
    return {
      ok: false,
      code: CALLBACK_ERRORS.otherBrowser,
      log: new Error('Amazon consent callback without the connect cookie of the browser that started it'),
    };
  }
  if (query.error || !query.spapi_oauth_code || !query.selling_partner_id) return { ok: false, code: CALLBACK_ERRORS.denied };
  const parsedRegion = RegionSchema.safeParse(stored.data['region']);
  if (!parsedRegion.success) return { ok: false, code: CALLBACK_ERRORS.badState };
  const region = parsedRegion.data;

  let refreshToken: string;
  try {
    // The code is valid only at the LWA host of the region whose Seller Central issued it.
    const tokens = await deps.spapi.lwa[region].exchangeCode(query.spapi_oauth_code, redirectUri(deps.config));
    refreshToken = tokens.refresh_token;
  } catch (error) {
    const code =
      error instanceof LwaError && error.status >= 400 && error.status < 500 ? CALLBACK_ERRORS.badCode : CALLBACK_ERRORS.upstream;
    return { ok: false, code, log: error };
  }

  let marketplaceIds: string[];
  let storeName: string | undefined;
  try {
    const client = deps.spapi.clientFor({ sellingPartnerId: query.selling_partner_id, region, refreshToken });
    const participations = await client.getMarketplaceParticipations();
    const participating = new Set(participations.filter((p) => p.participation.isParticipating).map((p) => p.marketplace.id));
    // The regional endpoint answers its own region's marketplaces; keep only the ones ListingPilot
    // supports in this region, in MARKETPLACES order so the first is the primary one.
    marketplaceIds = marketplacesOf(region).filter((id) => participating.has(id));
    storeName = participations.find((p) => p.storeName)?.storeName;
  } catch (error) {
    return { ok: false, code: CALLBACK_ERRORS.upstream, log: error };
  }
  if (marketplaceIds.length === 0) return { ok: false, code: CALLBACK_ERRORS.noMarketplaces };
  const verified = await verifySellerId(
    deps,
    { sellingPartnerId: query.selling_partner_id, region, refreshToken },
    marketplaceIds[0]!,
  );
  if (verified !== true) return verified;

  const connection: NewConnection = {
    userId: stored.userId,
    sellingPartnerId: query.selling_partner_id,
    region,
    refreshTokenEnc: deps.cipher.encrypt(refreshToken),
    marketplaceIds,
  };
  // Another seller account than the one whose listings the user has: the user confirms first.
  if (await needsSwitchConfirmation(deps.db, connection)) {
    return { ok: true, switchToken: await holdPendingSwitch(deps, connection, storeName, now) };
  }
  await connectSellerAccount(deps, connection, now);
  notifySellerConnected(deps, connection);
  const importError = await startFirstImport(deps, connection.userId);
  return importError ? { ok: true, log: importError } : { ok: true };
}

/**
 * The import starts at consent, not when the browser comes back: a seller who closes the tab, or an
 * API client, still gets the listings, and the performance import that follows them. The web app's
 * own Sync call then finds this run under way and follows it. Amazon is connected either way: a
 * failure to queue is logged, and Sync starts the import later.
 */
export async function startFirstImport(deps: Pick<AmazonDeps, 'syncRuns'>, userId: number): Promise<unknown> {
  try {
    await deps.syncRuns.start(userId);
    return undefined;
  } catch (error) {
    return error;
  }
}

/**
 * The callback's selling_partner_id is only a query parameter: the user could write a competitor's
 * id there, and the SP-API rate buckets (and everything stored) are keyed by it. Amazon answers a
 * listings search for a seller only with that seller's own authorisation, so one call with the
 * new refresh token proves the id. Amazon refusing it (403, or 400/404 for an unknown id) refuses
 * the connection; Amazon being unreachable is the usual "try again".
 */
async function verifySellerId(
  deps: AmazonDeps,
  auth: { sellingPartnerId: string; region: Region; refreshToken: string },
  marketplaceId: string,
): Promise<true | { ok: false; code: AmazonConnectError; log?: unknown }> {
  try {
    await deps.spapi.clientFor(auth).searchListingsItems({ marketplaceIds: [marketplaceId], pageSize: 1 });
    return true;
  } catch (error) {
    const refused = error instanceof SpApiError && [400, 401, 403, 404].includes(error.status);
    return { ok: false, code: refused ? CALLBACK_ERRORS.sellerNotVerified : CALLBACK_ERRORS.upstream, log: error };
  }
}

/** Connecting (or switching) the seller account hands ListingPilot its catalogue: the owner hears of it. */
export function notifySellerConnected(deps: AmazonDeps, connection: Pick<NewConnection, 'userId' | 'sellingPartnerId'>): void {
  const notice = { kind: 'amazon-connected', sellingPartnerId: connection.sellingPartnerId } as const;
  notifyAccountOwnerById(
    { db: deps.db, mailer: deps.mailer, publicUrl: deps.config.publicUrl, now: deps.now },
    connection.userId,
    notice,
  );
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
