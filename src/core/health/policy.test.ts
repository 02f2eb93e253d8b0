import { describe, expect, it } from 'vitest';
import { MARKETPLACES } from '#core/marketplaces';
import { getPolicy, POLICY_VERSION, TITLE_FIELD_CAP } from './policy.ts';

const AFTER = new Date('2026-07-27T00:00:00Z');
const BEFORE = new Date('2026-07-26T23:59:59Z');

describe('getPolicy', () => {
  it.each(MARKETPLACES.map((m) => [m.country, m.id]))('%s non-media: 75 chars + 125 highlights from 2026-07-27', (_c, id) => {
    expect(getPolicy(id, false, AFTER)).toMatchObject({
      version: POLICY_VERSION,
      titleMaxChars: 75,
      highlightsMaxChars: 125,
      brandCountsForRepeats: true,
    });
  });

  it('keeps 200 chars for media and for exempt stores (UAE)', () => {
    expect(getPolicy(MARKETPLACES[0]!.id, true, AFTER)).toMatchObject({
      titleMaxChars: 200,
      highlightsMaxChars: null,
      productClass: 'media',
    });
    expect(getPolicy('A2VIGQ35RCS4UG', false, AFTER)).toMatchObject({ titleMaxChars: 200, productClass: 'non-media' });
  });

  it('uses the 2025-01-21 table before the cut-over (and for older dates)', () => {
    expect(getPolicy(MARKETPLACES[0]!.id, false, BEFORE)).toMatchObject({
      version: '2025-01-21',
      titleMaxChars: 200,
      highlightsMaxChars: null,
      brandCountsForRepeats: false,
    });
    expect(getPolicy(MARKETPLACES[0]!.id, false, new Date('2020-01-01')).version).toBe('2025-01-21');
  });

  it('exports the schema cap and search-term byte limits', () => {
    expect(TITLE_FIELD_CAP).toBe(200);
    expect(getPolicy(MARKETPLACES[0]!.id, false, AFTER)).toMatchObject({
      searchTermsMaxBytes: 249,
      searchTermsSafeBytes: 200,
      bulletMaxChars: 255,
      descriptionMaxChars: 2000,
    });
  });
});
