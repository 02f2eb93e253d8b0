/**
 * OAuth error redirects carry codes, never text: a link to a callback with a hand-written
 * `error` / `error_description` cannot put its words on this app's pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOidcEmulator, type OidcEmulator } from '../../src/emulators/oidc/app.ts';
import { DEMO_SELLER_ID } from '../../src/emulators/amazon/demo-app.ts';
import { AMAZON_CONNECT_ERRORS } from '../../src/core/api/amazon.ts';
import { buildTestApp, registerUser, testConfig, type TestApp } from '../helpers/app.ts';
import {
  amazonConfig,
  buildAmazonTestApp,
  CALLBACK_URL,
  decideConsent,
  followCallback,
  startAmazonEmulator,
  startConnect,
  type AmazonTestApp,
  type TestEmulator,
} from '../helpers/amazon.ts';

const ATTACKER_TEXT = 'Your seller account is suspended. Call +1 555 0100 now';
const GOOGLE_PUBLIC_URL = 'http://127.0.0.1:3999';
const GOOGLE_CLIENT = { clientId: 'listingpilot-test', clientSecret: 'test-secret-value' };

let amazon: TestEmulator;
let a: AmazonTestApp;
let oidc: OidcEmulator;
let g: TestApp;
beforeAll(async () => {
  amazon = await startAmazonEmulator();
  a = await buildAmazonTestApp(amazonConfig(amazon.base, 1000));
  oidc = await buildOidcEmulator({ ...GOOGLE_CLIENT, redirectUris: [`${GOOGLE_PUBLIC_URL}/api/auth/google/callback`] });
  g = await buildTestApp({
    config: testConfig({
      PUBLIC_URL: GOOGLE_PUBLIC_URL,
      GOOGLE_CLIENT_ID: GOOGLE_CLIENT.clientId,
      GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT.clientSecret,
      OIDC_ISSUER: oidc.issuer,
    }),
  });
});
afterAll(async () => {
  await a?.close();
  await amazon?.close();
  await g?.close();
  await oidc?.close();
});

function expectCode(location: string, code: string): void {
  expect(location).toBe(`/?amazon_error=${code}`);
  expect(AMAZON_CONNECT_ERRORS as readonly string[]).toContain(code);
}

describe('Connect Amazon callback', () => {
  it('redirects a forged callback with its own error text to a code, without the text', async () => {
    const query = new URLSearchParams({ state: 'forged', error: ATTACKER_TEXT, error_description: ATTACKER_TEXT });
    const location = await followCallback(a.app, new URL(`${CALLBACK_URL}?${query.toString()}`));
    expectCode(location, 'invalid_state');
    expect(decodeURIComponent(location)).not.toContain('suspended');
  });

  it('reports a refusal on a real consent as access_denied, whatever description comes with it', async () => {
    const { token } = await registerUser(a.app);
    const { url, cookies } = await startConnect(a.app, token);
    const cancelled = await decideConsent(amazon.base, url, { action: 'cancel' });
    expectCode(await followCallback(a.app, cancelled, cookies), 'access_denied');

    const second = await startConnect(a.app, token);
    const state = new URL(second.url).searchParams.get('state')!;
    const query = new URLSearchParams({
      state,
      selling_partner_id: DEMO_SELLER_ID,
      error: 'access_denied',
      error_description: ATTACKER_TEXT,
    });
    const location = await followCallback(a.app, new URL(`${CALLBACK_URL}?${query.toString()}`), second.cookies);
    expectCode(location, 'access_denied');
    expect(decodeURIComponent(location)).not.toContain('suspended');
  });
});

describe('Google sign-in result page', () => {
  it.each([
    ['a known error code', 'access_denied', 'access_denied'],
    ['text in place of the code', ATTACKER_TEXT, 'unknown_error'],
  ])('shows a fixed text and passes only a code for %s', async (_kind, error, reason) => {
    const query = new URLSearchParams({ error, error_description: ATTACKER_TEXT });
    const page = await g.app.inject({
      method: 'GET',
      url: `/api/auth/google/callback?${query.toString()}`,
      headers: { host: '127.0.0.1:3999' },
    });
    expect(page.body).not.toContain('suspended');
    expect(page.body).toContain('Sign-in failed: Google did not complete the sign-in.');
    expect(page.body).toContain(`data-reason="${reason}"`);
  });
});
