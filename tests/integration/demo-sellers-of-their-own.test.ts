/**
 * Each person trying a demo deployment is a seller of their own: the emulator gives each Seller
 * Central user's copy of a demo seller its own selling partner id, so the app keys its rate buckets
 * (and everything else) apart, and a second user who connects during the first one's 90-day
 * backfill gets their figures without waiting behind it.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_SELLER_ID } from '../../src/emulators/amazon/demo-app.ts';
import { queryRows } from '../../src/server/db/client.ts';
import type { AmazonConnection } from '../../src/core/api/amazon.ts';
import type { PerformanceSummary } from '../../src/core/api/performance.ts';
import { bearer, registerUser } from '../helpers/app.ts';
import {
  decideConsent,
  followCallback,
  startConnect,
  useAmazonApp,
  type AmazonTestApp,
  type SellerCentralSignIn,
  type TestEmulator,
} from '../helpers/amazon.ts';
import { waitFor } from '../helpers/wait.ts';

let emulator: TestEmulator;
let t: AmazonTestApp;

// Amazon's real rates and report times (speed 1), as two people on one demo deployment meet them:
// the first one's backfill takes about 80 minutes, and the second's first day comes within a minute.
useAmazonApp(1, (e, app) => {
  emulator = e;
  t = app;
});

/** A person in their own browser: signed in to Seller Central as themselves, connecting the demo seller. */
async function demoUser(): Promise<{ token: string; sellingPartnerId: string }> {
  const { token } = await registerUser(t.app);
  const signIn: SellerCentralSignIn = {};
  const { url, cookies } = await startConnect(t.app, token);
  expect(await followCallback(t.app, await decideConsent(emulator.base, url, { signIn }), cookies)).toBe('/?connected=true');
  const connection = (await t.app.inject({ method: 'GET', url: '/api/amazon/connection', headers: bearer(token) })).json();
  return { token, sellingPartnerId: (connection as AmazonConnection).sellingPartnerId! };
}

async function freshness(token: string): Promise<PerformanceSummary['freshness']> {
  const res = await t.app.inject({ method: 'GET', url: '/api/performance/summary', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as PerformanceSummary).freshness;
}

const firstDay = (token: string) =>
  waitFor(async () => {
    const f = await freshness(token);
    return f.some((m) => m.lastDay !== null) && f;
  }, 240_000);

describe('demo users of one demo seller', () => {
  it('have their own selling partner ids and rate buckets; the second gets a day while the first backfills', async () => {
    const first = await demoUser();
    await firstDay(first.token);

    const second = await demoUser();
    expect(second.sellingPartnerId).not.toBe(first.sellingPartnerId);
    expect([first.sellingPartnerId, second.sellingPartnerId]).not.toContain(DEMO_SELLER_ID);
    expect(second.sellingPartnerId).toMatch(/^A[0-9A-Z]{13}$/);

    await firstDay(second.token);
    // The first one's 90 days are still coming in: the second did not wait for them.
    const firstNow = await freshness(first.token);
    expect(firstNow.some((m) => m.status === 'running' && (m.backfill?.imported ?? 0) < 90)).toBe(true);

    // Each has its own createReport bucket in the app's database.
    const keys = await queryRows<{ key: string }>(
      t.database.db,
      sql`select key from spapi_rate_buckets where key like ${'%createReport%'}`,
    );
    for (const id of [first.sellingPartnerId, second.sellingPartnerId]) expect(keys.some((k) => k.key.includes(id))).toBe(true);
  }, 300_000);

  it('keeps one Seller Central user the same seller across reconnects', async () => {
    const { token } = await registerUser(t.app);
    const signIn: SellerCentralSignIn = {};
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const { url, cookies } = await startConnect(t.app, token);
      expect(await followCallback(t.app, await decideConsent(emulator.base, url, { signIn }), cookies)).toBe('/?connected=true');
      const connection = (await t.app.inject({ method: 'GET', url: '/api/amazon/connection', headers: bearer(token) })).json();
      ids.push((connection as AmazonConnection).sellingPartnerId!);
    }
    expect(ids[1]).toBe(ids[0]);
    expect(ids[0]).not.toBe(DEMO_SELLER_ID);
  });
});
