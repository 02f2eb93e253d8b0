import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  ListingVersionsSchema,
  RollbackPreviewSchema,
  UpdateAmazonResponseSchema,
  type ListingVersion,
  type RollbackPreview,
  type UpdateAmazonRequest,
  type UpdateAmazonResponse,
} from '#core/api/publish';
import { ApiError, apiRequest } from '../lib/api-client.ts';

const CHECK_RESPONSES = import.meta.env.DEV || import.meta.env.MODE === 'test';

function checked<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  return CHECK_RESPONSES ? schema.parse(body) : (body as z.infer<S>);
}

export type PushText = { title: string; bullets: string; description: string };

/** Without `confirm` a preview (nothing changes); with it, the push itself. */
export async function updateAmazon(listingId: number, body: UpdateAmazonRequest): Promise<UpdateAmazonResponse> {
  return checked(UpdateAmazonResponseSchema, await apiRequest('POST', `/api/listings/${listingId}/update-amazon`, { body }));
}

export async function previewRollback(listingId: number, versionId: number): Promise<RollbackPreview> {
  return checked(RollbackPreviewSchema, await apiRequest('POST', `/api/listings/${listingId}/versions/${versionId}/rollback`));
}

export const versionsQueryOptions = (listingId: number) =>
  queryOptions({
    queryKey: ['listings', 'versions', listingId],
    queryFn: async ({ signal }): Promise<ListingVersion[]> =>
      checked(ListingVersionsSchema, await apiRequest('GET', `/api/listings/${listingId}/versions`, { signal })),
  });

/**
 * Push failures speak the server's words when it sent some: our 502s are deliberate (Amazon
 * unreachable, answer lost) and tell the user what to do, unlike a generic 5xx.
 */
export function pushErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage && error.status !== 500) return error.serverMessage;
  return 'Failed to update listing on Amazon';
}
