import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FaqItem, ReviewSummary } from '#core/faqs/schemas';
import { apiRequest } from '../lib/api-client.ts';

export const faqsQueryOptions = (listingId: number) =>
  queryOptions({
    queryKey: ['faqs', listingId],
    queryFn: ({ signal }) => apiRequest<FaqItem[]>('GET', `/api/faq/${listingId}`, { signal }),
  });

export const reviewSummaryQueryOptions = (listingId: number) =>
  queryOptions({
    queryKey: ['faqs', listingId, 'reviews'],
    queryFn: ({ signal }) => apiRequest<ReviewSummary>('GET', `/api/listings/${listingId}/reviews`, { signal }),
  });

export function useGenerateFaqs(listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { reviewCount: number; force?: boolean }) =>
      apiRequest<FaqItem[]>('POST', `/api/faq/generate/${listingId}`, { body: input }),
    onSuccess: async (items) => {
      queryClient.setQueryData(faqsQueryOptions(listingId).queryKey, items);
      // Credits changed: the usage shown in the shell comes from /api/auth/me.
      await queryClient.invalidateQueries({ queryKey: ['auth', 'me'] });
    },
  });
}

export function useUploadReviews(listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiRequest<{ imported: number; total: number }>('POST', `/api/listings/${listingId}/reviews`, { body: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewSummaryQueryOptions(listingId).queryKey }),
  });
}
