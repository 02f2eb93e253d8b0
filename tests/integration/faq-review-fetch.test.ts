import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ReviewSummary } from '../../src/core/faqs/schemas.ts';
import { DEMO_SELLER_US_ONLY_ID } from '../../src/emulators/amazon/demo-app.ts';
import { users } from '../../src/server/db/schema/index.ts';
import { NO_REVIEWS_MESSAGE } from '../../src/server/faqs/service.ts';
import { bearer, registerUser } from '../helpers/app.ts';
import {
  connectSeller,
  emulatorControl,
  syncToEnd,
  type AmazonTestApp,
  type TestEmulator,
  useAmazonApp,
} from '../helpers/amazon.ts';
import { insertListing } from '../helpers/seller.ts';
import { waitFor } from '../helpers/wait.ts';

let emulator: TestEmulator;
let t: AmazonTestApp;

useAmazonApp(100, (e, app) => {
  emulator = e;
  t = app;
});

const TOPICS = 'getItemReviewTopics';

async function summary(token: string, listingId: number): Promise<ReviewSummary> {
  const res = await t.app.inject({ method: 'GET', url: `/api/faq/${listingId}/reviews`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json() as ReviewSummary;
}

async function generate(token: string, listingId: number): Promise<{ statusCode: number; message: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/faq/generate/${listingId}`,
    headers: bearer(token),
    payload: { reviewCount: 50 },
  });
  return { statusCode: res.statusCode, message: (res.json() as { message: string }).message };
}

describe('FAQ Generator while Amazon reviews are on their way', () => {
  it('says the reviews are still being fetched, with progress, instead of "no reviews", until they are in', async () => {
    const { token, user } = await registerUser(t.app);
    await t.database.db.update(users).set({ tier: 'pro' }).where(eq(users.id, user.id));
    expect(await connectSeller(t.app, token, emulator.base, DEMO_SELLER_US_ONLY_ID)).toBe('/?connected=true');
    // An uploaded listing of the same marketplace: no review topics are coming for it.
    const uploaded = await insertListing(t, user.id, { sku: 'FAQ-UPLOADED', title: 'Steel bottle' });

    await emulatorControl(emulator.base, 'hold', { operation: TOPICS });
    let amazonId = 0;
    try {
      expect((await syncToEnd(t.app, token)).status).toBe('done');
      amazonId = (await amazonListingIds(token))[0]!;

      const held = await waitFor(async () => {
        const s = await summary(token, amazonId);
        return s.fetching?.total ? s : false;
      });
      expect(held).toMatchObject({ fromAmazon: 0, fetching: { done: 0 } });
      expect(held.fetching!.total).toBeGreaterThan(0);
      const refused = await generate(token, amazonId);
      expect(refused.statusCode).toBe(409);
      expect(refused.message).toBe(
        `Reviews are still being fetched from Amazon: 0 of ${held.fetching!.total} products so far. Generate the FAQs once they are in.`,
      );
      expect((await summary(token, uploaded)).fetching).toBeNull();
      expect(await generate(token, uploaded)).toEqual({ statusCode: 422, message: NO_REVIEWS_MESSAGE });
    } finally {
      await emulatorControl(emulator.base, 'release', { operation: TOPICS });
    }

    await waitFor(async () => (await summary(token, amazonId)).fetching === null);
    const ids = await amazonListingIds(token);
    const counts = await Promise.all(ids.map(async (id) => (await summary(token, id)).fromAmazon));
    expect(Math.max(...counts)).toBeGreaterThan(0);

    // Amazon's snippets have no stars: the side of the topic Amazon filed each under is what the
    // answers count ("Battery runs out faster than advertised" is a complaint about battery life).
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/faq/generate/${ids[counts.indexOf(Math.max(...counts))]!}`,
      headers: bearer(token),
      payload: { reviewCount: 50 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const faqs = res.json() as { answer: string; quotes: string[] }[];
    expect(faqs.length).toBeGreaterThan(0);
    for (const faq of faqs) expect(faq.answer).toMatch(/\d+ of \d+ reviews? (?:is|are) (?:positive|critical)/);
  });
});

async function amazonListingIds(token: string): Promise<number[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/listings', headers: bearer(token) });
  return (res.json() as { id: number; source: string }[]).filter((l) => l.source === 'amazon').map((l) => l.id);
}
