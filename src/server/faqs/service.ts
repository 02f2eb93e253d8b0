import { parseReviewsFile } from '#core/faqs/parse-reviews';
import { reviewFetchMessage } from '#core/faqs/review-fetch';
import type { FaqItem, GenerateFaqRequest, ReviewFetch, ReviewSummary } from '#core/faqs/schemas';
import { findMarketplace } from '#core/marketplaces';
import { faqsWithGuardrails } from '#ai/faqs/guardrails';
import type { AiProvider } from '#ai/types';
import type { Db } from '../db/index.ts';
import { AppError } from '../errors.ts';
import { assertEditable, getEditableListing, getListing } from '../listings/index.ts';
import { assertCreditLeft, spendCredit } from '../plans/index.ts';
import { findReviewFetch } from '../sync/index.ts';
import * as repo from './repo.ts';

export const NO_REVIEWS_MESSAGE = 'This listing has no reviews yet. Import reviews to generate FAQs.';

export type FaqDeps = { db: Db; provider: AiProvider };
export type GeneratedFaqs = { items: FaqItem[]; notes: string[] };

/**
 * Generate returns the stored list unless forced (Regenerate). A new list costs one
 * credit, spent in the transaction that stores it after the provider answered, so a failure
 * (a provider timeout included) spends and stores nothing. `notes` say which guardrails fired.
 */
export async function generateListingFaqs(
  deps: FaqDeps,
  userId: number,
  listingId: number,
  request: GenerateFaqRequest,
): Promise<GeneratedFaqs> {
  const { db } = deps;
  const listing = await getListing(db, userId, listingId);
  if (!request.force) {
    const stored = await repo.findFaqs(db, listing.id);
    if (stored && stored.length > 0) return { items: stored, notes: [] };
  }
  // Stored FAQs of an archived listing are still answered (above); a new list is not made for it.
  assertEditable(listing);
  const evidence = await repo.findNewestReviews(db, listing.id, request.reviewCount);
  if (evidence.length === 0) {
    const fetch = await reviewFetchOf(db, userId, listing);
    if (fetch) throw new AppError('CONFLICT', `${reviewFetchMessage(fetch)} Generate the FAQs once they are in.`);
    throw new AppError('UNPROCESSABLE', NO_REVIEWS_MESSAGE);
  }
  await assertCreditLeft(db, userId);
  const { items, notes } = await faqsWithGuardrails(deps.provider, {
    listing: {
      marketplaceId: listing.marketplaceId,
      brand: listing.brand,
      title: listing.title,
      bullets: listing.bullets,
      description: listing.description,
    },
    reviews: evidence,
    // FAQs are written for the listing's own store, in its language.
    language: findMarketplace(listing.marketplaceId)?.language ?? 'en',
  });
  if (items.length === 0) {
    throw new AppError(
      'UNPROCESSABLE',
      'The reviews of this listing do not talk about the product itself yet (only shipping or nothing specific). Import more reviews to generate FAQs.',
    );
  }
  // The listing row is locked and the stored list looked up again: a Generate that ran alongside
  // (or a Regenerate) may have stored one while the provider answered. Without `force` that list
  // is returned and nothing is spent; with it, each request spends and stores its own whole list.
  const stored = await db.transaction(async (tx) => {
    await repo.lockListing(tx, listing.id);
    if (!request.force) {
      const meanwhile = await repo.findFaqs(tx, listing.id);
      if (meanwhile && meanwhile.length > 0) return meanwhile;
    }
    await spendCredit(tx, userId);
    await repo.saveFaqs(tx, listing.id, request.reviewCount, items);
    return undefined;
  });
  return stored ? { items: stored, notes: [] } : { items, notes };
}

export async function findListingFaqs(db: Db, userId: number, listingId: number): Promise<FaqItem[]> {
  const listing = await getListing(db, userId, listingId);
  return (await repo.findFaqs(db, listing.id)) ?? [];
}

export async function summariseReviews(db: Db, userId: number, listingId: number): Promise<ReviewSummary> {
  const listing = await getListing(db, userId, listingId);
  const counts = await repo.countReviewsBySource(db, listing.id);
  const uploaded = counts.upload ?? 0;
  const fromAmazon = counts.customer_feedback ?? 0;
  return { total: uploaded + fromAmazon, uploaded, fromAmazon, fetching: await reviewFetchOf(db, userId, listing) };
}

/** An uploaded listing has no review topics coming; an Amazon one may, through its region's import. */
async function reviewFetchOf(
  db: Db,
  userId: number,
  listing: { source: string; marketplaceId: string },
): Promise<ReviewFetch | null> {
  const region = listing.source === 'amazon' ? findMarketplace(listing.marketplaceId)?.region : undefined;
  return region ? findReviewFetch(db, userId, region) : null;
}

/** A file with any bad row imports nothing; the 400 names the row and column. */
export async function importReviews(
  db: Db,
  userId: number,
  listingId: number,
  bytes: Uint8Array,
): Promise<{ imported: number; total: number }> {
  const listing = await getEditableListing(db, userId, listingId);
  const parsed = parseReviewsFile(bytes);
  if (!parsed.ok) {
    const issues = parsed.issues.map((i) => ({
      path: [i.row !== undefined ? `row ${i.row}` : undefined, i.column].filter(Boolean).join('.') || 'file',
      message: i.row !== undefined ? `Row ${i.row}${i.column ? `, column "${i.column}"` : ''}: ${i.message}` : i.message,
    }));
    throw new AppError('VALIDATION', issues[0]!.message, { issues });
  }
  await db.transaction((tx) =>
    repo.insertReviews(
      tx,
      parsed.reviews.map((r) => ({
        listingId: listing.id,
        source: 'upload',
        text: r.text,
        rating: r.rating,
        reviewDate: r.date ? new Date(r.date) : null,
        topic: r.topic,
      })),
    ),
  );
  const summary = await summariseReviews(db, userId, listingId);
  return { imported: parsed.reviews.length, total: summary.total };
}
