import type { AmazonConnection } from '#core/api/amazon';
import { MARKETPLACES, type Region } from '#core/marketplaces';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import type { SpApi } from '../integrations/spapi/index.ts';
import { LwaError } from '../integrations/spapi/index.ts';
import type { Cipher } from '../security/encryption.ts';
import { randomToken, sha256 } from '../security/tokens.ts';
import { cancelActiveSyncs, DISCONNECTED_MESSAGE, findLatestSync } from '../sync/service.ts';
import * as repo from './repo.ts';

export type AmazonDeps = { db: Db; config: Config; cipher: Cipher; spapi: SpApi; now?: () => Date };

export const STATE_TTL_MS = 10 * 60 * 1000;

export const CALLBACK_PATH = '/api/amazon/callback';

/** Messages shown on the home page after the consent round trip (SPEC: `/?error=`). */
export const CALLBACK_ERRORS = {
  denied: 'Amazon did not grant access. Please try again and choose Confirm.',
  badState: 'This Amazon connection link is invalid or was already used. Please start again from Settings.',
  expiredState: 'The Amazon connection request expired. Please start again from Settings.',
  otherBrowser: 'This Amazon connection was not started in this browser. Please start again from Settings.',
  badCode: 'Amazon did not accept the authorization. Please connect again.',
  noMarketplaces: 'Your Amazon account has no marketplace ListingPilot supports in this region.',
  upstream: 'Amazon could not be reached. Please try again in a few minutes.',
} as const;

export function redirectUri(config: Config): string {
  return `${config.publicUrl}${CALLBACK_PATH}`;
}

/**
 * The Seller Central consent URL (SPAPI.md §2) with a random state: single use, 10 minutes, bound
 * to the user and region; only its SHA-256 is stored. `browserKey` goes into a cookie of the
 * browser that asked (connect-cookie.ts): the callback must bring it back, and only its hash is
 * stored with the state. The cookie is named after the state (connect-cookie.ts).
 */
export async function createAuthUrl(deps: AmazonDeps, userId: number, region: Region): Promise<{ url: string; state: string; browserKey: string }> {
  const now = deps.now?.() ?? new Date();
  const state = randomToken(32);
  const browserKey = randomToken(32);
  await repo.insertOAuthState(deps.db, {
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
  return { url: `${amazon.sellerCentral[region].replace(/\/$/, '')}/apps/authorize/consent?${params.toString()}`, state, browserKey };
}

export type CallbackQuery = {
  state?: string;
  selling_partner_id?: string;
  spapi_oauth_code?: string;
  error?: string;
  error_description?: string;
};

/**
 * Handles Amazon's redirect (SPAPI.md §2 step 3-4); on failure, the message the home page shows.
 * `browserKey` is the connect cookie's value: without the one its start set, the state belongs to
 * another browser (a consent link sent to a victim) and nothing is connected.
 */
export async function completeConsent(
  deps: AmazonDeps,
  query: CallbackQuery,
  browserKey: string | undefined,
): Promise<{ ok: true } | { ok: false; message: string; log?: unknown }> {
  const now = deps.now?.() ?? new Date();
  if (!query.state) return { ok: false, message: CALLBACK_ERRORS.badState };
  const stored = await repo.consumeOAuthState(deps.db, sha256(query.state));
  if (!stored || stored.userId === null) return { ok: false, message: CALLBACK_ERRORS.badState };
  if (stored.expiresAt.getTime() <= now.getTime()) return { ok: false, message: CALLBACK_ERRORS.expiredState };
  const boundHash = stored.data['browserKeyHash'];
  // Hashes compared: their timing says nothing about the key's characters.
  if (!boundHash || !browserKey || sha256(browserKey) !== boundHash) {
    return { ok: false, message: CALLBACK_ERRORS.otherBrowser, log: new Error('Amazon consent callback without the connect cookie of the browser that started it') };
  }
  if (query.error || !query.spapi_oauth_code || !query.selling_partner_id) return { ok: false, message: CALLBACK_ERRORS.denied };
  const region = (stored.data['region'] === 'EU' ? 'EU' : 'NA') satisfies Region;

  let refreshToken: string;
  try {
    const tokens = await deps.spapi.lwa.exchangeCode(query.spapi_oauth_code, redirectUri(deps.config));
    refreshToken = tokens.refresh_token;
  } catch (error) {
    const message = error instanceof LwaError && error.status >= 400 && error.status < 500 ? CALLBACK_ERRORS.badCode : CALLBACK_ERRORS.upstream;
    return { ok: false, message, log: error };
  }

  let marketplaceIds: string[];
  try {
    const client = deps.spapi.clientFor({ sellingPartnerId: query.selling_partner_id, region, refreshToken });
    const participations = await client.getMarketplaceParticipations();
    const participating = new Set(participations.filter((p) => p.participation.isParticipating).map((p) => p.marketplace.id));
    // Trust Amazon's list (the regional endpoint answers its own region's marketplaces); keep only the
    // ones ListingPilot supports, in MARKETPLACES order so the first is the primary one.
    marketplaceIds = MARKETPLACES.filter((m) => participating.has(m.id)).map((m) => m.id);
  } catch (error) {
    return { ok: false, message: CALLBACK_ERRORS.upstream, log: error };
  }
  if (marketplaceIds.length === 0) return { ok: false, message: CALLBACK_ERRORS.noMarketplaces };

  await repo.upsertConnection(deps.db, {
    userId: stored.userId,
    sellingPartnerId: query.selling_partner_id,
    region,
    refreshTokenEnc: deps.cipher.encrypt(refreshToken),
    marketplaceIds,
  });
  return { ok: true };
}

export async function getConnectionStatus(db: Db, userId: number): Promise<AmazonConnection> {
  const [row, sync] = await Promise.all([repo.findConnection(db, userId), findLatestSync(db, userId)]);
  if (!row) {
    return { connected: false, marketplace: null, marketplaces: [], region: null, sellingPartnerId: null, lastSynced: null, sync };
  }
  return {
    connected: true,
    marketplace: row.marketplaceIds[0] ?? null,
    marketplaces: row.marketplaceIds,
    region: row.region === 'EU' ? 'EU' : 'NA',
    sellingPartnerId: row.sellingPartnerId,
    lastSynced: row.lastSynced?.toISOString() ?? null,
    sync,
  };
}

export async function disconnect(db: Db, userId: number): Promise<void> {
  // Imported listings stay: the user keeps their analysis and drafts; a new sync refreshes them.
  await repo.deleteConnection(db, userId);
  await cancelActiveSyncs(db, userId, DISCONNECTED_MESSAGE);
}

/** The connection with its refresh token decrypted, for jobs that call Amazon. */
export type SellerConnection = Omit<repo.ConnectionRow, 'refreshTokenEnc'> & { refreshToken: string; region: Region };

export async function getSellerConnection(deps: { db: Db; cipher: Cipher }, userId: number): Promise<SellerConnection | undefined> {
  const row = await repo.findConnection(deps.db, userId);
  if (!row) return undefined;
  const { refreshTokenEnc, ...rest } = row;
  return { ...rest, region: row.region === 'EU' ? 'EU' : 'NA', refreshToken: deps.cipher.decrypt(refreshTokenEnc) };
}

export async function requireConnection(db: Db, userId: number): Promise<repo.ConnectionRow> {
  const row = await repo.findConnection(db, userId);
  if (!row) throw new AppError('CONFLICT', 'Connect your Amazon account first.');
  return row;
}
