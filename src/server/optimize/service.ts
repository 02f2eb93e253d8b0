import type { Language } from '#core/languages';
import { findMarketplace } from '#core/marketplaces';
import { optimizeFeatures } from '#core/plans/gates';
import type { OptimizeResponse } from '#core/api/optimize';
import type { Tier } from '#core/plans/tiers';
import { optimizeWithGuardrails } from '#ai/guardrails';
import type { AiProvider } from '#ai/types';
import type { Db } from '../db/index.ts';
import type { ListingRow } from '../db/schema/index.ts';
import { getEditableListing, listingContent } from '../listings/index.ts';
import { saveDraft } from '../publish/index.ts';
import { targetedKeywords } from '../keywords/index.ts';
import { assertCreditLeft, spendCredit, assertFeature, resolvePlanMarketplace } from '../plans/index.ts';

export type OptimizeDeps = { db: Db; provider: AiProvider; now?: () => Date };

/** POST /api/optimize/{id}: the plan gate of an interactive optimisation (403), then the draft. */
export async function optimizeForUser(
  deps: OptimizeDeps,
  user: { id: number; tier: Tier },
  listingId: number,
  language: Language,
  confirmedKeywords: readonly string[] = [],
): Promise<OptimizeResponse> {
  const row = await getEditableListing(deps.db, user.id, listingId);
  await assertOptimizePlan(deps.db, user, row, language);
  return draftFor(deps, user.id, row, language, confirmedKeywords);
}

/** One item of a batch run: no plan gate, only Growth and above can start one and they have both features. */
export async function optimizeListing(
  deps: OptimizeDeps,
  userId: number,
  listingId: number,
  language: Language,
): Promise<OptimizeResponse> {
  return draftFor(deps, userId, await getEditableListing(deps.db, userId, listingId), language);
}

/**
 * One AI draft for one credit. The credit is spent and the draft stored in one transaction after
 * the provider answered, so a provider failure spends and stores nothing. The listing's live
 * fields stay as they are: a draft reaches Amazon only through a push.
 */
async function draftFor(
  deps: OptimizeDeps,
  userId: number,
  row: ListingRow,
  language: Language,
  confirmedKeywords: readonly string[] = [],
): Promise<OptimizeResponse> {
  const now = deps.now?.() ?? new Date();
  await assertCreditLeft(deps.db, userId, now);
  // The keywords the seller ticked on Optimize → Keywords go into the rewrite, strongest first.
  const keywords = await targetedKeywords(deps.db, userId, row.id);
  // A batch run confirms nothing: a keyword the listing does not state waits for the seller's answer.
  const result = await optimizeWithGuardrails(
    deps.provider,
    { listing: listingContent(row), language, keywords, confirmedKeywords },
    now,
  );
  const version = await deps.db.transaction(async (tx) => {
    await spendCredit(tx, userId, now);
    return saveDraft(tx, {
      listingId: row.id,
      author: deps.provider.name,
      language,
      title: result.text.title,
      bullets: result.text.bullets,
      description: result.text.description,
      // The rewrite's backend search terms; none written keeps the listing's own.
      searchTerms: result.searchTerms.trim() || row.searchTerms,
      healthScore: result.report.score,
      notes: result.notes,
    });
  });
  return {
    versionId: version.id,
    title: version.title,
    bullets: version.bullets,
    description: version.description,
    searchTerms: version.searchTerms,
    language,
    healthScore: result.report.score,
    issues: result.report.issues.map(({ offset: _offset, ...issue }) => issue),
    previousScore: result.sourceReport.score,
    notes: result.notes,
    keywordPlacements: result.keywordPlacements,
    needsConfirmation: result.needsConfirmation,
    movedFacts: result.movedFacts.filter((m) => m.outside).map(({ fact, from, to }) => ({ fact, from, to })),
  };
}

/**
 * The plan gate for one interactive optimisation (403 naming the plan): another language than the
 * listing's own needs Multilingual, and a free plan covers one marketplace, the one stored on the
 * user (plans/marketplace.ts).
 */
async function assertOptimizePlan(
  db: Db,
  user: { id: number; tier: Tier },
  row: Pick<ListingRow, 'marketplaceId'>,
  language: Language,
): Promise<void> {
  const needs = optimizeFeatures({
    language,
    listingLanguage: findMarketplace(row.marketplaceId)?.language ?? 'en',
    listingMarketplaceId: row.marketplaceId,
    homeMarketplaceId: await resolvePlanMarketplace(db, user.id),
  });
  for (const feature of needs) assertFeature(user, feature);
}
