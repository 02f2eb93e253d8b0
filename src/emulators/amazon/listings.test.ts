import { describe, expect, it } from 'vitest';
import { api, control, DE, US, type Emulator, useResetEmulator } from './test-helpers.ts';

let emu: Emulator;
let token: string;
useResetEmulator((e, t) => {
  emu = e;
  token = t;
});

const SELLER = 'A2DEMOSELLER01';
type SearchBody = {
  numberOfResults: number;
  pagination?: { nextToken?: string; previousToken?: string };
  items: { sku: string; summaries?: unknown[]; attributes?: Record<string, { value?: string }[]> }[];
};

async function search(query: string): Promise<{ status: number; body: SearchBody; headers: Headers }> {
  const res = await api(emu.base, token, `/listings/2021-08-01/items/${SELLER}?${query}`);
  return { status: res.status, body: (await res.json()) as SearchBody, headers: res.headers };
}

describe('searchListingsItems', () => {
  it('pages with pageToken until the last page, which has no nextToken', async () => {
    const first = await search(`marketplaceIds=${US}&pageSize=10&sortBy=sku&sortOrder=ASC`);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-amzn-ratelimit-limit')).toBe('5000.0');
    const total = first.body.numberOfResults;
    expect(total).toBeGreaterThan(20);
    const skus = first.body.items.map((i) => i.sku);
    let next = first.body.pagination?.nextToken;
    let pages = 1;
    while (next) {
      const page = await search(
        `marketplaceIds=${US}&pageSize=10&sortBy=sku&sortOrder=ASC&pageToken=${encodeURIComponent(next)}`,
      );
      expect(page.body.pagination?.previousToken).toBeTruthy();
      skus.push(...page.body.items.map((i) => i.sku));
      next = page.body.pagination?.nextToken;
      pages++;
    }
    expect(pages).toBe(Math.ceil(total / 10));
    expect(new Set(skus).size).toBe(total);
    expect([...skus].sort()).toEqual(skus);
  });

  it('accepts arrays comma-joined, %2C-encoded and repeated; filters by marketplace and identifiers', async () => {
    const eu = await search(`marketplaceIds=${DE}%2CA13V1IB3VIYZZH&includedData=summaries%2Cattributes&pageSize=20`);
    expect(
      eu.body.items.every((i) =>
        ['A1PA6795UKMFR9', 'A13V1IB3VIYZZH'].includes((i.summaries?.[0] as { marketplaceId: string }).marketplaceId),
      ),
    ).toBe(true);
    expect(eu.body.items[0]?.attributes?.['item_name']).toBeDefined();
    const repeated = await search(
      `marketplaceIds=${US}&identifiersType=SKU&identifiers=NW-LOGI-G533&identifiers=NW-YETI-MUG14-RB`,
    );
    expect(repeated.body.items.map((i) => i.sku).sort()).toEqual(['NW-LOGI-G533', 'NW-YETI-MUG14-RB']);
    const byAsin = await search(`marketplaceIds=${US}&identifiersType=ASIN&identifiers=B07NJDLT99`);
    expect(byAsin.body.items.map((i) => i.sku)).toEqual(['NW-YETI-MUG14-RB']);
    expect((await search(`marketplaceIds=${US}&identifiers=NW-LOGI-G533`)).status).toBe(400);
  });

  it('400 InvalidInput for pageSize over 20 and a missing marketplaceIds', async () => {
    const big = await search(`marketplaceIds=${US}&pageSize=21`);
    expect(big.status).toBe(400);
    expect(big.headers.get('x-amzn-ratelimit-limit')).toBeTruthy();
    expect((big.body as unknown as { errors: { code: string }[] }).errors[0]?.code).toBe('InvalidInput');
    expect((await search('pageSize=5')).status).toBe(400);
  });

  it('stops paging at 1,000 SKUs even when more match', async () => {
    await control(emu.base, 'seed', { count: 1100 });
    let res = await search(`marketplaceIds=${US}&pageSize=20&sortBy=sku`);
    expect(res.body.numberOfResults).toBeGreaterThan(1100);
    let seen = res.body.items.length;
    while (res.body.pagination?.nextToken) {
      res = await search(
        `marketplaceIds=${US}&pageSize=20&sortBy=sku&pageToken=${encodeURIComponent(res.body.pagination.nextToken)}`,
      );
      seen += res.body.items.length;
    }
    expect(seen).toBe(1000);
  });
});

describe('getListingsItem', () => {
  it('returns only the requested data sets, and decodes percent-encoded SKUs', async () => {
    await control(emu.base, 'listings', { sku: 'A/B 1', title: 'Slash sku', bullets: ['One'] });
    const res = await api(
      emu.base,
      token,
      `/listings/2021-08-01/items/${SELLER}/${encodeURIComponent('A/B 1')}?marketplaceIds=${US}&includedData=summaries,attributes,issues,productTypes,offers`,
    );
    expect(res.status).toBe(200);
    const item = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(item).sort()).toEqual(['attributes', 'issues', 'offers', 'productTypes', 'sku', 'summaries']);
    expect(item['sku']).toBe('A/B 1');
    const defaults = (await (
      await api(emu.base, token, `/listings/2021-08-01/items/${SELLER}/NW-LOGI-G533?marketplaceIds=${US}`)
    ).json()) as Record<string, unknown>;
    expect(Object.keys(defaults).sort()).toEqual(['sku', 'summaries']);
  });

  it('404 errors[] for an unknown SKU or a SKU of another marketplace', async () => {
    for (const path of [`NOPE?marketplaceIds=${US}`, `NW-LOGI-G533?marketplaceIds=${DE}`]) {
      const res = await api(emu.base, token, `/listings/2021-08-01/items/${SELLER}/${path}`);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe('NOT_FOUND');
    }
  });
});

describe('patchListingsItem', () => {
  const patchPath = (sku: string, query = '') => `/listings/2021-08-01/items/${SELLER}/${sku}?marketplaceIds=${US}${query}`;
  const title = (value: string, extra: Record<string, string> = {}) => ({
    op: 'replace',
    path: '/attributes/item_name',
    value: [{ value, language_tag: 'en_US', marketplace_id: US, ...extra }],
  });
  const patch = (sku: string, body: unknown, query = '') =>
    api(emu.base, token, patchPath(sku, query), { method: 'PATCH', body: JSON.stringify(body) });
  const stored = async (sku: string) =>
    (await (await control(emu.base, `listings/${SELLER}/${sku}`)).json()) as {
      attributes: Record<string, { value?: string }[]>;
      updatedAt: number;
    };

  it('VALIDATION_PREVIEW answers VALID with identifiers and never persists', async () => {
    const before = await stored('NW-LOGI-G533');
    const res = await patch(
      'NW-LOGI-G533',
      { productType: 'PRODUCT', patches: [title('Logitech G533 Wireless Gaming Headset')] },
      '&mode=VALIDATION_PREVIEW&includedData=identifiers,issues',
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      sku: 'NW-LOGI-G533',
      status: 'VALID',
      issues: [],
      identifiers: [{ marketplaceId: US, asin: 'B01MXE0FKC' }],
    });
    expect(await stored('NW-LOGI-G533')).toEqual(before);
  });

  it('200 INVALID with issues for unknown/nested attributes, wrong marketplace or language, empty and over-long values', async () => {
    const cases: unknown[] = [
      { op: 'replace', path: '/attributes/fake_attribute', value: [{ value: 'x' }] },
      { op: 'replace', path: '/attributes/item_name/0/value', value: [{ value: 'x' }] },
      title('Title', { marketplace_id: DE }),
      title('Title', { language_tag: 'de_DE' }),
      title('   '),
      {
        op: 'replace',
        path: '/attributes/bullet_point',
        value: [{ value: 'x'.repeat(701), language_tag: 'en_US', marketplace_id: US }],
      },
      {
        op: 'replace',
        path: '/attributes/product_description',
        value: [{ value: 'ü'.repeat(5001), language_tag: 'en_US', marketplace_id: US }],
      },
    ];
    for (const c of cases) {
      const res = await patch('NW-LOGI-G533', { productType: 'PRODUCT', patches: [c] });
      expect(res.status).toBe(200);
      const body = (await res.json()) as {
        status: string;
        issues: { severity: string; categories: string[]; attributeNames: string[] }[];
      };
      expect(body.status, JSON.stringify(c)).toBe('INVALID');
      expect(body.issues[0]).toMatchObject({ severity: 'ERROR', categories: ['INVALID_ATTRIBUTE'] });
    }
  });

  it('400 errors[] for a malformed body (missing productType, bad op) and the BadSKU sandbox SKU', async () => {
    for (const body of [
      { patches: [title('x')] },
      { productType: 'PRODUCT', patches: [{ ...title('x'), op: 'upsert' }] },
      { productType: 'PRODUCT', patches: [] },
    ]) {
      const res = await patch('NW-LOGI-G533', body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe('InvalidInput');
    }
    expect((await patch('BadSKU', { productType: 'PRODUCT', patches: [title('x')] })).status).toBe(400);
    const sandbox = (await (
      await patch('VALIDATION_INVALID', { productType: 'PRODUCT', patches: [title('x')] }, '&mode=VALIDATION_PREVIEW')
    ).json()) as { status: string };
    expect(sandbox.status).toBe('INVALID');
  });

  it('ACCEPTED with a submissionId changes only the patched attribute', async () => {
    const before = await stored('NW-LOGI-G533');
    const res = await patch('NW-LOGI-G533', {
      productType: 'PRODUCT',
      patches: [title('Logitech G533 Wireless Gaming Headset, DTS 7.1')],
    });
    const body = (await res.json()) as { status: string; submissionId: string };
    expect(body.status).toBe('ACCEPTED');
    expect(body.submissionId).toMatch(/[0-9a-f-]{36}/);
    const after = await stored('NW-LOGI-G533');
    expect(after.attributes['item_name']?.[0]?.value).toBe('Logitech G533 Wireless Gaming Headset, DTS 7.1');
    const { item_name: _a, ...restBefore } = before.attributes;
    const { item_name: _b, ...restAfter } = after.attributes;
    expect(restAfter).toEqual(restBefore);
    expect(after.updatedAt).toBeGreaterThan(before.updatedAt);
    const item = (await (
      await api(emu.base, token, `/listings/2021-08-01/items/${SELLER}/NW-LOGI-G533?marketplaceIds=${US}&includedData=summaries`)
    ).json()) as { summaries: { itemName: string }[] };
    expect(item.summaries[0]?.itemName).toBe('Logitech G533 Wireless Gaming Headset, DTS 7.1');
  });

  it('accepts German text in DE only with de_DE', async () => {
    const deTitle = (lang: string) => ({
      productType: 'PRODUCT',
      patches: [
        {
          op: 'replace',
          path: '/attributes/item_name',
          value: [{ value: 'Messerset mit Block, 6-teilig', language_tag: lang, marketplace_id: DE }],
        },
      ],
    });
    const url = (mode: string) => `/listings/2021-08-01/items/${SELLER}/NW-DE-MESSER-SET?marketplaceIds=${DE}${mode}`;
    const ok = (await (
      await api(emu.base, token, url('&mode=VALIDATION_PREVIEW'), { method: 'PATCH', body: JSON.stringify(deTitle('de_DE')) })
    ).json()) as { status: string };
    expect(ok.status).toBe('VALID');
    const bad = (await (
      await api(emu.base, token, url(''), { method: 'PATCH', body: JSON.stringify(deTitle('en_US')) })
    ).json()) as { status: string };
    expect(bad.status).toBe('INVALID');
  });
});

describe('product type definitions', () => {
  it('links a per-marketplace schema whose language_tag matches the marketplace', async () => {
    const res = await api(
      emu.base,
      token,
      `/definitions/2020-09-01/productTypes/PRODUCT?marketplaceIds=${DE}&requirementsEnforced=NOT_ENFORCED`,
    );
    expect(res.status).toBe(200);
    const def = (await res.json()) as {
      schema: { link: { resource: string } };
      metaSchema: { link: { resource: string } };
      requirementsEnforced: string;
    };
    expect(def.requirementsEnforced).toBe('NOT_ENFORCED');
    const schema = (await (await fetch(def.schema.link.resource)).json()) as {
      $defs: { language_tag: { anyOf: { enum?: string[] }[] } };
      properties: Record<string, { items: { properties: { value: { maxLength?: number } } } }>;
    };
    expect(schema.$defs.language_tag.anyOf[1]?.enum).toEqual(['de_DE']);
    expect(schema.properties['bullet_point']?.items.properties.value.maxLength).toBe(700);
    expect((await fetch(def.metaSchema.link.resource)).status).toBe(200);
    expect((await api(emu.base, token, `/definitions/2020-09-01/productTypes/LUGGAGE?marketplaceIds=${US}`)).status).toBe(404);
  });
});
