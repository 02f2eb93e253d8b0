import type { Feature } from './features.ts';

export type OptimizeGateInput = {
  /** The language asked for. */
  language: string;
  /** The language of the listing's own marketplace: writing in it is plain rewriting, not translation. */
  listingLanguage: string;
  listingMarketplaceId: string;
  /** The marketplace of the user's first listing; null when unknown (no listings). */
  homeMarketplaceId: string | null;
};

/**
 * The plan features one optimisation needs beyond the basic rewrite, most specific first, so a
 * free user asking for German on their own US listing hears about Multilingual. Shared by the
 * server gate and the web's badges so both say the same thing.
 */
export function optimizeFeatures(input: OptimizeGateInput): Feature[] {
  const needs: Feature[] = [];
  if (input.language !== input.listingLanguage) needs.push('multilingual');
  if (input.homeMarketplaceId !== null && input.listingMarketplaceId !== input.homeMarketplaceId) needs.push('allMarketplaces');
  return needs;
}
