import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AplusSettings } from '#core/aplus/settings';
import { US_MARKETPLACE_ID } from '#core/marketplaces';
import { checkAplusDraft } from '#core/aplus/check';
import { APLUS_FACTS_RULE_ID } from '#core/aplus/fact-check';
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

/** A corpus row as the generator reads a US listing: no images, no reviews. */
function sourceOf(r: Row) {
  return {
    marketplaceId: US_MARKETPLACE_ID,
    brand: r.brand,
    title: r.title,
    bullets: r.bullets ?? [],
    description: r.description ?? '',
    images: [],
    reviews: [],
  };
}

const SETTINGS: AplusSettings[] = [
  { contentFocus: 'benefits_features', template: 'premium', creativity: 60, includeImages: false },
  { contentFocus: 'technical_specs', template: 'technical', creativity: 60, includeImages: false },
  { contentFocus: 'usage_guide', template: 'standard', creativity: 60, includeImages: false },
];

describe(`offline A+ modules of ${rows.length} corpus listings`, () => {
  it('pass the fact check that gates Publish: no number the listing lacks or states in another form', () => {
    let modules = 0;
    const bad = rows.flatMap((r) => {
      const source = sourceOf(r);
      return SETTINGS.flatMap((settings) => {
        const generated = generateOfflineAplus(source, settings, r.source_id);
        modules += generated.length;
        // The same check as the page's banner and the server's publish, brand included.
        const findings = checkAplusDraft({
          modules: generated,
          template: settings.template,
          marketplaceId: US_MARKETPLACE_ID,
          brand: r.brand,
          listing: source,
        }).findings.filter((f) => f.ruleId === APLUS_FACTS_RULE_ID);
        return findings.map((f) => `${r.source_id} ${settings.contentFocus}: ${f.message}`);
      });
    });
    expect(modules).toBeGreaterThan(7000);
    expect(bad).toEqual([]);
  });

  it('copy no raw HTML entity into a module', () => {
    const raw = rows.flatMap((r) => {
      const source = sourceOf(r);
      return SETTINGS.flatMap((settings) =>
        generateOfflineAplus(source, settings, r.source_id)
          .flatMap((m) => [m.title, m.content, ...(m.items ?? []).map((i) => i.text)])
          .filter((t) => /&(?:[a-z]+|#\d+|#x[\da-f]+);/i.test(t))
          .map((t) => `${r.source_id}: ${t}`),
      );
    });
    expect(raw).toEqual([]);
  });
});
