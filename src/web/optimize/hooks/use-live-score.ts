import { useMemo } from 'react';
import { scoreListing } from '#core/health/index';
import type { Listing } from '#core/api/listings';
import { cleanBullets, type ListingText } from '#core/listings/content';

import { useDebouncedValue } from './use-debounced-value.ts';

const RESCORE_DELAY_MS = 300;

/** The health score of the edited text, computed in the browser a moment after typing stops. */
export function useLiveScore(listing: Pick<Listing, 'marketplaceId' | 'brand' | 'productType'>, fields: ListingText): number {
  const edited = useDebouncedValue(fields, RESCORE_DELAY_MS);
  return useMemo(
    () =>
      scoreListing({
        marketplaceId: listing.marketplaceId,
        brand: listing.brand,
        productType: listing.productType,
        title: edited.title,
        bullets: cleanBullets(edited.bullets),
        description: edited.description,
        // Empty reads as unknown, as the server scores a listing without search terms.
        searchTerms: edited.searchTerms.trim() || null,
      }).score,
    [edited, listing.marketplaceId, listing.brand, listing.productType],
  );
}
