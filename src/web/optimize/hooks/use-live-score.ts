import { useMemo } from 'react';
import { scoreListing } from '#core/health/index';
import type { Listing } from '#core/api/listings';
import { cleanBullets, type ListingText } from '#core/listings/content';

import { useDebouncedValue } from './use-debounced-value.ts';

const RESCORE_DELAY_MS = 300;

type ScoredFacts = Pick<Listing, 'marketplaceId' | 'brand' | 'productType' | 'images' | 'isMedia'>;

/**
 * The health score of this text on this listing: the server's input (its images and media flag
 * included), so the unedited text scores what the listing's card says.
 */
export function textScore(listing: ScoredFacts, fields: ListingText): number {
  return scoreListing({
    marketplaceId: listing.marketplaceId,
    brand: listing.brand,
    productType: listing.productType,
    images: listing.images,
    isMedia: listing.isMedia,
    title: fields.title,
    bullets: cleanBullets(fields.bullets),
    description: fields.description,
    // Empty reads as unknown, as the server scores a listing without search terms.
    searchTerms: fields.searchTerms.trim() || null,
  }).score;
}

/** The health score of the edited text, computed in the browser a moment after typing stops. */
export function useLiveScore(listing: ScoredFacts, fields: ListingText): number {
  const edited = useDebouncedValue(fields, RESCORE_DELAY_MS);
  return useMemo(
    () => textScore(listing, edited),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the facts, not the listing object, decide the score
    [edited, listing.marketplaceId, listing.brand, listing.productType, listing.images, listing.isMedia],
  );
}
