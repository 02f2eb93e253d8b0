import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { ListingSchema, ListingsPageSchema, ListingsSummarySchema, type Listing, type ListingsPage, type ListingsQuery, type ListingsSummary } from '#core/api/listings';
import type { HealthBand } from '#core/health/bands';
import { apiRequest } from '../lib/api-client.ts';

/** My Listings page size (server-side pagination). */
export const LISTINGS_PAGE_SIZE = 25;
/** SPEC §9: the dashboard shows 3 recent listings. */
export const RECENT_LISTINGS_COUNT = 3;

export const BAND_ORDER: readonly HealthBand[] = ['optimized', 'good', 'needs_work', 'poor', 'not_analyzed'];

const CHECK_RESPONSES = import.meta.env.DEV || import.meta.env.MODE === 'test';

function checked<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  return CHECK_RESPONSES ? schema.parse(data) : (data as z.infer<S>);
}

export type ListingsFilters = Required<Pick<ListingsQuery, 'page' | 'pageSize'>> &
  Pick<ListingsQuery, 'search' | 'band' | 'sort'>;

function toSearchParams(filters: ListingsQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

function findListingsPage(filters: ListingsQuery, signal?: AbortSignal): Promise<ListingsPage> {
  return apiRequest('GET', `/api/listings?${toSearchParams(filters)}`, { signal }).then((body) =>
    checked(ListingsPageSchema, body),
  );
}

/** One page of the seller's listings; the previous page stays on screen while the next loads. */
export const listingsQueryOptions = (filters: ListingsFilters) =>
  queryOptions({
    queryKey: ['listings', 'list', filters],
    queryFn: ({ signal }) => findListingsPage(filters, signal),
    placeholderData: keepPreviousData,
  });

export const listingQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['listings', 'detail', id],
    queryFn: async ({ signal }): Promise<Listing> =>
      checked(ListingSchema, await apiRequest('GET', `/api/listings/${id}`, { signal })),
  });

export type { ListingsSummary } from '#core/api/listings';

/** Dashboard figures, computed by the server over every listing of the account. */
export const listingsSummaryQueryOptions = () =>
  queryOptions({
    queryKey: ['listings', 'summary'],
    queryFn: async ({ signal }): Promise<ListingsSummary> =>
      checked(ListingsSummarySchema, await apiRequest('GET', '/api/listings/summary', { signal })),
  });
