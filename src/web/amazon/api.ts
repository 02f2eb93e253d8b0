import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { AmazonConnectionSchema, AuthUrlResponseSchema, type AmazonConnection } from '#core/api/amazon';
import type { Region } from '#core/marketplaces';
import { toast } from '../components/ui/use-toast.ts';
import { apiRequest, errorMessage } from '../lib/api-client.ts';

export type SyncJob = NonNullable<AmazonConnection['sync']>;
export type SyncStart = { jobId: number; status: SyncJob['status'] };

/** How often a running sync is polled; nothing polls once it is done (SPEC §9: no interval otherwise). */
export const SYNC_POLL_MS = 1000;

const CHECK_RESPONSES = import.meta.env.DEV || import.meta.env.MODE === 'test';

/** STYLE §5: responses are parsed with the shared contract in dev and test only. */
function checked<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  return CHECK_RESPONSES ? schema.parse(data) : (data as z.infer<S>);
}

export const connectionQueryOptions = () =>
  queryOptions({
    queryKey: ['amazon', 'connection'],
    queryFn: async ({ signal }) => checked(AmazonConnectionSchema, await apiRequest('GET', '/api/amazon/connection', { signal })),
  });

export async function getAuthUrl(region: Region): Promise<string> {
  const body = await apiRequest('GET', `/api/amazon/auth-url?region=${region}`);
  return checked(AuthUrlResponseSchema, body).url;
}

export function startSync(): Promise<SyncStart> {
  return apiRequest<SyncStart>('POST', '/api/listings/sync', { body: {} });
}

/** Answers the connection as it is afterwards (not connected). */
export async function deleteConnection(): Promise<AmazonConnection> {
  return checked(AmazonConnectionSchema, await apiRequest('DELETE', '/api/amazon/connection'));
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
    void client.invalidateQueries({ queryKey: ['listings'] });
  } else {
    toast({ variant: 'destructive', title: 'Error', description: 'Failed to sync listings' });
  }
  // SPEC §4: after Sync the connection data is refetched.
  void client.invalidateQueries({ queryKey: connectionQueryOptions().queryKey });
}

/** A sync job's progress; polls only while it runs and announces the transition to done or failed. */
export const syncJobQueryOptions = (jobId: number, seed?: SyncJob | null) =>
  queryOptions({
    queryKey: ['amazon', 'sync', jobId],
    queryFn: async ({ signal, client, queryKey }): Promise<SyncJob> => {
      const previous = client.getQueryData<SyncJob>(queryKey);
      const job = await apiRequest<SyncJob>('GET', `/api/listings/sync/${jobId}`, { signal });
      if (isSyncRunning(previous) && !isSyncRunning(job)) handleSyncEnded(client, job);
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
    onSuccess: ({ jobId, status }) => {
      const job: SyncJob = { id: jobId, status, total: 0, done: 0, error: null };
      client.setQueryData(syncJobQueryOptions(jobId).queryKey, job);
      client.setQueryData(connectionQueryOptions().queryKey, (c) => (c ? { ...c, sync: job } : c));
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
    start: () => mutation.mutate(),
  };
}

/** Re-reads the connection; the caller toasts the outcome. */
export function refreshConnection(client: QueryClient): Promise<AmazonConnection> {
  return client.fetchQuery({ ...connectionQueryOptions(), staleTime: 0 });
}
