import { queryOptions } from '@tanstack/react-query';
import { BatchJobSchema, BatchStartResponseSchema, type BatchJob, type BatchOptimizeRequest } from '#core/api/publish';
import { apiRequest } from '../lib/api-client.ts';

export const batchKeys = {
  all: ['batch'] as const,
  job: (jobId: number) => [...batchKeys.all, jobId] as const,
};

export const batchPath = (jobId: number | string) => `/batch/${jobId}`;

export async function startBatch(body: BatchOptimizeRequest): Promise<{ jobId: number }> {
  return apiRequest(BatchStartResponseSchema, 'POST', '/api/batch/optimize', { body });
}

const RUNNING: ReadonlySet<BatchJob['status']> = new Set(['queued', 'running']);

/**
 * Polled every second while the run is queued or running, then left alone. A first load that failed
 * is not polled (a missing batch would be asked for forever); the page offers Try again.
 */
export const batchQueryOptions = (jobId: number) =>
  queryOptions({
    queryKey: batchKeys.job(jobId),
    queryFn: ({ signal }): Promise<BatchJob> => apiRequest(BatchJobSchema, 'GET', `/api/batch/${jobId}`, { signal }),
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!data) return query.state.status === 'error' ? false : 1000;
      return RUNNING.has(data.status) ? 1000 : false;
    },
  });
