import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  AmazonConnectionSchema,
  AuthUrlResponseSchema,
  SellerSwitchPreviewSchema,
  SyncProgressSchema,
  SyncStartResponseSchema,
  type AmazonConnection,
  type RegionConnection,
  type SellerSwitchPreview,
} from '#core/api/amazon';
import type { Region } from '#core/marketplaces';
import { useState } from 'react';
import { toast } from '../components/ui/use-toast.ts';
import { apiRequest, errorMessage, NoContentSchema } from '../lib/api-client.ts';
import { listingKeys } from '../lib/listing-keys.ts';
import { importStateText } from './import-state.ts';

export type SyncJob = NonNullable<AmazonConnection['sync']>;
export type SyncStart = { jobId: number; status: SyncJob['status'] };

/** How often a running sync is polled; nothing polls once it is done (queries have no refetch interval otherwise). */
export const SYNC_POLL_MS = 1000;

export const amazonKeys = {
  all: ['amazon'] as const,
  connection: () => [...amazonKeys.all, 'connection'] as const,
  syncJob: (jobId: number) => [...amazonKeys.all, 'sync', jobId] as const,
  sellerSwitch: (token: string | null) => [...amazonKeys.all, 'seller-switch', token] as const,
};

export const connectionQueryOptions = () =>
  queryOptions({
    queryKey: amazonKeys.connection(),
    queryFn: ({ signal }) => apiRequest(AmazonConnectionSchema, 'GET', '/api/amazon/connection', { signal }),
  });

async function getAuthUrl(region: Region): Promise<string> {
  return (await apiRequest(AuthUrlResponseSchema, 'GET', `/api/amazon/auth-url?region=${region}`)).url;
}

/**
 * Starts a region's Amazon consent (Connect and Reconnect): fetches its URL and leaves for it. Busy
 * until the page is gone, so a second click while the browser navigates starts no second consent.
 */
export function useConsentRedirect(): { start(region: Region): void; isPending: boolean; isRedirecting: boolean } {
  const [isRedirecting, setIsRedirecting] = useState(false);
  const mutation = useMutation({
    mutationFn: getAuthUrl,
    onSuccess: (url) => {
      setIsRedirecting(true);
      window.location.assign(url);
    },
    onError: () =>
      toast({ variant: 'destructive', title: 'Connection Error', description: 'Failed to connect to Amazon. Please try again.' }),
  });
  return { start: (region) => mutation.mutate(region), isPending: mutation.isPending, isRedirecting };
}

export function startSync(): Promise<SyncStart> {
  return apiRequest(SyncStartResponseSchema, 'POST', '/api/listings/sync', { body: {} });
}

/** Disconnects one region (every region without one); answers the connections as they are afterwards. */
export async function deleteConnection(region?: Region): Promise<AmazonConnection> {
  return apiRequest(AmazonConnectionSchema, 'DELETE', `/api/amazon/connection${region ? `?region=${region}` : ''}`);
}

/** What switching to the seller account the consent returned would do (the confirmation dialog). */
export async function previewSellerSwitch(token: string): Promise<SellerSwitchPreview> {
  return apiRequest(SellerSwitchPreviewSchema, 'POST', '/api/amazon/seller-switch/preview', { body: { token } });
}

/** Switches accounts; the previous one's listings go to Archived. Answers the new connection. */
export async function confirmSellerSwitch(token: string): Promise<AmazonConnection> {
  return apiRequest(AmazonConnectionSchema, 'POST', '/api/amazon/seller-switch/confirm', { body: { token } });
}

/** Drops the pending authorisation; the connected account stays. */
export async function cancelSellerSwitch(token: string): Promise<void> {
  await apiRequest(NoContentSchema, 'POST', '/api/amazon/seller-switch/cancel', { body: { token } });
}

/**
 * A region's latest import as the card shows it: the polled sync job's figures while that job covers
 * the region, else the connection's, which is read once and would stand still during an import.
 */
export function regionSync(connection: RegionConnection, job: SyncJob | null): RegionConnection['sync'] {
  return job?.regions.find((r) => r.region === connection.region) ?? connection.sync;
}

export function isSyncRunning(job: SyncJob | null | undefined): boolean {
  return job?.status === 'queued' || job?.status === 'running';
}

/** Jobs whose end was already announced, so a repeated poll never toasts twice. */
const announced = new Set<number>();

/** The one place a sync's end is handled, whichever screen was polling it. */
function handleSyncEnded(client: QueryClient, job: SyncJob): void {
  if (announced.has(job.id)) return;
  announced.add(job.id);
  if (job.status === 'done') {
    toast({ title: 'Success', description: 'Listings synced successfully from Amazon' });
    void client.invalidateQueries({ queryKey: listingKeys.all });
  } else {
    toast({ variant: 'destructive', title: 'Error', description: 'Failed to sync listings' });
  }
  // After Sync the connection data is refetched.
  void client.invalidateQueries({ queryKey: connectionQueryOptions().queryKey });
}

/**
 * Listings land in batches while an import runs: the lists (My Listings, the dashboard's recent ones)
 * and the summary are re-read after each poll that saw new ones, so screens fill in and scores appear
 * without waiting for the end.
 */
function refreshImportedListings(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: listingKeys.lists() });
  void client.invalidateQueries({ queryKey: listingKeys.summary() });
}

/** A sync job's progress; polls only while it runs and announces the transition to done or failed. */
export const syncJobQueryOptions = (jobId: number, seed?: SyncJob | null) =>
  queryOptions({
    queryKey: amazonKeys.syncJob(jobId),
    queryFn: async ({ signal, client, queryKey }): Promise<SyncJob> => {
      const previous = client.getQueryData<SyncJob>(queryKey);
      const job = await apiRequest(SyncProgressSchema, 'GET', `/api/listings/sync/${jobId}`, { signal });
      if (isSyncRunning(previous) && !isSyncRunning(job)) handleSyncEnded(client, job);
      else if (isSyncRunning(job) && job.done !== (previous?.done ?? 0)) refreshImportedListings(client);
      return job;
    },
    initialData: seed ?? undefined,
    // A running job is re-read whenever a screen showing it mounts again.
    staleTime: (query) => (isSyncRunning(query.state.data) ? 0 : Infinity),
    refetchInterval: (query) => (isSyncRunning(query.state.data) ? SYNC_POLL_MS : false),
  });

export type ListingsSync = {
  connection: AmazonConnection | undefined;
  isConnected: boolean;
  /** True from the click until the job is done or failed. */
  isSyncing: boolean;
  job: SyncJob | null;
  /** 0-100, or null while the total is not known yet. */
  percent: number | null;
  /**
   * The import state's words while a sync is under way ("First import under way · 120 of 10,000",
   * "Syncing..."), the same as the card's and the badges'; null otherwise.
   */
  stateText: string | null;
  start(): void;
};

/** Starts a listings sync and follows its progress (the job comes from the connection after a reload). */
export function useListingsSync(): ListingsSync {
  const client = useQueryClient();
  const connection = useQuery(connectionQueryOptions());
  const seed = connection.data?.sync ?? null;
  const jobQuery = useQuery({ ...syncJobQueryOptions(seed?.id ?? 0, seed), enabled: seed !== null });
  const mutation = useMutation({
    mutationFn: startSync,
    onSuccess: async ({ jobId, status }) => {
      const job: SyncJob = { id: jobId, status, total: 0, done: 0, error: null, regions: [] };
      client.setQueryData(syncJobQueryOptions(jobId).queryKey, job);
      // A connection read still on its way began before the import: its `sync` would hide the job
      // and nothing would poll it (the dashboard starts the first import while it loads).
      await client.cancelQueries({ queryKey: connectionQueryOptions().queryKey });
      client.setQueryData(connectionQueryOptions().queryKey, (c) => (c ? { ...c, sync: job } : c));
      void client.invalidateQueries({ queryKey: connectionQueryOptions().queryKey });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'Failed to sync listings') });
    },
  });
  const job = seed ? (jobQuery.data ?? seed) : null;
  const isRunning = isSyncRunning(job);
  const percent = isRunning && job && job.total > 0 ? Math.min(100, Math.round((job.done / job.total) * 100)) : null;
  return {
    connection: connection.data,
    isConnected: connection.data?.connected === true,
    isSyncing: mutation.isPending || isRunning,
    job,
    percent,
    // A click not yet answered is a run queued: the same words as once the job is known.
    stateText:
      mutation.isPending || isRunning
        ? importStateText(isRunning ? job : { status: 'queued', done: 0, total: 0 }, connection.data?.lastSynced ?? null)
        : null,
    start: () => mutation.mutate(),
  };
}

/** Re-reads the connection; the caller toasts the outcome. */
export function refreshConnection(client: QueryClient): Promise<AmazonConnection> {
  return client.fetchQuery({ ...connectionQueryOptions(), staleTime: 0 });
}
