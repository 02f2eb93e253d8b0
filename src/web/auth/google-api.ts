import { AuthResponseSchema, type AuthResponse } from '#core/api/auth';
import { apiRequest } from '../lib/api-client.ts';

/** Redeems the popup's one-time code; identity is never sent from the browser. */
export function exchangeGoogleCode(code: string): Promise<Partial<AuthResponse>> {
  return apiRequest(AuthResponseSchema.partial(), 'POST', '/api/auth/google', { body: { code } });
}
