/**
 * A reconnect reaches the same Amazon account, as at Amazon: the seller's earlier push is still
 * there for the next import (the emulator keeps one copy of a demo seller per Seller Central user).
 */
import { describe, expect, it } from 'vitest';
import { bearer, registerUser } from '../helpers/app.ts';
import {
  decideConsent,
  emulatorControl,
  followCallback,
  startConnect,
  syncToEnd,
  useAmazonApp,
  type AmazonTestApp,
  type SellerCentralSignIn,
  type TestEmulator,
} from '../helpers/amazon.ts';

let emulator: TestEmulator;
let t: AmazonTestApp;
useAmazonApp(1000, (e, app) => {
  emulator = e;
  t = app;
});

async function connect(token: string, signIn: SellerCentralSignIn): Promise<void> {
  const { url, cookies } = await startConnect(t.app, token);
  expect(await followCallback(t.app, await decideConsent(emulator.base, url, { signIn }), cookies)).toBe('/?connected=true');
}

async function listingBySku(token: string, sku: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/listings', headers: bearer(token) });
  return (res.json() as { id: number; sku: string; title: string; bullets: string; description: string }[]).find(
    (l) => l.sku === sku,
  )!;
}

describe('reconnect', () => {
  it('pushes, reconnects in the same browser, syncs, and still sees the pushed title', async () => {
    await emulatorControl(emulator.base, 'listings', {
      sku: 'RECONNECT-1',
      title: 'Frostline Bottle 32 oz',
      bullets: ['Cold for 24 hours'],
    });
    const { token } = await registerUser(t.app);
    const signIn: SellerCentralSignIn = {};
    await connect(token, signIn);
    expect(signIn.cookie).toMatch(/^sc_signin=/);
    expect((await syncToEnd(t.app, token)).status).toBe('done');
    const l = await listingBySku(token, 'RECONNECT-1');
    const pushedTitle = 'Frostline Insulated Bottle 32 oz, Leak-Proof Lid';
    const push = await t.app.inject({
      method: 'POST',
      url: `/api/listings/${l.id}/update-amazon`,
      headers: bearer(token),
      payload: {
        title: pushedTitle,
        bullets: l.bullets,
        description: l.description,
        confirm: true,
        idempotencyKey: 'reconnect-push-1',
      },
    });
    expect(push.json()).toMatchObject({ status: 'ACCEPTED' });

    const disconnect = await t.app.inject({ method: 'DELETE', url: '/api/amazon/connection?region=NA', headers: bearer(token) });
    expect(disconnect.statusCode, disconnect.body).toBeLessThan(300);
    await connect(token, signIn);
    expect((await syncToEnd(t.app, token)).status).toBe('done');
    expect((await listingBySku(token, 'RECONNECT-1')).title).toBe(pushedTitle);
  });

  it('another Seller Central sign-in gets its own copy, without the first one’s push', async () => {
    const { token } = await registerUser(t.app);
    await connect(token, {});
    expect((await syncToEnd(t.app, token)).status).toBe('done');
    expect((await listingBySku(token, 'RECONNECT-1')).title).toBe('Frostline Bottle 32 oz');
  });

  it('a listing planted from a signed-in browser reaches that user’s copy only', async () => {
    const own: SellerCentralSignIn = {};
    const { token } = await registerUser(t.app);
    await connect(token, own);
    expect((await syncToEnd(t.app, token)).status).toBe('done');
    const { token: other } = await registerUser(t.app);
    await connect(other, {});
    expect((await syncToEnd(t.app, other)).status).toBe('done');

    const planted = await fetch(`${emulator.base}/__emulator/listings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: own.cookie! },
      body: JSON.stringify({ sku: 'PLANT-OWN-1', title: 'Planted in one copy' }),
    });
    expect(planted.status).toBe(201);
    for (const seller of [token, other]) expect((await syncToEnd(t.app, seller)).status).toBe('done');
    expect((await listingBySku(token, 'PLANT-OWN-1'))?.title).toBe('Planted in one copy');
    expect(await listingBySku(other, 'PLANT-OWN-1')).toBeUndefined();
  });
});
