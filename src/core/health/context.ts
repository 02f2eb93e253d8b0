import type { ListingContent } from '#core/listings/content';
import { findMarketplace, type LanguageCode } from '#core/marketplaces';
import { getPolicy } from './policy.ts';
import { createTextField, getTokens, type TextField } from './text-field.ts';
import { normalizeText } from './text.ts';
import type { RuleContext } from './types.ts';
import { trimWordTable } from './word-table.ts';

/**
 * Builds the per-listing context once; rules only read from it. Field presence decisions
 * (weights renormalised over the fields that apply, docs/listing-rules.md#health-score) live here:
 * - highlights: present when the policy has the field (non-media, 2026-07-27+) and the listing
 *   carries it (null/undefined = schema lacks it / not imported → dropped, HIGHLIGHTS_SUPPORTED);
 * - searchTerms: null/undefined = unknown → dropped; '' = known empty → scored;
 * - images: null/undefined = unknown → dropped; [] = known to have none → scored;
 * - aplus: hasAplus null/undefined → dropped.
 */
export function buildContext(listing: ListingContent, now: Date): RuleContext {
  trimWordTable();
  const language: LanguageCode = findMarketplace(listing.marketplaceId)?.language ?? 'en';
  const policy = getPolicy(listing.marketplaceId, listing.isMedia === true, now);
  // "Acme®" and "Acme™" are the brand "Acme" (NFKC would make "acmetm").
  const brand = listing.brand ? normalizeText(listing.brand.replace(TRADEMARK_SIGNS, '')).toLowerCase() : '';
  const hasHighlights = policy.highlightsMaxChars !== null && listing.highlights != null;
  const title = createTextField(listing.title, language);
  const highlights = hasHighlights ? createTextField(listing.highlights, language) : null;
  const bullets = createBullets(listing.bullets, language);
  const description = createTextField(listing.description, language);
  const searchTerms = listing.searchTerms == null ? null : createTextField(listing.searchTerms, language);
  // Tokenised here, right after trimWordTable, so all words of this listing come from one table
  // generation (rules compare interned words by identity). Every field is tokenised by some rule anyway.
  getTokens(title);
  if (highlights) getTokens(highlights);
  for (const b of bullets) getTokens(b);
  getTokens(description);
  if (searchTerms) getTokens(searchTerms);
  return {
    listing,
    policy,
    language,
    title,
    highlights,
    bullets,
    description,
    searchTerms,
    brand,
    brandWords: brand ? new Set(brand.split(' ')) : NO_WORDS,
    located: { title: undefined, highlights: undefined, bullets: undefined, description: undefined, searchTerms: undefined },
  };
}

const NO_WORDS: ReadonlySet<string> = new Set();
const TRADEMARK_SIGNS = /[®™©]/g;

/** Blank bullets are dropped, and so are entries that are no string (a JSON import can hold null). */
function createBullets(bullets: readonly unknown[] | null | undefined, language: LanguageCode): TextField[] {
  const out: TextField[] = [];
  for (const b of bullets ?? []) if (typeof b === 'string' && b.trim().length > 0) out.push(createTextField(b, language));
  return out;
}
