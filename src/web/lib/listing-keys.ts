import type { ListingsQuery } from '#core/api/listings';

/**
 * Query keys of listings; invalidating `all` refreshes every list, detail, summary and version history.
 * Sync, file import, push and optimize all invalidate them, so they live below the features: those
 * features need not depend on listings, whose My Listings screen places their buttons.
 * Each mutation invalidates what it changed: a sync or an import `all`; a push (or rollback) the
 * listing's `detail` and `versions`, every `lists()` and the `summary()` (publish/api.ts
 * applyPushed); Optimize Now that listing's `detail` and `versions` only.
 */
export const listingKeys = {
  all: ['listings'] as const,
  lists: () => [...listingKeys.all, 'list'] as const,
  list: (filters: ListingsQuery) => [...listingKeys.lists(), filters] as const,
  detail: (id: number) => [...listingKeys.all, 'detail', id] as const,
  summary: () => [...listingKeys.all, 'summary'] as const,
  versions: (id: number) => [...listingKeys.all, 'versions', id] as const,
};
