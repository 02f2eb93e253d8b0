/**
 * The Free plan covers one marketplace: the API names it (GET /api/plan/marketplace), refuses an
 * optimisation elsewhere before any credit is spent, and lets the user move it once a month.
 */
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listingVersions, users } from '../../src/server/db/schema/index.ts';
import { bearer, type TestApp, useTestApp } from '../helpers/app.ts';
import { sellerWithListings, waterBottle, type ListingFields } from '../helpers/seller.ts';

const US = 'ATVPDKIKX0DER';
const DE = 'A1PA6795UKMFR9';
const ES = 'A1RKKUPIHCS9HS';
const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
useTestApp((app) => {
  t = app;
});

function bottle(marketplaceId: string): ListingFields {
  return waterBottle(marketplaceId, { skuPrefix: 'PM', asin: 'B0PLANMP01' });
}

/** A Free seller whose first listing is in the US, then one in Spain. */
async function freeSeller(usageCount = 0) {
  const s = await sellerWithListings(t, { tier: 'free', usageCount, listings: [bottle(US), bottle(ES)] });
  return { token: s.token, userId: s.userId, us: s.listingIds[0]!, es: s.listingIds[1]! };
}

const get = (token: string) => t.app.inject({ method: 'GET', url: '/api/plan/marketplace', headers: bearer(token) });
const put = (token: string, marketplaceId: string) =>
  t.app.inject({ method: 'PUT', url: '/api/plan/marketplace', headers: bearer(token), payload: { marketplaceId } });
const optimize = (token: string, id: number, language: string) =>
  t.app.inject({ method: 'POST', url: `/api/optimize/${id}`, headers: bearer(token), payload: { language } });

async function userRow(id: number) {
  const [u] = await t.database.db.select().from(users).where(eq(users.id, id));
  return u!;
}

describe('GET /api/plan/marketplace', () => {
  it('names the Free plan marketplace (the first one the listings came from), stores it, and lists the choices', async () => {
    const s = await freeSeller();
    const res = await get(s.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      marketplaceId: US,
      changeableFrom: null,
      choices: [
        { id: US, name: 'Amazon.com', country: 'US' },
        { id: ES, name: 'Amazon.es', country: 'ES' },
      ],
    });
    expect((await userRow(s.userId)).planMarketplaceId).toBe(US);
  });

  it('is null for a user who sells nowhere yet, and needs a session', async () => {
    const s = await sellerWithListings(t, { tier: 'free' });
    expect((await get(s.token)).json()).toEqual({ marketplaceId: null, changeableFrom: null, choices: [] });
    expect((await t.app.inject({ method: 'GET', url: '/api/plan/marketplace' })).statusCode).toBe(401);
  });
});

describe('optimising outside the Free plan marketplace', () => {
  it('is refused with 403 before any credit is spent or draft stored', async () => {
    const s = await freeSeller(2);
    const res = await optimize(s.token, s.es, 'es');
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toEqual({
      code: 'PLAN_REQUIRED',
      message: 'Multiple marketplaces is part of the Pro plan. Upgrade in Settings.',
    });
    expect((await userRow(s.userId)).usageCount).toBe(2);
    const [v] = await t.database.db.select({ n: count() }).from(listingVersions).where(eq(listingVersions.listingId, s.es));
    expect(v!.n).toBe(0);
  });

  it('follows a change of the marketplace: Spain allowed, the US then refused', async () => {
    const s = await freeSeller();
    expect((await put(s.token, ES)).statusCode).toBe(200);
    expect((await optimize(s.token, s.es, 'es')).statusCode).toBe(200);
    const us = await optimize(s.token, s.us, 'en');
    expect(us.statusCode).toBe(403);
    expect(us.json().message).toBe('Multiple marketplaces is part of the Pro plan. Upgrade in Settings.');
  });

  it('does not apply to Pro, whose plan covers every marketplace', async () => {
    const s = await sellerWithListings(t, { tier: 'pro', listings: [bottle(US), bottle(ES)] });
    expect((await optimize(s.token, s.listingIds[1]!, 'es')).statusCode).toBe(200);
  });
});

describe('PUT /api/plan/marketplace', () => {
  it('changes once, then refuses a second change within the month with the date it is allowed again', async () => {
    const s = await freeSeller();
    const first = await put(s.token, ES);
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body.marketplaceId).toBe(ES);
    const next = Date.parse(body.changeableFrom);
    expect(next - Date.now()).toBeGreaterThan(27 * DAY);
    expect(next - Date.now()).toBeLessThanOrEqual(31 * DAY);

    const second = await put(s.token, US);
    expect(second.statusCode, second.body).toBe(409);
    const day = new Date(next).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    expect(second.json()).toEqual({
      code: 'CONFLICT',
      message: `The Free plan's marketplace can be changed once a month. You can change it again on ${day}.`,
    });
    expect((await userRow(s.userId)).planMarketplaceId).toBe(ES);
    expect((await get(s.token)).json().marketplaceId).toBe(ES);
  });

  it('allows the next change once a month has passed', async () => {
    const s = await freeSeller();
    expect((await put(s.token, ES)).statusCode).toBe(200);
    await t.database.db
      .update(users)
      .set({ planMarketplaceChangedAt: new Date(Date.now() - 32 * DAY) })
      .where(eq(users.id, s.userId));
    const again = await put(s.token, US);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().marketplaceId).toBe(US);
  });

  it('choosing the marketplace already covered costs no change', async () => {
    const s = await freeSeller();
    const same = await put(s.token, US);
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ marketplaceId: US, changeableFrom: null });
    expect((await userRow(s.userId)).planMarketplaceChangedAt).toBeNull();
    expect((await put(s.token, ES)).statusCode).toBe(200);
  });

  it('two changes sent at once: one passes, the other is refused', async () => {
    const s = await freeSeller();
    const answers = await Promise.all([put(s.token, ES), put(s.token, DE)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json().marketplaceId;
    expect((await userRow(s.userId)).planMarketplaceId).toBe(winner);
  });

  it('refuses an unknown marketplace with 400 and changes nothing', async () => {
    const s = await freeSeller();
    const res = await put(s.token, 'NOT-A-MARKETPLACE');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Choose one of the supported Amazon marketplaces');
    expect((await get(s.token)).json().marketplaceId).toBe(US);
  });
});
