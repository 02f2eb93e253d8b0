/** Synthetic listings for volume tests (e.g. 10,000 for benchmarks), deterministic per seller and index. */
import { findMarketplace } from '#core/marketplaces';
import type { StoredListing } from '../state.ts';
import { buildTextAttributes } from './attributes.ts';
import { createPrng, hashString } from '#core/prng';

const NOUNS = [
  'Water Bottle',
  'Phone Stand',
  'Dog Leash',
  'Yoga Block',
  'Cutting Board',
  'LED Lantern',
  'Travel Mug',
  'Desk Lamp',
  'Puzzle Set',
  'Hair Brush',
  'Camping Chair',
  'USB Hub',
];
const ADJECTIVES = [
  'Stainless Steel',
  'Compact',
  'Adjustable',
  'Eco-Friendly',
  'Heavy Duty',
  'Lightweight',
  'Foldable',
  'Rechargeable',
];
const BRANDS = ['Acme Home', 'Trailhead', 'Brightwell', 'Kindred Pets', 'Ember & Ash', 'Northline'];
const ASIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function buildSyntheticListings(
  sellerId: string,
  marketplaceId: string,
  startIndex: number,
  count: number,
  epochMs: number,
): StoredListing[] {
  const languageTag = findMarketplace(marketplaceId)?.languageTag ?? 'en_US';
  const out: StoredListing[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const n = startIndex + i;
    const rand = createPrng(hashString(`${sellerId}/${n}`));
    const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
    const noun = pick(NOUNS);
    const brand = pick(BRANDS);
    let asin = 'B0';
    for (let k = 0; k < 8; k++) asin += ASIN_CHARS[Math.floor(rand() * ASIN_CHARS.length)];
    const title = `${brand} ${pick(ADJECTIVES)} ${noun}, Model ${String(n).padStart(5, '0')}`;
    out[i] = {
      sellerId,
      sku: `SYN-${String(n).padStart(6, '0')}`,
      asin,
      marketplaceId,
      productType: 'PRODUCT',
      conditionType: 'new_new',
      createdAt: epochMs - (n % 365) * 86_400_000,
      updatedAt: epochMs - (n % 30) * 3_600_000 - n,
      attributes: buildTextAttributes({
        marketplaceId,
        languageTag,
        brand,
        title,
        bullets: [`Durable ${noun.toLowerCase()} built for everyday use.`, `Backed by ${brand} customer support.`],
        description: `The ${title} is a synthetic listing generated for load testing.`,
        keywords: noun.toLowerCase(),
      }),
      images: [{ variant: 'MAIN', width: 1600, height: 1600 }],
      price: Math.round((5 + rand() * 95) * 100) / 100,
      quantity: Math.floor(rand() * 200),
      fulfillmentChannel: 'DEFAULT',
    };
  }
  return out;
}
