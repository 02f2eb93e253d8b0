import { describe, expect, it } from 'vitest';
import { checkAplusDraft, type AplusCheckInput } from './check.ts';
import type { AplusModule } from './modules.ts';
import { AplusSettingsSchema, creativityToTemperature } from './settings.ts';

const US = 'ATVPDKIKX0DER';
const text = (title: string, content = 'Keeps drinks cold for hours.'): AplusModule => ({ type: 'image_text', title, content });

function rules(modules: AplusModule[], extra: Partial<AplusCheckInput> = {}): string[] {
  return checkAplusDraft({ modules, template: 'standard', marketplaceId: US, brand: 'YETI', ...extra })
    .findings.filter((f) => f.severity === 'error')
    .map((f) => f.ruleId);
}

describe('checkAplusDraft', () => {
  it('passes clean copy, including "light yet sturdy" and the own brand', () => {
    const result = checkAplusDraft({
      modules: [text('YETI build quality', 'Light yet sturdy, with a stainless body.')],
      template: 'standard',
      marketplaceId: US,
      brand: 'YETI',
    });
    expect(result).toEqual({
      findings: [expect.objectContaining({ ruleId: 'APLUS_IMAGE_MISSING', severity: 'warning' })],
      publishable: true,
    });
  });

  it.each([
    [160, []],
    [161, ['APLUS_TEXT_LIMITS']],
  ])('a text-only headline of %i characters → %j', (n, expected) => {
    expect(rules([text('a'.repeat(n))])).toEqual(expected);
  });

  it.each([
    [100, []],
    [101, ['APLUS_ALT_TEXT']],
    [0, ['APLUS_ALT_TEXT']],
  ])('alt text of %i characters → %j', (n, expected) => {
    expect(rules([{ ...text('Mug'), imageUrl: 'https://m.media-amazon.com/x.jpg', imageAlt: 'a'.repeat(n) }])).toEqual(expected);
  });

  it.each([
    ['standard', 5, []],
    ['standard', 6, ['APLUS_MODULE_COUNT']],
    ['premium', 7, []],
    ['premium', 8, ['APLUS_MODULE_COUNT']],
  ] as const)('%s with %i modules → %j', (template, n, expected) => {
    expect(
      rules(
        Array.from({ length: n }, (_, i) => text(`Feature ${i}`)),
        { template },
      ),
    ).toEqual(expected);
  });

  it.each([
    ['a testimonial module', { type: 'testimonial', title: 'Jane', content: 'Great mug.' } as AplusModule, 'APLUS_REVIEWS'],
    ['a price', text('Mug', 'Only $19.99.'), 'APLUS_PRICE_PROMO'],
    ['"free"', text('Mug', 'Comes with a free lid.'), 'APLUS_PRICE_PROMO'],
    ['a URL', text('Mug', 'See www.example.com for more.'), 'APLUS_CONTACT_LINKS'],
    ['"new"', text('New mug'), 'APLUS_TIME_SENSITIVE'],
    ['a warranty', text('Mug', 'Backed by a 2-year warranty.'), 'APLUS_GUARANTEE'],
    ['a call to action', text('Mug', 'Buy now and enjoy.'), 'APLUS_CTA'],
    ['shipping', text('Mug', 'Ships fast with free shipping.'), 'APLUS_SHIPPING'],
    ['another brand', text('Mug', 'Works better than Stanley and Nike bottles.'), 'APLUS_COMPETITOR'],
    ['a ranking', text('#1 mug'), 'APLUS_BOASTFUL'],
    ['an authorised-reseller claim', text('Mug', 'We are an authorized reseller.'), 'APLUS_SELLER_AUTH'],
    ['HTML', text('Mug', '<b>Bold</b> claims.'), 'APLUS_MARKUP'],
  ])('flags %s', (_name, module, ruleId) => {
    expect(rules([module])).toContain(ruleId);
  });
});

describe('AplusSettingsSchema', () => {
  const valid = { contentFocus: 'benefits_features', creativity: 60, includeImages: true, template: 'premium' };
  it('accepts the default settings and rejects off-step creativity', () => {
    expect(AplusSettingsSchema.safeParse(valid).success).toBe(true);
    expect(AplusSettingsSchema.safeParse({ ...valid, creativity: 63 }).error?.issues[0]?.message).toBe(
      'Creativity moves in steps of 5 (0, 5, 10 … 100)',
    );
  });

  it('maps creativity to a temperature between 0.2 and 1', () => {
    expect([creativityToTemperature(0), creativityToTemperature(60), creativityToTemperature(100)]).toEqual([0.2, 0.68, 1]);
  });
});
