import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ListingPerformanceSchema, PerformanceRefreshSchema, PerformanceSummarySchema } from '#core/api/performance';
import { apiRequest } from '../lib/api-client.ts';
import { downloadFromApi } from '../lib/download.ts';

export const performanceKeys = {
  all: ['performance'] as const,
  listing: (listingId: number) => [...performanceKeys.all, 'listing', listingId] as const,
  summary: () => [...performanceKeys.all, 'summary'] as const,
};

export const listingPerformanceQueryOptions = (listingId: number) =>
  queryOptions({
    queryKey: performanceKeys.listing(listingId),
    queryFn: ({ signal }) => apiRequest(ListingPerformanceSchema, 'GET', `/api/performance/${listingId}`, { signal }),
    // While an import runs (or the first has not started yet), new days arrive every few seconds.
    refetchInterval: (query) => {
      const data = query.state.data;
      return data && (data.freshness?.status === 'running' || (data.freshness === null && data.days.length === 0)) ? 5000 : false;
    },
  });

export const performanceSummaryQueryOptions = () =>
  queryOptions({
    queryKey: performanceKeys.summary(),
    queryFn: ({ signal }) => apiRequest(PerformanceSummarySchema, 'GET', '/api/performance/summary', { signal }),
  });

export function useRefreshPerformance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(PerformanceRefreshSchema, 'POST', '/api/performance/refresh', { body: {} }),
    onSuccess: async () => queryClient.invalidateQueries({ queryKey: performanceKeys.all }),
  });
}

/** The daily rows as CSV, through the API client; one listing's, or the whole catalogue's. */
export function downloadPerformanceCsv(listingId?: number): Promise<void> {
  return listingId === undefined
    ? downloadFromApi('/api/performance/export.csv', 'performance.csv')
    : downloadFromApi(`/api/performance/${listingId}/export.csv`, `performance-${listingId}.csv`);
}
