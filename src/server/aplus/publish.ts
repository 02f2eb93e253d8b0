import type { Tier } from '#core/plans/tiers';
import { createHash } from 'node:crypto';
import type { PublishAplusResponse } from '#core/aplus/api';
import { APLUS_FACTS_RULE_ID } from '#core/aplus/fact-check';
import type { AplusModule } from '#core/aplus/modules';
import { findMarketplace } from '#core/marketplaces';
import { getSellerConnectionFor, type SellerConnection } from '../amazon/index.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { AppError } from '../errors.ts';
import { assertEditable } from '../listings/index.ts';
import {
  createAplusClient,
  UPLOAD_OPERATION,
  uploadToDestination,
  type AplusClient,
  type SpApi,
  SpApiError,
  LwaError,
  type SpApiErrorItem,
} from '../integrations/spapi/index.ts';
import type { Cipher } from '../security/index.ts';
import { buildContentDocument, type UploadedImage } from './document.ts';
import { checkDraft, draftSettings, toDraftJson } from './draft-json.ts';
import { allowedImageHosts, fetchAllowedImage } from './images.ts';
import * as repo from './repo.ts';
import { getEntitledListing } from './service.ts';

/** A publish holding its draft longer than this is taken to have died (image uploads included). */
const PUBLISH_CLAIM_MS = 10 * 60_000;

export type PublishDeps = {
  db: Db;
  config: Config;
  cipher: Cipher;
  spapi: SpApi;
  /** For the images: fetching them and uploading them to Amazon's destination. */
  fetch?: typeof fetch;
  /** Stops the A+ calls (and their retries) when whoever asked is gone. */
  signal?: AbortSignal;
};
type User = { id: number; tier: Tier };

/** Amazon's refusal codes put in words a seller understands (Amazon's reason, shown plainly). */
export const BRAND_NOT_ELIGIBLE_MESSAGE =
  "Amazon says this ASIN's brand is not enrolled in Brand Registry, so A+ content cannot be published for it.";

function amazonMessage(errors: readonly SpApiErrorItem[]): string {
  if (errors.some((e) => e.code === 'BRAND_NOT_ELIGIBLE')) return BRAND_NOT_ELIGIBLE_MESSAGE;
  if (errors.some((e) => e.code === 'CATALOG_NOT_FOUND'))
    return 'Amazon could not find this ASIN in its catalog, so A+ content cannot be published for it.';
  return `Amazon rejected the A+ content: ${errors.map((e) => e.message).join(' ')}`;
}

function rejected(errors: readonly SpApiErrorItem[]): AppError {
  return new AppError('UNPROCESSABLE', amazonMessage(errors), {
    issues: errors.map((e) => ({ path: e.details ?? e.code, message: e.message })),
  });
}

/** Amazon refused the A+ call itself (403 that a fresh token did not cure): the authorisation lacks A+. */
export const APLUS_RECONNECT_MESSAGE =
  'Amazon refused access to A+ content for your seller account. Reconnect your Amazon account and allow A+ content access, then try again.';

/**
 * Amazon's answers as ours: a refused authorisation asks to reconnect (409 AMAZON_RECONNECT), a
 * refused document names Amazon's reasons (422); network trouble, throttling beyond retries or an
 * Amazon outage is our 502, with Amazon named.
 */
function translate(error: unknown): never {
  if (error instanceof AppError) throw error;
  // The transport already refreshed an expired token once, so a 401/403 here is a real refusal.
  if (isAplusAnswer(error) && (error.status === 401 || error.status === 403))
    throw new AppError('AMAZON_RECONNECT', APLUS_RECONNECT_MESSAGE, {
      cause: error,
      detail: { operation: error.operation, status: error.status, code: error.code },
    });
  if (isAplusAnswer(error) && error.status >= 400 && error.status < 500 && error.status !== 429)
    throw rejected(error.errors.length > 0 ? error.errors : [{ code: error.code, message: error.message }]);
  if (error instanceof LwaError && error.error === 'invalid_grant')
    throw new AppError(
      'AMAZON_RECONNECT',
      'Amazon no longer accepts the connection to your seller account. Reconnect Amazon and try again.',
      { cause: error },
    );
  if (error instanceof SpApiError)
    throw new AppError('UPSTREAM', 'Amazon did not answer. Please try again in a few minutes.', {
      cause: error,
      detail: { operation: error.operation, status: error.status, code: error.code },
    });
  if (error instanceof LwaError)
    throw new AppError('UPSTREAM', 'Amazon did not answer. Please try again in a few minutes.', { cause: error });
  throw error;
}

/** An answer of the A+ API itself; a refused image upload (Amazon's file store) is an outage to the seller. */
function isAplusAnswer(error: unknown): error is SpApiError {
  return error instanceof SpApiError && error.operation !== UPLOAD_OPERATION;
}

/** A+ calls as this seller, through the process-wide SP-API transport (token cache, rate limiter, retries). */
function aplusClientFor(deps: PublishDeps, seller: SellerConnection, marketplaceId: string): AplusClient {
  return createAplusClient(deps.spapi.transportFor(seller, { signal: deps.signal }), marketplaceId);
}

async function uploadImages(
  client: AplusClient,
  modules: readonly AplusModule[],
  deps: PublishDeps,
): Promise<(UploadedImage | undefined)[]> {
  const hosts = allowedImageHosts(deps.config);
  const byUrl = new Map<string, UploadedImage | undefined>();
  const out: (UploadedImage | undefined)[] = [];
  for (const m of modules) {
    if (!m.imageUrl) {
      out.push(undefined);
      continue;
    }
    if (!byUrl.has(m.imageUrl)) {
      // An image we may not or cannot fetch is left out: the module is published as text.
      const img = await fetchAllowedImage(m.imageUrl, hosts, deps.fetch);
      if (!img) byUrl.set(m.imageUrl, undefined);
      else {
        const contentMD5 = createHash('md5').update(img.bytes).digest('base64');
        const dest = await client.createUploadDestination({ contentMD5, contentType: img.contentType });
        await uploadToDestination(dest, { bytes: img.bytes, contentType: img.contentType, fetch: deps.fetch });
        byUrl.set(m.imageUrl, { uploadDestinationId: dest.uploadDestinationId, width: img.width, height: img.height });
      }
    }
    out.push(byUrl.get(m.imageUrl));
  }
  return out;
}

/**
 * Amazon's A+ publishing flow (docs/amazon.md#operations-and-why): upload images, validate against the ASIN, create (or update) the
 * document, relate it to the ASIN (replace semantics), submit for approval, then read the status.
 * Nothing is stored unless Amazon accepted the submission.
 */
export async function publishDraft(deps: PublishDeps, user: User, listingId: number): Promise<PublishAplusResponse> {
  const listing = await getEntitledListing(deps.db, user, listingId);
  assertEditable(listing, { toAmazon: true });
  const row = await repo.findDraft(deps.db, listing.id);
  if (!row) throw new AppError('NOT_FOUND', 'Generate A+ content for this listing before publishing it.');
  if (listing.source === 'file')
    throw new AppError(
      'CONFLICT',
      'This listing was imported from a file. Connect your Amazon account and sync your listings to publish A+ content for it.',
    );
  if (!listing.asin) throw new AppError('CONFLICT', 'This listing has no ASIN yet, so Amazon cannot attach A+ content to it.');
  const settings = draftSettings(row);
  const modules = row.modules as AplusModule[];
  const check = checkDraft(listing, modules, settings);
  if (!check.publishable) {
    const errors = check.findings.filter((f) => f.severity === 'error');
    const facts = errors.filter((f) => f.ruleId === APLUS_FACTS_RULE_ID);
    const ruleErrors = errors.length - facts.length;
    // A fact changed or added is named outright: the seller must see which module and which number.
    const message = [
      ruleErrors > 0
        ? `This content does not meet Amazon's A+ requirements yet (${ruleErrors} issue${ruleErrors === 1 ? '' : 's'}).`
        : '',
      ...facts.map((f) => `${f.message} ${f.fix}`),
      'Fix them and publish again.',
    ]
      .filter((part) => part !== '')
      .join(' ');
    throw new AppError('UNPROCESSABLE', message, {
      issues: errors.map((f) => ({
        path: f.moduleIndex === null ? 'modules' : `modules.${f.moduleIndex}${f.part ? `.${f.part}` : ''}`,
        message: f.message,
      })),
    });
  }
  const seller = await getSellerConnectionFor(deps, user.id, listing.marketplaceId);
  if (!seller) throw new AppError('CONFLICT', 'Connect your Amazon Seller Central account before publishing A+ content.');
  const marketplace = findMarketplace(listing.marketplaceId);
  if (!marketplace) throw new AppError('CONFLICT', `Marketplace ${listing.marketplaceId} is not supported for A+ content.`);

  // Two publishes at once (a double click, two tabs) would each create a document at Amazon.
  const now = new Date();
  const claimed = await repo.claimPublish(deps.db, listing.id, now, new Date(now.getTime() - PUBLISH_CLAIM_MS));
  if (!claimed)
    throw new AppError('CONFLICT', 'This A+ content is already being published. Refresh in a moment to see the result.');
  const client = aplusClientFor(deps, seller, marketplace.id);
  try {
    const images = await uploadImages(client, modules, deps);
    const document = buildContentDocument({
      name: `${listing.sku || listing.asin} A+ content`.slice(0, 100),
      locale: marketplace.aplusLocale,
      modules,
      images,
    });
    const errors = await client.validate(document, [listing.asin]);
    if (errors.length > 0) throw rejected(errors);
    const created = claimed.contentReferenceKey
      ? await client.updateContentDocument(claimed.contentReferenceKey, document)
      : await client.createContentDocument(document);
    const key = created.contentReferenceKey;
    const related = await client.setAsins(key, [listing.asin]);
    const submitted = await client.submitForApproval(key);
    const record = await client.getMetadata(key);
    const status = record.contentMetadata?.status ?? 'SUBMITTED';
    const saved = await repo.updateDraft(deps.db, listing.id, { contentReferenceKey: key, status, submittedAt: new Date() });
    const warnings = [...(created.warnings ?? []), ...(related.warnings ?? []), ...(submitted.warnings ?? [])].map(
      (w) => w.message,
    );
    return { status, contentReferenceKey: key, warnings, draft: toDraftJson(listing, saved!) };
  } catch (error) {
    translate(error);
  } finally {
    await repo.releasePublish(deps.db, listing.id);
  }
}

/** Reads the review status from Amazon (Amazon asks to poll at most hourly; this runs on request). */
export async function refreshStatus(deps: PublishDeps, user: User, listingId: number) {
  const listing = await getEntitledListing(deps.db, user, listingId);
  const row = await repo.findDraft(deps.db, listing.id);
  if (!row) throw new AppError('NOT_FOUND', 'A+ draft not found');
  if (!row.contentReferenceKey) return toDraftJson(listing, row);
  const seller = await getSellerConnectionFor(deps, user.id, listing.marketplaceId);
  if (!seller) throw new AppError('CONFLICT', 'Connect your Amazon Seller Central account to check the review status.');
  try {
    const record = await aplusClientFor(deps, seller, listing.marketplaceId).getMetadata(row.contentReferenceKey);
    const status = record.contentMetadata?.status ?? (row.status as 'DRAFT');
    const saved = await repo.updateDraft(deps.db, listing.id, { status });
    return toDraftJson(listing, saved!);
  } catch (error) {
    translate(error);
  }
}
