import type { ListingContent } from '#core/listings/content';
import type { ImportedListing } from './types.ts';

/**
 * The content the health and AI engines read for a file listing. A file has no product type,
 * search terms or image sizes: they stay unknown (null), so rules that need them are skipped
 * rather than failed (core/listings/content.ts).
 */
export function importedContent(l: ImportedListing): ListingContent {
  return {
    marketplaceId: l.marketplaceId,
    productType: null,
    brand: l.brand,
    title: l.title,
    bullets: l.bullets,
    description: l.description,
    searchTerms: null,
    images: l.imageUrl ? [{ url: l.imageUrl, variant: 'MAIN', width: null, height: null }] : null,
    isMedia: false,
  };
}
