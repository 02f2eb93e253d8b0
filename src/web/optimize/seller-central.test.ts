import { describe, expect, it } from 'vitest';
import { isEditorField, sellerCentralListingUrl } from './seller-central.ts';

describe('Seller Central link', () => {
  it("opens the listing in its own store's Seller Central", () => {
    expect(sellerCentralListingUrl({ marketplaceId: 'ATVPDKIKX0DER', sku: 'MUG 1', asin: 'B0TEST' })).toBe(
      'https://sellercentral.amazon.com/abis/listing/edit?marketplaceID=ATVPDKIKX0DER&sku=MUG+1&asin=B0TEST',
    );
    expect(sellerCentralListingUrl({ marketplaceId: 'A1PA6795UKMFR9', sku: 'X', asin: '' })).toBe(
      'https://sellercentral.amazon.de/abis/listing/edit?marketplaceID=A1PA6795UKMFR9&sku=X',
    );
    expect(sellerCentralListingUrl({ marketplaceId: 'NOPE', sku: 'X', asin: '' })).toBeNull();
  });

  it('sends image and A+ issues to Seller Central, text issues to the editor', () => {
    expect(isEditorField('images')).toBe(false);
    expect(isEditorField('aplus')).toBe(false);
    expect(['title', 'bullets', 'description', 'searchTerms'].every(isEditorField)).toBe(true);
  });
});
