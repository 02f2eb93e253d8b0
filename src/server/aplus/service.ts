import type { Tier } from '#core/plans/tiers';
import type { AplusDraft } from '#core/aplus/api';
import { imageUrlProblem } from '#core/aplus/image-url';
import type { AplusModule } from '#core/aplus/modules';
import type { AplusSettings } from '#core/aplus/settings';
import type { Db } from '../db/index.ts';
import { assertEditable, getListing, type ListingRow } from '../listings/index.ts';
import { assertCreditLeft, spendCredit, assertFeature } from '../plans/index.ts';
import { AppError, notFound } from '../errors.ts';
import { draftSettings, toDraftJson } from './draft-json.ts';
import type { AplusGenerator } from './generator.ts';
import * as repo from './repo.ts';

/** `log`, when given, records which A+ guardrails fired (the draft contract has no notes field yet). */
export type AplusDeps = { db: Db; generator: AplusGenerator; log?: { info(obj: object, msg: string): void } };
type User = { id: number; tier: Tier };

/**
 * The listing first, the plan second: another user's id answers 404 whatever the caller's plan,
 * so ids reveal nothing; the caller's own listing on the free plan answers the 403 gate.
 */
export async function getEntitledListing(db: Db, user: User, listingId: number): Promise<ListingRow> {
  const listing = await getListing(db, user.id, listingId);
  assertFeature(user, 'aplus');
  return listing;
}

export async function getDraft(db: Db, user: User, listingId: number): Promise<AplusDraft | null> {
  const listing = await getListing(db, user.id, listingId);
  const row = await repo.findDraft(db, listing.id);
  return row ? toDraftJson(listing, row) : null;
}

/** Generates, then stores the draft and spends the credit in one transaction: a failure costs nothing. */
export async function generateDraft(
  deps: AplusDeps,
  user: User,
  listingId: number,
  settings: AplusSettings,
): Promise<AplusDraft> {
  const listing = await getEntitledListing(deps.db, user, listingId);
  assertEditable(listing);
  await assertCreditLeft(deps.db, user.id);
  const reviews = await repo.findReviews(deps.db, listing.id);
  const images = ownImages(listing);
  const { modules, notes } = await deps.generator.generate({
    source: {
      marketplaceId: listing.marketplaceId,
      title: listing.title,
      brand: listing.brand,
      bullets: listing.bullets,
      description: listing.description,
      images,
      reviews,
    },
    settings,
    seedKey: `${listing.id}:${listing.asin}:${listing.sku}`,
  });
  if (notes.length > 0)
    deps.log?.info({ listingId: listing.id, provider: deps.generator.name, aiNotes: notes }, 'A+ guardrails fired');
  const row = await deps.db.transaction(async (tx) => {
    await spendCredit(tx, user.id);
    return repo.upsertDraft(tx, { listingId: listing.id, settings, modules });
  });
  return toDraftJson(listing, row);
}

/** In-place edits: stored as sent, re-checked on the way out. An edit makes the draft a draft again. */
export async function saveModules(db: Db, user: User, listingId: number, modules: AplusModule[]): Promise<AplusDraft> {
  const listing = await getEntitledListing(db, user, listingId);
  assertEditable(listing);
  assertImageUrls(listing, modules);
  const existing = await repo.findDraft(db, listing.id);
  if (!existing) throw notFound('A+ draft');
  const row = await repo.updateDraft(db, listing.id, { modules, settings: draftSettings(existing), status: 'DRAFT' });
  return toDraftJson(listing, row!);
}

/** The listing's own image addresses: what generation offers, and what a module may keep as it is. */
function ownImages(listing: ListingRow): string[] {
  return [...new Set([...(listing.images ?? []).map((i) => i.url), listing.imageUrl].filter((u): u is string => Boolean(u)))];
}

/**
 * A module's image is one of the listing's own, or an https address on a public host: the server
 * fetches it when the draft is published, so `file:///etc/passwd` or a loopback address is refused
 * here, before it is stored.
 */
function assertImageUrls(listing: ListingRow, modules: AplusModule[]): void {
  const own = new Set(ownImages(listing));
  const issues = modules.flatMap((m, i) => {
    const problem = m.imageUrl && !own.has(m.imageUrl) ? imageUrlProblem(m.imageUrl) : undefined;
    return problem ? [{ path: `body.modules.${i}.imageUrl`, message: problem }] : [];
  });
  if (issues.length > 0) throw new AppError('VALIDATION', issues[0]!.message, { issues });
}
