import type { ListingsQuery } from '#core/api/listings';

/**
 * Query keys of listings; invalidating `all` refreshes every list, detail, summary and version history.
 * Sync, file import, push and optimize all invalidate them, so they live below the features: those
 * features need not depend on listings, whose My Listings screen places their buttons.
 */
export const listingKeys = {
  all: ['listings'] as const,
  lists: () => [...listingKeys.all, 'list'] as const,
  list: (filters: ListingsQuery) => [...listingKeys.lists(), filters] as const,
  detail: (id: number) => [...listingKeys.all, 'detail', id] as const,
  summary: () => [...listingKeys.all, 'summary'] as const,
  versions: (id: number) => [...listingKeys.all, 'versions', id] as const,
};
