import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findErrors, scoreListing } from '#core/health/index';
import type { ListingContent } from '#core/listings/content';
import { US_MARKETPLACE_ID } from '#core/marketplaces';
import { findInventedFacts } from '../facts.ts';
import { allText, factsSource, optimizeWithGuardrails } from '../guardrails.ts';
import { rewriteListing } from './rewrite-listing.ts';
import { createOfflineProvider } from './offline-provider.ts';
import { factsIn, requiredText } from './source-facts.ts';

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
// What the seller sees: the rewrite after the guardrails, which put back the facts a cut dropped.
const provider = createOfflineProvider({ now: () => NOW });
const guarded = await Promise.all(
  results.map(async (r) => ({
    ...r,
    out: (await optimizeWithGuardrails(provider, { listing: r.listing, language: 'en' }, NOW)).text,
  })),
);

/** Words a complete sentence or clause does not end on: a cut made mid-clause left them hanging. */
const HANGING = new Set(
  'a an the and or but nor so to of for with on in at by from as into than is are was were be has have can will would not no if that which your our its their this these'.split(
    ' ',
  ),
);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const words = (s: string) => s.trim().split(/\s+/);

/** The bullet's last word hangs and the seller's own text went on after it ("there is no" doubt…). */
function endsOnCut(bullet: string, source: string): boolean {
  const last = words(bullet)
    .at(-1)!
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toLowerCase();
  if (!HANGING.has(last)) return false;
  const tail = [...words(bullet).slice(-4, -1), last].map(escape).join('\\s+');
  return !new RegExp(`${tail}[.!?)"]*\\s*(?:[.!?)"]|$)`, 'imu').test(source);
}

/** Numbers with a unit a bullet ends a clause on, where every time the seller states it, words qualify it. */
function unqualified(bullet: string, source: string): string[] {
  return factsIn(bullet)
    .filter((f) => f.kind === 'number' && /\d/.test(f.text) && /\p{L}/u.test(f.text))
    .map((f) => escape(f.text))
    .filter((f) => new RegExp(`${f}(?=\\s*(?:[.;,!?]|$))`, 'i').test(bullet))
    .filter((f) => new RegExp(`${f}\\s+\\p{L}`, 'iu').test(source) && !new RegExp(`${f}\\s*(?:[.;,!?]|$)`, 'im').test(source))
    .map((f) => f.replace(/\\/g, ''));
}

const sourceOf = (listing: ListingContent) => [listing.title, ...listing.bullets, listing.description].join('\n');
// Sentences only: a title's words in a row ("Bowknot 2-3T Pink") are segments, not a number and its qualifier.
const bulletSentences = (listing: ListingContent) => {
  const own = requiredText({ ...listing, brand: listing.brand?.trim() ?? '', language: 'en' });
  return [...own.bullets, own.description].join('\n');
};

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

  it('never ends a bullet on a hanging word where the seller went on (a cut mid-clause: "there is no")', () => {
    const cut = [...results, ...guarded].flatMap((r) =>
      r.out.bullets.filter((b) => endsOnCut(b, sourceOf(r.listing))).map((b) => `${r.id}: …${b.slice(-60)}`),
    );
    expect(cut).toEqual([]);
  });

  it('keeps with a number the words that qualify it in the same clause ("5.5 hours on low setting"), or drops both', () => {
    const lost = guarded.flatMap((r) =>
      r.out.bullets.flatMap((b) => unqualified(b, bulletSentences(r.listing)).map((f) => `${r.id}: ${f} in …${b.slice(-60)}`)),
    );
    expect(lost).toEqual([]);
  });

  it('states no sentence of the seller more often across the bullets than the seller did (a restored fact repeating one already back)', () => {
    const norm = (x: string) =>
      x
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();
    const counts = (texts: readonly string[]) => {
      const n = new Map<string, number>();
      for (const c of texts.flatMap((t) => t.split(/(?<=[.!?])\s+|,\s+/u).map(norm)))
        if (c.split(' ').length >= 4) n.set(c, (n.get(c) ?? 0) + 1);
      return n;
    };
    const repeated = guarded.flatMap((r) => {
      const seller = counts([r.listing.title, ...r.listing.bullets, r.listing.description]);
      return [...counts(r.out.bullets)]
        .filter(([c, n]) => n > 1 && n > (seller.get(c) ?? 0))
        .map(([c, n]) => `${r.id}: "${c}" ×${n}`);
    });
    expect(repeated).toEqual([]);
  });

  it('raises the mean score', () => {
    expect(meanAfter).toBeGreaterThan(meanBefore + 20);
  });
});
