import { queryOptions } from '@tanstack/react-query';
import type { PublicConfig } from '#core/api/public-config';
import { apiRequest } from './api-client.ts';

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['public-config'],
    queryFn: () => apiRequest<PublicConfig>('GET', '/api/config'),
  });
