import { queryOptions } from '@tanstack/react-query';
import type { User } from '#core/api/auth';
import { getToken } from '../lib/token-store.ts';

export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
  verifyEmail: (token: string) => [...authKeys.all, 'verify-email', token] as const,
};

/**
 * The signed-in user, null when signed out. Without a token nothing is fetched, and the API client
 * with its contracts (./api.ts) is loaded only when there is one: a visitor's landing page ships
 * neither.
 */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.me(),
    queryFn: async (): Promise<User | null> => (getToken() ? (await import('./api.ts')).fetchMe() : null),
  });
