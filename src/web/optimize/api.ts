import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OptimizeResponseSchema, type OptimizeResponse } from '#core/api/optimize';
import type { Language } from '#core/languages';
import { authKeys } from '../auth/index.ts';
import { apiRequest } from '../lib/api-client.ts';
import { listingKeys } from '../lib/listing-keys.ts';

export const optimizeKeys = {
  all: ['optimize'] as const,
  /** The last AI draft of this listing, as POST /api/optimize/:id answered it. */
  draft: (listingId: number) => [...optimizeKeys.all, 'draft', listingId] as const,
};

/** What Optimize Now sends: the language, and the keywords the seller confirmed as true of the product. */
export type OptimizeRun = { language: Language; confirmedKeywords: readonly string[] };

export function optimizeListing(id: number, run: OptimizeRun): Promise<OptimizeResponse> {
  const body =
    run.confirmedKeywords.length > 0
      ? { language: run.language, confirmedKeywords: run.confirmedKeywords }
      : { language: run.language };
  return apiRequest(OptimizeResponseSchema, 'POST', `/api/optimize/${id}`, { body });
}

/**
 * On success only that listing refreshes (its detail and its history, which now holds the draft):
 * a draft changes nothing on the listing's live text, so the lists and the summary stay as they
 * are. The signed-in user is refetched too, since the optimisation spent a credit and the shell
 * shows credits used.
 */
export function useOptimizeListing(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (run: OptimizeRun) => optimizeListing(id, run),
    onSuccess: async (draft) => {
      client.setQueryData(optimizeKeys.draft(id), draft);
      await Promise.all([
        client.invalidateQueries({ queryKey: listingKeys.detail(id), exact: true }),
        client.invalidateQueries({ queryKey: listingKeys.versions(id), exact: true }),
        client.invalidateQueries({ queryKey: authKeys.me() }),
      ]);
    },
  });
}

/**
 * The last successful draft of this listing, read from the query cache (never fetched: only an
 * Optimize Now answer puts it there). It stays on screen while a new run is pending or after one
 * fails, and is dropped when the screen closes, like the editor's text.
 */
export function useOptimizeDraft(id: number): OptimizeResponse | null {
  const draft = useQuery<OptimizeResponse>({ queryKey: optimizeKeys.draft(id), queryFn: skipToken, gcTime: 0 });
  return draft.data ?? null;
}
