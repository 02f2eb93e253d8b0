import { TransactionRollbackError } from 'drizzle-orm';
import type { Language } from '#core/languages';
import type { OptimizeResponse } from '#core/api/optimize';
import { joinBullets } from '#core/listings/content';
import { optimizeWithGuardrails } from '../ai/guardrails.ts';
import type { AiProvider } from '../ai/types.ts';
import type { Db } from '../db/client.ts';
import { insertVersion } from '../listings/repo.ts';
import { getListing, listingContent } from '../listings/service.ts';
import { spendCredit } from '../plans/credits.ts';

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
 * A dry run of spendCredit rolled back at once: an exhausted plan gets its 402 before a paid LLM
 * call, with the same message; the real spend still happens atomically with the store.
 */
async function assertCreditLeft(db: Db, userId: number, now: Date): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await spendCredit(tx, userId, now);
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
}
