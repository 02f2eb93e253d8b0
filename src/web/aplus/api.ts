import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { AplusDraftSchema, GetAplusResponseSchema, PublishAplusResponseSchema } from '#core/aplus/api';
import type { AplusModule } from '#core/aplus/modules';
import type { AplusSettings } from '#core/aplus/settings';
import { authKeys } from '../auth/index.ts';
import { apiRequest } from '../lib/api-client.ts';
import { downloadFromApi } from '../lib/download.ts';

export const aplusKeys = {
  all: ['aplus'] as const,
  draft: (listingId: number) => [...aplusKeys.all, 'draft', listingId] as const,
};

export const aplusDraftQueryOptions = (listingId: number) =>
  queryOptions({
    queryKey: aplusKeys.draft(listingId),
    queryFn: ({ signal }) => apiRequest(GetAplusResponseSchema, 'GET', `/api/aplus/${listingId}`, { signal }),
  });

export function useGenerateAplus(listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: AplusSettings) =>
      apiRequest(AplusDraftSchema, 'POST', `/api/aplus/generate/${listingId}`, { body: settings }),
    onSuccess: async (draft) => {
      queryClient.setQueryData(aplusDraftQueryOptions(listingId).queryKey, draft);
      // A credit was spent: the shell's usage comes from /api/auth/me.
      await queryClient.invalidateQueries({ queryKey: authKeys.me() });
    },
  });
}

export function useSaveAplusModules(listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (modules: AplusModule[]) =>
      apiRequest(AplusDraftSchema, 'PUT', `/api/aplus/${listingId}/modules`, { body: { modules } }),
    onSuccess: (draft) => queryClient.setQueryData(aplusDraftQueryOptions(listingId).queryKey, draft),
  });
}

export function usePublishAplus(listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(PublishAplusResponseSchema, 'POST', `/api/aplus/${listingId}/publish`),
    onSuccess: (result) => queryClient.setQueryData(aplusDraftQueryOptions(listingId).queryKey, result.draft),
  });
}

/** The PDF needs the bearer token (a plain link could not send it); saved as aplus-content.pdf. */
export function downloadAplusPdf(listingId: number): Promise<void> {
  return downloadFromApi(`/api/aplus/${listingId}/pdf`, 'aplus-content.pdf');
}
