import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { AplusDraftSchema, GetAplusResponseSchema, PublishAplusResponseSchema } from '#core/aplus/api';
import type { AplusModule } from '#core/aplus/modules';
import type { AplusSettings } from '#core/aplus/settings';
import { authKeys } from '../auth/index.ts';
import { apiRequest, ApiError, getToken } from '../lib/api-client.ts';

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

/** Fetches the PDF with the bearer token (a plain link could not send it) and saves it as aplus-content.pdf. */
export async function downloadAplusPdf(listingId: number): Promise<void> {
  const token = getToken();
  const res = await fetch(`/api/aplus/${listingId}/pdf`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    let body: { code?: never; message?: string } | undefined;
    try {
      body = JSON.parse(text) as { message?: string };
    } catch {
      body = undefined;
    }
    throw new ApiError({ status: res.status, text, url: res.url, method: 'GET', body });
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = 'aplus-content.pdf';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
