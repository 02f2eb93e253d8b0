import { describe, expect, it } from 'vitest';
import { api, control, US, type Emulator, useResetEmulator } from './test-helpers.ts';

let emu: Emulator;
let token: string;
useResetEmulator((e, t) => {
  emu = e;
  token = t;
});

const SELLER = 'A2DEMOSELLER01';
const SUPPRESSED = {
  code: '18155',
  message: 'Suppressed: the main image is missing.',
  severity: 'ERROR',
  categories: ['MISSING_IMAGE'],
  attributeNames: ['main_product_image_locator'],
  enforcements: { actions: [{ action: 'LISTING_SUPPRESSED' }] },
};

type Item = { sku: string; summaries: { status: string[]; asin: string }[]; issues: { code: string; enforcements?: unknown }[] };

async function plant(sku: string, asin: string): Promise<void> {
  const res = await control(emu.base, 'listings', { sku, asin, title: `Bottle ${sku}`, bullets: ['Cold for 24 hours'] });
  expect(res.status).toBe(201);
}

async function search(query: string): Promise<Item[]> {
  const res = await api(
    emu.base,
    token,
    `/listings/2021-08-01/items/${SELLER}?marketplaceIds=${US}&includedData=summaries,issues&${query}`,
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: Item[] }).items;
}

describe('change control routes', () => {
  it("sets Amazon's issues on a listing (with enforcement actions), filters by them, and clears them", async () => {
    await plant('CC-1', 'B0CC000001');
    expect((await control(emu.base, `listings/${SELLER}/CC-1/issues`, { issues: [SUPPRESSED] })).status).toBe(200);
    const [item] = await search('identifiers=CC-1&identifiersType=SKU');
    expect(item!.issues).toContainEqual({
      ...SUPPRESSED,
      enforcements: { actions: [{ action: 'LISTING_SUPPRESSED' }], exemption: { status: 'NOT_EXEMPT' } },
      marketplaceIds: [US],
    });
    expect(item!.summaries[0]!.status).toEqual([]);
    expect((await search('withIssueSeverity=ERROR&pageSize=20&withoutStatus=BUYABLE')).map((i) => i.sku)).toContain('CC-1');

    await control(emu.base, `listings/${SELLER}/CC-1/issues`, { issues: [] });
    const [cleared] = await search('identifiers=CC-1&identifiersType=SKU');
    expect(cleared!.issues).toEqual([]);
    expect(cleared!.summaries[0]!.status).toEqual(['BUYABLE', 'DISCOVERABLE']);
  });

  it('sets the status; refuses a malformed issue or status with a 400 and an unknown listing with a 404', async () => {
    await plant('CC-2', 'B0CC000002');
    expect((await control(emu.base, `listings/${SELLER}/CC-2/status`, { status: ['DISCOVERABLE'] })).status).toBe(200);
    expect((await search('identifiers=CC-2&identifiersType=SKU'))[0]!.summaries[0]!.status).toEqual(['DISCOVERABLE']);
    const badSeverity = await control(emu.base, `listings/${SELLER}/CC-2/issues`, {
      issues: [{ ...SUPPRESSED, severity: 'FATAL' }],
    });
    expect(badSeverity.status).toBe(400);
    expect(await badSeverity.json()).toEqual({ error: 'issues[0].severity must be ERROR, WARNING or INFO' });
    expect((await control(emu.base, `listings/${SELLER}/CC-2/status`, { status: ['SOLD_OUT'] })).status).toBe(400);
    expect((await control(emu.base, `listings/${SELLER}/NOPE/issues`, { issues: [] })).status).toBe(404);
  });

  it("changes the detail page that Catalog Items shows until the seller's own patch wins it back", async () => {
    await plant('CC-3', 'B0CC000003');
    const page = async () => {
      const res = await api(
        emu.base,
        token,
        `/catalog/2022-04-01/items/B0CC000003?marketplaceIds=${US}&includedData=attributes,summaries,images`,
      );
      return (await res.json()) as { attributes: Record<string, { value?: string }[]>; summaries: { itemName: string }[] };
    };
    expect((await page()).attributes['item_name']![0]!.value).toBe('Bottle CC-3');
    const set = await control(emu.base, 'catalog/B0CC000003/detail-page', {
      attributes: { item_name: [{ value: 'Someone else’s title', marketplace_id: US }] },
    });
    expect(set.status).toBe(200);
    expect((await page()).attributes['item_name']).toEqual([{ value: 'Someone else’s title', marketplace_id: US }]);
    expect((await page()).summaries[0]!.itemName).toBe('Someone else’s title');
    expect((await control(emu.base, 'catalog/B0CC000003/detail-page', { attributes: { item_name: 'x' } })).status).toBe(400);

    const patched = await api(emu.base, token, `/listings/2021-08-01/items/${SELLER}/CC-3?marketplaceIds=${US}`, {
      method: 'PATCH',
      body: JSON.stringify({
        productType: 'PRODUCT',
        patches: [
          {
            op: 'replace',
            path: '/attributes/item_name',
            value: [{ value: 'Bottle CC-3 restored', language_tag: 'en_US', marketplace_id: US }],
          },
        ],
      }),
    });
    expect(patched.status).toBe(200);
    expect((await page()).attributes['item_name']![0]!.value).toBe('Bottle CC-3 restored');
  });
});
