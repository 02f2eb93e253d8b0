import type { ReviewSide } from '#core/faqs/schemas';
import { CUSTOMER_FEEDBACK_MARKETPLACE_IDS } from '#core/marketplaces';
import type { Db } from '../db/index.ts';
import type { NewReview } from '../db/schema/index.ts';
import type { Region } from '#core/regions';
import { getSellerConnection, getSellerConnections, type SellerConnection } from '../amazon/index.ts';
import type { SpApi, SpApiClient, ItemReviewTopic, ItemReviewTopicsResponse } from '../integrations/spapi/index.ts';
import type { Cipher } from '../security/index.ts';
import type { JobContext } from '../jobs/index.ts';
import * as repo from './repo.ts';

/** The region whose import just finished; jobs queued before regions existed have none and cover every region. */
export type ReviewsJobData = { userId: number; region?: Region };

/**
 * Replaces the Customer Feedback reviews of these listings with `rows`. The reviews are faqs',
 * which builds on sync: the composition root hands its writer in.
 */
export type SaveFeedbackReviews = (db: Db, sellingPartnerId: string, listingIds: number[], rows: NewReview[]) => Promise<void>;
type ReviewsDeps = { db: Db; cipher: Cipher; spapi: SpApi; saveFeedbackReviews: SaveFeedbackReviews };

/** Calls in flight: enough to keep the (unpublished, assumed 1/s) quota busy. */
const CONCURRENCY = 4;

type ReviewRow = NewReview & { topic: string };

/** Snippets of every topic and subtopic, under the topic's name and side, without repeats. */
export function reviewRows(listingIds: number[], response: ItemReviewTopicsResponse | undefined): ReviewRow[] {
  if (!response) return [];
  const sides: [ReviewSide, ItemReviewTopic[] | null | undefined][] = [
    ['positive', response.topics.positiveTopics],
    ['negative', response.topics.negativeTopics],
  ];
  const snippets: { text: string; topic: string; side: ReviewSide }[] = [];
  const seen = new Set<string>();
  for (const [side, topics] of sides)
    for (const t of topics ?? []) {
      const all = [...(t.reviewSnippets ?? []), ...(t.subtopics ?? []).flatMap((s) => s.reviewSnippets ?? [])];
      for (const text of all) {
        const key = `${t.topic}\u0000${text}`;
        if (text.trim().length === 0 || seen.has(key)) continue;
        seen.add(key);
        snippets.push({ text, topic: t.topic, side });
      }
    }
  return listingIds.flatMap((listingId) => snippets.map((s) => ({ listingId, source: 'customer_feedback', ...s })));
}

/**
 * Review topics for every imported ASIN in an eligible marketplace. A separate job from the listings
 * sync: at ~1 call per second it would otherwise dominate a large import. Idempotent (each ASIN's
 * Customer Feedback rows are replaced), so a restart simply runs it again.
 */
export async function runReviewsJob(deps: ReviewsDeps, data: ReviewsJobData, ctx: JobContext): Promise<void> {
  // Each region's import queues its own job, through that region's authorisation.
  const connections = data.region
    ? [await getSellerConnection(deps, data.userId, data.region)].filter((c) => c !== undefined)
    : await getSellerConnections(deps, data.userId);
  for (const connection of connections) {
    const run = await repo.findLatestSyncRun(deps.db, data.userId, connection.region);
    try {
      await fetchRegionTopics(deps, connection, ctx, run?.id);
      if (run) await repo.updateSyncRun(deps.db, run.id, { reviewsStatus: 'done' });
    } catch (error) {
      // The last attempt: the FAQ Generator stops saying the reviews are on their way.
      if (run && ctx.retryCount >= ctx.retryLimit) await repo.updateSyncRun(deps.db, run.id, { reviewsStatus: 'failed' });
      throw error;
    }
  }
}

async function fetchRegionTopics(
  deps: Omit<ReviewsDeps, 'cipher'>,
  connection: SellerConnection,
  ctx: JobContext,
  runId: number | undefined,
): Promise<void> {
  const userId = connection.userId;
  const marketplaceIds = connection.marketplaceIds.filter((m) => CUSTOMER_FEEDBACK_MARKETPLACE_IDS.has(m));
  const keys = await repo.findAmazonListingKeys(deps.db, userId, connection.sellingPartnerId, marketplaceIds);
  const groups = new Map<string, { asin: string; marketplaceId: string; listingIds: number[] }>();
  for (const k of keys) {
    const id = `${k.marketplaceId}/${k.asin}`;
    const g = groups.get(id) ?? { asin: k.asin, marketplaceId: k.marketplaceId, listingIds: [] };
    g.listingIds.push(k.id);
    groups.set(id, g);
  }
  const client = deps.spapi.clientFor(connection, { signal: ctx.signal });
  const queue = [...groups.values()];
  if (runId !== undefined)
    await repo.updateSyncRun(deps.db, runId, { reviewsStatus: 'running', reviewsTotal: queue.length, reviewsDone: 0 });
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, queue.length) }, async () => {
      for (let g = queue.shift(); g; g = queue.shift()) {
        const response = await fetchTopics(client, g.asin, g.marketplaceId);
        await deps.saveFeedbackReviews(deps.db, connection.sellingPartnerId, g.listingIds, reviewRows(g.listingIds, response));
        if (runId !== undefined) await repo.countReviewFetched(deps.db, runId);
      }
    }),
  );
}

async function fetchTopics(
  client: SpApiClient,
  asin: string,
  marketplaceId: string,
): Promise<ItemReviewTopicsResponse | undefined> {
  try {
    return await client.getItemReviewTopics(asin, { marketplaceId, sortBy: 'MENTIONS' });
  } catch (error) {
    // 400/404: ASIN or marketplace without feedback data; 403: the seller lacks the Selling Partner
    // Insights role. None of these is worth failing the job for.
    const status = (error as { status?: number }).status ?? 0;
    if (status === 400 || status === 403 || status === 404) return undefined;
    throw error;
  }
}
