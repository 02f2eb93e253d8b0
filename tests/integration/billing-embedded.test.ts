import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STRIPE_KEYS, STRIPE_EMULATOR_PREFIX } from '../../src/server/config.ts';
import { bearer, buildTestApp, PRODUCTION_ENV, registerUser, testConfig, type TestApp } from '../helpers/app.ts';
import { freePort } from '../helpers/free-port.ts';
import { startTestMailbox, type TestMailbox } from '../helpers/mail.ts';
import { waitFor } from '../helpers/wait.ts';

/** The demo's checkout: the Stripe stand-in mounted in the app itself (STRIPE_EMULATOR=true). */
let t: TestApp;
let mailbox: TestMailbox;
let baseUrl: string;

beforeAll(async () => {
  mailbox = await startTestMailbox();
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  t = await buildTestApp({ env: { STRIPE_EMULATOR: 'true', PUBLIC_URL: baseUrl, SMTP_URL: mailbox.smtpUrl } });
  // The stand-in delivers its signed webhooks over HTTP to PUBLIC_URL, as Stripe would.
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});

async function tier(token: string): Promise<string> {
  return (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json().tier;
}

describe('the embedded Stripe stand-in', () => {
  it('is mounted by the demo setting and off by default in test and production', () => {
    expect(t.config.stripe).toMatchObject({ useEmulator: true, apiBase: `${baseUrl}${STRIPE_EMULATOR_PREFIX}` });
    expect(testConfig().stripe).toBeNull();
    expect(testConfig({ NODE_ENV: 'development' }).stripe).toMatchObject({ useEmulator: true });
    expect(testConfig({ NODE_ENV: 'development', STRIPE_EMULATOR: 'false' }).stripe).toBeNull();
    expect(testConfig(PRODUCTION_ENV).stripe).toBeNull();
    // Production mounts it only in a demo deployment, like every other stand-in.
    expect(() => testConfig({ ...PRODUCTION_ENV, STRIPE_EMULATOR: 'true' })).toThrow(/STRIPE_EMULATOR: .*DEMO_MODE=true/);
    const demo = { ...PRODUCTION_ENV, DEMO_MODE: 'true', STRIPE_EMULATOR: 'true' };
    expect(testConfig(demo).stripe).toMatchObject({ useEmulator: true });
    // Real keys always win over the stand-in.
    expect(
      testConfig({ NODE_ENV: 'development', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).stripe,
    ).toMatchObject({ useEmulator: false, secretKey: 'sk_live_x' });
    expect(DEMO_STRIPE_KEYS.secretKey).toMatch(/^sk_test_/);
  });

  it('sells Pro through a checkout page with the price and the trial, applies it by webhook and mails a receipt', async () => {
    const { token, user } = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/upgrade',
      headers: bearer(token),
      payload: { tier: 'pro' },
    });
    expect(res.statusCode).toBe(200);
    const { checkoutUrl } = res.json() as { checkoutUrl: string };
    expect(checkoutUrl.startsWith(`${baseUrl}${STRIPE_EMULATOR_PREFIX}/c/pay/`)).toBe(true);
    // Nothing changes before the payment.
    expect(await tier(token)).toBe('free');

    const page = await fetch(checkoutUrl);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('ListingPilot Pro');
    expect(html).toContain('$29.00');
    expect(html).toContain('14-day free trial');
    expect(html).toMatch(/Due today<\/dt><dd[^>]*>\$0\.00/);

    const paid = await fetch(checkoutUrl, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${baseUrl}/settings?checkout=success`);
    await waitFor(async () => (await tier(token)) === 'pro');

    const receipt = await mailbox.waitForMail((m) => m.envelopeTo.includes(user.email) && /receipt/.test(m.subject ?? ''));
    expect(receipt.subject).toBe('Your ListingPilot Pro plan: receipt');
    expect(receipt.text).toContain('Charged today: $0.00.');
    expect(receipt.text).toContain('Your 14-day free trial runs until');
    expect(receipt.text).toContain('ListingPilot Pro ($29.00 per month)');
  });

  it('leaves the plan as it was when the seller cancels on the checkout page', async () => {
    const { token } = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/upgrade',
      headers: bearer(token),
      payload: { tier: 'growth' },
    });
    const html = await (await fetch(res.json().checkoutUrl)).text();
    expect(html).toContain('$79.00');
    const cancel = /href="([^"]+)">Cancel and go back/.exec(html)![1]!;
    expect(cancel).toBe(`${baseUrl}/settings?checkout=cancel`);
    expect(await tier(token)).toBe('free');
  });

  it('verifies webhooks with a secret generated per deployment: one signed with the old public constant sets no plan', async () => {
    const { token, user } = await registerUser(t.app);
    const payload = JSON.stringify({
      id: `evt_forged_${user.id}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_forged',
          object: 'checkout.session',
          mode: 'subscription',
          payment_status: 'paid',
          client_reference_id: String(user.id),
          metadata: { tier: 'growth' },
          subscription: `sub_forged_${user.id}`,
          customer: `cus_forged_${user.id}`,
        },
      },
    });
    const signature = new Stripe('sk_test_x').webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_listingpilot_embedded_emulator_not_a_secret',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(await tier(token)).toBe('free');
    // Each data directory has its own secret, kept across restarts.
    const dir = mkdtempSync(path.join(tmpdir(), 'lp-demo-'));
    const first = testConfig({ NODE_ENV: 'development', DATA_DIR: dir }).stripe!.webhookSecret;
    expect(first).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
    expect(testConfig({ NODE_ENV: 'development', DATA_DIR: dir }).stripe!.webhookSecret).toBe(first);
    expect(t.config.stripe!.webhookSecret).not.toBe(first);
  });
});
