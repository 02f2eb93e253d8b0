import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectToast, openBrowser, screenshot, signUp, type Browser } from './support/browser.ts';
import { connectAmazon } from './support/amazon.ts';

let b: Browser;
beforeEach(async () => {
  b = await openBrowser();
});
afterEach(async () => {
  await b.close();
});


async function rowTexts(page: Page, testId: string): Promise<string[]> {
  return page.getByTestId('listing-row').getByTestId(testId).allTextContents();
}

/** Waits until the table shows exactly `n` rows and no request is in flight. */
async function waitForRows(page: Page, n: number): Promise<void> {
  await page.waitForFunction(
    (count) =>
      document.querySelectorAll('[data-testid="listing-row"]').length === count &&
      document.querySelector('[data-testid="listings-table"]')?.getAttribute('aria-busy') === 'false',
    n,
  );
}

describe('my listings', () => {
  it('a seller syncs from My Listings, pages, searches, filters by band and sorts by score', async () => {
    const { page, baseUrl } = b;
    await signUp(b);

    await page.goto(`${baseUrl}/listings`);
    await page.getByRole('heading', { name: 'My Listings' }).waitFor();
    await page.getByText('No listings found. Connect your Amazon account to import listings').waitFor();

    await page.goto(`${baseUrl}/`);
    await connectAmazon(page);
    await page.goto(`${baseUrl}/listings`);
    await page.getByRole('button', { name: 'Sync from Amazon' }).first().click();
    await expectToast(page, 'Success', 'Listings synced successfully from Amazon');

    // Page 1 of n, 25 per page.
    await page.getByTestId('listing-row').first().waitFor();
    const range = (await page.getByTestId('listings-range').textContent()) ?? '';
    const total = Number(/of ([\d,]+)/.exec(range)?.[1]?.replace(/,/g, ''));
    expect(total).toBeGreaterThan(25);
    await waitForRows(page, 25);
    const pages = Math.ceil(total / 25);
    expect(await page.getByTestId('listings-page').textContent()).toBe(`Page 1 of ${pages}`);
    const firstRow = page.getByTestId('listing-row').first();
    expect(await firstRow.getByRole('link', { name: /^Optimize / }).getAttribute('href')).toMatch(/^\/optimize\/\d+$/);
    expect(await firstRow.getByRole('link', { name: /^Generate FAQ / }).getAttribute('href')).toMatch(/^\/faq-generator\/\d+$/);
    for (const title of await page.getByTestId('listing-row').getByTestId('listing-title').allTextContents()) {
      expect(title.length).toBeLessThanOrEqual(53);
    }
    await screenshot(page, 'listings-light-1280');

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByTestId('listings-page').getByText(`Page 2 of ${pages}`).waitFor();
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByTestId('listings-page').getByText(`Page 1 of ${pages}`).waitFor();

    // Search by one listing's ASIN narrows the list to it.
    await waitForRows(page, 25);
    const asin = (await page.getByTestId('listing-row').nth(3).getByTestId('listing-asin').textContent()) ?? '';
    await page.getByLabel('Search listings by title, SKU or ASIN').fill(asin);
    await waitForRows(page, 1);
    expect(await page.getByTestId('listing-row').getByTestId('listing-asin').textContent()).toBe(asin);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await waitForRows(page, 25);

    // Band filter: only Poor listings remain.
    await page.getByRole('combobox', { name: 'Filter by health' }).click();
    await page.getByRole('option', { name: 'Poor' }).click();
    await page.waitForURL(/band=poor/);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="listings-table"]')?.getAttribute('aria-busy') === 'false',
    );
    const poor = await rowTexts(page, 'health-score');
    expect(poor.length).toBeGreaterThan(0);
    for (const text of poor) expect(text).toMatch(/·Poor$/);

    // Sort by score, highest first, within the band.
    await page.getByRole('combobox', { name: 'Sort listings' }).click();
    await page.getByRole('option', { name: 'Score: high to low' }).click();
    await page.waitForURL(/sort=score_desc/);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="listings-table"]')?.getAttribute('aria-busy') === 'false',
    );
    const scores = (await rowTexts(page, 'health-score')).map((t) => Number.parseInt(t, 10));
    expect(scores).toEqual([...scores].sort((a, z) => z - a));

    // A search that matches nothing offers to clear the filters.
    await page.getByLabel('Search listings by title, SKU or ASIN').fill('zz-no-such-listing');
    await page.getByText('No listings match your filters').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await waitForRows(page, 25);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByTestId('listing-card').first().waitFor();
    await screenshot(page, 'listings-light-390');
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.reload();
    await page.getByTestId('listing-row').first().waitFor();
    await screenshot(page, 'listings-dark-1280');
  }, 120_000);
});
