import { findMarketplace } from '#core/marketplaces';

/** Fields the Optimize editor edits; an issue on any other field is fixed in Seller Central. */
const EDITOR_FIELDS: ReadonlySet<string> = new Set(['title', 'bullets', 'description', 'searchTerms']);

export function isEditorField(field: string): boolean {
  return EDITOR_FIELDS.has(field);
}

/**
 * The listing's edit page in the Seller Central of its own store (sellercentral.amazon.de for
 * Amazon.de, …): images and A+ are not something the editor can change. null when the store is unknown.
 */
export function sellerCentralListingUrl(listing: { marketplaceId: string; sku: string; asin: string }): string | null {
  const marketplace = findMarketplace(listing.marketplaceId);
  if (!marketplace) return null;
  const params = new URLSearchParams({ marketplaceID: marketplace.id, sku: listing.sku });
  if (listing.asin) params.set('asin', listing.asin);
  return `https://sellercentral.${marketplace.name.toLowerCase()}/abis/listing/edit?${params.toString()}`;
}
