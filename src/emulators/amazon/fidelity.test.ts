/**
 * Places where the emulator used to answer differently from Amazon, each reproduced over real HTTP:
 * A+ refusals (403/429) with error bodies the A+ model accepts, bodyless POSTs sent with a JSON
 * content type (what Amazon's own SDK does), selector-only deletes, and the 1 request/s limit of
 * patchListingsItem previews.
 */
import { describe, expect, it } from 'vitest';
import { validateAgainstModel } from './models.ts';
import { DEMO_SELLER_ID } from './sample/sellers.ts';
import { api, control, US, type Emulator, useResetEmulator } from './test-helpers.ts';

let emu: Emulator;
let token: string;
const DOCS = '/aplus/2020-11-01/contentDocuments';
const OWN_ASIN = 'B07NJDLT99';
const APLUS_MODEL = 'aplusContent_2020-11-01.json';
const SKU = 'NW-LOGI-G533';

// A frozen clock: buckets refill only when a test moves it, so rates are checked exactly.
const frozen = Date.now();
useResetEmulator(
  (e, t) => {
    emu = e;
    token = t;
  },
  { speedFactor: 1, now: () => frozen },
);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const searchDocs = (t: string | undefined) => api(emu.base, t, `${DOCS}?marketplaceId=${US}`);

function aplusDoc(headline: string) {
  return {
    contentDocument: {
      name: 'Headset story',
      contentType: 'EBC',
      locale: 'en-US',
      contentModuleList: [
        {
          contentModuleType: 'STANDARD_TEXT',
          standardText: {
            headline: { value: headline, decoratorSet: [] },
            body: { textList: [{ value: 'Seven speakers of sound.', decoratorSet: [] }] },
          },
        },
      ],
    },
  };
}

async function violations(): Promise<unknown[]> {
  return ((await (await control(emu.base, 'violations')).json()) as { violations: unknown[] }).violations;
}

describe('A+ refusals answer with their own status and a body the A+ model accepts', () => {
  it('403 for a missing or unknown token, not 500', async () => {
    for (const t of [undefined, 'Atza|not-a-token']) {
      const res = await searchDocs(t);
      expect(res.status).toBe(403);
      const body = (await res.json()) as Json;
      expect(validateAgainstModel(APLUS_MODEL, 'ErrorList', body)).toEqual({ valid: true, errors: [] });
      expect(body).toEqual({ errors: [{ code: 'Unauthorized', message: 'Access to requested resource is denied.' }] });
    }
    expect(await violations()).toEqual([]);
  });

  it('429 once throttled, not 500', async () => {
    await control(emu.base, 'throttle', { operation: 'searchContentDocuments', count: 1 });
    const res = await searchDocs(token);
    expect(res.status).toBe(429);
    const body = (await res.json()) as Json;
    expect(validateAgainstModel(APLUS_MODEL, 'ErrorList', body).valid).toBe(true);
    expect(body.errors[0].code).toBe('QuotaExceeded');
    expect(res.headers.get('x-amzn-ratelimit-limit')).toBeNull();
    expect(await violations()).toEqual([]);
  });

  it('the 403 and 429 faults of the control API, on A+ and on the upload destination', async () => {
    await control(emu.base, 'faults', { operation: 'createContentDocument', kind: '403', count: 1 });
    const refused = await api(emu.base, token, `${DOCS}?marketplaceId=${US}`, {
      method: 'POST',
      body: JSON.stringify(aplusDoc('Seven speakers')),
    });
    expect(refused.status).toBe(403);
    expect(validateAgainstModel(APLUS_MODEL, 'ErrorList', await refused.json()).valid).toBe(true);

    await control(emu.base, 'faults', { operation: 'createUploadDestinationForResource', kind: '429', count: 1 });
    const throttled = await api(
      emu.base,
      token,
      `/uploads/2020-11-01/uploadDestinations/aplus/2020-11-01/contentDocuments?marketplaceIds=${US}&contentMD5=${encodeURIComponent('1B2M2Y8AsgTpgAmY7PhCfg==')}&contentType=image/png`,
      { method: 'POST' },
    );
    expect(throttled.status).toBe(429);
    // The Uploads model wraps errors in CreateUploadDestinationResponse.
    expect(validateAgainstModel('uploads_2020-11-01.json', 'CreateUploadDestinationResponse', await throttled.json()).valid).toBe(
      true,
    );
    expect(await violations()).toEqual([]);
  });

  it('keeps Amazon’s empty details on the Listings API, whose model allows it', async () => {
    const res = await api(emu.base, undefined, `/listings/2021-08-01/items/${DEMO_SELLER_ID}/${SKU}?marketplaceIds=${US}`);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      errors: [{ code: 'Unauthorized', message: 'Access to requested resource is denied.', details: '' }],
    });
  });
});

describe('a POST without a body but with Content-Type: application/json', () => {
  const bodyless = (path: string) =>
    fetch(`${emu.base}${path}`, { method: 'POST', headers: { 'x-amz-access-token': token, 'content-type': 'application/json' } });

  it('is accepted for an approval submission and an upload destination', async () => {
    const created = (await (
      await api(emu.base, token, `${DOCS}?marketplaceId=${US}`, {
        method: 'POST',
        body: JSON.stringify(aplusDoc('Seven speakers')),
      })
    ).json()) as Json;
    const key = created.contentReferenceKey as string;
    expect(
      (
        await api(emu.base, token, `${DOCS}/${key}/asins?marketplaceId=${US}`, {
          method: 'POST',
          body: JSON.stringify({ asinSet: [OWN_ASIN] }),
        })
      ).status,
    ).toBe(200);

    const submitted = await bodyless(`${DOCS}/${key}/approvalSubmissions?marketplaceId=${US}`);
    expect(submitted.status).toBe(200);
    expect(await submitted.json()).toEqual({ warnings: [] });

    const destination = await bodyless(
      `/uploads/2020-11-01/uploadDestinations/aplus/2020-11-01/contentDocuments?marketplaceIds=${US}&contentMD5=${encodeURIComponent('1B2M2Y8AsgTpgAmY7PhCfg==')}&contentType=image/png`,
    );
    expect(destination.status).toBe(201);
  });

  it('still refuses a body that is not JSON, and a missing required body, with 400', async () => {
    const broken = await fetch(`${emu.base}${DOCS}?marketplaceId=${US}`, {
      method: 'POST',
      headers: { 'x-amz-access-token': token, 'content-type': 'application/json' },
      body: '{"contentDocument":',
    });
    expect(broken.status).toBe(400);
    expect(validateAgainstModel(APLUS_MODEL, 'ErrorList', await broken.json())).toEqual({ valid: true, errors: [] });
    const missing = await bodyless(`${DOCS}?marketplaceId=${US}`);
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as Json).errors[0].message).toMatch(/body is missing/);
  });
});

describe('patchListingsItem', () => {
  const patchUrl = (mode = '') =>
    `/listings/2021-08-01/items/${DEMO_SELLER_ID}/${SKU}?marketplaceIds=${US}&includedData=issues${mode}`;
  const patch = (body: unknown, mode = '') =>
    api(emu.base, token, patchUrl(mode), { method: 'PATCH', body: JSON.stringify(body) });
  const selectorOnly = (attribute: string) => ({
    op: 'delete',
    path: `/attributes/${attribute}`,
    value: [{ language_tag: 'en_US', marketplace_id: US }],
  });

  it('a delete holding only the selector properties is valid and removes that language’s values', async () => {
    const before = (await (await control(emu.base, `listings/${DEMO_SELLER_ID}/${SKU}`)).json()) as Json;
    expect(before.attributes.bullet_point.length).toBeGreaterThan(0);
    const body = {
      productType: before.productType,
      patches: [selectorOnly('bullet_point'), selectorOnly('product_description')],
    };

    const preview = (await (await patch(body, '&mode=VALIDATION_PREVIEW')).json()) as Json;
    expect(preview).toMatchObject({ status: 'VALID', issues: [] });

    const applied = (await (await patch(body)).json()) as Json;
    expect(applied).toMatchObject({ status: 'ACCEPTED', issues: [] });
    const after = (await (await control(emu.base, `listings/${DEMO_SELLER_ID}/${SKU}`)).json()) as Json;
    expect(after.attributes.bullet_point).toBeUndefined();
    expect(after.attributes.product_description).toBeUndefined();
    expect(after.attributes.item_name).toEqual(before.attributes.item_name);
  });

  it('a delete for another marketplace or a language the marketplace lacks is still INVALID', async () => {
    const before = (await (await control(emu.base, `listings/${DEMO_SELLER_ID}/${SKU}`)).json()) as Json;
    for (const value of [
      { language_tag: 'en_US', marketplace_id: 'A1PA6795UKMFR9' },
      { language_tag: 'xx_XX', marketplace_id: US },
    ]) {
      await control(emu.base, 'clock', { advanceSeconds: 1 }); // one preview a second
      const res = (await (
        await patch(
          { productType: before.productType, patches: [{ op: 'delete', path: '/attributes/bullet_point', value: [value] }] },
          '&mode=VALIDATION_PREVIEW',
        )
      ).json()) as Json;
      expect(res.status).toBe('INVALID');
    }
  });

  it('previews are limited to 1 request/s in a bucket of their own; real patches keep 5/s', async () => {
    const before = (await (await control(emu.base, `listings/${DEMO_SELLER_ID}/${SKU}`)).json()) as Json;
    const body = {
      productType: before.productType,
      patches: [
        {
          op: 'replace',
          path: '/attributes/item_name',
          value: [{ value: 'Logitech G533 Wireless Gaming Headset', language_tag: 'en_US', marketplace_id: US }],
        },
      ],
    };

    const first = await patch(body, '&mode=VALIDATION_PREVIEW');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-amzn-ratelimit-limit')).toBe('1.0');
    expect((await patch(body, '&mode=VALIDATION_PREVIEW')).status).toBe(429);

    // The preview bucket is empty, the patch bucket is not.
    const real = await patch(body);
    expect(real.status).toBe(200);
    expect(real.headers.get('x-amzn-ratelimit-limit')).toBe('5.0');

    await control(emu.base, 'clock', { advanceSeconds: 1 });
    expect((await patch(body, '&mode=VALIDATION_PREVIEW')).status).toBe(200);
    expect((await patch(body, '&mode=VALIDATION_PREVIEW')).status).toBe(429);
  });
});
