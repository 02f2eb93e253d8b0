import type { PushIssue } from '#core/api/publish';
import { findMarketplace } from '#core/marketplaces';
import { getSellerConnectionFor } from '../amazon/index.ts';
import type { Db } from '../db/index.ts';
import { AppError } from '../errors.ts';
import { LwaError, SpApiError, fieldOfAttribute, type SpApi, type SpApiClient, type Issue } from '../integrations/spapi/index.ts';
import { type ListingRow, ARCHIVED_MESSAGE } from '../listings/index.ts';
import type { Cipher } from '../security/index.ts';

export type AmazonAccess = { db: Db; cipher: Cipher; spapi: SpApi };

export const FILE_LISTING_MESSAGE = 'This listing came from a file. Connect Amazon and sync to push changes.';
export const NOT_CONNECTED_MESSAGE = 'Connect your Amazon account to push changes to this listing.';
export const RECONNECT_MESSAGE = 'Amazon no longer accepts this connection. Please reconnect your Amazon account.';
export const UPSTREAM_MESSAGE = 'Amazon could not be reached. Please try again in a few minutes.';

/** Where a listing lives at Amazon, or a 409 saying why it cannot be pushed. */
export type PushTarget = { client: SpApiClient; sku: string; marketplaceId: string; languageTag: string; productType: string };

export async function getPushTarget(
  deps: AmazonAccess,
  userId: number,
  row: ListingRow,
  signal?: AbortSignal,
): Promise<PushTarget> {
  if (row.source !== 'amazon') throw new AppError('CONFLICT', FILE_LISTING_MESSAGE);
  const connection = await getSellerConnectionFor(deps, userId, row.marketplaceId);
  if (!connection || !connection.marketplaceIds.includes(row.marketplaceId))
    throw new AppError('CONFLICT', NOT_CONNECTED_MESSAGE);
  // Another account may sell the same SKU: a listing is only ever sent to its own seller account.
  if (row.sellingPartnerId !== '' && row.sellingPartnerId !== connection.sellingPartnerId)
    throw new AppError('CONFLICT', ARCHIVED_MESSAGE);
  const marketplace = findMarketplace(row.marketplaceId);
  if (!marketplace) throw new AppError('CONFLICT', `ListingPilot cannot push to marketplace ${row.marketplaceId}.`);
  // patchListingsItem needs the product type (the body's required productType); sync stores it from the summaries.
  if (!row.productType)
    throw new AppError('CONFLICT', 'Amazon did not report a product type for this listing. Sync again, then push.');
  return {
    client: deps.spapi.clientFor(connection, signal ? { signal } : {}),
    sku: row.sku,
    marketplaceId: row.marketplaceId,
    languageTag: marketplace.languageTag,
    productType: row.productType,
  };
}

/** SP-API failures as answers the user can act on; the original stays as the cause for the log. */
export function toAppError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof LwaError && error.error === 'invalid_grant')
    return new AppError('CONFLICT', RECONNECT_MESSAGE, { cause: error });
  if (error instanceof SpApiError) {
    if (error.status === 401 || error.status === 403) return new AppError('CONFLICT', RECONNECT_MESSAGE, { cause: error });
    if (error.status === 400) return new AppError('UPSTREAM', `Amazon refused the request: ${error.message}`, { cause: error });
    return new AppError('UPSTREAM', UPSTREAM_MESSAGE, { cause: error });
  }
  if (error instanceof LwaError) return new AppError('UPSTREAM', UPSTREAM_MESSAGE, { cause: error });
  return error;
}

/**
 * A network failure, a timeout or a 5xx after the client's retries: Amazon may or may not have
 * applied the patch. Anything else is a definite answer.
 */
export function isOutcomeUnknown(error: unknown): boolean {
  return error instanceof SpApiError && (error.status === 0 || error.status >= 500);
}

export function toPushIssues(issues: readonly Issue[] | undefined): PushIssue[] {
  return (issues ?? []).map((i) => {
    const attributeNames = i.attributeNames ?? [];
    const field = attributeNames.map(fieldOfAttribute).find((f) => f !== null) ?? null;
    return { code: i.code, message: i.message, severity: i.severity, attributeNames, field };
  });
}
