import { queryOptions } from '@tanstack/react-query';
import {
  AccountExportSchema,
  AccountSecuritySchema,
  GoogleAccountStartResponseSchema,
  type AccountExport,
  type AccountSecurity,
  type ChangeEmailBody,
  type ChangePasswordBody,
  type DeleteAccountBody,
  type GoogleAccountStartBody,
  type GoogleAccountStartResponse,
} from '#core/api/account';
import { UserSchema, type User } from '#core/api/auth';
import { ApiError, apiRequest, NoContentSchema } from '../../lib/api-client.ts';

// Fetchers of the Account security section. They belong in settings/api.ts (each feature's fetchers live in its api.ts); kept here
// while that file has another owner.

export const accountKeys = {
  all: ['account'] as const,
  security: () => [...accountKeys.all, 'security'] as const,
};

export const accountSecurityQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.security(),
    queryFn: ({ signal }) => apiRequest(AccountSecuritySchema, 'GET', '/api/account', { signal }),
  });

export function changePassword(body: ChangePasswordBody): Promise<void> {
  return apiRequest(NoContentSchema, 'POST', '/api/account/password', { body });
}

export function exportAccount(): Promise<AccountExport> {
  return apiRequest(AccountExportSchema, 'GET', '/api/account/export');
}

export function deleteAccount(body: DeleteAccountBody): Promise<void> {
  return apiRequest(NoContentSchema, 'DELETE', '/api/account', { body });
}

/** A dangerous change was refused for want of a recent confirmation: the re-auth dialog asks for one. */
export function isReauthRequired(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'REAUTH_REQUIRED';
}

/** True while this session's last confirmation still counts (with a few seconds to spare). */
export function isFreshlyConfirmed(security: AccountSecurity | undefined): boolean {
  return !!security?.reauthenticatedUntil && Date.parse(security.reauthenticatedUntil) > Date.now() + 5_000;
}

export function reauthWithPassword(password: string): Promise<AccountSecurity> {
  return apiRequest(AccountSecuritySchema, 'POST', '/api/account/reauth', { body: { password } });
}

export function changeEmail(body: ChangeEmailBody): Promise<User> {
  return apiRequest(UserSchema, 'POST', '/api/account/email', { body });
}

export function startAccountGoogle(intent: GoogleAccountStartBody['intent']): Promise<GoogleAccountStartResponse> {
  return apiRequest(GoogleAccountStartResponseSchema, 'POST', '/api/account/google/start', { body: { intent } });
}

export function linkGoogle(code: string): Promise<AccountSecurity> {
  return apiRequest(AccountSecuritySchema, 'POST', '/api/account/google/link', { body: { code } });
}

export function reauthWithGoogle(code: string): Promise<AccountSecurity> {
  return apiRequest(AccountSecuritySchema, 'POST', '/api/account/google/reauth', { body: { code } });
}

export function unlinkGoogle(): Promise<AccountSecurity> {
  return apiRequest(AccountSecuritySchema, 'DELETE', '/api/account/google');
}
