import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/index.ts';
import { bearer, type TestApp, useTestApp } from '../helpers/app.ts';
import { multipartBody } from '../helpers/multipart.ts';
import { sellerWithListing, type ListingFields } from '../helpers/seller.ts';

let t: TestApp;
useTestApp((app) => {
  t = app;
});

const LISTING: ListingFields = {
  sku: 'BOTTLE-1',
  title: 'Trailhead Insulated Water Bottle 32 oz',
  bullets: ['Double-wall stainless steel keeps drinks cold for 24 hours', 'Dishwasher safe lid for easy cleaning'],
  description: 'Leak-proof bottle for hiking and the gym.',
};

async function upload(token: string, listingId: number, content: string, name = 'reviews.csv') {
  const body = await multipartBody({}, { name, content });
  return t.app.inject({
    method: 'POST',
    url: `/api/faq/${listingId}/reviews`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

const GOOD_CSV = [
  'text,rating,date',
  '"Easy to clean, the lid goes in the dishwasher.",5,2025-05-01',
  'The stainless steel feels solid and well made.,5,2025-05-02',
  'Great steel build <script>alert(1)</script>,4,2025-05-03',
  'Cleaning the straw is hard,2,2025-05-04',
].join('\n');

function generate(token: string, listingId: number, body: unknown) {
  return t.app.inject({ method: 'POST', url: `/api/faq/generate/${listingId}`, headers: bearer(token), payload: body as object });
}

async function usage(userId: number): Promise<number> {
  const [u] = await t.database.db.select().from(users).where(eq(users.id, userId));
  return u!.usageCount;
}

describe('review upload', () => {
  it('imports a good CSV and summarises the evidence', async () => {
    const s = await sellerWithListing(t, { tier: 'pro', listing: LISTING });
    const res = await upload(s.token, s.listingId, GOOD_CSV);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ imported: 4, total: 4 });
    const summary = await t.app.inject({ method: 'GET', url: `/api/faq/${s.listingId}/reviews`, headers: bearer(s.token) });
    expect(summary.json()).toEqual({ total: 4, uploaded: 4, fromAmazon: 0, fetching: null });
  });

  it('refuses the free plan, naming the plan, and stores nothing', async () => {
    const s = await sellerWithListing(t, { tier: 'free', listing: LISTING });
    const res = await upload(s.token, s.listingId, GOOD_CSV);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('FAQ Generator is part of the Pro plan. Upgrade in Settings.');
    const summary = await t.app.inject({ method: 'GET', url: `/api/faq/${s.listingId}/reviews`, headers: bearer(s.token) });
    expect(summary.json()).toEqual({ total: 0, uploaded: 0, fromAmazon: 0, fetching: null });
  });

  it('refuses a file with one bad row, naming row and column, and imports nothing', async () => {
    const s = await sellerWithListing(t, { tier: 'pro', listing: LISTING });
    const res = await upload(s.token, s.listingId, 'text,rating\nGood one,5\nBad one,7\n');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Row 3, column "rating": "7" is not a star rating from 1 to 5');
    const n = await t.database.db.execute(sql`select count(*)::int as n from reviews where listing_id = ${s.listingId}`);
    expect((n as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('explains wrong columns', async () => {
    const s = await sellerWithListing(t, { tier: 'pro', listing: LISTING });
    const res = await upload(s.token, s.listingId, 'comment,stars\nNice,5\n');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Missing required column "text"/);
  });

  it('imports a 5 MB file in one go and refuses one over 10 MB with 413', async () => {
    const s = await sellerWithListing(t, { tier: 'pro', listing: LISTING });
    const line = `"${'The material is sturdy and feels great. '.repeat(12)}",5\n`;
    const five = `text,rating\n${line.repeat(Math.ceil((5 * 1024 * 1024) / line.length))}`;
    const ok = await upload(s.token, s.listingId, five);
    expect(ok.statusCode, ok.body.slice(0, 200)).toBe(201);
    expect(ok.json().imported).toBeGreaterThan(10_000);
    const big = await upload(s.token, s.listingId, five + five.slice(12));
    expect(big.statusCode).toBe(413);
  });
});

describe('FAQ generation', () => {
  it('validates reviewCount', async () => {
    const s = await sellerWithListing(t, { tier: 'pro', listing: LISTING });
    for (const reviewCount of [0, 24, 101, '25', null]) {
      const res = await generate(s.token, s.listingId, { reviewCount });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('reviewCount must be 10, 25, 50 or 100');
    }
  });

  it('answers 422 when the listing has no reviews and spends nothing', async () => {
    const s = await sellerWithListing(t, { tier: 'pro', listing: LISTING });
    const res = await generate(s.token, s.listingId, { reviewCount: 25 });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('This listing has no reviews yet. Import reviews to generate FAQs.');
    expect(await usage(s.userId)).toBe(0);
  });

  it('generates once for a credit, reuses the stored list, and regenerates when forced', async () => {
    const s = await sellerWithListing(t, { tier: 'pro', listing: LISTING });
    await upload(s.token, s.listingId, GOOD_CSV);
    const first = await generate(s.token, s.listingId, { reviewCount: 25 });
    expect(first.statusCode, first.body).toBe(200);
    const faqs = first.json() as { question: string; answer: string; support: number; quotes: string[] }[];
    expect(faqs.length).toBeGreaterThan(0);
    expect(faqs.every((f) => f.question && f.answer && f.support > 0)).toBe(true);
    // Review text travels as data: the review with a script tag is quoted, and its markup is dropped from the quote.
    expect(faqs.flatMap((f) => f.quotes)).toContain('Great steel build');
    expect(JSON.stringify(faqs)).not.toContain('<script');
    expect(await usage(s.userId)).toBe(1);

    const again = await generate(s.token, s.listingId, { reviewCount: 25 });
    expect(again.json()).toEqual(faqs);
    expect(await usage(s.userId)).toBe(1);

    const forced = await generate(s.token, s.listingId, { reviewCount: 10, force: true });
    expect(forced.statusCode).toBe(200);
    expect(await usage(s.userId)).toBe(2);
    const stored = await t.app.inject({ method: 'GET', url: `/api/faq/${s.listingId}`, headers: bearer(s.token) });
    expect(stored.json()).toEqual(forced.json());
  });

  it('refuses the free plan with a message naming the plan', async () => {
    const s = await sellerWithListing(t, { tier: 'free', listing: LISTING });
    const res = await generate(s.token, s.listingId, { reviewCount: 25 });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('FAQ Generator is part of the Pro plan. Upgrade in Settings.');
  });

  it("answers 402 when the month's credits are used up, and stores nothing", async () => {
    const s = await sellerWithListing(t, { tier: 'pro', listing: LISTING });
    await upload(s.token, s.listingId, GOOD_CSV);
    await t.database.db.update(users).set({ usageCount: 100 }).where(eq(users.id, s.userId));
    const res = await generate(s.token, s.listingId, { reviewCount: 25 });
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toMatch(/^You have used all 100 optimisations of your plan this month/);
    const stored = await t.app.inject({ method: 'GET', url: `/api/faq/${s.listingId}`, headers: bearer(s.token) });
    expect(stored.json()).toEqual([]);
  });

  it("answers 404 for another user's listing", async () => {
    const owner = await sellerWithListing(t, { tier: 'pro', listing: LISTING });
    const other = await sellerWithListing(t, { tier: 'pro', listing: LISTING });
    const res = await generate(other.token, owner.listingId, { reviewCount: 25 });
    expect(res.statusCode).toBe(404);
  });
});
