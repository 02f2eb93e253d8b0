import { CUSTOMER_FEEDBACK_MARKETPLACE_IDS } from '#core/marketplaces';

/**
 * Customer Feedback 2024-06-01 item operations. Only aggregated topics with
 * ≤3 snippets exist in the real API, and only in US/UK/FR/IT/DE/ES/JP; ASINs without data get 204.
 */
import type { FastifyInstance } from 'fastify';
import { findMarketplace } from '#core/marketplaces';
import { createPrng, hashString } from '#core/prng';
import { buildReviewTopics, type SeededTopic } from './sample/review-topics.ts';
import { BROWSE_NODES } from './sample/sample-listings.ts';
import { invalidInput } from './errors.ts';
import { listingTitle } from './item-view.ts';
import { MODEL_FILES } from './models.ts';
import { queryString, registerOperation, type OperationContext } from './operation.ts';
import { nowMs, type StoredListing } from './state.ts';
import type { EmulatorState } from './state.ts';

const DAY = 86_400_000;

type Lookup = { error: { status: number; body?: unknown } } | { listing: StoredListing; marketplaceId: string };

function findItem(state: EmulatorState, ctx: OperationContext): Lookup {
  const marketplaceId = queryString(ctx, 'marketplaceId') ?? '';
  if (!CUSTOMER_FEEDBACK_MARKETPLACE_IDS.has(marketplaceId))
    return {
      error: { status: 400, body: invalidInput(`Marketplace ${marketplaceId} is not supported by the Customer Feedback API.`) },
    };
  const asin = ctx.params['asin'] ?? '';
  const listing = [...state.listings.ofAsin(asin)].find(
    (l) => l.asin === asin && l.marketplaceId === marketplaceId && l.browseNode !== undefined,
  );
  return listing ? { listing, marketplaceId } : { error: { status: 204 } };
}

function categoryOf(l: StoredListing): string | undefined {
  return Object.entries(BROWSE_NODES).find(([, n]) => n.id === l.browseNode?.id)?.[0];
}

function dateRange(now: number, monthsBack: number, months = 1) {
  const d = new Date(now);
  const start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - monthsBack, 1);
  const end = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - monthsBack + months, 1) - 1000;
  return { startDate: new Date(start).toISOString(), endDate: new Date(end).toISOString() };
}

function topicBody(t: SeededTopic) {
  return {
    topic: t.topic,
    asinMetrics: { numberOfMentions: t.mentions, occurrencePercentage: t.occurrence, starRatingImpact: t.starRatingImpact },
    reviewSnippets: t.snippets,
    ...(t.subtopics.length > 0
      ? {
          subtopics: t.subtopics.map((s) => ({
            subtopic: s.subtopic,
            metrics: { numberOfMentions: s.mentions, occurrencePercentage: s.occurrence },
            reviewSnippets: s.snippets,
          })),
        }
      : {}),
  };
}

/** The item both review answers open with: which ASIN, in which store. */
function itemFields(found: { listing: StoredListing; marketplaceId: string }) {
  const m = findMarketplace(found.marketplaceId);
  return {
    asin: found.listing.asin,
    itemName: listingTitle(found.listing) ?? '',
    marketplaceId: found.marketplaceId,
    countryCode: m?.country === 'UK' ? 'GB' : (m?.country ?? 'US'),
  };
}

export function registerFeedbackRoutes(app: FastifyInstance, state: EmulatorState): void {
  registerOperation(app, state, MODEL_FILES.feedback, 'getItemReviewTopics', (ctx) => {
    const found = findItem(state, ctx);
    if ('error' in found) return found.error;
    const topics = buildReviewTopics(found.listing.asin, categoryOf(found.listing) ?? '');
    if (!topics) return { status: 204 };
    const byMentions = queryString(ctx, 'sortBy') === 'MENTIONS';
    const sort = (list: SeededTopic[]) =>
      [...list]
        .sort((a, b) => (byMentions ? b.mentions - a.mentions : Math.abs(b.starRatingImpact) - Math.abs(a.starRatingImpact)))
        .slice(0, 10);
    return {
      status: 200,
      body: {
        ...itemFields(found),
        dateRange: dateRange(nowMs(state), 6, 6),
        topics: { positiveTopics: sort(topics.positive).map(topicBody), negativeTopics: sort(topics.negative).map(topicBody) },
      },
    };
  });

  registerOperation(app, state, MODEL_FILES.feedback, 'getItemReviewTrends', (ctx) => {
    const found = findItem(state, ctx);
    if ('error' in found) return found.error;
    const topics = buildReviewTopics(found.listing.asin, categoryOf(found.listing) ?? '');
    if (!topics) return { status: 204 };
    const now = nowMs(state);
    const trend = (t: SeededTopic) => {
      const rand = createPrng(hashString(`${found.listing.asin}/${t.topic}`));
      return {
        topic: t.topic,
        trendMetrics: [6, 5, 4, 3, 2, 1].map((back) => ({
          dateRange: dateRange(now, back),
          asinMetrics: { occurrencePercentage: Math.round(t.occurrence * (0.7 + rand() * 0.6) * 10) / 10 },
        })),
      };
    };
    return {
      status: 200,
      body: {
        ...itemFields(found),
        dateRange: { startDate: dateRange(now, 6).startDate, endDate: new Date(now - (now % DAY)).toISOString() },
        reviewTrends: {
          positiveTopics: topics.positive.slice(0, 10).map(trend),
          negativeTopics: topics.negative.slice(0, 10).map(trend),
        },
      },
    };
  });

  registerOperation(app, state, MODEL_FILES.feedback, 'getItemBrowseNode', (ctx) => {
    const found = findItem(state, ctx);
    if ('error' in found) return found.error;
    const node = found.listing.browseNode;
    return node ? { status: 200, body: { browseNodeId: node.id, displayName: node.name } } : { status: 204 };
  });
}
