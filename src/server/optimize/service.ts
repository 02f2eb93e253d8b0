import { asc, eq } from 'drizzle-orm';
import type { Language } from '#core/languages';
import { findMarketplace } from '#core/marketplaces';
import { optimizeFeatures } from '#core/plans/gates';
import type { OptimizeResponse } from '#core/api/optimize';
import { joinBullets } from '#core/listings/content';
import { optimizeWithGuardrails } from '../ai/guardrails.ts';
import type { AiProvider } from '../ai/types.ts';
import type { Db } from '../db/client.ts';
import { listings } from '../db/schema/index.ts';
import { insertVersion } from '../listings/repo.ts';
import { getListing, listingContent } from '../listings/service.ts';
import { assertCreditLeft, spendCredit } from '../plans/credits.ts';
import { assertFeature } from '../plans/guard.ts';

export type OptimizeDeps = { db: Db; provider: AiProvider; now?: () => Date };

/**
 * POST /api/optimize/{id}: one AI draft for one credit. The credit is spent and the draft stored
 * in one transaction after the provider answered, so a provider failure spends and stores nothing.
 * The listing's live fields stay as they are: a draft reaches Amazon only through a push.
 */
export async function optimizeListing(deps: OptimizeDeps, userId: number, listingId: number, language: Language): Promise<OptimizeResponse> {
  const now = deps.now?.() ?? new Date();
  const row = await getListing(deps.db, userId, listingId);
  await assertCreditLeft(deps.db, userId, now);
  const result = await optimizeWithGuardrails(deps.provider, { listing: listingContent(row), language }, now);
  const version = await deps.db.transaction(async (tx) => {
    await spendCredit(tx, userId, now);
    return insertVersion(tx, {
      listingId: row.id,
      kind: 'ai_draft',
      author: deps.provider.name,
      language,
      title: result.text.title,
      bullets: result.text.bullets,
      description: result.text.description,
      healthScore: result.report.score,
      notes: result.notes,
    });
  });
  return {
    versionId: version.id,
    title: version.title,
    bullets: joinBullets(version.bullets),
    description: version.description,
    language,
    healthScore: result.report.score,
    issues: result.report.issues.map(({ offset: _offset, ...issue }) => issue),
    previousScore: result.sourceReport.score,
    notes: result.notes,
  };
}

/**
 * The plan gate for one interactive optimisation (403 naming the plan): another language than the
 * listing's own needs Multilingual, and a free plan covers one marketplace, the one of the user's
 * first listing. Batch runs skip it: only Growth and above can start them, and they have both.
 */
export async function assertOptimizePlan(db: Db, user: { id: number; tier: string }, listingId: number, language: Language): Promise<void> {
  const row = await getListing(db, user.id, listingId);
  const [home] = await db.select({ marketplaceId: listings.marketplaceId }).from(listings).where(eq(listings.userId, user.id)).orderBy(asc(listings.id)).limit(1);
  const needs = optimizeFeatures({
    language,
    listingLanguage: findMarketplace(row.marketplaceId)?.language ?? 'en',
    listingMarketplaceId: row.marketplaceId,
    homeMarketplaceId: home?.marketplaceId ?? null,
  });
  for (const feature of needs) assertFeature(user, feature);
}
