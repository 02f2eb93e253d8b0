import type { AuthResponse } from '#core/api/auth';
import { apiRequest } from '../lib/api-client.ts';

/** Redeems the popup's one-time code; identity is never sent from the browser (issue 9). */
export function exchangeGoogleCode(code: string): Promise<Partial<AuthResponse>> {
  return apiRequest<Partial<AuthResponse>>('POST', '/api/auth/google', { body: { code } });
}
