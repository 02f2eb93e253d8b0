import { describe, expect, it } from 'vitest';
import { buildListingPatch, readListingText } from './listing-text.ts';

const US = 'ATVPDKIKX0DER';
const DE = 'A1PA6795UKMFR9';

describe('readListingText', () => {
  it('reads the marketplace’s own language, and values that name no marketplace or language', () => {
    const text = readListingText(
      {
        item_name: [
          { value: 'Trinkflasche', language_tag: 'de_DE', marketplace_id: DE },
          { value: 'Bottle', language_tag: 'en_US', marketplace_id: US },
        ],
        bullet_point: [
          { value: 'Cold for 24 hours', language_tag: 'en_US', marketplace_id: US },
          { value: 'Leak-proof', marketplace_id: US },
          { value: 'Kalt', language_tag: 'de_DE', marketplace_id: US },
          { value: '  ', language_tag: 'en_US', marketplace_id: US },
        ],
        product_description: [{ value: 'For hikes.' }],
      },
      US,
    );
    expect(text).toEqual({
      title: 'Bottle',
      bullets: ['Cold for 24 hours', 'Leak-proof'],
      description: 'For hikes.',
      searchTerms: null,
    });
  });

  it('falls back to another language when the marketplace’s own has none, and joins search terms', () => {
    const text = readListingText(
      {
        item_name: [{ value: 'Bottle', language_tag: 'en_GB', marketplace_id: DE }],
        generic_keyword: [
          { value: 'flask', language_tag: 'de_DE', marketplace_id: DE },
          { value: 'thermos', language_tag: 'de_DE', marketplace_id: DE },
        ],
      },
      DE,
    );
    expect(text.title).toBe('Bottle');
    expect(text.searchTerms).toBe('flask thermos');
  });
});

describe('buildListingPatch', () => {
  const target = { marketplaceId: US, languageTag: 'en_US' };
  const current = { title: 'Bottle', bullets: ['Cold'], description: 'For hikes.', searchTerms: null };

  it('sends nothing for a change in white space alone, which Amazon and every page fold away', () => {
    const next = { title: ' Bottle ', bullets: ['Cold '], description: 'For  hikes.' };
    expect(buildListingPatch(current, next, target)).toEqual({ patches: [], diff: [] });
  });

  it('sends each changed field as a replace of its values for this marketplace and language', () => {
    const { patches, diff } = buildListingPatch(current, { ...current, title: 'Steel bottle', searchTerms: 'flask' }, target);
    expect(patches).toEqual([
      {
        op: 'replace',
        path: '/attributes/item_name',
        value: [{ value: 'Steel bottle', language_tag: 'en_US', marketplace_id: US }],
      },
      {
        op: 'replace',
        path: '/attributes/generic_keyword',
        value: [{ value: 'flask', language_tag: 'en_US', marketplace_id: US }],
      },
    ]);
    expect(diff.map((d) => d.field)).toEqual(['title', 'searchTerms']);
  });
});
