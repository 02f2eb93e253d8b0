/** Renders a stored listing as a Listings Items `Item`, honouring `includedData`. */
import { findMarketplace } from '#core/marketplaces';
import { buildImageAttributes, imageName } from './sample/attributes.ts';
import type { Attributes, EmulatorState, StoredIssue, StoredListing } from './state.ts';

export function listingAttributes(state: EmulatorState, l: StoredListing): Attributes {
  // Stored attributes win, so a patched image locator replaces the generated one.
  return { ...buildImageAttributes(state.opts.publicUrl, l.asin, l.marketplaceId, l.images), ...l.attributes };
}

export function listingTitle(l: StoredListing): string | undefined {
  const v = l.attributes['item_name']?.[0]?.['value'];
  return typeof v === 'string' ? v : undefined;
}

/** Issues Amazon would report for the stored content (missing image / required text). */
export function listingIssues(l: StoredListing): StoredIssue[] {
  const issues: StoredIssue[] = [...(l.amazonIssues ?? [])];
  if (!l.images.some((i) => i.variant === 'MAIN') && !l.attributes['main_product_image_locator']) {
    issues.push({
      code: '18027',
      message: "'main_product_image_locator' is required but not supplied.",
      severity: 'ERROR',
      attributeNames: ['main_product_image_locator'],
      categories: ['MISSING_IMAGE'],
    });
  }
  if (l.productType !== 'ABIS_BOOK' && !l.attributes['bullet_point']) {
    issues.push({
      code: '90220',
      message: "'bullet_point' is required but not supplied.",
      severity: 'WARNING',
      attributeNames: ['bullet_point'],
      categories: ['MISSING_ATTRIBUTE'],
    });
  }
  return issues;
}

export function listingStatus(l: StoredListing): ('BUYABLE' | 'DISCOVERABLE')[] {
  if (l.status) return l.status;
  return listingIssues(l).some((i) => i.severity === 'ERROR') ? [] : ['BUYABLE', 'DISCOVERABLE'];
}

export function toItem(state: EmulatorState, l: StoredListing, includedData: string[]): Record<string, unknown> {
  const item: Record<string, unknown> = { sku: l.sku };
  const main = l.images.find((i) => i.variant === 'MAIN');
  if (includedData.includes('summaries')) {
    const title = listingTitle(l);
    item['summaries'] = [
      {
        marketplaceId: l.marketplaceId,
        asin: l.asin,
        productType: l.productType,
        conditionType: l.conditionType,
        status: listingStatus(l),
        ...(title === undefined ? {} : { itemName: title }),
        createdDate: new Date(l.createdAt).toISOString(),
        lastUpdatedDate: new Date(l.updatedAt).toISOString(),
        ...(main
          ? {
              mainImage: {
                link: `${state.opts.publicUrl}/images/${imageName(l.asin, main)}`,
                height: main.height,
                width: main.width,
              },
            }
          : {}),
      },
    ];
  }
  if (includedData.includes('attributes')) item['attributes'] = listingAttributes(state, l);
  if (includedData.includes('issues'))
    item['issues'] = listingIssues(l).map((i) => ({ ...i, marketplaceIds: [l.marketplaceId] }));
  if (includedData.includes('offers')) {
    item['offers'] = [
      {
        marketplaceId: l.marketplaceId,
        offerType: 'B2C',
        price: { currencyCode: findMarketplace(l.marketplaceId)?.currency ?? 'USD', amount: l.price.toFixed(2) },
      },
    ];
  }
  if (includedData.includes('fulfillmentAvailability')) {
    item['fulfillmentAvailability'] = [
      { fulfillmentChannelCode: l.fulfillmentChannel, ...(l.fulfillmentChannel === 'DEFAULT' ? { quantity: l.quantity } : {}) },
    ];
  }
  if (includedData.includes('procurement')) item['procurement'] = [];
  if (includedData.includes('relationships')) item['relationships'] = [{ marketplaceId: l.marketplaceId, relationships: [] }];
  if (includedData.includes('productTypes'))
    item['productTypes'] = [{ marketplaceId: l.marketplaceId, productType: l.productType }];
  return item;
}
