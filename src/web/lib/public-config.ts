import { queryOptions } from '@tanstack/react-query';
import { PublicConfigSchema } from '#core/api/public-config';
import { apiRequest } from './api-client.ts';

export const publicConfigKeys = { all: ['public-config'] as const };

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: publicConfigKeys.all,
    queryFn: () => apiRequest(PublicConfigSchema, 'GET', '/api/config'),
  });
