import { fieldWords, placementIn } from './placement.ts';
import type { ListingText } from '../listings/content.ts';
import type { KeywordField, KeywordPlacement, WeightedKeyword } from './types.ts';
import { queryWords } from './words.ts';

/**
 * How much a query counts where it is found: DataDive's 3/2/1 for title, bullets and the rest,
 * normalised so that a listing with every query in its title covers 1.
 */
export const FIELD_WEIGHTS: Readonly<Record<KeywordField, number>> = {
  title: 1,
  bullets: 2 / 3,
  description: 1 / 3,
  searchTerms: 1 / 3,
};

export type SearchCoverage = { coverage: number; keywords: KeywordPlacement[] };

/** A query without a known volume counts as one search, so a list of bare queries still weighs evenly. */
function weightOf(volume: number | null): number {
  return volume === null || !Number.isFinite(volume) ? 1 : Math.max(0, volume);
}

/**
 * The share of search volume whose words the listing covers, weighted by field (0..1), and where
 * each query was found. No queries, or no volume at all, covers 0.
 */
export function searchCoverage(text: ListingText, keywords: readonly WeightedKeyword[]): SearchCoverage {
  const fields = fieldWords(text);
  let total = 0;
  let covered = 0;
  const placements: KeywordPlacement[] = [];
  for (const k of keywords) {
    const placement = placementIn(queryWords(k.keyword), fields);
    const weight = weightOf(k.volume);
    total += weight;
    if (placement) covered += weight * FIELD_WEIGHTS[placement];
    placements.push({ keyword: k.keyword, placement });
  }
  return { coverage: total > 0 ? covered / total : 0, keywords: placements };
}
