import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectToast, openBrowser, screenshot, signUp, type Browser } from './support/browser.ts';
import { syncSampleListings } from './support/amazon.ts';

let b: Browser;
beforeEach(async () => {
  b = await openBrowser();
});
afterEach(async () => {
  await b.close();
});


describe('optimize', () => {
  it('a seller optimizes a listing offline, sees the score rise, and is told translation needs an AI provider', async () => {
    const { page, baseUrl } = b;
    await signUp(b);
    await syncSampleListings(page, baseUrl);
    // A free plan covers one marketplace and English only; the sample seller sells in six stores, so
    // this seller is on Pro (the gates have their own tests in plans.spec.ts).
    await page.evaluate(() =>
      fetch('/api/user/upgrade', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('auth_token')}` },
        body: JSON.stringify({ tier: 'pro' }),
      }),
    );
    await page.reload();
    await page.getByTestId('listing-row').first().waitFor();

    await page.getByTestId('listing-row').first().getByRole('link', { name: /^Optimize / }).click();

    await page.getByRole('heading', { name: 'Optimize Listing' }).waitFor();
    await page.getByRole('heading', { name: 'Product Details' }).waitFor();
    await page.getByText('Listing Health Score').waitFor();
    expect(await page.getByRole('link', { name: 'Back to Listings' }).getAttribute('href')).toBe('/listings');
    const counter = (await page.getByTestId('title-counter').textContent()) ?? '';
    expect(counter).toMatch(/^\d+\/200$/);
    await page.getByText("Amazon's 2026 title policy: 75 characters").waitFor();

    await page.getByRole('button', { name: 'Optimize Now' }).click();
    await expectToast(page, 'Optimization complete', 'Your listing has been successfully optimized');
    const before = Number(await page.getByTestId('score-before').textContent());
    const after = Number(await page.getByTestId('score-after').textContent());
    expect(after).toBeGreaterThanOrEqual(before);
    const title = await page.getByLabel('Title', { exact: true }).inputValue();
    expect([...title].length).toBeLessThanOrEqual(75);
    await screenshot(page, 'optimize-result-1280');

    // Typing re-scores live, in the browser: a banned promo phrase costs points.
    const live = await page.getByTestId('live-score').textContent();
    await page.getByLabel('Title', { exact: true }).fill(`${title} FREE SHIPPING!!`);
    await page.waitForFunction((text) => document.querySelector('[data-testid="live-score"]')?.textContent !== text, live);
    expect(Number.parseInt((await page.getByTestId('live-score').textContent()) ?? '', 10)).toBeLessThan(Number.parseInt(live ?? '', 10));


    // Offline, every language but the listing's own is marked and refused with a clear message.
    await page.getByRole('combobox', { name: 'Language' }).click();
    const other = page.getByRole('option', { name: /— needs AI provider$/ });
    expect(await other.count()).toBe(4);
    const language = ((await other.first().textContent()) ?? '').replace(/ — needs AI provider$/, '').replace(/ \(US\)$/, '');
    await other.first().click();
    await page.getByRole('button', { name: 'Optimize Now' }).click();
    await expectToast(page, 'Optimization failed');
    const toastText = (await page.getByTestId('toast').first().textContent()) ?? '';
    expect(toastText).toContain(`Rewriting into ${language} needs an AI provider (set LLM_PROVIDER).`);
    await page.getByRole('button', { name: 'Save to Amazon' }).waitFor();
  });

  it('a missing listing shows Listing not found with a way back', async () => {
    const { page, baseUrl } = b;
    await signUp(b);
    await page.goto(`${baseUrl}/optimize/999999`);
    await page.getByRole('heading', { name: 'Listing not found' }).waitFor();
    await page.getByRole('link', { name: 'Go to Listings' }).click();
    await page.getByRole('heading', { name: 'My Listings' }).waitFor();
  });
});
