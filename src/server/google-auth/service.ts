/**
 * The three steps of a Google round trip in a popup: start, callback, redeem. Nothing the browser
 * sends is trusted as identity: the only way to a session, a link or a re-authentication is a
 * one-time result code minted after openid-client has verified the ID token of a code exchange
 * that this server started. The same steps serve three intents: sign-in ("Continue with Google"),
 * and for a signed-in user linking Google in Settings and re-authenticating (account-service.ts).
 */
import type { AuthResponse } from '#core/api/auth';
import type { Db } from '../db/index.ts';
import { AppError } from '../errors.ts';
import { createSession, toUserJson } from '../accounts/index.ts';
import type { OidcClient, VerifiedIdentity } from '../integrations/oidc/index.ts';
import { randomToken, sha256 } from '../security/index.ts';
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
const PROVIDER_REFUSED = 'Google did not complete the sign-in.';
/** OAuth error codes are short snake_case words (RFC 6749 §4.1.2.1 and OpenID Connect's additions). */
const PROVIDER_ERROR_CODE = /^[a-z_]{1,64}$/;
const EXPIRED_RESULT = 'This Google sign-in has expired or was already used. Please try again.';

export type GoogleIntent = 'signin' | 'link' | 'reauth';
/** Who a link or re-authentication is for: the user and the session (token hash) that started it. */
export type GoogleFlowOwner = { userId: number; sessionHash: string };

const RESULT_PURPOSE = { signin: 'google_result', link: 'google_link', reauth: 'google_reauth' } as const satisfies Record<
  GoogleIntent,
  repo.GooglePurpose
>;

/** A failure the popup reports to the opener: `reason` lets the web pick the right message. */
export class GoogleFlowError extends AppError {
  readonly reason: string | undefined;
  constructor(error: AppError, reason?: string) {
    super(error.code, error.message, { cause: error.cause, detail: error.detail });
    this.reason = reason;
  }
}

export function startGoogleSignIn(deps: GoogleAuthDeps): Promise<{ authorizationUrl: string; state: string }> {
  return startGoogleFlow(deps, 'signin');
}

/**
 * Starts a round trip. A link or re-authentication is bound to its user (oauth_states.user_id,
 * so a password change or link drops it with the user's sessions) and to the starting session.
 */
export async function startGoogleFlow(
  deps: GoogleAuthDeps,
  intent: GoogleIntent,
  owner?: GoogleFlowOwner,
): Promise<{ authorizationUrl: string; state: string }> {
  const now = currentTime(deps);
  const state = randomToken();
  const nonce = randomToken();
  // 32 random bytes in base64url: 43 characters, within PKCE's 43-128 unreserved characters.
  const codeVerifier = randomToken();
  const url = await deps.oidc.buildAuthorizationUrl({
    redirectUri: deps.redirectUri,
    state,
    nonce,
    codeVerifier,
    reauth: intent === 'reauth',
  });
  await repo.deleteExpiredStates(deps.db, now);
  // Only the hash of state is a key: a database reader cannot complete someone's sign-in.
  await repo.insertState(deps.db, {
    stateHash: sha256(state),
    purpose: 'google',
    userId: owner?.userId ?? null,
    data: { nonce, codeVerifier, intent, ...(owner ? { sessionHash: owner.sessionHash } : {}) },
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
    // The query is anyone's to write (a link to this URL): its error_description is never shown,
    // and the error itself only travels as a code the web app maps to its own words.
    const reason = PROVIDER_ERROR_CODE.test(providerError) ? providerError : 'unknown_error';
    throw new GoogleFlowError(new AppError('UNAUTHORIZED', PROVIDER_REFUSED), reason);
  }
  if (!state || !input.boundState || !sameSecret(state, input.boundState)) {
    throw new GoogleFlowError(new AppError('UNAUTHORIZED', EXPIRED_ATTEMPT));
  }
  const pending = await repo.takeState(deps.db, sha256(state), 'google', now);
  const { nonce, codeVerifier } = pending?.data ?? {};
  if (!pending || !nonce || !codeVerifier) throw new GoogleFlowError(new AppError('UNAUTHORIZED', EXPIRED_ATTEMPT));
  const intent = parseIntent(pending.data['intent']);

  // A re-authentication asked for max_age=0: the ID token must carry an auth_time of just now
  // (openid-client checks it, within its clock tolerance), not of an old session at the issuer.
  const identity = await deps.oidc.exchangeCode({
    callbackUrl: input.callbackUrl,
    state,
    nonce,
    codeVerifier,
    ...(intent === 'reauth' ? { maxAge: 0 } : {}),
  });
  const code = randomToken();
  await repo.insertState(deps.db, {
    stateHash: sha256(code),
    purpose: RESULT_PURPOSE[intent],
    userId: pending.userId,
    data: {
      issuer: identity.issuer,
      subject: identity.subject,
      email: identity.email ?? '',
      emailVerified: String(identity.emailVerified),
      name: identity.name ?? '',
      ...(pending.data['sessionHash'] ? { sessionHash: pending.data['sessionHash'] } : {}),
    },
    expiresAt: new Date(now.getTime() + RESULT_TTL_MS),
  });
  return code;
}

function parseIntent(value: string | undefined): GoogleIntent {
  return value === 'link' || value === 'reauth' ? value : 'signin';
}

/**
 * Takes a link or re-authentication result: only the user and session that started the round
 * trip can redeem it, once.
 */
export async function takeOwnedResult(
  deps: GoogleAuthDeps,
  intent: Exclude<GoogleIntent, 'signin'>,
  code: string,
  owner: GoogleFlowOwner,
): Promise<VerifiedIdentity> {
  const row = await repo.takeState(deps.db, sha256(code), RESULT_PURPOSE[intent], currentTime(deps));
  if (
    !row?.data.issuer ||
    !row.data.subject ||
    row.userId !== owner.userId ||
    !row.data.sessionHash ||
    !sameSecret(row.data.sessionHash, owner.sessionHash)
  ) {
    throw new AppError('VALIDATION', EXPIRED_RESULT);
  }
  return identityOf(row);
}

function identityOf(row: repo.OAuthStateRow): VerifiedIdentity {
  return {
    issuer: row.data.issuer!,
    subject: row.data.subject!,
    email: row.data.email || undefined,
    emailVerified: row.data.emailVerified === 'true',
    name: row.data.name || undefined,
  };
}

/** POST /api/auth/google: the one-time code becomes a session; a second use is refused. */
export async function redeemGoogleResult(deps: GoogleAuthDeps, code: string): Promise<AuthResponse> {
  const row = await repo.takeState(deps.db, sha256(code), 'google_result', currentTime(deps));
  if (!row?.data.issuer || !row.data.subject) throw new AppError('UNAUTHORIZED', EXPIRED_RESULT);
  const user = await findOrCreateGoogleUser(deps.db, identityOf(row), currentTime(deps));
  const token = await createSession({ db: deps.db, sessionTtlDays: deps.sessionTtlDays, now: deps.now }, user.id);
  return { token, user: toUserJson(user) };
}

function sameSecret(a: string, b: string): boolean {
  // Comparing digests: timing then tells an attacker nothing about the secret's characters.
  return sha256(a) === sha256(b);
}

export function currentTime(deps: GoogleAuthDeps): Date {
  return deps.now?.() ?? new Date();
}
