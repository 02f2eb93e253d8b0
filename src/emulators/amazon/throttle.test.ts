import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { amazonEmulatorPlugin } from './app.ts';
import { validateAgainstModel } from './models.ts';
import { api, control, getAccessToken, startEmulator, TEST_APP, US, type Emulator } from './test-helpers.ts';

let emu: Emulator;
let token: string;
beforeAll(async () => {
  // Amazon's real rates on a frozen clock: buckets refill only when a test moves the clock, so a
  // slow machine cannot refill a token between two calls.
  const frozen = Date.now();
  emu = await startEmulator({ speedFactor: 1, now: () => frozen });
});
beforeEach(async () => {
  await control(emu.base, 'reset', {});
  token = await getAccessToken(emu.base);
});
afterAll(async () => emu.close());

const getItem = () => api(emu.base, token, `/listings/2021-08-01/items/A2DEMOSELLER01/NW-LOGI-G533?marketplaceIds=${US}`);
const QUOTA = {
  errors: [{ code: 'QuotaExceeded', message: 'You exceeded your quota for the requested resource.', details: '' }],
};

describe('throttling', () => {
  it('answers 429 QuotaExceeded once the burst is spent, without x-amzn-RateLimit-Limit', async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 11; i++) {
      last = await getItem();
      statuses.push(last.status);
      if (last.status === 200) expect(last.headers.get('x-amzn-ratelimit-limit')).toBe('5.0');
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(last?.headers.get('x-amzn-ratelimit-limit')).toBeNull();
    expect(last?.headers.get('x-amzn-requestid')).toBeTruthy();
    expect(await last?.json()).toEqual(QUOTA);
    await control(emu.base, 'clock', { advanceSeconds: 1 });
    expect((await getItem()).status).toBe(200);
  });

  it('forces the next N calls of an operation to 429', async () => {
    await control(emu.base, 'throttle', { operation: 'getListingsItem', count: 2 });
    expect((await getItem()).status).toBe(429);
    expect((await getItem()).status).toBe(429);
    expect((await getItem()).status).toBe(200);
  });
});

describe('faults', () => {
  it('forces 500, expired-token 403 and slow 500 responses', async () => {
    await control(emu.base, 'faults', { operation: 'getListingsItem', kind: '500', count: 1 });
    const err = await getItem();
    expect(err.status).toBe(500);
    expect(((await err.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe('InternalFailure');
    await control(emu.base, 'faults', { operation: 'getListingsItem', kind: 'expired_token', count: 1 });
    const expired = await getItem();
    expect(expired.status).toBe(403);
    expect(((await expired.json()) as { errors: { details: string }[] }).errors[0]?.details).toMatch(/expired/);
    await control(emu.base, 'faults', { operation: 'getListingsItem', kind: 'timeout', count: 1, timeoutMs: 300 });
    const started = Date.now();
    expect((await getItem()).status).toBe(500);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect((await getItem()).status).toBe(200);
  });
});

describe('control API', () => {
  // How fast seeding is belongs to the bench (its 10,000-listing import seeds the same way).
  it('seeds 10,000 synthetic listings deterministically', async () => {
    const res = await control(emu.base, 'seed', { count: 10_000 });
    expect(res.status).toBe(200);
    const one = (await (await control(emu.base, 'listings/A2DEMOSELLER01/SYN-004242')).json()) as {
      asin: string;
      attributes: unknown;
    };
    await control(emu.base, 'reset', {});
    await control(emu.base, 'seed', { count: 10_000 });
    const again = (await (await control(emu.base, 'listings/A2DEMOSELLER01/SYN-004242')).json()) as {
      asin: string;
      attributes: unknown;
    };
    expect(again.asin).toBe(one.asin);
    expect(again.attributes).toEqual(one.attributes);
  });

  it('logs answered calls with method, path and status', async () => {
    await getItem();
    const { calls } = (await (await control(emu.base, 'calls')).json()) as {
      calls: { method: string; path: string; status: number; operation?: string }[];
    };
    expect(calls.at(-1)).toMatchObject({
      method: 'GET',
      path: '/listings/2021-08-01/items/A2DEMOSELLER01/NW-LOGI-G533',
      status: 200,
      operation: 'getListingsItem',
    });
  });

  it('keeps OAuth state, codes and tokens out of the logged URLs', async () => {
    await fetch(`${emu.base}/apps/authorize/consent?application_id=${TEST_APP.applicationId}&state=secret-state-1&version=beta`);
    await fetch(
      `${emu.base}/report-documents/x?X-Amz-Signature=sig-secret&code=code-secret&access_token=tok-secret&pageToken=page-secret`,
    );
    const { calls } = (await (await control(emu.base, 'calls')).json()) as { calls: { url: string }[] };
    const urls = calls.slice(-2).map((c) => c.url);
    expect(urls[0]).toBe(`/apps/authorize/consent?application_id=${TEST_APP.applicationId}&state=[redacted]&version=beta`);
    expect(urls[1]).toBe(
      '/report-documents/x?X-Amz-Signature=[redacted]&code=[redacted]&access_token=[redacted]&pageToken=[redacted]',
    );
  });
});

describe('model validation', () => {
  it('validateAgainstModel reports shape errors', () => {
    expect(
      validateAgainstModel('listingsItems_2021-08-01.json', 'ListingsItemPatchRequest', {
        productType: 'PRODUCT',
        patches: [{ op: 'replace', path: '/attributes/item_name', value: [{ value: 'x' }] }],
      }).valid,
    ).toBe(true);
    const bad = validateAgainstModel('listingsItems_2021-08-01.json', 'ListingsItemPatchRequest', {
      patches: [{ op: 'upsert' }],
    });
    expect(bad.valid).toBe(false);
    expect(bad.errors.join(' ')).toMatch(/productType/);
  });

  it('a response that drifts from the model fails loudly with the ajv errors', async () => {
    await control(emu.base, 'listings', { sku: 'DRIFT-1', conditionType: 'brand_new_ish' });
    const res = await api(emu.base, token, `/listings/2021-08-01/items/A2DEMOSELLER01/DRIFT-1?marketplaceIds=${US}`);
    expect(res.status).toBe(500);
    const body = (await res.json()) as { errors: { message: string; details: string }[] };
    expect(body.errors[0]?.details).toMatch(/conditionType/);
    const { violations } = (await (await control(emu.base, 'violations')).json()) as { violations: unknown[] };
    expect(violations).toHaveLength(1);
  });
});

describe('mounted under a prefix', () => {
  it('serves the API and the control API under the prefix without leaking parsers to the parent', async () => {
    const parent = Fastify();
    parent.post('/echo', async (request) => ({ body: request.body ?? null }));
    await parent.register(amazonEmulatorPlugin, {
      prefix: '/_emulator/amazon',
      publicUrl: 'http://localhost/_emulator/amazon',
      ...TEST_APP,
      controlApi: true,
    });
    const token = await parent.inject({
      method: 'POST',
      url: '/_emulator/amazon/auth/o2/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: 'Atzr|demo-refresh-token-A2DEMOSELLER01',
        client_id: TEST_APP.clientId,
        client_secret: TEST_APP.clientSecret,
      }).toString(),
    });
    expect(token.statusCode).toBe(200);
    const access = (token.json() as { access_token: string }).access_token;
    const item = await parent.inject({
      url: `/_emulator/amazon/listings/2021-08-01/items/A2DEMOSELLER01/NW-LOGI-G533?marketplaceIds=${US}`,
      headers: { 'x-amz-access-token': access },
    });
    expect(item.statusCode).toBe(200);
    expect(item.headers['x-amzn-requestid']).toBeTruthy();
    expect((await parent.inject({ method: 'POST', url: '/_emulator/amazon/__emulator/reset' })).statusCode).toBe(200);
    const echo = await parent.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(echo.statusCode).toBe(415);
    expect(echo.headers['x-amzn-requestid']).toBeUndefined();
    await parent.close();
  });

  it('has no control API unless asked for it', async () => {
    const parent = Fastify();
    await parent.register(amazonEmulatorPlugin, {
      prefix: '/_emulator/amazon',
      publicUrl: 'http://localhost/_emulator/amazon',
      ...TEST_APP,
    });
    expect((await parent.inject({ method: 'POST', url: '/_emulator/amazon/__emulator/reset' })).statusCode).toBe(404);
    expect((await parent.inject({ url: '/_emulator/amazon/__emulator/calls' })).statusCode).toBe(404);
    expect(
      (await parent.inject({ method: 'POST', url: '/_emulator/amazon/__emulator/aplus/settings', payload: {} })).statusCode,
    ).toBe(404);
    // Amazon's own surface is unchanged.
    expect(
      (await parent.inject({ url: `/_emulator/amazon/apps/authorize/consent?application_id=${TEST_APP.applicationId}&state=s` }))
        .statusCode,
    ).toBe(200);
    await parent.close();
  });
});
