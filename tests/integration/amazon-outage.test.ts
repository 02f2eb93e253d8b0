/**
 * Amazon's token service unreachable (Login with Amazon down, DNS, firewall): the seller is told
 * Amazon could not be reached (502), not that our service is down or that the connection is bad.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../helpers/app.ts';
import { amazonConfig, startAmazonEmulator, type TestEmulator } from '../helpers/amazon.ts';
import { freePort } from '../helpers/free-port.ts';
import { generateAplus } from '../helpers/aplus.ts';
import { insertDemoConnection, sellerWithListing } from '../helpers/seller.ts';

let emulator: TestEmulator;
let t: TestApp;

beforeAll(async () => {
  emulator = await startAmazonEmulator();
  // Nothing listens on this port: every token request is refused.
  const closed = `http://127.0.0.1:${await freePort()}/auth/o2/token`;
  t = await buildTestApp({ config: amazonConfig(emulator.base, 1000, { LWA_TOKEN_URL_NA: closed }) });
});

afterAll(async () => {
  await t?.close();
  await emulator?.close();
});

async function connectedSeller() {
  const s = await sellerWithListing(t, {
    tier: 'pro',
    listing: {
      source: 'amazon',
      sku: (id) => `OUTAGE-${id}`,
      asin: 'B0OUTAGE01',
      productType: 'PRODUCT',
      brand: 'Frostline',
      title: 'Frostline Insulated Water Bottle, 32 oz Stainless Steel, Leak-Proof Lid',
      bullets: ['Keeps drinks cold for 24 hours', 'Leak-proof lid with one-hand opening', 'Dishwasher safe stainless steel'],
      description: 'A double-walled bottle for commutes and hikes.',
    },
  });
  await insertDemoConnection(t, s.userId);
  return s;
}

describe("Amazon's token service cannot be reached", () => {
  it('a push answers 502 naming Amazon, and nothing is logged as a database outage', async () => {
    const s = await connectedSeller();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/listings/${s.listingId}/update-amazon`,
      headers: bearer(s.token),
      payload: { title: 'Frostline Insulated Water Bottle, 32 oz', bullets: ['Keeps drinks cold'], description: 'A bottle.' },
    });
    expect(res.statusCode, res.body).toBe(502);
    expect(res.json().message).toBe('Amazon could not be reached. Please try again in a few minutes.');
    expect(t.logs.join('\n')).not.toContain('database unavailable');
  });

  it('an A+ publish answers 502 rather than asking to reconnect', async () => {
    const s = await connectedSeller();
    await generateAplus(t.app, s, {
      contentFocus: 'benefits_features',
      creativity: 60,
      includeImages: true,
      template: 'standard',
    });
    const res = await t.app.inject({ method: 'POST', url: `/api/aplus/${s.listingId}/publish`, headers: bearer(s.token) });
    expect(res.statusCode, res.body).toBe(502);
    expect(res.json().message).toBe('Amazon did not answer. Please try again in a few minutes.');
  });
});
