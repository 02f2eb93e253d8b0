import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, control, getAccessToken, startEmulator, TEST_APP, US, type Emulator } from './test-helpers.ts';

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator({ accessTokenTtlSeconds: 60 });
});
afterAll(async () => emu.close());

const consentUrl = (params: Record<string, string>) => `${emu.base}/apps/authorize/consent?${new URLSearchParams(params)}`;

async function submitConsent(fields: Record<string, string>): Promise<Response> {
  return fetch(`${emu.base}/apps/authorize/consent`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
}

async function tokenRequest(body: Record<string, string>, json = false): Promise<Response> {
  return fetch(`${emu.base}/auth/o2/token`, {
    method: 'POST',
    headers: { 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded;charset=UTF-8' },
    body: json ? JSON.stringify(body) : new URLSearchParams(body),
  });
}

describe('consent page', () => {
  it('renders Confirm/Cancel with both demo sellers and escapes echoed values', async () => {
    const res = await fetch(consentUrl({ application_id: TEST_APP.applicationId, state: '"><script>alert(1)</script>' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await res.text();
    expect(html).toContain('>Confirm</button>');
    expect(html).toContain('>Cancel</button>');
    expect(html).toContain('Northwind Goods');
    expect(html).toContain('A3DEMOSELLER02');
    expect(html).toMatch(/<label><input type="radio" name="selling_partner_id"/);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&#34;&#62;&#60;script&#62;');
  });

  it('confirm redirects with state, selling_partner_id and a code that the token endpoint exchanges once', async () => {
    const res = await submitConsent({
      application_id: TEST_APP.applicationId,
      state: 'st-1',
      redirect_uri: 'https://app.example.com/cb2',
      selling_partner_id: 'A3DEMOSELLER02',
      action: 'confirm',
    });
    expect(res.status).toBe(302);
    const loc = new URL(res.headers.get('location') ?? '');
    expect(loc.origin + loc.pathname).toBe('https://app.example.com/cb2');
    expect(loc.searchParams.get('state')).toBe('st-1');
    expect(loc.searchParams.get('selling_partner_id')).toBe('A3DEMOSELLER02');
    const code = loc.searchParams.get('spapi_oauth_code') ?? '';
    expect(code).not.toBe('');

    const grant = {
      grant_type: 'authorization_code',
      code,
      redirect_uri: 'https://app.example.com/cb2',
      client_id: TEST_APP.clientId,
      client_secret: TEST_APP.clientSecret,
    };
    const ok = await tokenRequest(grant);
    expect(ok.status).toBe(200);
    const tokens = (await ok.json()) as Record<string, unknown>;
    expect(tokens).toMatchObject({ token_type: 'bearer', expires_in: 60 });
    expect(String(tokens['access_token'])).toMatch(/^Atza\|/);
    expect(String(tokens['refresh_token'])).toMatch(/^Atzr\|/);

    const replay = await tokenRequest(grant, true);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'The request has an invalid grant parameter : code',
    });

    const refreshed = await tokenRequest(
      {
        grant_type: 'refresh_token',
        refresh_token: String(tokens['refresh_token']),
        client_id: TEST_APP.clientId,
        client_secret: TEST_APP.clientSecret,
      },
      true,
    );
    expect(refreshed.status).toBe(200);
    const access = ((await refreshed.json()) as { access_token: string }).access_token;
    const sellers = await api(emu.base, access, '/sellers/v1/marketplaceParticipations');
    const body = (await sellers.json()) as { payload: { marketplace: { id: string; defaultLanguageCode: string } }[] };
    expect(body.payload.map((p) => p.marketplace.id)).toEqual([US]);
  });

  it('cancel redirects to the redirect URI with error=access_denied and the state', async () => {
    const res = await submitConsent({ application_id: TEST_APP.applicationId, state: 'st-2', action: 'cancel' });
    expect(res.status).toBe(302);
    const loc = new URL(res.headers.get('location') ?? '');
    expect(loc.origin + loc.pathname).toBe('https://app.example.com/cb');
    expect(loc.searchParams.get('error')).toBe('access_denied');
    expect(loc.searchParams.get('state')).toBe('st-2');
    expect(loc.searchParams.has('spapi_oauth_code')).toBe(false);
  });

  it('rejects an unknown application and an unregistered redirect URI with error pages', async () => {
    const unknown = await fetch(consentUrl({ application_id: 'amzn1.sellerapps.app.other', state: 's' }));
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('MD9100');
    const badRedirect = await fetch(
      consentUrl({ application_id: TEST_APP.applicationId, state: 's', redirect_uri: 'https://evil.example/cb' }),
    );
    expect(badRedirect.status).toBe(400);
    expect(await badRedirect.text()).toContain('MD5101');
    const post = await submitConsent({
      application_id: TEST_APP.applicationId,
      state: 's',
      redirect_uri: 'https://evil.example/cb',
      selling_partner_id: 'A2DEMOSELLER01',
      action: 'confirm',
    });
    expect(post.status).toBe(400);
    expect(post.headers.get('location')).toBeNull();
  });
});

describe('LWA token endpoint', () => {
  it('answers invalid_client, invalid_grant for refresh tokens and unsupported grants', async () => {
    const badClient = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: 'x',
      client_id: TEST_APP.clientId,
      client_secret: 'wrong',
    });
    expect(badClient.status).toBe(401);
    expect(((await badClient.json()) as { error: string }).error).toBe('invalid_client');
    const badRefresh = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: 'Atzr|nope',
      client_id: TEST_APP.clientId,
      client_secret: TEST_APP.clientSecret,
    });
    expect(badRefresh.status).toBe(400);
    expect(await badRefresh.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'The request has an invalid grant parameter : refresh_token',
    });
    const badCode = await tokenRequest({
      grant_type: 'authorization_code',
      code: 'ANdnope',
      client_id: TEST_APP.clientId,
      client_secret: TEST_APP.clientSecret,
    });
    expect(((await badCode.json()) as { error: string }).error).toBe('invalid_grant');
    const unsupported = await tokenRequest({
      grant_type: 'password',
      client_id: TEST_APP.clientId,
      client_secret: TEST_APP.clientSecret,
    });
    expect(((await unsupported.json()) as { error: string }).error).toBe('unsupported_grant_type');
  });
});

describe('SP-API auth', () => {
  const path = `/listings/2021-08-01/items/A2DEMOSELLER01?marketplaceIds=${US}`;
  it('403 Unauthorized without or with an unknown token, with a request id and no rate header', async () => {
    for (const token of [undefined, 'Atza|unknown']) {
      const res = await api(emu.base, token, path);
      expect(res.status).toBe(403);
      expect(res.headers.get('x-amzn-requestid')).toBeTruthy();
      expect(res.headers.get('x-amzn-ratelimit-limit')).toBeNull();
      expect(await res.json()).toEqual({
        errors: [{ code: 'Unauthorized', message: 'Access to requested resource is denied.', details: '' }],
      });
    }
  });

  it('403 with an expired-token detail once the token lifetime has passed', async () => {
    const token = await getAccessToken(emu.base);
    expect((await api(emu.base, token, path)).status).toBe(200);
    await control(emu.base, 'clock', { advanceSeconds: 61 });
    const res = await api(emu.base, token, path);
    expect(res.status).toBe(403);
    const body = (await res.json()) as { errors: { details: string }[] };
    expect(body.errors[0]?.details).toMatch(/access token.*expired/i);
  });

  it("403 when the token belongs to another seller than the path's sellerId", async () => {
    const token = await getAccessToken(emu.base, 'A3DEMOSELLER02');
    const res = await api(emu.base, token, path);
    expect(res.status).toBe(403);
  });
});
