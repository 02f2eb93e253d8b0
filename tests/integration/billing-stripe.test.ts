import { count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processedWebhooks, users } from '../../src/server/db/schema/index.ts';
import { buildStripeEmulator, type StripeEmulator } from '../../src/emulators/stripe/app.ts';
import { ConfigError } from '../../src/server/config.ts';
import { bearer, buildTestApp, registerUser, testConfig, type TestApp } from '../helpers/app.ts';
import { waitFor } from '../helpers/wait.ts';

const WEBHOOK_SECRET = 'whsec_billing_test_secret';
let stripe: StripeEmulator;
let t: TestApp;

beforeAll(async () => {
  stripe = buildStripeEmulator({ webhookSecret: WEBHOOK_SECRET, controlApi: true });
  const stripeUrl = await stripe.listen({ port: 0, host: '127.0.0.1' });
  stripe.settings.publicUrl = stripeUrl;
  t = await buildTestApp({
    env: { STRIPE_SECRET_KEY: 'sk_test_listingpilot', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: stripeUrl },
  });
  // The emulator delivers webhooks over HTTP, as Stripe does.
  const appUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  stripe.settings.webhookUrl = `${appUrl}/api/billing/webhook`;
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

async function me(token: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function row(id: number) {
  const [u] = await t.database.db.select().from(users).where(eq(users.id, id));
  return u!;
}

function upgrade(token: string, tier: string) {
  return t.app.inject({ method: 'POST', url: '/api/user/upgrade', headers: bearer(token), payload: { tier } });
}

/** Stripe changing a subscription's status (dunning, a paid invoice), as the app sees it. */
async function setStatus(subscriptionId: string, status: string) {
  const res = await fetch(`${stripe.settings.publicUrl}/__stripe/subscriptions/${subscriptionId}/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status }),
  });
  expect(res.status).toBe(200);
  const delivered = stripe.stripeState.deliveries.at(-1)!;
  expect(delivered).toMatchObject({ type: 'customer.subscription.updated', status: 200 });
  return delivered.eventId;
}

/** True once Stripe's customer.subscription.deleted for the subscription reached the app. */
function deletionDelivered(subscriptionId: string) {
  const ids = new Set(
    stripe.stripeState.events
      .filter((e) => e.type === 'customer.subscription.deleted' && (e.data.object as { id: string }).id === subscriptionId)
      .map((e) => e.id),
  );
  return stripe.stripeState.deliveries.some((d) => ids.has(d.eventId) && d.status === 200);
}

function postWebhook(payload: string, signature?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { 'stripe-signature': signature }) },
    payload,
  });
}

/** Opens the checkout page and presses Pay, as the customer would. */
async function pay(checkoutUrl: string) {
  const page = await fetch(checkoutUrl);
  expect(page.status).toBe(200);
  // A first subscription starts with the free trial; a returning customer pays at once.
  expect(await page.text()).toMatch(/>(Pay|Start trial)<\/button>/);
  const res = await fetch(checkoutUrl, { method: 'POST', redirect: 'manual' });
  expect(res.status).toBe(303);
  // This session's event: a plan switch cancels the old subscription meanwhile, whose deletion
  // event may be delivered first.
  const sessionId = new URL(checkoutUrl).pathname.split('/').at(-1);
  const event = stripe.stripeState.events.find(
    (e) => e.type === 'checkout.session.completed' && (e.data.object as { id: string }).id === sessionId,
  )!;
  expect(stripe.stripeState.deliveries.find((d) => d.eventId === event.id)).toMatchObject({ status: 200 });
  return { location: res.headers.get('location'), eventId: event.id };
}

async function processedCount(eventId: string) {
  const [r] = await t.database.db.select({ n: count() }).from(processedWebhooks).where(eq(processedWebhooks.eventId, eventId));
  return r!.n;
}

/** A paying Pro (or Growth) user, through the real Checkout round trip. */
async function proSubscriber(tier: 'pro' | 'growth' = 'pro') {
  const { token, user } = await registerUser(t.app);
  const res = await upgrade(token, tier);
  const { eventId } = await pay(res.json().checkoutUrl);
  const subscriptionId = (await row(user.id)).stripeSubscriptionId!;
  return { token, id: user.id, eventId, subscriptionId };
}

describe('Stripe configuration', () => {
  it('refuses STRIPE_SECRET_KEY without STRIPE_WEBHOOK_SECRET: payments would never be applied', () => {
    expect(() => testConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(ConfigError);
    expect(() => testConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: ' ' })).toThrow(
      'STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set',
    );
    expect(testConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).stripe).toMatchObject({
      secretKey: 'sk_test_x',
      webhookSecret: 'whsec_x',
    });
    expect(testConfig({}).stripe).toBeNull();
  });
});

describe('upgrade with Stripe configured', () => {
  it('answers a Checkout URL for a paid tier and leaves the tier alone', async () => {
    const { token, user } = await registerUser(t.app);
    const res = await upgrade(token, 'growth');
    expect(res.statusCode, res.body).toBe(200);
    const { checkoutUrl } = res.json();
    expect(checkoutUrl).toMatch(new RegExp(`^${stripe.settings.publicUrl}/c/pay/cs_test_`));
    expect(Object.keys(res.json())).toEqual(['checkoutUrl']);
    expect(await me(token)).toMatchObject({ tier: 'free', usageLimit: 10 });

    const session = [...stripe.stripeState.sessions.values()].at(-1)!;
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: String(user.id),
      metadata: { tier: 'growth', userId: String(user.id), trialDays: '14' },
      customer_email: user.email,
      // The 14-day trial: nothing is due today, $79 a month after it, and no card is required.
      amount_total: 0,
      _price: { unitAmount: 7900, quantity: 1, interval: 'month' },
      _trialDays: 14,
      _cardOptional: true,
      success_url: 'http://127.0.0.1:3999/settings?checkout=success',
      cancel_url: 'http://127.0.0.1:3999/settings?checkout=cancel',
    });
  });

  it('still sends Enterprise to sales and answers the user when the tier is unchanged', async () => {
    const { token } = await registerUser(t.app);
    expect((await upgrade(token, 'enterprise')).statusCode).toBe(400);
    const same = await upgrade(token, 'free');
    expect(same.json()).toMatchObject({ tier: 'free' });
  });

  it('answers 502 and changes nothing when Stripe is unreachable', async () => {
    const broken = await buildTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: 'http://127.0.0.1:9' },
    });
    try {
      const { token } = await registerUser(broken.app);
      const res = await broken.app.inject({
        method: 'POST',
        url: '/api/user/upgrade',
        headers: bearer(token),
        payload: { tier: 'pro' },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe('Could not start the payment with Stripe. Please try again.');
    } finally {
      await broken.close();
    }
  });
});

describe('POST /api/billing/webhook', () => {
  function completedEvent(userId: number, tier = 'pro') {
    return JSON.stringify({
      id: `evt_manual_${userId}_${tier}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_manual',
          object: 'checkout.session',
          mode: 'subscription',
          payment_status: 'paid',
          client_reference_id: String(userId),
          metadata: { tier },
          subscription: `sub_manual_${userId}`,
          customer: `cus_manual_${userId}`,
        },
      },
    });
  }

  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const { token, user } = await registerUser(t.app);
    const payload = completedEvent(user.id);
    const forged = new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_the_secret' });
    for (const signature of [forged, undefined, 't=1,v1=deadbeef']) {
      const res = await postWebhook(payload, signature);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message: 'The Stripe signature is missing or invalid.' });
    }
    // A body altered after signing fails too: the signature covers the raw bytes.
    const tampered = await postWebhook(completedEvent(user.id, 'growth'), stripe.sign(payload));
    expect(tampered.statusCode).toBe(400);
    expect(await me(token)).toMatchObject({ tier: 'free' });
    expect(await processedCount(`evt_manual_${user.id}_pro`)).toBe(0);
  });

  it('upgrades on a verified checkout.session.completed from the Pay button, and resets the credit month', async () => {
    const { token, user } = await registerUser(t.app);
    await t.database.db
      .update(users)
      .set({ usageCount: 9, usagePeriodStart: new Date('2026-01-05T00:00:00Z') })
      .where(eq(users.id, user.id));
    const res = await upgrade(token, 'pro');
    const before = Date.now();
    const { location } = await pay(res.json().checkoutUrl);
    expect(location).toBe('http://127.0.0.1:3999/settings?checkout=success');
    expect(await me(token)).toMatchObject({ tier: 'pro', usageCount: 0, usageLimit: 100 });
    const u = await row(user.id);
    expect(u.usagePeriodStart.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(u.stripeSubscriptionId).toMatch(/^sub_/);
    expect(u.stripeCustomerId).toMatch(/^cus_/);
  });

  it('applies a replayed event once: the credit month is not reset again, one processed_webhooks row', async () => {
    const s = await proSubscriber();
    const period = new Date('2026-03-01T00:00:00Z');
    await t.database.db.update(users).set({ usageCount: 7, usagePeriodStart: period }).where(eq(users.id, s.id));
    const res = await fetch(`${stripe.settings.publicUrl}/__stripe/events/${s.eventId}/resend`, { method: 'POST' });
    expect((await res.json()).status).toBe(200);
    // A direct replay too, and two racing copies of it.
    const event = stripe.stripeState.events.find((e) => e.id === s.eventId)!;
    const payload = JSON.stringify(event);
    const answers = await Promise.all([postWebhook(payload, stripe.sign(payload)), postWebhook(payload, stripe.sign(payload))]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const u = await row(s.id);
    expect(u.usageCount).toBe(7);
    expect(u.usagePeriodStart.toISOString()).toBe(period.toISOString());
    expect(await processedCount(s.eventId)).toBe(1);
  });

  it('sends the user back to Free when the subscription is deleted at Stripe', async () => {
    const s = await proSubscriber();
    await t.database.db.update(users).set({ usageCount: 42 }).where(eq(users.id, s.id));
    const res = await fetch(`${stripe.settings.publicUrl}/__stripe/subscriptions/${s.subscriptionId}/cancel`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(stripe.stripeState.deliveries.at(-1)).toMatchObject({ type: 'customer.subscription.deleted', status: 200 });
    // Features are gated at once; spent credits stay spent.
    expect(await me(s.token)).toMatchObject({ tier: 'free', usageCount: 42, usageLimit: 10 });
    expect((await row(s.id)).stripeSubscriptionId).toBeNull();
  });

  it('answers 200 to event types it does not act on', async () => {
    const payload = JSON.stringify({
      id: 'evt_other_1',
      object: 'event',
      type: 'invoice.paid',
      data: { object: { id: 'in_1' } },
    });
    const res = await postWebhook(payload, stripe.sign(payload));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
  });
});

describe('plan changes of a paying user', () => {
  it('a downgrade to Free cancels the subscription at Stripe and applies at once', async () => {
    const s = await proSubscriber();
    const res = await upgrade(s.token, 'free');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ tier: 'free', usageLimit: 10 });
    expect(stripe.stripeState.subscriptions.get(s.subscriptionId)?.status).toBe('canceled');
    // Stripe's own customer.subscription.deleted then arrives and changes nothing more.
    await waitFor(async () =>
      stripe.stripeState.deliveries.some((d) => d.type === 'customer.subscription.deleted' && d.status === 200),
    );
    expect(await me(s.token)).toMatchObject({ tier: 'free' });
  });

  it('Pro to Growth goes through Checkout and cancels the Pro subscription once Growth is paid', async () => {
    const s = await proSubscriber();
    const res = await upgrade(s.token, 'growth');
    expect(await me(s.token)).toMatchObject({ tier: 'pro' });
    await pay(res.json().checkoutUrl);
    expect(await me(s.token)).toMatchObject({ tier: 'growth', usageLimit: 500 });
    const u = await row(s.id);
    expect(u.stripeSubscriptionId).not.toBe(s.subscriptionId);
    await waitFor(async () => stripe.stripeState.subscriptions.get(s.subscriptionId)?.status === 'canceled');
    // The old subscription's deletion event must not take Growth away: once the app has answered
    // that very event (a delivery is recorded after the webhook's response), the tier is final.
    const deleted = await waitFor(async () =>
      stripe.stripeState.events.find(
        (e) => e.type === 'customer.subscription.deleted' && (e.data.object as { id?: string }).id === s.subscriptionId,
      ),
    );
    await waitFor(async () => stripe.stripeState.deliveries.some((d) => d.eventId === deleted.id && d.status === 200));
    expect(await me(s.token)).toMatchObject({ tier: 'growth' });
  });

  it('loses the paid plan when Stripe gives up collecting payment, keeps it while Stripe retries', async () => {
    const s = await proSubscriber();
    await setStatus(s.subscriptionId, 'past_due');
    expect(await me(s.token)).toMatchObject({ tier: 'pro' });
    await setStatus(s.subscriptionId, 'unpaid');
    expect(await me(s.token)).toMatchObject({ tier: 'free', usageLimit: 10 });
    // Not cancelled at Stripe: the subscription is kept so that paying it brings the plan back.
    expect((await row(s.id)).stripeSubscriptionId).toBe(s.subscriptionId);
  });

  it.each([
    ['pro', 'active', 100],
    ['growth', 'active', 500],
    ['pro', 'trialing', 100],
  ] as const)(
    'gives the %s plan back when the unpaid subscription becomes %s again, keeping the credit month',
    async (tier, status, usageLimit) => {
      const s = await proSubscriber(tier);
      await setStatus(s.subscriptionId, 'unpaid');
      await t.database.db.update(users).set({ usageCount: 6 }).where(eq(users.id, s.id));
      expect(await me(s.token)).toMatchObject({ tier: 'free' });
      const before = (await row(s.id)).usagePeriodStart;
      await setStatus(s.subscriptionId, status);
      expect(stripe.stripeState.subscriptions.get(s.subscriptionId)?.status).toBe(status);
      expect(await me(s.token)).toMatchObject({ tier, usageLimit, usageCount: 6 });
      const u = await row(s.id);
      expect(u.stripeSubscriptionId).toBe(s.subscriptionId);
      expect(u.usagePeriodStart.toISOString()).toBe(before.toISOString());
    },
  );

  it('a replayed "active" event does not undo a later unpaid: each event applies once', async () => {
    const s = await proSubscriber();
    await setStatus(s.subscriptionId, 'unpaid');
    const activeEvent = await setStatus(s.subscriptionId, 'active');
    await setStatus(s.subscriptionId, 'unpaid');
    expect(await me(s.token)).toMatchObject({ tier: 'free' });
    const res = await fetch(`${stripe.settings.publicUrl}/__stripe/events/${activeEvent}/resend`, { method: 'POST' });
    expect((await res.json()).status).toBe(200);
    expect(await me(s.token)).toMatchObject({ tier: 'free' });
    expect(await processedCount(activeEvent)).toBe(1);
  });

  it('an "unpaid" event delivered after the later "active" one does not take the plan away', async () => {
    const s = await proSubscriber();
    const webhookUrl = stripe.settings.webhookUrl;
    stripe.settings.webhookUrl = undefined;
    const res = await fetch(`${stripe.settings.publicUrl}/__stripe/subscriptions/${s.subscriptionId}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'unpaid' }),
    });
    const late = (await res.json()) as { id: string };
    stripe.settings.webhookUrl = webhookUrl;
    await setStatus(s.subscriptionId, 'active');
    const resent = await fetch(`${stripe.settings.publicUrl}/__stripe/events/${late.id}/resend`, { method: 'POST' });
    expect((await resent.json()).status).toBe(200);
    expect(await me(s.token)).toMatchObject({ tier: 'pro', usageLimit: 100 });
    expect(await processedCount(late.id)).toBe(1);
  });

  it('an "active" update for a subscription the user no longer has changes nothing', async () => {
    const s = await proSubscriber();
    await pay((await upgrade(s.token, 'growth')).json().checkoutUrl);
    await waitFor(async () => deletionDelivered(s.subscriptionId));
    await setStatus(s.subscriptionId, 'active');
    expect(await me(s.token)).toMatchObject({ tier: 'growth', usageLimit: 500 });
    // Nor does one after the user was sent to Free by a deleted subscription.
    const c = await proSubscriber();
    await fetch(`${stripe.settings.publicUrl}/__stripe/subscriptions/${c.subscriptionId}/cancel`, { method: 'POST' });
    expect(await me(c.token)).toMatchObject({ tier: 'free' });
    await setStatus(c.subscriptionId, 'active');
    expect(await me(c.token)).toMatchObject({ tier: 'free' });
  });

  it('deleting the account cancels the subscription at Stripe, then deletes everything', async () => {
    const s = await proSubscriber();
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(s.token),
      payload: { password: 'correct horse' },
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(stripe.stripeState.subscriptions.get(s.subscriptionId)?.status).toBe('canceled');
    expect(await t.database.db.select().from(users).where(eq(users.id, s.id))).toEqual([]);
  });

  it('keeps the account when Stripe cannot cancel the subscription, so nothing is lost and the user can retry', async () => {
    const broken = await buildTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: 'http://127.0.0.1:9' },
    });
    try {
      const { token, user } = await registerUser(broken.app);
      await broken.database.db
        .update(users)
        .set({ tier: 'pro', stripeSubscriptionId: 'sub_unreachable' })
        .where(eq(users.id, user.id));
      const res = await broken.app.inject({
        method: 'DELETE',
        url: '/api/account',
        headers: bearer(token),
        payload: { password: 'correct horse' },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(
        'Could not cancel your subscription with Stripe. Your plan has not changed; please try again.',
      );
      expect(await broken.database.db.select({ id: users.id }).from(users).where(eq(users.id, user.id))).toEqual([
        { id: user.id },
      ]);
    } finally {
      await broken.close();
    }
  });

  it('reuses the Stripe customer for a returning subscriber, who gets no second trial', async () => {
    const s = await proSubscriber();
    const customer = (await row(s.id)).stripeCustomerId;
    await upgrade(s.token, 'growth');
    expect([...stripe.stripeState.sessions.values()].at(-1)).toMatchObject({
      customer,
      customer_email: null,
      amount_total: 7900,
      _trialDays: 0,
      metadata: { trialDays: '0' },
    });
  });
});
