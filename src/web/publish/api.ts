import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Listing } from '#core/api/listings';
import {
  ListingVersionsSchema,
  RollbackResponseSchema,
  UpdateAmazonResponseSchema,
  type ListingVersion,
  type PushAccepted,
  type PushText,
  type RollbackResponse,
  type UpdateAmazonRequest,
  type UpdateAmazonResponse,
} from '#core/api/publish';
import { cleanBullets } from '#core/listings/content';
import { ApiError, apiRequest } from '../lib/api-client.ts';
import { listingKeys } from '../lib/listing-keys.ts';

/** What a push sends: bullets as a list; `searchTerms` left out keeps Amazon's as they are. */
export type { PushText };

/** Without `confirm` a preview (nothing changes); with it, the push itself. */
export async function updateAmazon(listingId: number, body: UpdateAmazonRequest): Promise<UpdateAmazonResponse> {
  return apiRequest(UpdateAmazonResponseSchema, 'POST', `/api/listings/${listingId}/update-amazon`, { body });
}

export async function previewRollback(listingId: number, versionId: number): Promise<RollbackResponse> {
  return apiRequest(RollbackResponseSchema, 'POST', `/api/publish/${listingId}/versions/${versionId}/rollback`);
}

export const versionsQueryOptions = (listingId: number) =>
  queryOptions({
    queryKey: listingKeys.versions(listingId),
    queryFn: ({ signal }): Promise<ListingVersion[]> =>
      apiRequest(ListingVersionsSchema, 'GET', `/api/publish/${listingId}/versions`, { signal }),
  });

/**
 * Push failures speak the server's words when it sent some: our 502s are deliberate (Amazon
 * unreachable, answer lost) and tell the user what to do, unlike a generic 5xx.
 */
export function pushErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage && error.status !== 500) return error.serverMessage;
  return 'Failed to update listing on Amazon';
}

/**
 * After a push Amazon accepted: the listing shows the pushed text and score at once (no refetch
 * wait), then the listing, every list, the dashboard summary and the history refresh, since a push
 * changes all four. Nothing else is touched.
 */
export async function applyPushed(client: QueryClient, listingId: number, text: PushText, answer: PushAccepted): Promise<void> {
  client.setQueryData<Listing>(listingKeys.detail(listingId), (old) =>
    old
      ? {
          ...old,
          title: text.title,
          bullets: cleanBullets(text.bullets),
          description: text.description,
          searchTerms: text.searchTerms ?? old.searchTerms,
          healthScore: answer.scoreAfter,
        }
      : old,
  );
  await Promise.all([
    client.invalidateQueries({ queryKey: listingKeys.detail(listingId), exact: true }),
    client.invalidateQueries({ queryKey: listingKeys.lists() }),
    client.invalidateQueries({ queryKey: listingKeys.summary(), exact: true }),
    client.invalidateQueries({ queryKey: listingKeys.versions(listingId), exact: true }),
  ]);
}
