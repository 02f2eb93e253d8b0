/**
 * The emulator splits consent, tokens and marketplaces by region as Amazon does, and gives each
 * consent its own copy of a demo seller (regions.ts, accounts.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SELLER_ID } from './sample/sellers.ts';
import { api, control, DE, startEmulator, TEST_APP, US, type Emulator } from './test-helpers.ts';

let emulator: Emulator;

beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(async () => {
  await emulator?.close();
});

/** Confirms the consent on a region's Seller Central; answers the one-time code. */
async function consent(prefix: string): Promise<string> {
  const form = new URLSearchParams({
    application_id: TEST_APP.applicationId,
    state: 'state-1',
    redirect_uri: TEST_APP.redirectUris[0]!,
    selling_partner_id: DEMO_SELLER_ID,
    action: 'confirm',
  });
  const res = await fetch(`${emulator.base}${prefix}/apps/authorize/consent`, { method: 'POST', body: form, redirect: 'manual' });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!).searchParams.get('spapi_oauth_code')!;
}

async function token(prefix: string, fields: Record<string, string>): Promise<Response> {
  return fetch(`${emulator.base}${prefix}/auth/o2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...fields, client_id: TEST_APP.clientId, client_secret: TEST_APP.clientSecret }),
  });
}

/** Consent and code exchange in one region; answers its refresh and access tokens. */
async function authorise(prefix: string): Promise<{ refresh: string; access: string }> {
  const res = await token(prefix, {
    grant_type: 'authorization_code',
    code: await consent(prefix),
    redirect_uri: TEST_APP.redirectUris[0]!,
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { refresh_token: string; access_token: string };
  return { refresh: body.refresh_token, access: body.access_token };
}

async function participations(prefix: string, access: string): Promise<Response> {
  return api(emulator.base, access, `${prefix}/sellers/v1/marketplaceParticipations`);
}

describe('regions', () => {
  it("a code from EU's Seller Central is refused at NA's LWA host", async () => {
    const res = await token('/na', {
      grant_type: 'authorization_code',
      code: await consent('/eu'),
      redirect_uri: TEST_APP.redirectUris[0]!,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it("an EU refresh token works only at EU's LWA host, an EU access token only at EU's endpoint", async () => {
    const eu = await authorise('/eu');
    const atNa = await token('/na', { grant_type: 'refresh_token', refresh_token: eu.refresh });
    expect(atNa.status).toBe(400);
    expect(((await atNa.json()) as { error: string }).error).toBe('invalid_grant');
    expect((await token('/eu', { grant_type: 'refresh_token', refresh_token: eu.refresh })).status).toBe(200);

    expect((await participations('/na', eu.access)).status).toBe(403);
    const res = await participations('/eu', eu.access);
    expect(res.status).toBe(200);
    const ids = ((await res.json()) as { payload: { marketplace: { id: string } }[] }).payload.map((p) => p.marketplace.id);
    expect(ids).toContain(DE);
    expect(ids).not.toContain(US);
  });

  it('NA answers NA marketplaces only, FE none of the demo seller, and refuses another region’s marketplace', async () => {
    const na = await authorise('/na');
    const ids = (
      (await (await participations('/na', na.access)).json()) as { payload: { marketplace: { id: string } }[] }
    ).payload.map((p) => p.marketplace.id);
    expect(ids).toEqual([US]);
    const fe = await authorise('/fe');
    expect(((await (await participations('/fe', fe.access)).json()) as { payload: unknown[] }).payload).toEqual([]);
    const search = await api(emulator.base, na.access, `/na/listings/2021-08-01/items/${DEMO_SELLER_ID}?marketplaceIds=${DE}`);
    expect(search.status).toBe(400);
  });

  it('logs each region under its own host', async () => {
    const { calls } = (await (await control(emulator.base, 'calls')).json()) as {
      calls: { host: string; region: string | null }[];
    };
    const hosts = new Set(calls.map((c) => c.host));
    for (const host of [
      'sellercentral.amazon.com',
      'sellercentral-europe.amazon.com',
      'api.amazon.com',
      'api.amazon.co.uk',
      'sellingpartnerapi-na.amazon.com',
      'sellingpartnerapi-eu.amazon.com',
      'sellingpartnerapi-fe.amazon.com',
    ])
      expect(hosts).toContain(host);
  });
});

describe('a copy of the demo seller per consent', () => {
  it("one authorisation's patch never shows in another's catalogue", async () => {
    const first = await authorise('/na');
    const second = await authorise('/na');
    const search = await api(
      emulator.base,
      first.access,
      `/na/listings/2021-08-01/items/${DEMO_SELLER_ID}?marketplaceIds=${US}&includedData=summaries`,
    );
    expect(search.status).toBe(200);
    const item = ((await search.json()) as { items: { sku: string; summaries: { productType: string }[] }[] }).items[0]!;
    const sku = item.sku;
    const path = `/na/listings/2021-08-01/items/${DEMO_SELLER_ID}/${encodeURIComponent(sku)}`;
    const title = async (access: string) => {
      const res = await api(emulator.base, access, `${path}?marketplaceIds=${US}&includedData=attributes`);
      expect(res.status).toBe(200);
      return ((await res.json()) as { attributes: { item_name: { value: string }[] } }).attributes.item_name[0]!.value;
    };
    const original = await title(second.access);
    const patch = await api(emulator.base, first.access, `${path}?marketplaceIds=${US}`, {
      method: 'PATCH',
      body: JSON.stringify({
        productType: item.summaries[0]!.productType,
        patches: [
          {
            op: 'replace',
            path: '/attributes/item_name',
            value: [{ value: 'Changed by the first authorisation', language_tag: 'en_US', marketplace_id: US }],
          },
        ],
      }),
    });
    expect(patch.status).toBe(200);
    expect(((await patch.json()) as { status: string }).status).toBe('ACCEPTED');
    expect(await title(first.access)).toBe('Changed by the first authorisation');
    expect(await title(second.access)).toBe(original);
  });

  it('each copy has its own rate budget', async () => {
    // Amazon's real refill rate (1 per minute), so a spent bucket stays spent during the test.
    const real = await startEmulator({ speedFactor: 1 });
    const outer = emulator;
    emulator = real;
    try {
      await budgets();
    } finally {
      emulator = outer;
      await real.close();
    }
  });
});

async function budgets(): Promise<void> {
  const first = await authorise('/na');
  const second = await authorise('/na');
  const report = (access: string) =>
    api(emulator.base, access, '/na/reports/2021-06-30/reports', {
      method: 'POST',
      body: JSON.stringify({ reportType: 'GET_MERCHANT_LISTINGS_ALL_DATA', marketplaceIds: [US] }),
    });
  // createReport's burst is 15: the first authorisation spends it all.
  const statuses: number[] = [];
  for (let i = 0; i < 16; i++) statuses.push((await report(first.access)).status);
  expect(statuses.at(-1)).toBe(429);
  expect((await report(second.access)).status).toBe(202);
}
