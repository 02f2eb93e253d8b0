import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findErrors, scoreListing } from '#core/health/index';
import type { ListingContent } from '#core/listings/content';
import { US_MARKETPLACE_ID } from '#core/marketplaces';
import { findInventedFacts } from '../facts.ts';
import { allText, factsSource } from '../guardrails.ts';
import { rewriteListing } from './rewrite-listing.ts';

/**
 * The offline engine over 485 real amazon.com listings (tests/fixtures/corpus), scored as US
 * non-media listings under the policy in force on a fixed date.
 */
type Row = { source_id: string; brand: string | null; title: string; bullets: string[] | null; description: string | null };
const NOW = new Date('2026-11-01T00:00:00Z');
const rows: Row[] = readFileSync(new URL('../../../tests/fixtures/corpus/listings.jsonl', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as Row);

const results = rows.map((r) => {
  const listing: ListingContent = {
    marketplaceId: US_MARKETPLACE_ID,
    brand: r.brand,
    title: r.title,
    bullets: r.bullets ?? [],
    description: r.description ?? '',
  };
  const out = rewriteListing(listing, NOW);
  return {
    id: r.source_id,
    listing,
    out,
    before: scoreListing(listing, { now: NOW }),
    after: scoreListing({ ...listing, ...out }, { now: NOW }),
  };
});
const mean = (xs: number[]) => Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 10) / 10;
const meanBefore = mean(results.map((r) => r.before.score));
const meanAfter = mean(results.map((r) => r.after.score));
/**
 * No bullets, a description too short for one (under 25 characters, e.g. "CD ALBUM") and a title
 * that fits whole: there is no source text to make a bullet from without inventing one.
 */
const nothingToDrawFrom = (r: (typeof results)[number]) =>
  r.listing.bullets.length === 0 && r.listing.description.trim().length < 25 && [...r.listing.title].length <= 75;
const withoutBulletSource = results.filter(nothingToDrawFrom).length;

describe(`offline rewrite of ${rows.length} corpus listings (mean score ${meanBefore} → ${meanAfter})`, () => {
  it(`leaves no error-severity issue, except BULLETS_MISSING on the ${withoutBulletSource} listings with no text to make a bullet from`, () => {
    const failures = results.flatMap((r) =>
      findErrors(r.after)
        .filter((e) => !(e.ruleId === 'BULLETS_MISSING' && nothingToDrawFrom(r)))
        .map((e) => `${r.id} ${e.ruleId}: ${e.description}`),
    );
    expect(failures).toEqual([]);
  });

  it('never lowers a score', () => {
    expect(
      results.filter((r) => r.after.score < r.before.score).map((r) => `${r.id}: ${r.before.score} → ${r.after.score}`),
    ).toEqual([]);
  });

  it('never introduces a number the source does not state', () => {
    const invented = results.flatMap((r) =>
      findInventedFacts(allText(r.out), factsSource(r.listing)).map((f) => `${r.id}: ${f.text}`),
    );
    expect(invented).toEqual([]);
  });

  it('raises the mean score', () => {
    expect(meanAfter).toBeGreaterThan(meanBefore + 20);
  });
});
