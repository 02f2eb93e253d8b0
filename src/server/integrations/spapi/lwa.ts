import { createHash } from 'node:crypto';
import { LwaError } from './errors.ts';
import type { LwaErrorResponse, LwaTokenResponse } from './types.ts';

export type LwaClientOptions = {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  fetch?: typeof fetch;
  /** Test hook: sees every request (the contract tests check what is sent). */
  onRequest?: (request: { url: string; body: URLSearchParams }) => void;
};

export type LwaClient = {
  /** authorization_code grant: the `spapi_oauth_code` of the consent redirect (valid 5 minutes). */
  exchangeCode(code: string, redirectUri: string): Promise<LwaTokenResponse & { refresh_token: string }>;
  /** refresh_token grant: a fresh access token, valid for `expires_in` seconds. */
  refresh(refreshToken: string): Promise<LwaTokenResponse>;
  /** client_credentials grant: an application token for a grantless operation's scope. */
  grantless(scope: string): Promise<LwaTokenResponse>;
};

/** Login with Amazon token endpoint (docs/amazon.md#login-with-amazon-tokens), form-encoded as documented. */
export function createLwaClient(opts: LwaClientOptions): LwaClient {
  const doFetch = opts.fetch ?? fetch;

  async function post(fields: Record<string, string>): Promise<LwaTokenResponse> {
    const body = new URLSearchParams({ ...fields, client_id: opts.clientId, client_secret: opts.clientSecret });
    opts.onRequest?.({ url: opts.tokenUrl, body });
    let res: Response;
    try {
      res = await doFetch(opts.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8', accept: 'application/json' },
        body,
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      // Unreachable or timed out: an Amazon failure (status 0), not a connection error of our own
      // (the error handler would take a bare ECONNREFUSED for the database being down).
      throw new LwaError(0, 'network_error', (error as Error).message, { cause: error });
    }
    const json = (await res.json().catch(() => ({}))) as Partial<LwaTokenResponse & LwaErrorResponse>;
    if (!res.ok || typeof json.access_token !== 'string') {
      throw new LwaError(res.status, json.error ?? 'invalid_response', json.error_description);
    }
    return json as LwaTokenResponse;
  }

  return {
    async exchangeCode(code, redirectUri) {
      const token = await post({ grant_type: 'authorization_code', code, redirect_uri: redirectUri });
      if (!token.refresh_token) throw new LwaError(200, 'invalid_response', 'no refresh_token in the answer');
      return token as LwaTokenResponse & { refresh_token: string };
    },
    refresh: (refreshToken) => post({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    grantless: (scope) => post({ grant_type: 'client_credentials', scope }),
  };
}

/** Keeps an access token per seller until 60 s before it expires; one refresh at a time per seller. */
export type AccessTokenCache = {
  get(sellerKey: string, refreshToken: string): Promise<string>;
  invalidate(sellerKey: string, token: string): void;
};

const EXPIRY_MARGIN_MS = 60_000;

export function createAccessTokenCache(lwa: LwaClient, now: () => number = Date.now): AccessTokenCache {
  const tokens = new Map<string, { token: string; expiresAt: number }>();
  const inflight = new Map<string, Promise<string>>();
  return {
    get(seller, refreshToken) {
      // Keyed by the refresh token too: a re-authorised or revoked connection must not keep
      // using an access token minted for the previous grant.
      const sellerKey = cacheKey(seller, refreshToken);
      const cached = tokens.get(sellerKey);
      if (cached && cached.expiresAt - EXPIRY_MARGIN_MS > now()) return Promise.resolve(cached.token);
      const pending = inflight.get(sellerKey);
      if (pending) return pending;
      const p = lwa
        .refresh(refreshToken)
        .then((t) => {
          tokens.set(sellerKey, { token: t.access_token, expiresAt: now() + t.expires_in * 1000 });
          return t.access_token;
        })
        .finally(() => inflight.delete(sellerKey));
      inflight.set(sellerKey, p);
      return p;
    },
    invalidate(seller, token) {
      const sellerKey = [...tokens.keys()].find((k) => k.startsWith(`${seller}#`) && tokens.get(k)?.token === token);
      if (!sellerKey) return;
      // Only drop the token that failed: a concurrent call may already have stored a fresh one.
      if (tokens.get(sellerKey)?.token === token) tokens.delete(sellerKey);
    },
  };
}

function cacheKey(seller: string, refreshToken: string): string {
  return `${seller}#${createHash('sha256').update(refreshToken).digest('base64url').slice(0, 22)}`;
}
