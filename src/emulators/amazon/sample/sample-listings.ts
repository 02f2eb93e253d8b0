/**
 * The seeded sample: US listings built from real amazon.com listings of the ESCI corpus
 * (corpus-listings.jsonl, Apache-2.0, see LICENSE-esci / NOTICE-esci and README.md here), plus the
 * hand-written listings of eu-listings.ts. Deterministic: no clock, no Math.random.
 */
import { readFileSync } from 'node:fs';
import { findMarketplace, MARKETPLACES } from '#core/marketplaces';
import type { ListingImage, StoredListing } from '../listing-types.ts';
import { buildTextAttributes } from './attributes.ts';
import { HAND_LISTINGS, type HandListing } from './eu-listings.ts';
import { DEMO_SELLER_ID } from './sellers.ts';

type CorpusListing = {
  source_id: string;
  brand: string | null;
  title: string;
  bullets: string[];
  description: string | null;
  color: string | null;
};

/** Per-ASIN facts the corpus lacks (ESCI has no SKU, price, category or images). */
type CorpusOverlay = {
  sku: string;
  category: string;
  price: number;
  mainImage: number | null;
  extraImages: number;
  productType?: 'ABIS_BOOK';
  keywords?: string;
  poor?: boolean;
};

const CORPUS_OVERLAYS: Record<string, CorpusOverlay> = {
  B07NJDLT99: {
    sku: 'NW-YETI-MUG14-RB',
    category: 'kitchen',
    price: 30,
    mainImage: 2000,
    extraImages: 4,
    keywords: 'insulated coffee mug travel mug camping mug',
  },
  B097CW34WX: { sku: 'NW-YETI-TUMB30-HR', category: 'kitchen', price: 38, mainImage: 2000, extraImages: 3 },
  B07NZY45ZB: { sku: 'NW-BRUMATE-SLIM', category: 'kitchen', price: 24.99, mainImage: 1600, extraImages: 2 },
  B0128UK6IK: { sku: 'NW-INCASE-ICON13', category: 'electronics accessories', price: 49.95, mainImage: 1500, extraImages: 2 },
  B01MXE0FKC: { sku: 'NW-LOGI-G533', category: 'electronics accessories', price: 99.99, mainImage: 2000, extraImages: 5 },
  B077ZGRY9V: { sku: 'NW-HYPERX-FLIGHT', category: 'electronics accessories', price: 109.99, mainImage: 2000, extraImages: 3 },
  B00PHWUK2O: { sku: 'NW-INTEX-PUMP330', category: 'outdoor', price: 44.99, mainImage: 1200, extraImages: 1 },
  B07RQV2WYN: { sku: 'NW-ETHIQUE-MELTS', category: 'beauty', price: 17.99, mainImage: 2000, extraImages: 2 },
  B096T5DS6M: { sku: 'NW-ETHIQUE-SERUM', category: 'beauty', price: 29.99, mainImage: 2000, extraImages: 1, poor: true },
  B07571LXYD: { sku: 'NW-ETHIQUE-SHAMPOO', category: 'beauty', price: 16.99, mainImage: 900, extraImages: 0, poor: true },
  B07ZHY1B4C: { sku: 'NW-EZORKAS-GROW', category: 'home', price: 29.99, mainImage: 2000, extraImages: 3 },
  B01787LBF0: { sku: 'NW-CABLECC-MICRO90', category: 'electronics accessories', price: 8.99, mainImage: 1000, extraImages: 1 },
  B01AKSO80O: { sku: 'NW-ZOOZ-ZSE40', category: 'home', price: 34.95, mainImage: 1600, extraImages: 2 },
  B000P86RMC: { sku: 'NW-LR-CALENDAR', category: 'toys', price: 27.99, mainImage: 2000, extraImages: 2 },
  B0983BDPQ3: { sku: 'NW-AMZPAS-FITBIT', category: 'sports', price: 12.99, mainImage: 1600, extraImages: 3 },
  B07N796DVT: { sku: 'NW-NATHAN-VEST7', category: 'sports', price: 119.99, mainImage: 2000, extraImages: 4 },
  B07RCZ3QT5: { sku: 'NW-TNWBA-BALLOONS', category: 'toys', price: 9.99, mainImage: 500, extraImages: 0, poor: true },
  B07WFMZJT6: { sku: 'NW-AMOKR-CANVAS', category: 'home', price: 25.99, mainImage: null, extraImages: 0, poor: true },
  '0425274861': {
    sku: 'NW-BOOK-BLL',
    category: 'books',
    price: 10.99,
    mainImage: 1500,
    extraImages: 0,
    productType: 'ABIS_BOOK',
    poor: true,
  },
  B086LHZQVF: { sku: 'NW-VALO-MASK', category: 'sports', price: 14.99, mainImage: 1600, extraImages: 1, poor: true },
  B07RKZQ815: { sku: 'NW-VOLADOR-DF30', category: 'outdoor', price: 69.99, mainImage: 2000, extraImages: 3 },
};

/** Browse nodes shaped like Amazon's (ids are illustrative, names realistic). */
export const BROWSE_NODES: Record<string, { id: string; name: string }> = {
  kitchen: { id: '284507', name: 'Kitchen & Dining' },
  outdoor: { id: '3375251', name: 'Sports & Outdoors' },
  'electronics accessories': { id: '281407', name: 'Accessories & Supplies' },
  pet: { id: '2619533011', name: 'Pet Supplies' },
  home: { id: '1055398', name: 'Home & Kitchen' },
  toys: { id: '165793011', name: 'Toys & Games' },
  beauty: { id: '3760911', name: 'Beauty & Personal Care' },
  sports: { id: '10971181011', name: 'Sports & Fitness' },
  books: { id: '283155', name: 'Books' },
};

const DAY = 86_400_000;
/** A fixed epoch so created/updated dates never depend on when the emulator starts. */
const SAMPLE_EPOCH = Date.UTC(2026, 0, 15, 9, 30, 0);

export function readCorpus(): CorpusListing[] {
  return readFileSync(new URL('./corpus-listings.jsonl', import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as CorpusListing);
}

function buildImages(main: number | null, extra: number): ListingImage[] {
  if (main === null) return [];
  const images: ListingImage[] = [{ variant: 'MAIN', width: main, height: main }];
  for (let i = 1; i <= extra; i++) images.push({ variant: `PT0${i}`, width: 1500, height: 1500 });
  return images;
}

function marketplaceIdFor(country: HandListing['country']): string {
  const m = MARKETPLACES.find((x) => x.country === country);
  if (!m) throw new Error(`unknown country ${country}`);
  return m.id;
}

/** Which sample listings are deliberately poor (for the README and tests). */
export function isPoorSample(sku: string): boolean {
  return (
    Object.values(CORPUS_OVERLAYS).some((o) => o.sku === sku && o.poor === true) ||
    HAND_LISTINGS.some((h) => h.sku === sku && h.poor === true)
  );
}

export function buildSampleListings(): StoredListing[] {
  const out: StoredListing[] = [];
  let n = 0;
  const stamp = () => {
    n++;
    return { createdAt: SAMPLE_EPOCH - (200 - n * 3) * DAY, updatedAt: SAMPLE_EPOCH - (60 - n) * DAY };
  };
  const us = 'ATVPDKIKX0DER';
  for (const c of readCorpus()) {
    const o = CORPUS_OVERLAYS[c.source_id];
    if (!o) continue;
    const images = buildImages(o.mainImage, o.extraImages);
    out.push({
      sellerId: DEMO_SELLER_ID,
      sku: o.sku,
      asin: c.source_id,
      marketplaceId: us,
      productType: o.productType ?? 'PRODUCT',
      conditionType: 'new_new',
      ...stamp(),
      attributes: buildTextAttributes({
        marketplaceId: us,
        languageTag: 'en_US',
        brand: c.brand,
        title: c.title,
        bullets: c.bullets,
        description: c.description,
        keywords: o.keywords ?? null,
        color: c.color,
      }),
      images,
      price: o.price,
      quantity: 10 + ((n * 7) % 90),
      fulfillmentChannel: n % 3 === 0 ? 'AMAZON_NA' : 'DEFAULT',
      browseNode: BROWSE_NODES[o.category],
      source: `ESCI Shopping Queries Dataset (Apache-2.0), product ${c.source_id}`,
    });
  }
  for (const h of HAND_LISTINGS) {
    const marketplaceId = marketplaceIdFor(h.country);
    const languageTag = findMarketplace(marketplaceId)?.languageTag ?? 'en_US';
    out.push({
      sellerId: h.sellerId ?? DEMO_SELLER_ID,
      sku: h.sku,
      asin: h.asin,
      marketplaceId,
      productType: h.productType,
      conditionType: 'new_new',
      ...stamp(),
      attributes: buildTextAttributes({
        marketplaceId,
        languageTag,
        brand: h.brand,
        title: h.title,
        bullets: h.bullets,
        description: h.description,
        keywords: h.keywords,
        color: h.color ?? null,
      }),
      images: buildImages(h.mainImage, h.extraImages ?? 0),
      price: h.price,
      quantity: 5 + ((n * 11) % 120),
      fulfillmentChannel: h.country === 'US' ? 'DEFAULT' : n % 2 === 0 ? 'AMAZON_EU' : 'DEFAULT',
      browseNode: BROWSE_NODES[h.category],
    });
  }
  return out;
}
