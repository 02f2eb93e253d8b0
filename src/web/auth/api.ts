import { AuthResponseSchema, UserSchema, type AuthResponse, type User } from '#core/api/auth';
import type { LoginInput, RegisterBody } from '#core/schemas';
import {
  ForgotPasswordResponseSchema,
  ResendVerificationResponseSchema,
  VerifyEmailResponseSchema,
  type ForgotPasswordBody,
  type ForgotPasswordResponse,
  type ResendVerificationResponse,
  type ResetPasswordBody,
  type VerifyEmailResponse,
} from '#core/api/account-recovery';
import { apiRequest, getQueryFn, getToken, NoContentSchema, setToken } from '../lib/api-client.ts';
import { sessionRotation } from './session-rotation.ts';

/** GET /api/auth/me for meQueryOptions (session-query.ts), once a token is stored. */
export async function fetchMe(): Promise<User | null> {
  // Every few hours (and at app start when the token's age is unknown) the user comes with a rotated token: session-rotation.ts.
  if (sessionRotation.isDue()) {
    // A rotation that fails for another reason than 401 (network, 5xx) keeps the session; /me decides.
    const outcome = await sessionRotation.rotate().catch(() => null);
    if (outcome?.kind === 'rotated') return outcome.user;
    if (outcome?.kind === 'signed-out') return null;
    if (!getToken()) return null;
  }
  const user = await getQueryFn(UserSchema, '/api/auth/me', { on401: 'returnNull' })();
  // A 401 on refresh removes the token and clears the user.
  if (!user) setToken(null);
  return user;
}

export function login(input: LoginInput): Promise<AuthResponse> {
  return apiRequest(AuthResponseSchema, 'POST', '/api/auth/login', { body: input });
}

export function register(input: RegisterBody): Promise<AuthResponse> {
  return apiRequest(AuthResponseSchema, 'POST', '/api/auth/register', { body: input });
}

export async function logout(): Promise<void> {
  try {
    await apiRequest(NoContentSchema, 'POST', '/api/auth/logout', { body: {} });
  } catch {
    // The token is dropped locally either way; an expired session needs no server call.
  }
}

export function verifyEmail(token: string): Promise<VerifyEmailResponse> {
  return apiRequest(VerifyEmailResponseSchema, 'POST', '/api/auth/verify-email', { body: { token } });
}

export function resendVerification(): Promise<ResendVerificationResponse> {
  return apiRequest(ResendVerificationResponseSchema, 'POST', '/api/auth/verify-email/resend', { body: {} });
}

export function forgotPassword(input: ForgotPasswordBody): Promise<ForgotPasswordResponse> {
  return apiRequest(ForgotPasswordResponseSchema, 'POST', '/api/auth/forgot-password', { body: input });
}

export async function resetPassword(input: ResetPasswordBody): Promise<void> {
  await apiRequest(NoContentSchema, 'POST', '/api/auth/reset-password', { body: input });
}
