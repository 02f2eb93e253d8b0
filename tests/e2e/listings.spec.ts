import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { expectToast, screenshot } from './support/browser.ts';
import { connectAmazon, connectEurope } from './support/amazon.ts';

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

test.describe('my listings', () => {
  test('a seller syncs from My Listings, pages, searches, filters by band and sorts by score', async ({ signedInPage: page }) => {
    test.setTimeout(120_000);

    await page.goto('/listings');
    await expect(page.getByRole('heading', { name: 'My Listings' })).toBeVisible();
    await expect(page.getByText('No listings found. Connect your Amazon account to import listings')).toBeVisible();

    await page.goto('/');
    await connectAmazon(page);
    // Both regions: more listings than one page holds.
    await connectEurope(page);
    await page.goto('/listings');
    await page.getByRole('button', { name: 'Sync from Amazon' }).first().click();
    await expectToast(page, 'Success', 'Listings synced successfully from Amazon');

    // Page 1 of n, 25 per page.
    await expect(page.getByTestId('listing-row').first()).toBeVisible();
    await expect(page.getByTestId('listings-range')).toHaveText(/of [\d,]+/);
    const range = (await page.getByTestId('listings-range').textContent()) ?? '';
    const total = Number(/of ([\d,]+)/.exec(range)?.[1]?.replace(/,/g, ''));
    expect(total).toBeGreaterThan(25);
    await waitForRows(page, 25);
    const pages = Math.ceil(total / 25);
    await expect(page.getByTestId('listings-page')).toHaveText(`Page 1 of ${pages}`);
    const firstRow = page.getByTestId('listing-row').first();
    await expect(firstRow.getByRole('link', { name: /^Optimize / })).toHaveAttribute('href', /^\/optimize\/\d+$/);
    await expect(firstRow.getByRole('link', { name: /^Generate FAQ / })).toHaveAttribute('href', /^\/faq-generator\/\d+$/);
    for (const title of await page.getByTestId('listing-row').getByTestId('listing-title').allTextContents()) {
      expect(title.length).toBeLessThanOrEqual(53);
    }
    await screenshot(page, 'listings-light-1280');

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByTestId('listings-page').getByText(`Page 2 of ${pages}`)).toBeVisible();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByTestId('listings-page').getByText(`Page 1 of ${pages}`)).toBeVisible();

    // Search by one listing's ASIN narrows the list to it.
    await waitForRows(page, 25);
    const asin = (await page.getByTestId('listing-row').nth(3).getByTestId('listing-asin').textContent()) ?? '';
    await page.getByLabel('Search listings by title, SKU or ASIN').fill(asin);
    await waitForRows(page, 1);
    await expect(page.getByTestId('listing-row').getByTestId('listing-asin')).toHaveText(asin);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await waitForRows(page, 25);

    // Band filter: only Poor listings remain.
    await page.getByRole('combobox', { name: 'Filter by health' }).click();
    await page.getByRole('option', { name: 'Poor' }).click();
    await expect(page).toHaveURL(/band=poor/);
    await expect(page.getByTestId('listings-table')).toHaveAttribute('aria-busy', 'false');
    const poor = await rowTexts(page, 'health-score');
    expect(poor.length).toBeGreaterThan(0);
    for (const text of poor) expect(text).toMatch(/·Poor$/);

    // Sort by score, highest first, within the band.
    await page.getByRole('combobox', { name: 'Sort listings' }).click();
    await page.getByRole('option', { name: 'Score: high to low' }).click();
    await expect(page).toHaveURL(/sort=score_desc/);
    await expect(page.getByTestId('listings-table')).toHaveAttribute('aria-busy', 'false');
    const scores = (await rowTexts(page, 'health-score')).map((t) => Number.parseInt(t, 10));
    expect(scores).toEqual([...scores].sort((a, z) => z - a));

    // A search that matches nothing offers to clear the filters.
    await page.getByLabel('Search listings by title, SKU or ASIN').fill('zz-no-such-listing');
    await expect(page.getByText('No listings match your filters')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await waitForRows(page, 25);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByTestId('listing-card').first()).toBeVisible();
    await screenshot(page, 'listings-light-390');
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.reload();
    await expect(page.getByTestId('listing-row').first()).toBeVisible();
    await screenshot(page, 'listings-dark-1280');
  });
});
