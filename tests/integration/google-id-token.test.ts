/**
 * ID token verification of the OIDC client, fed forged tokens by a fake issuer that answers
 * through the client's fetch hook. The real openid-client checks run: signature against the
 * JWKS, issuer, audience, expiry and nonce.
 */
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/server/errors.ts';
import { createOidcClient } from '../../src/server/integrations/oidc/client.ts';

const ISSUER = 'https://issuer.example';
const CLIENT_ID = 'listingpilot-test';
const NONCE = 'expected-nonce-value';
const STATE = 'expected-state-value';
const VERIFIER = 'v'.repeat(43);

const issuerKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
const attackerKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
const KID = 'issuer-key-1';

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

function signJwt(claims: Record<string, unknown>, key: KeyObject, header: Record<string, unknown> = {}): string {
  const input = `${base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: KID, ...header }))}.${base64url(JSON.stringify(claims))}`;
  return `${input}.${base64url(sign('sha256', Buffer.from(input), key))}`;
}

function validClaims(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: ISSUER,
    aud: CLIENT_ID,
    sub: '1234567890',
    iat: now,
    exp: now + 3600,
    nonce: NONCE,
    email: 'Person@Example.com',
    email_verified: true,
    name: 'Person Example',
    ...overrides,
  };
}

/** An issuer that serves discovery, its JWKS and a token response carrying `idToken`. */
function fakeIssuer(idToken: string) {
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  return async (url: string): Promise<Response> => {
    const path = new URL(url).pathname;
    if (path === '/.well-known/openid-configuration') {
      return json({
        issuer: ISSUER,
        authorization_endpoint: `${ISSUER}/auth`,
        token_endpoint: `${ISSUER}/token`,
        jwks_uri: `${ISSUER}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      });
    }
    if (path === '/jwks') {
      return json({ keys: [{ ...issuerKey.publicKey.export({ format: 'jwk' }), kid: KID, use: 'sig', alg: 'RS256' }] });
    }
    if (path === '/token') return json({ access_token: 'access', token_type: 'Bearer', expires_in: 3600, id_token: idToken });
    return new Response('not found', { status: 404 });
  };
}

/** `maxAge` as a re-authentication sends it (max_age=0): auth_time must be of just now. */
function exchange(idToken: string, maxAge?: number) {
  const client = createOidcClient({ issuer: ISSUER, clientId: CLIENT_ID, clientSecret: 'secret', fetch: fakeIssuer(idToken) });
  return client.exchangeCode({
    callbackUrl: new URL(`https://app.example/api/auth/google/callback?code=auth-code&state=${STATE}`),
    state: STATE,
    nonce: NONCE,
    codeVerifier: VERIFIER,
    ...(maxAge !== undefined ? { maxAge } : {}),
  });
}

async function expectRejected(idToken: string, cause: RegExp, maxAge?: number): Promise<void> {
  const error = await exchange(idToken, maxAge).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe('UNAUTHORIZED');
  // openid-client wraps the failed check: ClientError → the check's own error, which names it.
  const detail = ((error as AppError).cause as Error | undefined)?.cause as Error | undefined;
  expect(detail?.message).toMatch(cause);
}

describe('ID token verification', () => {
  it('accepts a token signed by the issuer for this client and nonce', async () => {
    await expect(exchange(signJwt(validClaims(), issuerKey.privateKey))).resolves.toEqual({
      issuer: ISSUER,
      subject: '1234567890',
      email: 'Person@Example.com',
      emailVerified: true,
      name: 'Person Example',
    });
  });

  it('treats email_verified "false" (a string) as unverified', async () => {
    const identity = await exchange(signJwt(validClaims({ email_verified: 'false' }), issuerKey.privateKey));
    expect(identity.emailVerified).toBe(false);
  });

  it('rejects a token signed with another key under the issuer key id', async () => {
    await expectRejected(signJwt(validClaims(), attackerKey.privateKey), /signature verification failed/);
  });

  it('rejects a token issued to another client', async () => {
    await expectRejected(signJwt(validClaims({ aud: 'some-other-client' }), issuerKey.privateKey), /"aud"/);
  });

  it('rejects an expired token', async () => {
    const past = Math.floor(Date.now() / 1000) - 7200;
    await expectRejected(signJwt(validClaims({ iat: past, exp: past + 600 }), issuerKey.privateKey), /"exp"/);
  });

  it('rejects a token minted for another sign-in (wrong nonce)', async () => {
    await expectRejected(signJwt(validClaims({ nonce: 'someone-elses-nonce' }), issuerKey.privateKey), /"nonce"/);
  });

  it('rejects a token from another issuer', async () => {
    await expectRejected(signJwt(validClaims({ iss: 'https://evil.example' }), issuerKey.privateKey), /"iss"/);
  });

  it('rejects an unsigned token', async () => {
    const input = `${base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64url(JSON.stringify(validClaims()))}`;
    await expectRejected(`${input}.`, /alg/);
  });
});

describe('ID token of a re-authentication (max_age=0)', () => {
  it('accepts a sign-in made just now and reports its time', async () => {
    const now = Math.floor(Date.now() / 1000);
    const identity = await exchange(signJwt(validClaims({ auth_time: now }), issuerKey.privateKey), 0);
    expect(identity.authTime?.getTime()).toBe(now * 1000);
  });

  it('rejects a token whose sign-in is an hour old (an old session at the issuer proves nobody is there)', async () => {
    const hourAgo = Math.floor(Date.now() / 1000) - 3600;
    await expectRejected(signJwt(validClaims({ auth_time: hourAgo }), issuerKey.privateKey), /too much time has elapsed/, 0);
  });

  it('rejects a token without auth_time', async () => {
    await expectRejected(signJwt(validClaims(), issuerKey.privateKey), /auth_time/, 0);
  });
});
