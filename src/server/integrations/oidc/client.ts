/**
 * OpenID Connect relying party for "Continue with Google", on openid-client v6.
 * Discovery is lazy and cached, so the app starts even when the issuer is unreachable and
 * recovers once it is back. Every ID token is checked by openid-client: signature against the
 * issuer's JWKS (non-repudiation checks on), iss, aud, exp/iat, nonce and the PKCE binding.
 */
import * as oidc from 'openid-client';
import { AppError } from '../../errors.ts';

export type OidcClientOptions = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Plain-http issuers are refused unless allowed (local emulator, tests). */
  allowHttp?: boolean;
  /** Replaces fetch for every call to the issuer (tests serve forged tokens through it). */
  fetch?: oidc.CustomFetch;
};

/** What the app learns from a verified ID token; identity is (issuer, subject), never the email. */
export type VerifiedIdentity = {
  issuer: string;
  subject: string;
  email?: string;
  emailVerified: boolean;
  name?: string;
  /** When the person last entered their credentials at the issuer (ID token `auth_time`), if sent. */
  authTime?: Date;
};

/**
 * `reauth`: the person must sign in again at the issuer now (prompt=login, max_age=0), not pick an
 * account from a session there, so the answer proves presence, not only an old session.
 */
export type AuthorizationRequest = { redirectUri: string; state: string; nonce: string; codeVerifier: string; reauth?: boolean };
/** `maxAge` (seconds) requires an ID token `auth_time` no older than that: set it for a re-authentication. */
export type CodeExchange = { callbackUrl: URL; state: string; nonce: string; codeVerifier: string; maxAge?: number };

export type OidcClient = {
  buildAuthorizationUrl(request: AuthorizationRequest): Promise<URL>;
  exchangeCode(exchange: CodeExchange): Promise<VerifiedIdentity>;
};

const SCOPE = 'openid email profile';

export function createOidcClient(options: OidcClientOptions): OidcClient {
  let configuration: Promise<oidc.Configuration> | undefined;
  function getConfiguration(): Promise<oidc.Configuration> {
    configuration ??= discover(options).catch((error: unknown) => {
      configuration = undefined;
      throw new AppError('UPSTREAM', 'Google sign-in is unavailable right now. Please try again later.', { cause: error });
    });
    return configuration;
  }

  return {
    async buildAuthorizationUrl({ redirectUri, state, nonce, codeVerifier, reauth }) {
      const config = await getConfiguration();
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        // The user picks an account every time, so signing out here is enough to switch accounts.
        ...(reauth ? { prompt: 'login', max_age: '0' } : { prompt: 'select_account' }),
      });
    },

    async exchangeCode({ callbackUrl, state, nonce, codeVerifier, maxAge }) {
      const config = await getConfiguration();
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          expectedState: state,
          expectedNonce: nonce,
          pkceCodeVerifier: codeVerifier,
          idTokenExpected: true,
          ...(maxAge !== undefined ? { maxAge } : {}),
        });
      } catch (error) {
        throw translateGrantError(error);
      }
      const claims = tokens.claims();
      if (!claims) throw new AppError('UNAUTHORIZED', 'Google did not return an ID token. Please try again.');
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: typeof claims.email === 'string' ? claims.email : undefined,
        // Some issuers send the string "true"; anything else counts as unverified.
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        name: typeof claims.name === 'string' ? claims.name : undefined,
        authTime: typeof claims.auth_time === 'number' ? new Date(claims.auth_time * 1000) : undefined,
      };
    },
  };
}

async function discover(options: OidcClientOptions): Promise<oidc.Configuration> {
  const issuer = new URL(options.issuer);
  const execute: Array<(config: oidc.Configuration) => void> = [oidc.enableNonRepudiationChecks];
  if (issuer.protocol === 'http:') {
    if (!options.allowHttp) throw new Error(`Refusing the plain-http OpenID issuer ${issuer.origin}`);
    execute.push(oidc.allowInsecureRequests);
  }
  const discoveryOptions: oidc.DiscoveryRequestOptions = { execute, timeout: 10 };
  if (options.fetch) discoveryOptions[oidc.customFetch] = options.fetch;
  // client_secret_basic: Google, oidc-provider and most issuers accept it, and it keeps the
  // secret out of form bodies that proxies might log.
  return oidc.discovery(issuer, options.clientId, undefined, oidc.ClientSecretBasic(options.clientSecret), discoveryOptions);
}

/** The user sees a short reason; the log gets the cause (token errors are 4xx, so log at the route). */
function translateGrantError(error: unknown): AppError {
  if (error instanceof oidc.AuthorizationResponseError) {
    return new AppError('UNAUTHORIZED', error.error_description ?? error.error, { cause: error });
  }
  if (error instanceof oidc.ResponseBodyError) {
    return new AppError('UNAUTHORIZED', 'Google did not accept the sign-in. Please try again.', { cause: error });
  }
  if (error instanceof TypeError || (error as { code?: string }).code === 'OAUTH_TIMEOUT') {
    return new AppError('UPSTREAM', 'Google sign-in is unavailable right now. Please try again later.', { cause: error });
  }
  return new AppError('UNAUTHORIZED', 'The sign-in response from Google could not be verified. Please try again.', {
    cause: error,
  });
}
