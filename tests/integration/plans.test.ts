import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_APLUS_SETTINGS } from '../../src/core/aplus/settings.ts';
import { TIERS, type Tier } from '../../src/core/plans/tiers.ts';
import { faqs, listingVersions, users } from '../../src/server/db/schema/index.ts';
import { bearer, buildTestApp, type TestApp, useTestApp } from '../helpers/app.ts';
import { insertListing, sellerWithListing, waterBottle, type ListingFields } from '../helpers/seller.ts';

const US = 'ATVPDKIKX0DER';
const DE = 'A1PA6795UKMFR9';

let t: TestApp;
useTestApp((app) => {
  t = app;
});

type Seller = { id: number; token: string; us: number; de: number };

/** A user on `tier` with a US listing (their first, so their home marketplace) and a German one. */
async function seller(tier: Tier, usageCount = 0, db: TestApp = t): Promise<Seller> {
  const { token, userId, listingId: us } = await sellerWithListing(db, { tier, usageCount, listing: bottle(US) });
  const de = await insertListing(db, userId, bottle(DE));
  return { id: userId, token, us, de };
}

function bottle(marketplaceId: string): ListingFields {
  return waterBottle(marketplaceId, { skuPrefix: 'SKU', asin: 'B0PLANS001' });
}

type GatedCall = {
  name: string;
  feature: string;
  allowedFrom: Tier;
  message: string;
  call(s: Seller): { method: 'POST'; url: string; payload: object };
};

const GATED: GatedCall[] = [
  {
    name: 'POST /api/faq/generate/:id',
    feature: 'faq',
    allowedFrom: 'pro',
    message: 'FAQ Generator is part of the Pro plan. Upgrade in Settings.',
    call: (s) => ({ method: 'POST', url: `/api/faq/generate/${s.us}`, payload: { reviewCount: 25 } }),
  },
  {
    name: 'POST /api/aplus/generate/:id',
    feature: 'aplus',
    allowedFrom: 'pro',
    message: 'A+ content is part of the Pro plan. Upgrade in Settings.',
    call: (s) => ({ method: 'POST', url: `/api/aplus/generate/${s.us}`, payload: DEFAULT_APLUS_SETTINGS }),
  },
  {
    name: 'POST /api/batch/optimize',
    feature: 'batch',
    allowedFrom: 'growth',
    message: 'Batch optimization is part of the Growth plan. Upgrade in Settings.',
    call: (s) => ({ method: 'POST', url: '/api/batch/optimize', payload: { listingIds: [s.us], language: 'en' } }),
  },
  {
    name: 'POST /api/optimize/:id in German (a US listing)',
    feature: 'multilingual',
    allowedFrom: 'pro',
    message: 'Multilingual rewriting is part of the Pro plan. Upgrade in Settings.',
    call: (s) => ({ method: 'POST', url: `/api/optimize/${s.us}`, payload: { language: 'de' } }),
  },
  {
    name: 'POST /api/optimize/:id outside the first marketplace',
    feature: 'allMarketplaces',
    allowedFrom: 'pro',
    message: 'Multiple marketplaces is part of the Pro plan. Upgrade in Settings.',
    call: (s) => ({ method: 'POST', url: `/api/optimize/${s.de}`, payload: { language: 'de' } }),
  },
];

describe('every gated route × every tier', () => {
  const cases = GATED.flatMap((g) =>
    TIERS.map((tier) => ({ ...g, tier, allowed: TIERS.indexOf(tier) >= TIERS.indexOf(g.allowedFrom) })),
  );
  it.each(cases)('$name as $tier: allowed=$allowed', async ({ call, tier, allowed, message }) => {
    const s = await seller(tier);
    const res = await t.app.inject({ ...call(s), headers: bearer(s.token) });
    if (allowed) {
      // Anything but the gate: 200/202, or 422 for a listing without reviews, and so on.
      expect(res.statusCode, res.body).not.toBe(403);
    } else {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ code: 'PLAN_REQUIRED', message });
    }
  });

  it('lets a free user rewrite their home-marketplace listing in its own language', async () => {
    const s = await seller('free');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/optimize/${s.us}`,
      headers: bearer(s.token),
      payload: { language: 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('tells a stranger nothing about another user’s listing: the same answer as for no listing', async () => {
    const owner = await seller('pro');
    for (const tier of TIERS) {
      const stranger = await seller(tier);
      for (const g of GATED.filter((g) => g.feature !== 'batch')) {
        const theirs = await t.app.inject({ ...g.call(owner), headers: bearer(stranger.token) });
        const missing = await t.app.inject({
          ...g.call({ ...owner, us: 2_000_000_000, de: 2_000_000_001 }),
          headers: bearer(stranger.token),
        });
        expect([theirs.statusCode, theirs.json()], `${g.name} as ${tier}`).toEqual([missing.statusCode, missing.json()]);
        expect([403, 404], `${g.name} as ${tier}`).toContain(theirs.statusCode);
      }
    }
  });

  it('a refused call spends no credit and stores nothing', async () => {
    const s = await seller('free', 4);
    for (const g of GATED) expect((await t.app.inject({ ...g.call(s), headers: bearer(s.token) })).statusCode).toBe(403);
    const [u] = await t.database.db.select().from(users).where(eq(users.id, s.id));
    expect(u!.usageCount).toBe(4);
    const [v] = await t.database.db.select({ n: count() }).from(listingVersions).where(eq(listingVersions.listingId, s.us));
    expect(v!.n).toBe(0);
  });
});

const FAQ = {
  question: 'Is it leak-proof?',
  answer: 'Yes, the screw lid seals tight.',
  support: 3,
  quotes: ['No leaks in my bag'],
};

describe('downgrades', () => {
  it('keep the data, gate features at once and refund no credits', async () => {
    const s = await seller('pro', 50);
    await t.database.db.insert(faqs).values({ listingId: s.us, items: [FAQ], reviewCount: 25 });
    const down = await t.app.inject({
      method: 'POST',
      url: '/api/user/upgrade',
      headers: bearer(s.token),
      payload: { tier: 'free' },
    });
    expect(down.statusCode, down.body).toBe(200);
    expect(down.json()).toMatchObject({ tier: 'free', usageCount: 50, usageLimit: 10 });

    const kept = await t.app.inject({ method: 'GET', url: `/api/faq/${s.us}`, headers: bearer(s.token) });
    expect(kept.json()).toEqual([FAQ]);
    const gated = await t.app.inject({
      method: 'POST',
      url: `/api/faq/generate/${s.us}`,
      headers: bearer(s.token),
      payload: { reviewCount: 25 },
    });
    expect(gated.statusCode).toBe(403);
    const spent = await t.app.inject({
      method: 'POST',
      url: `/api/optimize/${s.us}`,
      headers: bearer(s.token),
      payload: { language: 'en' },
    });
    expect(spent.statusCode).toBe(402);
  });
});

describe('credits around the AI call', () => {
  it('two parallel optimisations with one credit left: exactly one succeeds', async () => {
    const s = await seller('free', 9);
    const answers = await Promise.all(
      [0, 1].map(() =>
        t.app.inject({ method: 'POST', url: `/api/optimize/${s.us}`, headers: bearer(s.token), payload: { language: 'en' } }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 402]);
    const [u] = await t.database.db.select().from(users).where(eq(users.id, s.id));
    expect(u!.usageCount).toBe(10);
    const [v] = await t.database.db.select({ n: count() }).from(listingVersions).where(eq(listingVersions.listingId, s.us));
    expect(v!.n).toBe(1);
  });

  it('a failed AI call spends nothing', async () => {
    // Port 9 (discard) is closed here: the provider call fails to connect.
    const llmDown = await buildTestApp({
      env: { LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: 'http://127.0.0.1:9/v1', LLM_TIMEOUT_MS: '5000' },
    });
    try {
      const s = await seller('free', 3, llmDown);
      const res = await llmDown.app.inject({
        method: 'POST',
        url: `/api/optimize/${s.us}`,
        headers: bearer(s.token),
        payload: { language: 'en' },
      });
      expect(res.statusCode, res.body).toBe(502);
      const [u] = await llmDown.database.db.select().from(users).where(eq(users.id, s.id));
      expect(u!.usageCount).toBe(3);
      const [v] = await llmDown.database.db
        .select({ n: count() })
        .from(listingVersions)
        .where(eq(listingVersions.listingId, s.us));
      expect(v!.n).toBe(0);
    } finally {
      await llmDown.close();
    }
  });
});
