/**
 * Amazon refuses A+ for this seller (403: the authorisation lacks A+ access, e.g. granted before the
 * seller joined Brand Registry): the app asks to reconnect with a 409 the web recognises by its
 * code, rather than saying Amazon did not answer (502). Driven by the emulator's fault injection.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestApp } from '../helpers/app.ts';
import { emulatorCalls, emulatorControl, useAmazonApp, type TestEmulator } from '../helpers/amazon.ts';
import { generateAplus } from '../helpers/aplus.ts';
import { insertDemoConnection, sellerWithListing } from '../helpers/seller.ts';

const OWN_ASIN = 'B07NJDLT99';
const RECONNECT =
  'Amazon refused access to A+ content for your seller account. Reconnect your Amazon account and allow A+ content access, then try again.';

let emulator: TestEmulator;
let t: TestApp;

useAmazonApp(1000, (e, app) => {
  emulator = e;
  t = app;
});
// No reset between tests: it would forget the access token the app has cached.
beforeAll(async () => {
  await emulatorControl(emulator.base, 'aplus/settings', { approvalDelayMs: 60_000 });
});

/** A Pro seller connected to the demo seller, with a generated A+ draft for their own-brand ASIN. */
async function sellerWithDraft() {
  const s = await sellerWithListing(t, {
    tier: 'pro',
    listing: {
      source: 'amazon',
      sku: (id) => `APLUS-403-${id}`,
      asin: OWN_ASIN,
      brand: 'YETI',
      title: 'YETI Rambler 14 oz Mug, Stainless Steel, Vacuum Insulated with Standard Lid',
      bullets: [
        'Double-wall insulation keeps coffee hot for hours',
        'Holds 14 oz, a full cup of coffee',
        'Dishwasher safe and easy to clean',
      ],
      description: 'The Rambler Mug is built for camp mornings and office desks alike.',
    },
  });
  await insertDemoConnection(t, s.userId);
  await generateAplus(t.app, s, { contentFocus: 'benefits_features', creativity: 60, includeImages: false, template: 'minimal' });
  return s;
}

const callLog = () => emulatorCalls(emulator.base);

describe('Amazon refuses A+ access (403)', () => {
  it('a publish answers 409 AMAZON_RECONNECT asking to reconnect, not 502, and publishes nothing', async () => {
    const s = await sellerWithDraft();
    await emulatorControl(emulator.base, 'faults', { operation: 'validateContentDocumentAsinRelations', kind: '403', count: 1 });

    const before = (await callLog()).length;
    const res = await t.app.inject({ method: 'POST', url: `/api/aplus/${s.listingId}/publish`, headers: bearer(s.token) });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ code: 'AMAZON_RECONNECT', message: RECONNECT });
    // Amazon's 403 was final: asked once, not retried as an outage, and no document created.
    const aplus = (await callLog()).slice(before).filter((c) => c.operation?.includes('Content'));
    expect(aplus).toEqual([expect.objectContaining({ operation: 'validateContentDocumentAsinRelations', status: 403 })]);
    const draft = await t.app.inject({ method: 'GET', url: `/api/aplus/${s.listingId}`, headers: bearer(s.token) });
    expect(draft.json().contentReferenceKey ?? null).toBeNull();

    // Once Amazon allows it again (the seller reconnected), the same draft publishes.
    const again = await t.app.inject({ method: 'POST', url: `/api/aplus/${s.listingId}/publish`, headers: bearer(s.token) });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().status).toBe('SUBMITTED');
  });

  it('reading the review status answers the same 409', async () => {
    const s = await sellerWithDraft();
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/aplus/${s.listingId}/publish`, headers: bearer(s.token) })).statusCode,
    ).toBe(200);
    await emulatorControl(emulator.base, 'faults', { operation: 'getContentDocument', kind: '403', count: 1 });
    const res = await t.app.inject({ method: 'POST', url: `/api/aplus/${s.listingId}/refresh-status`, headers: bearer(s.token) });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ code: 'AMAZON_RECONNECT', message: RECONNECT });
  });

  it('an expired token (also a 403) is refreshed and the publish goes through', async () => {
    const s = await sellerWithDraft();
    await emulatorControl(emulator.base, 'faults', {
      operation: 'validateContentDocumentAsinRelations',
      kind: 'expired_token',
      count: 1,
    });
    const res = await t.app.inject({ method: 'POST', url: `/api/aplus/${s.listingId}/publish`, headers: bearer(s.token) });
    expect(res.statusCode, res.body).toBe(200);
  });
});
