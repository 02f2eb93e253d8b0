import { queryOptions } from '@tanstack/react-query';
import {
  ListingVersionsSchema,
  RollbackResponseSchema,
  UpdateAmazonResponseSchema,
  type ListingVersion,
  type RollbackResponse,
  type UpdateAmazonRequest,
  type UpdateAmazonResponse,
} from '#core/api/publish';
import { ApiError, apiRequest } from '../lib/api-client.ts';
import { listingKeys } from '../lib/listing-keys.ts';

export type PushText = { title: string; bullets: string; description: string };

/** Without `confirm` a preview (nothing changes); with it, the push itself. */
export async function updateAmazon(listingId: number, body: UpdateAmazonRequest): Promise<UpdateAmazonResponse> {
  return apiRequest(UpdateAmazonResponseSchema, 'POST', `/api/listings/${listingId}/update-amazon`, { body });
}

export async function previewRollback(listingId: number, versionId: number): Promise<RollbackResponse> {
  return apiRequest(RollbackResponseSchema, 'POST', `/api/listings/${listingId}/versions/${versionId}/rollback`);
}

export const versionsQueryOptions = (listingId: number) =>
  queryOptions({
    queryKey: listingKeys.versions(listingId),
    queryFn: ({ signal }): Promise<ListingVersion[]> =>
      apiRequest(ListingVersionsSchema, 'GET', `/api/listings/${listingId}/versions`, { signal }),
  });

/**
 * Push failures speak the server's words when it sent some: our 502s are deliberate (Amazon
 * unreachable, answer lost) and tell the user what to do, unlike a generic 5xx.
 */
export function pushErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage && error.status !== 500) return error.serverMessage;
  return 'Failed to update listing on Amazon';
}
