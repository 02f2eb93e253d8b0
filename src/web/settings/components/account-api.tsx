import { queryOptions } from '@tanstack/react-query';
import type { AccountExport, AccountSecurity, ChangePasswordBody, DeleteAccountBody } from '#core/api/account';
import { apiRequest } from '../../lib/api-client.ts';

// Fetchers of the Account security section. They belong in settings/api.ts (STYLE §5); kept here
// while that file has another owner.

export const accountSecurityQueryOptions = () =>
  queryOptions({ queryKey: ['account', 'security'], queryFn: () => apiRequest<AccountSecurity>('GET', '/api/account') });

export function changePassword(body: ChangePasswordBody): Promise<void> {
  return apiRequest<void>('POST', '/api/account/password', { body });
}

export function exportAccount(): Promise<AccountExport> {
  return apiRequest<AccountExport>('GET', '/api/account/export');
}

export function deleteAccount(body: DeleteAccountBody): Promise<void> {
  return apiRequest<void>('DELETE', '/api/account', { body });
}
