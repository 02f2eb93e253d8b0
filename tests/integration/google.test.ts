/**
 * "Continue with Google" end to end over real HTTP against the local OpenID provider
 * (src/emulators/oidc): start → provider's account chooser → callback → one-time code →
 * POST /api/auth/google → session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOidcEmulator, type OidcEmulator } from '../../src/emulators/oidc/app.ts';
import { DEMO_ACCOUNTS } from '../../src/emulators/oidc/accounts.ts';
import { bearer, buildTestApp, registerUser, testConfig, type TestApp } from '../helpers/app.ts';
import { visitProvider, type Choice } from '../helpers/google.ts';

const PUBLIC_URL = 'http://127.0.0.1:3999';
const HOST = { host: '127.0.0.1:3999' };
const CLIENT = { clientId: 'listingpilot-test', clientSecret: 'test-secret-value' };
const [DANA, UMA] = DEMO_ACCOUNTS as [(typeof DEMO_ACCOUNTS)[number], (typeof DEMO_ACCOUNTS)[number]];

let emulator: OidcEmulator;
let t: TestApp;

beforeAll(async () => {
  emulator = await buildOidcEmulator({ ...CLIENT, redirectUris: [`${PUBLIC_URL}/api/auth/google/callback`] });
  t = await buildTestApp({
    config: testConfig({
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: CLIENT.clientId,
      GOOGLE_CLIENT_SECRET: CLIENT.clientSecret,
      OIDC_ISSUER: emulator.issuer,
    }),
  });
});
afterAll(async () => {
  await t?.close();
  await emulator?.close();
});

/** Plays the browser at the provider (a fresh cookie jar each time) until it is sent back to our callback. */
async function providerVisit(authorizationUrl: string, choice: Choice): Promise<URL> {
  return new URL(await visitProvider(PUBLIC_URL, authorizationUrl, choice));
}

function cookieFrom(setCookie: string | string[] | undefined): string {
  const line = ([] as string[]).concat(setCookie ?? []).find((c) => c.startsWith('lp_google_state='));
  expect(line, 'state cookie').toBeDefined();
  return line!.split(';')[0]!;
}

async function start(): Promise<{ location: string; cookie: string }> {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/google/start', headers: HOST });
  expect(res.statusCode, res.body).toBe(302);
  return { location: String(res.headers.location), cookie: cookieFrom(res.headers['set-cookie']) };
}

async function callback(url: URL, cookie?: string) {
  return t.app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    headers: { ...HOST, ...(cookie ? { cookie } : {}) },
  });
}

function resultOf(html: string): { code?: string; error?: string; reason?: string } {
  const attr = (name: string) =>
    /* the page escapes values; codes and test messages need no unescaping */ new RegExp(`data-${name}="([^"]*)"`).exec(
      html,
    )?.[1];
  return { code: attr('code'), error: attr('error')?.replace(/&#39;/g, "'"), reason: attr('reason') };
}

/** A full popup sign-in; returns the POST /api/auth/google response. */
async function signIn(choice: Choice) {
  const { location, cookie } = await start();
  const back = await providerVisit(location, choice);
  const page = await callback(back, cookie);
  const { code, error } = resultOf(page.body);
  expect(page.statusCode, error).toBe(200);
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/google', payload: { code } });
  return { res, code: code! };
}

describe('Continue with Google', () => {
  it('creates a password-less account on the first sign-in and the token works', async () => {
    const { res } = await signIn({ sub: DANA.sub });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ username: 'dana.demo', email: DANA.email, tier: 'free' });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(body.token) });
    expect(me.json().id).toBe(body.user.id);

    // No password was ever set: password login gives the same generic answer as a wrong one.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'dana.demo', password: 'anything-at-all' },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe('Invalid username or password');
  });

  it('finds the same user by subject on a later sign-in, even after the email changed at the provider', async () => {
    const first = (await signIn({ sub: DANA.sub })).res.json();
    emulator.accounts.find(DANA.sub)!.email = 'dana.renamed@example.com';
    try {
      const again = await signIn({ sub: DANA.sub });
      expect(again.res.statusCode).toBe(200);
      expect(again.res.json().user.id).toBe(first.user.id);
      expect(again.res.json().user.email).toBe(DANA.email);
    } finally {
      emulator.accounts.reset();
    }
  });

  it('refuses a replayed result code', async () => {
    const { res, code } = await signIn({ sub: DANA.sub });
    expect(res.statusCode).toBe(200);
    const replay = await t.app.inject({ method: 'POST', url: '/api/auth/google', payload: { code } });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('This Google sign-in has expired or was already used. Please try again.');
  });

  it('never merges a verified email into the existing password account: password and sessions stay', async () => {
    // Registration never verified the email, and Google's word about it is no proof of who holds this
    // account: merging either way is a takeover. The owner links Google in Settings instead.
    const existing = await registerUser(t.app, { username: 'linkme', email: 'link.me@example.com' });
    const { res } = await signIn({ email: 'Link.Me@example.com', name: 'Link Me', verified: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'An account with this email already exists. Sign in with your password, then link Google in Settings.',
    );

    const password = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'linkme', password: existing.password },
    });
    expect(password.json().user.id).toBe(existing.user.id);
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(existing.token) });
    expect(session.statusCode).toBe(200);
  });

  it('does not let an unverified email take over an existing account', async () => {
    const victim = await registerUser(t.app, { username: 'uma_owner', email: UMA.email });
    const { res } = await signIn({ sub: UMA.sub });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'An account with this email already exists. Sign in with your password, then link Google in Settings.',
    );
    // And nothing was linked: the same Google account is refused again rather than let in.
    const again = await signIn({ sub: UMA.sub });
    expect(again.res.statusCode).toBe(409);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'uma_owner', password: victim.password },
    });
    expect(login.json().user.id).toBe(victim.user.id);
  });

  it('gives a new account a unique username when the email local part is taken', async () => {
    await registerUser(t.app, { username: 'samename', email: 'first@example.com' });
    const { res } = await signIn({ email: 'samename@other.example', verified: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ username: 'samename2', email: 'samename@other.example' });
  });

  it('reports a cancel at the provider as access_denied to the popup', async () => {
    const { location, cookie } = await start();
    const back = await providerVisit(location, 'cancel');
    const page = await callback(back, cookie);
    expect(resultOf(page.body)).toMatchObject({ code: undefined, reason: 'access_denied' });
  });

  it('refuses a callback without the browser cookie of the start (login CSRF) and a replayed callback', async () => {
    const { location } = await start();
    const back = await providerVisit(location, { sub: DANA.sub });
    const forged = await callback(back);
    expect(forged.statusCode).toBe(401);
    expect(resultOf(forged.body).code).toBeUndefined();
    expect(resultOf(forged.body).error).toMatch(/expired or was started in another window/);

    const { location: location2, cookie: cookie2 } = await start();
    const back2 = await providerVisit(location2, { sub: DANA.sub });
    expect((await callback(back2, cookie2)).statusCode).toBe(200);
    const replay = await callback(back2, cookie2);
    expect(replay.statusCode).toBe(401);
    expect(resultOf(replay.body).code).toBeUndefined();
  });

  it('ignores forged identity fields: no code is a 400, a made-up code a 401', async () => {
    const forged = {
      uid: DANA.sub,
      email: DANA.email,
      name: 'Dana Demo',
      photoURL: 'https://x.example/p.png',
      accessToken: 'ya29.forged',
    };
    const noCode = await t.app.inject({ method: 'POST', url: '/api/auth/google', payload: forged });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().message).toBe('A Google sign-in code is required');
    const badCode = await t.app.inject({ method: 'POST', url: '/api/auth/google', payload: { ...forged, code: 'x'.repeat(43) } });
    expect(badCode.statusCode).toBe(401);
  });

  it('sends the authorization request with PKCE, a nonce and prompt=select_account', async () => {
    const { location } = await start();
    const url = new URL(location);
    expect(url.origin).toBe(emulator.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: CLIENT.clientId,
      redirect_uri: `${PUBLIC_URL}/api/auth/google/callback`,
      scope: 'openid email profile',
      prompt: 'select_account',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('explains the problem when the app is opened at an address other than PUBLIC_URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/google/start', headers: { host: 'localhost:5173' } });
    expect(res.statusCode).toBe(400);
    expect(resultOf(res.body).reason).toBe('unauthorized_domain');
  });

  it('serves the result page without inline script and popup.js as JavaScript', async () => {
    const page = await callback(new URL(`${PUBLIC_URL}/api/auth/google/callback?error=access_denied`));
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)/);
    expect(page.body).toContain('<script src="/api/auth/google/popup.js" defer></script>');
    const script = await t.app.inject({ method: 'GET', url: '/api/auth/google/popup.js' });
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain('window.opener.postMessage(message, window.location.origin)');
  });
});
