import { describe, expect, it } from 'vitest';
import { salesInquiries } from '../../src/server/db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { bearer, buildTestApp, registerUser, type TestApp, PRODUCTION_ENV, useTestApp } from '../helpers/app.ts';

let t: TestApp;
useTestApp((app) => {
  t = app;
});

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, headers });
}

async function me(token: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('POST /api/user/upgrade', () => {
  // NODE_ENV=test, no Stripe: the demo/dev behaviour, where a plan change applies at once.
  it('moves a free user to pro and growth, and /api/auth/me shows the new tier and limit', async () => {
    const { token } = await registerUser(t.app);
    expect(await me(token)).toMatchObject({ tier: 'free', usageLimit: 10 });

    const pro = await post('/api/user/upgrade', { tier: 'pro' }, bearer(token));
    expect(pro.statusCode).toBe(200);
    expect(pro.json()).toMatchObject({ tier: 'pro', usageLimit: 100, usageCount: 0 });
    expect(await me(token)).toMatchObject({ tier: 'pro', usageLimit: 100 });

    const growth = await post('/api/user/upgrade', { tier: 'growth' }, bearer(token));
    expect(growth.json()).toMatchObject({ tier: 'growth', usageLimit: 500 });
  });

  it.each([[{ tier: 'platinum' }], [{}], [{ tier: 42 }]])('answers 400 for %j', async (payload) => {
    const { token } = await registerUser(t.app);
    const res = await post('/api/user/upgrade', payload, bearer(token));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Tier must be one of free, pro, growth, enterprise');
    expect(await me(token)).toMatchObject({ tier: 'free' });
  });

  it('refuses self-serve enterprise and points to Contact Sales', async () => {
    const { token } = await registerUser(t.app);
    const res = await post('/api/user/upgrade', { tier: 'enterprise' }, bearer(token));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'Enterprise plans are arranged with our sales team. Use Contact Sales.',
    });
    expect(await me(token)).toMatchObject({ tier: 'free', usageLimit: 10 });
  });

  it('answers 401 without a session', async () => {
    const res = await post('/api/user/upgrade', { tier: 'pro' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/user/upgrade in production without Stripe', () => {
  it('answers 503 for a paid plan and does not change the tier', async () => {
    const prod = await buildTestApp({ env: PRODUCTION_ENV });
    try {
      expect(prod.config.stripe).toBeNull();
      const { token } = await registerUser(prod.app);
      for (const tier of ['pro', 'growth']) {
        const res = await prod.app.inject({
          method: 'POST',
          url: '/api/user/upgrade',
          headers: bearer(token),
          payload: { tier },
        });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({
          code: 'UNAVAILABLE',
          message: 'Billing is not set up on this server, so paid plans cannot be bought. Please contact support.',
        });
      }
      const me = await prod.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
      expect(me.json()).toMatchObject({ tier: 'free', usageLimit: 10 });
    } finally {
      await prod.close();
    }
  });
});

describe('POST /api/billing/sales-inquiries', () => {
  it('stores the inquiry against the user and answers 201', async () => {
    const { token, user } = await registerUser(t.app);
    const res = await post(
      '/api/billing/sales-inquiries',
      { name: ' Dana Seller ', email: 'Dana@Example.com', company: 'Acme Goods', message: 'We run 4,000 SKUs across EU and NA.' },
      bearer(token),
    );
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect(id).toEqual(expect.any(Number));
    const [row] = await t.database.db.select().from(salesInquiries).where(eq(salesInquiries.id, id));
    expect(row).toMatchObject({
      userId: user.id,
      name: 'Dana Seller',
      email: 'dana@example.com',
      company: 'Acme Goods',
      message: 'We run 4,000 SKUs across EU and NA.',
    });
  });

  it('accepts a missing company', async () => {
    const { token } = await registerUser(t.app);
    const res = await post(
      '/api/billing/sales-inquiries',
      { name: 'Lee', email: 'lee@example.com', message: 'Please call me back.' },
      bearer(token),
    );
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(salesInquiries).where(eq(salesInquiries.id, res.json().id));
    expect(row!.company).toBeNull();
  });

  it.each([
    [{ name: '', email: 'a@b.co', message: 'Long enough message' }, 'Name is required'],
    [{ name: 'A', email: 'nope', message: 'Long enough message' }, 'Please enter a valid email'],
    [{ name: 'A', email: 'a@b.co', message: 'short' }, 'Message must be at least 10 characters'],
    [{ name: 'A', email: 'a@b.co', message: 'x'.repeat(2001) }, 'Message must be at most 2000 characters'],
  ])('rejects %j with "%s"', async (payload, message) => {
    const { token } = await registerUser(t.app);
    const res = await post('/api/billing/sales-inquiries', payload, bearer(token));
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { message: string }) => i.message)).toContain(message);
  });

  it("takes a visitor's inquiry (the landing page's Contact Sales) with no account attached", async () => {
    const res = await post('/api/billing/sales-inquiries', { name: 'A', email: 'a@b.co', message: 'Long enough message' });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(salesInquiries).where(eq(salesInquiries.id, res.json().id));
    expect(row).toMatchObject({ userId: null, email: 'a@b.co' });
  });

  it('answers 401 to a token that is no session, rather than filing it as a visitor', async () => {
    const res = await post(
      '/api/billing/sales-inquiries',
      { name: 'A', email: 'a@b.co', message: 'Long enough message' },
      bearer('x'.repeat(40)),
    );
    expect(res.statusCode).toBe(401);
  });
});
