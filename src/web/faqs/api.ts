import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { FaqListSchema, ReviewSummarySchema, ReviewUploadResultSchema } from '#core/faqs/schemas';
import { authKeys } from '../auth/index.ts';
import { apiRequest } from '../lib/api-client.ts';

export const faqKeys = {
  all: ['faqs'] as const,
  list: (listingId: number) => [...faqKeys.all, listingId] as const,
  reviews: (listingId: number) => [...faqKeys.list(listingId), 'reviews'] as const,
};

export const faqsQueryOptions = (listingId: number) =>
  queryOptions({
    queryKey: faqKeys.list(listingId),
    queryFn: ({ signal }) => apiRequest(FaqListSchema, 'GET', `/api/faq/${listingId}`, { signal }),
  });

export const reviewSummaryQueryOptions = (listingId: number) =>
  queryOptions({
    queryKey: faqKeys.reviews(listingId),
    queryFn: ({ signal }) => apiRequest(ReviewSummarySchema, 'GET', `/api/faq/${listingId}/reviews`, { signal }),
    // While Amazon's review topics are on their way, the count follows them in.
    refetchInterval: (query) => (query.state.data?.fetching ? 2_000 : false),
  });

export function useGenerateFaqs(listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { reviewCount: number; force?: boolean }) =>
      apiRequest(FaqListSchema, 'POST', `/api/faq/generate/${listingId}`, { body: input }),
    onSuccess: async (items) => {
      queryClient.setQueryData(faqsQueryOptions(listingId).queryKey, items);
      // Credits changed: the usage shown in the shell comes from /api/auth/me.
      await queryClient.invalidateQueries({ queryKey: authKeys.me() });
    },
  });
}

export function useUploadReviews(listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiRequest(ReviewUploadResultSchema, 'POST', `/api/faq/${listingId}/reviews`, { body: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewSummaryQueryOptions(listingId).queryKey }),
  });
}
