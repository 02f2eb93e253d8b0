import { queryOptions } from '@tanstack/react-query';
import { BatchJobSchema, BatchStartResponseSchema, type BatchJob, type BatchOptimizeRequest } from '#core/api/publish';
import { apiRequest } from '../lib/api-client.ts';

const CHECK_RESPONSES = import.meta.env.DEV || import.meta.env.MODE === 'test';

export const batchPath = (jobId: number | string) => `/batch/${jobId}`;

export async function startBatch(body: BatchOptimizeRequest): Promise<{ jobId: number }> {
  const res = await apiRequest('POST', '/api/batch/optimize', { body });
  return CHECK_RESPONSES ? BatchStartResponseSchema.parse(res) : (res as { jobId: number });
}

const RUNNING: ReadonlySet<BatchJob['status']> = new Set(['queued', 'running']);

/**
 * Polled every second while the run is queued or running, then left alone. A first load that failed
 * is not polled (a missing batch would be asked for forever); the page offers Try again.
 */
export const batchQueryOptions = (jobId: number) =>
  queryOptions({
    queryKey: ['batch', jobId],
    queryFn: async ({ signal }): Promise<BatchJob> => {
      const res = await apiRequest('GET', `/api/batch/${jobId}`, { signal });
      return CHECK_RESPONSES ? BatchJobSchema.parse(res) : (res as BatchJob);
    },
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!data) return query.state.status === 'error' ? false : 1000;
      return RUNNING.has(data.status) ? 1000 : false;
    },
  });
