import { describe, expect, it } from 'vitest';
import { api, control, getAccessToken, startEmulator, US, type Emulator, useResetEmulator } from './test-helpers.ts';

let emu: Emulator;
let token: string;
useResetEmulator((e, t) => {
  emu = e;
  token = t;
});

type SearchResults = {
  numberOfResults: number;
  pagination?: { nextToken?: string };
  items: { asin: string; images?: { marketplaceId: string; images: { variant: string; width: number }[] }[] }[];
};

async function usAsins(n: number): Promise<string[]> {
  const res = await api(emu.base, token, `/listings/2021-08-01/items/A2DEMOSELLER01?marketplaceIds=${US}&pageSize=20`);
  const body = (await res.json()) as { items: { sku: string }[] };
  const skus = body.items.map((i) => i.sku).slice(0, n);
  const asins: string[] = [];
  for (const sku of skus) {
    const item = await api(
      emu.base,
      token,
      `/listings/2021-08-01/items/A2DEMOSELLER01/${encodeURIComponent(sku)}?marketplaceIds=${US}`,
    );
    asins.push(((await item.json()) as { summaries: { asin: string }[] }).summaries[0]!.asin);
  }
  return asins;
}

describe('searchCatalogItems', () => {
  it('answers up to 20 ASINs in one call with their images and sizes; unknown ones are left out', async () => {
    const asins = await usAsins(3);
    const query = new URLSearchParams({
      marketplaceIds: US,
      identifiers: [...asins, 'B0NOSUCHASIN'].join(','),
      identifiersType: 'ASIN',
      includedData: 'images',
      pageSize: '20',
    });
    const res = await api(emu.base, token, `/catalog/2022-04-01/items?${query.toString()}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-amzn-ratelimit-limit')).toBe(String(2 * 1000) + '.0');
    const body = (await res.json()) as SearchResults;
    expect(body.items.map((i) => i.asin)).toEqual([...new Set(asins)]);
    expect(body.numberOfResults).toBe(new Set(asins).size);
    expect(body.items[0]!.images![0]!.images[0]!.width).toBeGreaterThan(0);
  });

  it('refuses more than 20 identifiers, identifiers without a type, and identifiers with keywords', async () => {
    const many = Array.from({ length: 21 }, (_, i) => `B0TEST${String(i).padStart(4, '0')}`).join(',');
    const tooMany = await api(
      emu.base,
      token,
      `/catalog/2022-04-01/items?marketplaceIds=${US}&identifiers=${many}&identifiersType=ASIN`,
    );
    expect(tooMany.status).toBe(400);
    const untyped = await api(emu.base, token, `/catalog/2022-04-01/items?marketplaceIds=${US}&identifiers=B0TEST0001`);
    expect(untyped.status).toBe(400);
    const both = await api(
      emu.base,
      token,
      `/catalog/2022-04-01/items?marketplaceIds=${US}&identifiers=B0TEST0001&identifiersType=ASIN&keywords=lamp`,
    );
    expect(both.status).toBe(400);
    const neither = await api(emu.base, token, `/catalog/2022-04-01/items?marketplaceIds=${US}`);
    expect(neither.status).toBe(400);
  });

  it('pages keyword results with pageToken', async () => {
    const first = await api(emu.base, token, `/catalog/2022-04-01/items?marketplaceIds=${US}&keywords=a&pageSize=1`);
    expect(first.status).toBe(200);
    const page1 = (await first.json()) as SearchResults;
    expect(page1.items).toHaveLength(1);
    expect(page1.numberOfResults).toBeGreaterThan(1);
    const second = await api(
      emu.base,
      token,
      `/catalog/2022-04-01/items?marketplaceIds=${US}&keywords=a&pageSize=1&pageToken=${page1.pagination!.nextToken!}`,
    );
    const page2 = (await second.json()) as SearchResults;
    expect(page2.items[0]!.asin).not.toBe(page1.items[0]!.asin);
  });

  it('has its own bucket of burst 2: of three calls at once, one is throttled', async () => {
    const query = `/catalog/2022-04-01/items?marketplaceIds=${US}&keywords=a`;
    const slow = await startEmulator({ speedFactor: 1 });
    try {
      const t = await getAccessToken(slow.base);
      const statuses = await Promise.all([1, 2, 3].map(async () => (await api(slow.base, t, query)).status));
      expect(statuses.sort()).toEqual([200, 200, 429]);
    } finally {
      await slow.close();
    }
  });
});

describe('report preparation time', () => {
  it('keeps a report IN_PROGRESS until reportProcessingSeconds of Amazon time have passed', async () => {
    await control(emu.base, 'settings', { reportPollsToDone: 1, reportProcessingSeconds: 3600 });
    const created = await api(emu.base, token, '/reports/2021-06-30/reports', {
      method: 'POST',
      body: JSON.stringify({ reportType: 'GET_MERCHANT_LISTINGS_ALL_DATA', marketplaceIds: [US] }),
    });
    const { reportId } = (await created.json()) as { reportId: string };
    const poll = async () =>
      ((await (await api(emu.base, token, `/reports/2021-06-30/reports/${reportId}`)).json()) as { processingStatus: string })
        .processingStatus;
    expect([await poll(), await poll(), await poll()]).toEqual(['IN_QUEUE', 'IN_PROGRESS', 'IN_PROGRESS']);
    // An hour of Amazon time is 3.6 s at the test's speed factor of 1000.
    await control(emu.base, 'clock', { advanceSeconds: 4 });
    await poll();
    expect(await poll()).toBe('DONE');
  });
});
