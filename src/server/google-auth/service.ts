/**
 * The three steps of "Continue with Google" (issue 9). Nothing the browser sends is trusted as
 * identity: the only way to a session is a one-time result code minted after openid-client has
 * verified the ID token of a code exchange that this server started.
 */
import type { AuthResponse } from '#core/api/auth';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { createSession, toUserJson } from '../accounts/service.ts';
import type { OidcClient, VerifiedIdentity } from '../integrations/oidc/client.ts';
import { randomToken, sha256 } from '../security/tokens.ts';
import * as repo from './repo.ts';
import { findOrCreateGoogleUser } from './resolve-user.ts';

export type GoogleAuthDeps = {
  db: Db;
  oidc: OidcClient;
  /** The callback URL registered at the issuer: PUBLIC_URL + /api/auth/google/callback. */
  redirectUri: string;
  sessionTtlDays: number;
  now?: () => Date;
};

export const STATE_TTL_MS = 10 * 60_000;
export const RESULT_TTL_MS = 2 * 60_000;
const EXPIRED_ATTEMPT = 'This sign-in attempt has expired or was started in another window. Please try again.';
const EXPIRED_RESULT = 'This Google sign-in has expired or was already used. Please try again.';

/** A failure the popup reports to the opener: `reason` lets the web pick the right message. */
export class GoogleFlowError extends AppError {
  readonly reason: string | undefined;
  constructor(error: AppError, reason?: string) {
    super(error.code, error.message, { cause: error.cause, detail: error.detail });
    this.reason = reason;
  }
}

export async function startGoogleSignIn(deps: GoogleAuthDeps): Promise<{ authorizationUrl: string; state: string }> {
  const now = currentTime(deps);
  const state = randomToken();
  const nonce = randomToken();
  // 32 random bytes in base64url: 43 characters, within PKCE's 43-128 unreserved characters.
  const codeVerifier = randomToken();
  const url = await deps.oidc.buildAuthorizationUrl({ redirectUri: deps.redirectUri, state, nonce, codeVerifier });
  await repo.deleteExpiredStates(deps.db, now);
  // Only the hash of state is a key: a database reader cannot complete someone's sign-in.
  await repo.insertState(deps.db, {
    stateHash: sha256(state),
    purpose: 'google',
    data: { nonce, codeVerifier },
    expiresAt: new Date(now.getTime() + STATE_TTL_MS),
  });
  return { authorizationUrl: url.toString(), state };
}

/**
 * Checks the authorization response, exchanges the code and verifies the ID token, then
 * stores the verified identity under a one-time result code for the opener window to redeem.
 * `boundState` is the state from the browser's cookie: a callback URL carried to another
 * browser (login CSRF) does not match it.
 */
export async function completeGoogleCallback(
  deps: GoogleAuthDeps,
  input: { callbackUrl: URL; boundState: string | undefined },
): Promise<string> {
  const now = currentTime(deps);
  const params = input.callbackUrl.searchParams;
  const state = params.get('state');
  const providerError = params.get('error');
  if (providerError) {
    if (state) await repo.takeState(deps.db, sha256(state), 'google', now);
    const description = params.get('error_description') ?? providerError;
    throw new GoogleFlowError(new AppError('UNAUTHORIZED', description), providerError);
  }
  if (!state || !input.boundState || !sameSecret(state, input.boundState)) {
    throw new GoogleFlowError(new AppError('UNAUTHORIZED', EXPIRED_ATTEMPT));
  }
  const pending = await repo.takeState(deps.db, sha256(state), 'google', now);
  const { nonce, codeVerifier } = pending?.data ?? {};
  if (!nonce || !codeVerifier) throw new GoogleFlowError(new AppError('UNAUTHORIZED', EXPIRED_ATTEMPT));

  const identity = await deps.oidc.exchangeCode({ callbackUrl: input.callbackUrl, state, nonce, codeVerifier });
  const code = randomToken();
  await repo.insertState(deps.db, {
    stateHash: sha256(code),
    purpose: 'google_result',
    data: {
      issuer: identity.issuer,
      subject: identity.subject,
      email: identity.email ?? '',
      emailVerified: String(identity.emailVerified),
      name: identity.name ?? '',
    },
    expiresAt: new Date(now.getTime() + RESULT_TTL_MS),
  });
  return code;
}

/** POST /api/auth/google: the one-time code becomes a session; a second use is refused. */
export async function redeemGoogleResult(deps: GoogleAuthDeps, code: string): Promise<AuthResponse> {
  const row = await repo.takeState(deps.db, sha256(code), 'google_result', currentTime(deps));
  if (!row?.data.issuer || !row.data.subject) throw new AppError('UNAUTHORIZED', EXPIRED_RESULT);
  const identity: VerifiedIdentity = {
    issuer: row.data.issuer,
    subject: row.data.subject,
    email: row.data.email || undefined,
    emailVerified: row.data.emailVerified === 'true',
    name: row.data.name || undefined,
  };
  const user = await findOrCreateGoogleUser(deps.db, identity);
  const token = await createSession({ db: deps.db, sessionTtlDays: deps.sessionTtlDays, now: deps.now }, user.id);
  return { token, user: toUserJson(user) };
}

function sameSecret(a: string, b: string): boolean {
  // Comparing digests: timing then tells an attacker nothing about the secret's characters.
  return sha256(a) === sha256(b);
}

function currentTime(deps: GoogleAuthDeps): Date {
  return deps.now?.() ?? new Date();
}
