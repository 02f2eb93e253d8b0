import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectToast, openBrowser, signUp, type Browser } from './support/browser.ts';
import { syncSampleListings } from './support/amazon.ts';

/**
 * Listing text from Amazon is untrusted. A listing planted in the emulator with script payloads in
 * every field travels the real path (consent, sync, AI rewrite, FAQs, A+) and must show as text on
 * every screen: no dialog opens and no payload sets its marker.
 */
const TITLE = 'Hostile <img src=x onerror="window.__xss=1;alert(1)"> Steel Bottle';
const PLANT = {
  sku: 'XSS-E2E-1',
  asin: 'B0XSSE2E01',
  brand: 'Hostile"><script>window.__xss=2</script>',
  title: TITLE,
  bullets: ['Keeps drinks cold <script>window.__xss=3;alert(3)</script> for 24 hours', '<svg onload="window.__xss=4">Leak-proof lid</svg>'],
  description: '<iframe src="javascript:window.parent.__xss=5"></iframe>A bottle <b onmouseover="window.__xss=6">for every day</b>.',
};

let b: Browser | undefined;
afterEach(async () => {
  await b?.close();
  b = undefined;
});

async function api<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ([m, u, payload]) => {
      const token = localStorage.getItem('auth_token');
      const res = await fetch(u as string, { method: m as string, headers: { Authorization: `Bearer ${token}`, ...(payload ? { 'Content-Type': 'application/json' } : {}) }, body: payload ? JSON.stringify(payload) : undefined });
      if (!res.ok) throw new Error(`${m as string} ${u as string}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    [method, url, body] as const,
  ) as Promise<T>;
}

async function expectNoScriptRan(page: Page, dialogs: string[], where: string): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), `marker set on ${where}`).toBeUndefined();
  expect(dialogs, `dialog opened on ${where}`).toEqual([]);
}

describe('stored XSS', () => {
  it('payloads planted in an Amazon listing render as text on every screen', async () => {
    b = await openBrowser();
    const { page, baseUrl } = b;
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signUp(b);
    const planted = await page.evaluate(async (body) => {
      const res = await fetch('/_emulator/amazon/__emulator/listings', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      return res.status;
    }, PLANT);
    expect(planted).toBe(201);
    await syncSampleListings(page, baseUrl);
    await api(page, 'POST', '/api/user/upgrade', { tier: 'growth' });
    const listings = await api<{ id: number; sku: string; title: string }[]>(page, 'GET', '/api/listings');
    const hostile = listings.find((l) => l.sku === PLANT.sku);
    expect(hostile?.title).toContain('onerror');

    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await expectNoScriptRan(page, dialogs, 'the dashboard');

    await page.goto(`${baseUrl}/listings`);
    await page.getByRole('searchbox').fill(PLANT.sku);
    // The table cuts titles at 50 characters (SPEC §2): the start of the payload shows as text.
    await page.getByTestId('listing-row').filter({ hasText: 'Hostile <img src=x onerror=' }).first().waitFor();
    await expectNoScriptRan(page, dialogs, 'My Listings');

    await page.goto(`${baseUrl}/listings/${hostile!.id}`);
    await page.getByText(TITLE).first().waitFor();
    await page.getByText('for every day', { exact: false }).first().waitFor();
    await expectNoScriptRan(page, dialogs, 'the listing page');

    await page.goto(`${baseUrl}/optimize/${hostile!.id}`);
    await page.getByRole('heading', { name: 'Optimize Listing' }).waitFor();
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe(TITLE);
    await page.getByRole('button', { name: 'Optimize Now' }).click();
    await expectToast(page, 'Optimization complete');
    await expectNoScriptRan(page, dialogs, 'Optimize, after the AI rewrite');

    await page.goto(`${baseUrl}/faq-generator/${hostile!.id}`);
    await page.getByRole('heading', { name: 'FAQ Generator' }).waitFor();
    await page.getByText(TITLE).first().waitFor();
    await expectNoScriptRan(page, dialogs, 'the FAQ Generator');

    await page.goto(`${baseUrl}/enhanced-content/${hostile!.id}`);
    await page.getByRole('heading', { name: 'Enhanced Content Creator' }).waitFor();
    expect(await page.getByLabel('Product Title').inputValue()).toBe(TITLE);
    await page.getByRole('button', { name: 'Generate Enhanced Content' }).click();
    await expectToast(page, 'Enhanced content generated');
    await expectNoScriptRan(page, dialogs, 'the A+ editor, after generation');
  }, 180_000);
});
