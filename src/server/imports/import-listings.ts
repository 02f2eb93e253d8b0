import { importedContent, type ImportedListing, type ImportResult, type ParseSuccess } from '#core/imports/index';
import type { ListingContent } from '#core/listings/content';
import type { Db } from '../db/index.ts';
import { saveImportedListings, type NewListing, healthFields } from '../listings/index.ts';
import { workSlices } from '../work-slices.ts';
import { findAmazonListings, type AmazonOnlyFields } from './repo.ts';

/**
 * Imports a validated file in one transaction: scored, marked source 'file', and matched on
 * (marketplace, SKU) so a re-import updates. A listing already synced from Amazon keeps its
 * source and the Amazon-only facts (product type, images, search terms) the file can't carry.
 */
export async function importListings(db: Db, userId: number, parsed: ParseSuccess): Promise<ImportResult> {
  const synced = new Map((await findAmazonListings(db, userId)).map((a) => [keyOf(a), a]));
  // Scoring runs before the transaction: PGlite has one connection, and a transaction held open
  // while 10,000 listings are scored would stall every other request.
  const rows: NewListing[] = [];
  // Scoring a listing takes from a few µs to a few ms: a turn for other requests every ~15 ms of it.
  const slices = workSlices();
  for (const l of parsed.listings) {
    rows.push(toNewListing(userId, l, synced.get(keyOf(l))));
    await slices.pause();
  }
  const result = await db.transaction((tx) => saveImportedListings(tx, rows));
  return { ...result, total: parsed.listings.length, format: parsed.format };
}

function keyOf(l: { marketplaceId: string; sku: string }): string {
  return `${l.marketplaceId}\u0000${l.sku}`;
}

function toNewListing(userId: number, l: ImportedListing, amazon: AmazonOnlyFields | undefined): NewListing {
  const fromFile = importedContent(l);
  const content: ListingContent = amazon
    ? {
        ...fromFile,
        productType: amazon.productType,
        searchTerms: amazon.searchTerms,
        images: amazon.images ?? fromFile.images,
        isMedia: amazon.isMedia,
      }
    : fromFile;
  return {
    userId,
    source: amazon ? 'amazon' : 'file',
    sellingPartnerId: amazon?.sellingPartnerId ?? '',
    marketplaceId: l.marketplaceId,
    sku: l.sku,
    asin: l.asin || amazon?.asin || '',
    productType: content.productType,
    brand: l.brand,
    title: l.title,
    bullets: l.bullets,
    description: l.description,
    searchTerms: content.searchTerms,
    imageUrl: l.imageUrl || amazon?.images?.[0]?.url || '',
    images: content.images,
    isMedia: content.isMedia ?? false,
    status: l.status ?? amazon?.status ?? 'ACTIVE',
    amazonIssues: amazon?.amazonIssues ?? [],
    syncRunId: amazon?.syncRunId ?? null,
    removedAt: amazon?.removedAt ?? null,
    ...healthFields(content),
  };
}
