import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AlertCountSchema,
  AlertListSchema,
  AlertMailSettingsSchema,
  WatchStatusSchema,
  type AlertMailSettings,
  type WatchStatus,
} from '#core/api/alerts';
import { apiRequest, NoContentSchema } from '../lib/api-client.ts';

/** While a check runs the page asks again this often. */
const CHECK_POLL_MS = 1000;
/**
 * How often the top bar's count, and the Alerts page while Amazon's notifications are live, read
 * again on their own: an alert stored a minute after Amazon's change shows within 15 s more, with
 * no click. A question of 15 s is a cheap count; the list is read only while its page is open.
 */
export const LIVE_REFRESH_MS = 15_000;

export const alertKeys = {
  all: ['alerts'] as const,
  list: (state: 'open' | 'all', listingId?: number) => ['alerts', 'list', state, listingId ?? null] as const,
  count: ['alerts', 'count'] as const,
  status: ['alerts', 'watch-status'] as const,
  settings: ['alerts', 'settings'] as const,
};

export const alertsQueryOptions = (state: 'open' | 'all', listingId?: number) =>
  queryOptions({
    queryKey: alertKeys.list(state, listingId),
    queryFn: ({ signal }) =>
      apiRequest(AlertListSchema, 'GET', `/api/alerts?state=${state}${listingId ? `&listingId=${listingId}` : ''}`, { signal }),
  });

export const alertCountQueryOptions = () =>
  queryOptions({
    queryKey: alertKeys.count,
    queryFn: ({ signal }) => apiRequest(AlertCountSchema, 'GET', '/api/alerts/count', { signal }),
    refetchInterval: LIVE_REFRESH_MS,
  });

const isChecking = (s: WatchStatus | undefined) => s?.regions.some((r) => r.checking) ?? false;

export const watchStatusQueryOptions = () =>
  queryOptions({
    queryKey: alertKeys.status,
    queryFn: ({ signal }) => apiRequest(WatchStatusSchema, 'GET', '/api/alerts/status', { signal }),
    // Live, it shows when the last notification came and notices a queue gone dead.
    refetchInterval: (query) =>
      isChecking(query.state.data) ? CHECK_POLL_MS : query.state.data?.notifications.live ? LIVE_REFRESH_MS : false,
  });

export const alertSettingsQueryOptions = () =>
  queryOptions({
    queryKey: alertKeys.settings,
    queryFn: ({ signal }) => apiRequest(AlertMailSettingsSchema, 'GET', '/api/alerts/settings', { signal }),
  });

/** "Check now": queues a check of every connected region; alerts refresh when it ends. */
export function useCheckNow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(WatchStatusSchema, 'POST', '/api/alerts/check', { body: {} }),
    onSuccess: (status) => client.setQueryData(alertKeys.status, status),
  });
}

export function useDismissAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(NoContentSchema, 'POST', `/api/alerts/${id}/dismiss`),
    onSuccess: () => client.invalidateQueries({ queryKey: alertKeys.all }),
  });
}

export function useSaveAlertSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (s: AlertMailSettings) => apiRequest(AlertMailSettingsSchema, 'PUT', '/api/alerts/settings', { body: s }),
    onSuccess: (s) => client.setQueryData(alertKeys.settings, s),
  });
}

export { isChecking };
