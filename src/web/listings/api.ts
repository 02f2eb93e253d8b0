import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  DeleteListingsResponseSchema,
  ListingSchema,
  ListingsPageSchema,
  ListingsSummarySchema,
  type Listing,
  type ListingsPage,
  type ListingsQuery,
  type ListingsSummary,
} from '#core/api/listings';
import type { HealthBand } from '#core/health/bands';
import { apiRequest } from '../lib/api-client.ts';
import { listingKeys } from '../lib/listing-keys.ts';

/** My Listings page size (server-side pagination). */
export const LISTINGS_PAGE_SIZE = 25;
/** The dashboard shows 3 recent listings. */
export const RECENT_LISTINGS_COUNT = 3;

export const BAND_ORDER: readonly HealthBand[] = ['optimized', 'good', 'needs_work', 'poor', 'not_analyzed'];

export type ListingsFilters = Required<Pick<ListingsQuery, 'page' | 'pageSize'>> &
  Pick<ListingsQuery, 'search' | 'band' | 'sort' | 'view'>;

function toSearchParams(filters: ListingsQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

function findListingsPage(filters: ListingsQuery, signal?: AbortSignal): Promise<ListingsPage> {
  return apiRequest(ListingsPageSchema, 'GET', `/api/listings?${toSearchParams(filters)}`, { signal });
}

/** One page of the seller's listings; the previous page stays on screen while the next loads. */
export const listingsQueryOptions = (filters: ListingsFilters) =>
  queryOptions({
    queryKey: listingKeys.list(filters),
    queryFn: ({ signal }) => findListingsPage(filters, signal),
    placeholderData: keepPreviousData,
  });

export const listingQueryOptions = (id: number) =>
  queryOptions({
    queryKey: listingKeys.detail(id),
    queryFn: ({ signal }): Promise<Listing> => apiRequest(ListingSchema, 'GET', `/api/listings/${id}`, { signal }),
  });

export type { ListingsSummary } from '#core/api/listings';

/** Dashboard figures, computed by the server over every listing of the account. */
export const listingsSummaryQueryOptions = () =>
  queryOptions({
    queryKey: listingKeys.summary(),
    queryFn: ({ signal }): Promise<ListingsSummary> =>
      apiRequest(ListingsSummarySchema, 'GET', '/api/listings/summary', { signal }),
  });

/** Deletes one archived or removed listing with everything made from it; answers how many went. */
export async function deleteListing(id: number): Promise<number> {
  return (await apiRequest(DeleteListingsResponseSchema, 'DELETE', `/api/listings/${id}`)).deleted;
}

/** Deletes every archived listing of the user. */
export async function deleteArchivedListings(): Promise<number> {
  return (await apiRequest(DeleteListingsResponseSchema, 'DELETE', '/api/listings/archived')).deleted;
}
