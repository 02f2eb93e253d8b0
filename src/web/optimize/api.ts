import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OptimizeResponseSchema, type OptimizeResponse } from '#core/api/optimize';
import type { Language } from '#core/languages';
import { apiRequest } from '../lib/api-client.ts';

const CHECK_RESPONSES = import.meta.env.DEV || import.meta.env.MODE === 'test';

export function optimizeListing(id: number, language: Language): Promise<OptimizeResponse> {
  return apiRequest('POST', `/api/optimize/${id}`, { body: { language } }).then((body) => (CHECK_RESPONSES ? OptimizeResponseSchema.parse(body) : (body as OptimizeResponse)));
}

/**
 * SPEC §4: on success the listing list is refreshed; the signed-in user is refetched too, since the
 * optimisation spent a credit and the shell shows credits used.
 */
export function useOptimizeListing(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (language: Language) => optimizeListing(id, language),
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: ['listings'] }), client.invalidateQueries({ queryKey: ['auth', 'me'] })]);
    },
  });
}
