import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AplusSettings } from '#core/aplus/settings';
import { US_MARKETPLACE_ID } from '#core/marketplaces';
import { plainText } from '#core/text/plain-text';
import { numbersNotIn } from '#core/text/sentences';
import { generateOfflineAplus } from './offline.ts';

/**
 * The offline A+ engine over the 485 real amazon.com listings of tests/fixtures/corpus: every number
 * a module prints is one the listing states, as written ("1.5" never becomes "1. 5").
 */
type Row = { source_id: string; brand: string | null; title: string; bullets: string[] | null; description: string | null };
const rows: Row[] = readFileSync(new URL('../../../../tests/fixtures/corpus/listings.jsonl', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as Row);

const SETTINGS: AplusSettings[] = [
  { contentFocus: 'benefits_features', template: 'premium', creativity: 60, includeImages: false },
  { contentFocus: 'technical_specs', template: 'technical', creativity: 60, includeImages: false },
  { contentFocus: 'usage_guide', template: 'standard', creativity: 60, includeImages: false },
];

describe(`offline A+ modules of ${rows.length} corpus listings`, () => {
  it('print no number that the listing lacks or states in another form', () => {
    const bad = rows.flatMap((r) => {
      const source = {
        marketplaceId: US_MARKETPLACE_ID,
        brand: r.brand,
        title: r.title,
        bullets: r.bullets ?? [],
        description: r.description ?? '',
        images: [],
        reviews: [],
      };
      const sourceText = [r.brand ?? '', r.title, ...source.bullets, plainText(source.description)].join('\n');
      return SETTINGS.flatMap((settings) =>
        generateOfflineAplus(source, settings, r.source_id).flatMap((m) => {
          // "Step 2: …" is the usage guide's own numbering, not a fact of the listing.
          const items = (m.items ?? []).map((i) => i.text.replace(/^Step \d+: /, ''));
          const text = [m.title, m.content, ...items].join('\n');
          const numbers = numbersNotIn(text, sourceText);
          return numbers.length > 0
            ? [`${r.source_id} ${settings.contentFocus} ${m.type}: ${numbers.join(', ')} in "${text}"`]
            : [];
        }),
      );
    });
    expect(bad).toEqual([]);
  });
});
