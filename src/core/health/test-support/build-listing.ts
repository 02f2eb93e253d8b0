import type { ListingContent } from '#core/listings/content';
import { US_MARKETPLACE_ID } from '#core/marketplaces';

export const NOW = new Date('2026-11-01T00:00:00Z');

const BACKEND_WORDS = [
  'flask',
  'canteen',
  'thermos',
  'hydration',
  'jug',
  'tumbler',
  'gym',
  'hiking',
  'camping',
  'cycling',
  'school',
  'office',
  'travel',
  'commute',
  'yoga',
  'trekking',
  'picnic',
  'beach',
  'marathon',
  'runner',
  'climber',
  'kayak',
  'fishing',
  'hunting',
  'skiing',
  'snowboard',
  'festival',
  'roadtrip',
  'backpacking',
  'mountaineering',
  'cheerleading',
  'rowing',
  'lacrosse',
];

/** Backend search terms of exactly `bytes` UTF-8 bytes (ASCII), distinct words. */
export function backendOfBytes(bytes: number): string {
  let s = '';
  for (const w of BACKEND_WORDS) {
    const next = s ? `${s} ${w}` : w;
    if (next.length > bytes) break;
    s = next;
  }
  const pad = bytes - s.length - 1;
  return pad > 0 ? `${s} ${'z'.repeat(pad)}` : s;
}

/** A listing that fires nothing except what the score's worked example expects; override per test. */
export function buildListing(overrides: Partial<ListingContent> = {}): ListingContent {
  return {
    marketplaceId: US_MARKETPLACE_ID,
    brand: 'Acme',
    title: 'Acme Stainless Steel Water Bottle, 750 ml, Vacuum Insulated, Blue',
    highlights: '',
    bullets: [
      'Keeps Drinks Cold: Double wall vacuum insulation holds temperature for hours',
      'Leak Proof Lid: A silicone seal keeps bags dry when the flask lies flat',
      'Easy to Clean: The wide mouth fits ice cubes and a standard sponge brush',
      'Durable Build: Food grade steel resists dents, rust and lingering odours',
      'Fits Everywhere: Slim body slides into car cup holders and side pockets',
    ],
    description:
      'This insulated bottle is made for long days outdoors and at work. The double wall keeps cold drinks cold and hot drinks hot, while the powder coat gives a firm grip. The lid seals tightly, the mouth is wide enough for ice, and every part can be washed by hand in warm soapy water.',
    searchTerms: backendOfBytes(120),
    images: [
      { url: 'https://example.com/main.jpg', variant: 'MAIN', width: 2000, height: 2000 },
      { url: 'https://example.com/pt01.jpg', variant: 'PT01', width: 2000, height: 2000 },
      { url: 'https://example.com/pt02.jpg', variant: 'PT02', width: 2000, height: 2000 },
      { url: 'https://example.com/pt03.jpg', variant: 'PT03', width: 2000, height: 2000 },
      { url: 'https://example.com/pt04.jpg', variant: 'PT04', width: 2000, height: 2000 },
      { url: 'https://example.com/pt05.jpg', variant: 'PT05', width: 2000, height: 2000 },
      { url: 'https://example.com/pt06.jpg', variant: 'PT06', width: 2000, height: 2000 },
    ],
    isMedia: false,
    hasAplus: true,
    ...overrides,
  };
}
