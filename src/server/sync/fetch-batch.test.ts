import { describe, expect, it } from 'vitest';
import type { CatalogItem, SpApiClient } from '../integrations/spapi/index.ts';
import { completeListings } from './fetch-batch.ts';

const DE = 'A1PM5OUNW4MW7T';
const UK = 'A1F83G8C2ARO7P';

/** Amazon's searchCatalogItems for the ASINs it knows, recording what it was asked. */
function catalogClient(known: CatalogItem[]): { client: SpApiClient; asked: string[][] } {
  const asked: string[][] = [];
  const searchCatalogItems = async ({ identifiers }: { identifiers: string[] }) => {
    asked.push(identifiers);
    return { numberOfResults: 0, items: known.filter((c) => identifiers.includes(c.asin)) };
  };
  return { client: { searchCatalogItems } as unknown as SpApiClient, asked };
}

describe('completeListings', () => {
  it("looks up the catalogue by the ASIN the listing gets, also when Amazon sent only another marketplace's summary", async () => {
    const { client, asked } = catalogClient([
      {
        asin: 'B0FALLBACK',
        images: [{ marketplaceId: DE, images: [{ variant: 'MAIN', link: 'https://m/1.jpg', height: 1600, width: 1600 }] }],
      },
    ]);
    const [listing] = await completeListings(client, DE, [
      {
        sku: 'SKU-1',
        summaries: [
          {
            marketplaceId: UK,
            asin: 'B0FALLBACK',
            productType: 'BOTTLE',
            status: ['BUYABLE'],
            createdDate: '2024-01-01',
            lastUpdatedDate: '2024-01-01',
          },
        ],
        attributes: { item_name: [{ value: 'Flasche', language_tag: 'de_DE', marketplace_id: DE }] },
      },
    ]);
    expect(asked).toEqual([['B0FALLBACK']]);
    expect(listing).toMatchObject({ asin: 'B0FALLBACK', images: [{ url: 'https://m/1.jpg', width: 1600, height: 1600 }] });
  });

  it('asks nothing for a listing whose summary already has its main image and no other image', async () => {
    const { client, asked } = catalogClient([]);
    const mainImage = { link: 'https://m/2.jpg', height: 1200, width: 1200 };
    const [listing] = await completeListings(client, DE, [
      {
        sku: 'SKU-2',
        summaries: [
          {
            marketplaceId: DE,
            asin: 'B0HASMAIN',
            productType: 'BOTTLE',
            status: ['BUYABLE'],
            createdDate: '2024-01-01',
            lastUpdatedDate: '2024-01-01',
            mainImage,
          },
        ],
        attributes: { main_product_image_locator: [{ media_location: mainImage.link, marketplace_id: DE }] },
      },
    ]);
    expect(asked).toEqual([]);
    expect(listing?.images).toEqual([{ url: mainImage.link, variant: 'MAIN', width: 1200, height: 1200 }]);
  });
});
