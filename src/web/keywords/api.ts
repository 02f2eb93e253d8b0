import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  KeywordUploadResultSchema,
  ListingKeywordsResponseSchema,
  SqpStatesResponseSchema,
  type ListingKeywordsResponse,
} from '#core/api/keywords';
import { apiRequest, getQueryFn } from '../lib/api-client.ts';

export const keywordKeys = {
  all: ['keywords'] as const,
  listing: (listingId: number) => [...keywordKeys.all, 'listing', listingId] as const,
};

export function useListingKeywords(listingId: number) {
  return useQuery({
    queryKey: keywordKeys.listing(listingId),
    queryFn: getQueryFn(ListingKeywordsResponseSchema, `/api/keywords/${listingId}`) as () => Promise<ListingKeywordsResponse>,
    // While an SQP import is queued or running, look again until it has settled.
    refetchInterval: (query) => {
      const status = query.state.data?.sqp?.status;
      return status === 'queued' || status === 'running' ? 2000 : false;
    },
  });
}

/** Ticking a box sends the whole targeted set; the answer is the table as the server now has it. */
export function useSetTargetedKeywords(listingId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (keywords: string[]) =>
      apiRequest(ListingKeywordsResponseSchema, 'PUT', `/api/keywords/${listingId}/targeted`, { body: { keywords } }),
    // A refetch begun before the change (after an upload, say) could answer with the old choice
    // after the server has the new one: drop it, and take the table from this answer instead.
    onMutate: () => client.cancelQueries({ queryKey: keywordKeys.listing(listingId) }),
    onSuccess: (data) => client.setQueryData(keywordKeys.listing(listingId), data),
  });
}

export function useUploadKeywords(listingId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return apiRequest(KeywordUploadResultSchema, 'POST', `/api/keywords/${listingId}/upload`, { body: form });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: keywordKeys.listing(listingId) }),
  });
}

export function useImportSqp(listingId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(SqpStatesResponseSchema, 'POST', '/api/keywords/sqp/import'),
    onSuccess: () => client.invalidateQueries({ queryKey: keywordKeys.listing(listingId) }),
  });
}
