import { describe, expect, it } from 'vitest';
import type { CoreText, ListingContent } from '#core/listings/content';
import { AppError } from '#core/errors';
import { optimizeWithGuardrails } from './guardrails.ts';
import { createOfflineProvider } from './offline/offline-provider.ts';
import type { AiProvider } from './types.ts';

const NOW = new Date('2026-11-01T00:00:00Z');
const listing: ListingContent = {
  marketplaceId: 'ATVPDKIKX0DER',
  brand: 'Acme',
  title: 'Acme Garden Hose 50 ft Expandable Kink Free',
  bullets: [
    'Kink Free: Expands to 50 ft under pressure',
    'Brass Fittings: Solid brass connectors resist rust',
    'Lightweight: Weighs under 2 lb when empty',
  ],
  description: 'An expandable garden hose with brass fittings for yards and gardens.',
};

function fakeProvider(answers: CoreText[]): AiProvider & { calls: number } {
  const p = {
    name: 'openai-compatible' as const,
    calls: 0,
    async optimizeListing() {
      return answers[p.calls++]!;
    },
    async repairListing() {
      return answers[p.calls++]!;
    },
    generateFaqs: async () => [],
    generateAplus: async () => [],
  };
  return p;
}

describe('optimizeWithGuardrails', () => {
  it("fills the backend search terms from the listing's own words when no keyword is targeted", async () => {
    const result = await optimizeWithGuardrails(createOfflineProvider(), { listing, language: 'en' }, NOW);
    const terms = result.searchTerms.split(' ');
    // Only "yards" is the description's alone: "expandable" and "gardens" are indexed by the title already.
    expect(terms).toEqual(['yards']);
    expect(terms).not.toContain('acme');
    expect(new TextEncoder().encode(result.searchTerms).length).toBeLessThanOrEqual(249);
    expect(result.report.issues.filter((i) => i.field === 'searchTerms')).toEqual([]);
  });

  it('asks for one repair, then enforces limits and drops invented facts', async () => {
    const bad = {
      title: 'Best Seller!! Acme Garden Hose 5000mAh',
      bullets: ['Power: 5000mAh battery inside'],
      description: listing.description,
    };
    const provider = fakeProvider([bad, bad]);
    const result = await optimizeWithGuardrails(provider, { listing, language: 'en' }, NOW);
    expect(provider.calls).toBe(2);
    expect(result.text.title).not.toMatch(/!|5000mAh/);
    expect(result.notes.some((n) => n.includes('"5000mAh"'))).toBe(true);
    expect(result.report.score).toBeGreaterThanOrEqual(result.sourceReport.score);
  });

  it('never returns a lower score than the source: falls back to the cleaned source', async () => {
    const poor = { title: 'Hose', bullets: [], description: '' };
    const provider = fakeProvider([poor, poor]);
    const result = await optimizeWithGuardrails(provider, { listing, language: 'en' }, NOW);
    expect(result.report.score).toBeGreaterThanOrEqual(result.sourceReport.score);
    expect(result.notes.join(' ')).toMatch(/below the original/);
  });

  it('the offline provider refuses another language with a 422 that names it', async () => {
    const error = await optimizeWithGuardrails(createOfflineProvider(), { listing, language: 'fr' }, NOW).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(422);
    expect((error as AppError).message).toBe(
      "Rewriting into French needs an AI provider (set LLM_PROVIDER). The offline engine keeps the listing's own language (English).",
    );
  });
});

describe('optimizeWithGuardrails into another language', () => {
  const cases: [string, CoreText][] = [
    ['an empty answer', { title: '', bullets: [], description: '' }],
    ['the source text itself', { title: listing.title, bullets: listing.bullets, description: listing.description }],
  ];
  for (const [what, answer] of cases) {
    it(`refuses ${what} as an invalid answer`, async () => {
      const provider = fakeProvider([answer, answer]);
      const error = await optimizeWithGuardrails(provider, { listing, language: 'de' }, NOW).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        code: 'UPSTREAM',
        message: 'The AI provider returned an invalid answer. Nothing was changed.',
      });
    });
  }

  it('keeps a real translation', async () => {
    const de = {
      title: 'Acme Gartenschlauch 50 ft dehnbar knickfrei',
      bullets: ['Knickfrei: Dehnt sich unter Druck auf 50 ft'],
      description: 'Ein dehnbarer Gartenschlauch mit Messinganschlüssen.',
    };
    const result = await optimizeWithGuardrails(fakeProvider([de, de]), { listing, language: 'de' }, NOW);
    expect(result.text.title).toMatch(/^Acme Gartenschlauch/);
  });
});
