import type { AmazonConnectError } from '#core/api/amazon';
import { marketplacesOf } from '#core/marketplaces';
import { RegionSchema, type Region } from '#core/regions';
import { LwaError, SpApiError } from '../integrations/spapi/index.ts';
import { sha256 } from '../security/index.ts';
import { notifyAccountOwnerById } from '../accounts/index.ts';
import { connectSellerAccount, holdPendingSwitch, needsSwitchConfirmation, type NewConnection } from './seller-switch.ts';
import * as repo from './repo.ts';
import { CALLBACK_ERRORS, redirectUri, type AmazonDeps } from './service.ts';

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
