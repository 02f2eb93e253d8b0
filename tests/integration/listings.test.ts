import { describe, expect, it } from 'vitest';
import { bearer, type TestApp, useTestApp } from '../helpers/app.ts';
import { sellerWithListing, sellerWithListings } from '../helpers/seller.ts';

let t: TestApp;
let token: string;
const SCORES = [95, 81, 79, 60, 59, 40, 39, 0, null, null];

useTestApp(async (app) => {
  t = app;
  const seller = await sellerWithListings(t, {
    listings: SCORES.map((healthScore, i) => ({
      sku: `SKU-${i}`,
      asin: `B00000000${i}`,
      title: i === 3 ? 'Stainless 100% steel_bottle' : `Listing number ${i}`,
      healthScore,
    })),
  });
  token = seller.token;
  // Another seller's listings never count.
  await sellerWithListing(t, { listing: { sku: 'X', title: 'Other', healthScore: 100 } });
});

function get(url: string) {
  return t.app.inject({ method: 'GET', url, headers: bearer(token) });
}

describe('GET /api/listings', () => {
  it('answers a plain array without paging parameters', async () => {
    const res = await get('/api/listings');
    expect(res.json()).toHaveLength(10);
    expect(res.json()[0]).toMatchObject({ sku: 'SKU-0', healthScore: 95, bullets: [], issues: [] });
  });

  it('pages, searches literally (no LIKE wildcards), filters by band and sorts by score', async () => {
    const page = (await get('/api/listings?page=2&pageSize=4')).json();
    expect(page).toMatchObject({ total: 10, page: 2, pageSize: 4 });
    expect(page.items.map((l: { sku: string }) => l.sku)).toEqual(['SKU-4', 'SKU-5', 'SKU-6', 'SKU-7']);
    expect((await get('/api/listings?page=1&search=100%25')).json().total).toBe(1);
    expect((await get('/api/listings?page=1&search=_')).json().total).toBe(1);
    expect((await get('/api/listings?page=1&search=b000000007')).json().items[0].sku).toBe('SKU-7');
    const bands = await Promise.all(
      ['optimized', 'good', 'needs_work', 'poor', 'not_analyzed'].map(
        async (band) => (await get(`/api/listings?page=1&band=${band}`)).json().total,
      ),
    );
    expect(bands).toEqual([2, 2, 2, 2, 2]);
    const sorted = (await get('/api/listings?page=1&pageSize=10&sort=score_desc'))
      .json()
      .items.map((l: { healthScore: number | null }) => l.healthScore);
    expect(sorted).toEqual([95, 81, 79, 60, 59, 40, 39, 0, null, null]);
  });

  it('rejects bad paging parameters with a readable 400', async () => {
    for (const url of [
      '/api/listings?page=0',
      '/api/listings?pageSize=1000',
      '/api/listings?page=abc',
      '/api/listings?band=great',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message.length).toBeGreaterThan(3);
    }
  });

  it('summarises every listing of the account in the database', async () => {
    const res = await get('/api/listings/summary');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      total: 10,
      optimized: 2,
      bands: { optimized: 2, good: 2, needs_work: 2, poor: 2, not_analyzed: 2 },
    });
    expect(body.averageScore).toBe(Math.round((95 + 81 + 79 + 60 + 59 + 40 + 39 + 0) / 8));
    expect(body.recent).toHaveLength(3);
  });

  it('answers 400 for an id that is not a number and 404 for an unknown one', async () => {
    expect((await get('/api/listings/abc')).statusCode).toBe(400);
    expect((await get('/api/listings/999999')).json()).toEqual({ code: 'NOT_FOUND', message: 'Listing not found' });
  });
});
