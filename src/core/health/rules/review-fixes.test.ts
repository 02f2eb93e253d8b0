import { describe, expect, it } from 'vitest';
import type { ListingContent } from '#core/listings/content';
import type { Severity } from '../index.ts';
import { buildListing } from '../test-support/build-listing.ts';
import { expectFires, findingsOf } from '../test-support/rule-cases.ts';

/** Cases for defects found in review; every one failed before its fix (see the report of that change). */
const FR = 'A13V1IB3VIYZZH';

const BULLETS = buildListing().bullets;
const withBullet = (b: string, at = 0): string[] => BULLETS.map((x, i) => (i === at ? b : x));
const img = (variant: string, side: number) => ({
  url: `https://example.com/${variant}.jpg`,
  variant,
  width: side,
  height: side,
});
const GALLERY = buildListing().images ?? [];
/** A JSON import can put anything into the bullet array. */
const looseBullets = (bullets: unknown[]): string[] => bullets as string[];

/**
 * [ruleId, case, listing overrides, expected, quoted?]: a number = how many findings; a severity =
 * fires (≥1) with it. `quoted`: a text the findings' matches must include (string) or exclude (`{ not }`).
 */
type Case = [string, string, Partial<ListingContent>, number | Severity, (string | { not: string })?];

const CASES: Case[] = [
  // 1. A quote mark right after a digit is an inch mark.
  [
    'DESC_REVIEWS_QUOTES',
    'inch marks are no quotation',
    { description: 'Fits 13" screens and up to 15.6" - ideal for travel' },
    0,
  ],
  [
    'DESC_REVIEWS_QUOTES',
    'inch marks inside a real testimonial',
    { description: 'Buyers love it. "Perfect for my 15" laptop" - Sarah' },
    'error',
  ],

  // 2. Image size rules look at the gallery (MAIN, PT01–PT08) only.
  ['IMG_ZOOM', 'a 40 px swatch is no gallery image', { images: [...GALLERY, img('SWCH', 40)] }, 0],
  ['IMG_ZOOM', 'PT09 is no gallery image', { images: [...GALLERY, img('PT09', 300)] }, 0],
  ['IMG_TOO_LARGE', 'an oversized swatch is no gallery image', { images: [...GALLERY, img('SWCH', 12000)] }, 0],

  // 3. A URL, e-mail or phone number containing the brand is still contact information.
  [
    'BULLET_EXTERNAL_INFO',
    'URL starting with the brand',
    { bullets: withBullet('Register Online: Activate the warranty at acme.com/register today') },
    'error',
    'acme.com/register',
  ],
  [
    'DESC_CONTACT',
    'two domains starting with the brand',
    { description: 'Order spare lids from acmeshop.com or acme.com whenever you need them.' },
    2,
  ],
  // In the title, brand + domain is the trading name (see the StarTech cases in rules.test.ts).
  [
    'TITLE_PRICE_OR_CONTACT',
    'brand + .com/path in the title',
    { title: 'Acme Water Bottle, acme.com/bottles' },
    'error',
    'acme.com/bottles',
  ],
  ['CONTACT_ANYWHERE', 'brand + .com in the highlights', { highlights: 'Leak proof, acme.com support' }, 'error', 'acme.com'],
  [
    'DESC_CONTACT',
    'e-mail starting with the brand',
    { description: 'Questions? Write to acme@mail.com and we answer within a day.' },
    'error',
    'acme@mail.com',
  ],
  [
    'BULLET_EXTERNAL_INFO',
    'phone number starting inside the brand',
    { brand: 'Tools 555', title: 'Tools 555 Water Bottle', bullets: withBullet('Hotline: Call Tools 555 123 4567 for help') },
    'error',
    '555 123 4567',
  ],
  [
    'DESC_CONTACT',
    'the brand itself stays exempt, its URL does not',
    {
      brand: 'StarTech.com',
      title: 'StarTech.com USB Cable',
      description: 'StarTech.com cables, see startech.com/support for drivers.',
    },
    1,
    'startech.com/support',
  ],

  // 4. "word.Capital" is a missing space after a full stop, not a domain.
  [
    'BULLET_EXTERNAL_INFO',
    '".Net" after a full stop',
    { bullets: withBullet('Keeps drinks cold, double-wall insulated.Net weight 300 g') },
    0,
  ],
  ['BULLET_EXTERNAL_INFO', '".Store" after a full stop', { bullets: withBullet('Fold the pouch.Store it dry') }, 0],
  [
    'BULLET_EXTERNAL_INFO',
    'missing space beside a real domain',
    { bullets: withBullet('Fold the pouch.Store it dry, details at bottlehelp.com') },
    1,
    'bottlehelp.com',
  ],
  [
    'BULLET_EXTERNAL_INFO',
    'missing space beside a www address',
    { bullets: withBullet('Fold the pouch.Store it dry, see www.Pouch.Store') },
    1,
    'www.Pouch.Store',
  ],
  [
    'DESC_CONTACT',
    '".Store" in the description',
    { description: 'Rinse the bottle after use and keep it clean.Store it with the lid open.' },
    0,
  ],
  ['TITLE_PRICE_OR_CONTACT', '".Net" in the title', { title: 'Acme Water Bottle, 750 ml insulated.Net Weight 300 g' }, 0],

  // 5. Non-language characters, lower case too; "œ" is French.
  ['TITLE_NON_LANGUAGE_CHARS', '"æ"', { title: 'Acme Encyclopædia Bottle' }, 'warning', 'æ'],
  ['TITLE_NON_LANGUAGE_CHARS', '"œ"', { title: 'Acme Cœur Bottle' }, 'warning', 'œ'],
  ['TITLE_NON_LANGUAGE_CHARS', '"š"', { title: 'Acme šroub Bottle' }, 'warning', 'š'],
  ['TITLE_NON_LANGUAGE_CHARS', '"ž"', { title: 'Acme žluť Bottle' }, 'warning', 'ž'],
  ['TITLE_NON_LANGUAGE_CHARS', '"ÿ"', { title: 'Acme Aÿ Bottle' }, 'warning', 'ÿ'],
  ['TITLE_NON_LANGUAGE_CHARS', 'French "Œ" and "œ"', { marketplaceId: FR, title: 'Acme Boîte à ŒUFS, cœur en inox' }, 0],
  [
    'TITLE_NON_LANGUAGE_CHARS',
    'French: "™" but not "Œ"',
    { marketplaceId: FR, title: 'Acme™ Boîte à ŒUFS' },
    'warning',
    { not: 'Œ' },
  ],

  // 6. Non-string bullet entries are ignored.
  ['BULLETS_COUNT_MIN', 'a null bullet', { bullets: looseBullets(['Good bullet text here', null]) }, 'warning'],
  ['BULLET_LENGTH_MIN', 'a number and undefined as bullets', { bullets: looseBullets([...BULLETS, 42, undefined]) }, 0],
];

describe.each(CASES)('%s: %s', (ruleId, _label, overrides, expected, quoted) => {
  it(typeof expected === 'number' ? `fires ${expected} time(s)` : `fires as ${expected}`, () => {
    const found = findingsOf(ruleId, overrides);
    expectFires(found, expected);
    const matches = found.map((f) => `${f.match ?? ''} ${f.description}`).join('\n');
    if (typeof quoted === 'string') expect(matches).toContain(quoted);
    else if (quoted) expect(matches).not.toContain(quoted.not);
  });
});

/** 7. Patterns stay linear on long input; these check the answers (the old regexes took ~0.2–0.5 s each). */
describe('long input', () => {
  const longRun = 'a'.repeat(32000);
  const tags = '<a '.repeat(10667);

  it('a 32k local part without a domain is no e-mail', () => {
    expect(findingsOf('DESC_CONTACT', { description: `${longRun}@b` })).toHaveLength(0);
  });

  it('an e-mail after a 32k run is still found', () => {
    const found = findingsOf('DESC_CONTACT', { description: `${longRun}@b write to help@mail.com` });
    expect(found.map((f) => f.match)).toEqual(['help@mail.com']);
  });

  it('32k of unclosed "<a " is neither code nor a tag', () => {
    expect(findingsOf('DESC_HTML_CODE', { description: tags })).toHaveLength(0);
    expect(findingsOf('DESC_HTML_TAGS', { description: tags })).toHaveLength(0);
  });

  it('an event handler after 32k of "<a " is still found', () => {
    const [issue] = findingsOf('DESC_HTML_CODE', { description: `${tags}<img src=x onerror=alert(1)>` });
    expect(issue?.match).toBe('<img src=x onerror=alert(1)>');
  });

  it('an unclosed tag with thousands of handlers is no code', () => {
    expect(findingsOf('DESC_HTML_CODE', { description: `<a${' onx='.repeat(6000)}` })).toHaveLength(0);
  });

  it('a 32k digit run before "%" is no price', () => {
    expect(findingsOf('DESC_PRICE_PROMO', { description: `${'1'.repeat(32000)}%` })).toHaveLength(0);
  });

  it('a 32k hyphenated run is no domain, the domain after it is', () => {
    const found = findingsOf('DESC_CONTACT', { description: `${'a-'.repeat(16000)} bottlehelp.com` });
    expect(found.map((f) => f.match)).toEqual(['bottlehelp.com']);
  });
});
