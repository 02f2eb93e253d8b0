import { queryOptions } from '@tanstack/react-query';
import type { AuthResponse, User } from '#core/api/auth';
import type { LoginInput, RegisterBody } from '#core/schemas';
import { apiRequest, getQueryFn, getToken, setToken } from '../lib/api-client.ts';
import { sessionRotation } from './session-rotation.ts';

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'me'],
    queryFn: async (): Promise<User | null> => {
      if (!getToken()) return null;
      // At app start (and every few hours) the user comes with a rotated token: session-rotation.ts.
      if (sessionRotation.isDue()) {
        // A rotation that fails for another reason than 401 (network, 5xx) keeps the session; /me decides.
        const outcome = await sessionRotation.rotate().catch(() => null);
        if (outcome?.kind === 'rotated') return outcome.user;
        if (outcome?.kind === 'signed-out') return null;
        if (!getToken()) return null;
      }
      const user = await getQueryFn<User>('/api/auth/me', { on401: 'returnNull' })();
      // SPEC §4: a 401 on refresh removes the token and clears the user.
      if (!user) setToken(null);
      return user;
    },
  });

export function login(input: LoginInput): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('POST', '/api/auth/login', { body: input });
}

export function register(input: RegisterBody): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('POST', '/api/auth/register', { body: input });
}

export async function logout(): Promise<void> {
  try {
    await apiRequest('POST', '/api/auth/logout', { body: {} });
  } catch {
    // The token is dropped locally either way; an expired session needs no server call.
  }
}
