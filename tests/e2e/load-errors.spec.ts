import type { Locator, Page, Route } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { importListingCsv } from './support/listings.ts';

const LISTING_CSV = [
  'sku,asin,marketplace,brand,title,bullet1,bullet2,description',
  'LOAD-ERR-1,B0LOADERR1,US,Northwind,"Northwind Steel Bottle 32 oz","Double-wall steel keeps drinks cold for 24 hours","Dishwasher safe lid","A bottle for the trail."',
].join('\n');

/**
 * Answers GET requests to exactly this API path with `status` (the server's error shape) until the
 * returned function is called; every other request goes to the server as usual.
 */
async function failGet(page: Page, pathname: string, status: 404 | 500 = 500): Promise<() => Promise<void>> {
  const matches = (url: URL) => url.pathname === pathname;
  const handler = (route: Route) =>
    route.request().method() === 'GET'
      ? route.fulfill({
          status,
          contentType: 'application/json',
          body: JSON.stringify(
            status === 404 ? { code: 'NOT_FOUND', message: 'Not found' } : { code: 'INTERNAL', message: 'Internal server error' },
          ),
        })
      : route.fallback();
  await page.route(matches, handler);
  return () => page.unroute(matches, handler);
}

function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el === document.activeElement);
}

/** Opens `dialogName` with `opener`, closes it with Escape, and expects focus back on the opener. */
async function expectEscapeReturnsFocus(page: Page, opener: Locator, dialogName: string): Promise<void> {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => isFocused(opener)).toBe(true);
}

test.describe('load errors', () => {
  test('a listing that fails to load offers Try again on Optimize, FAQ and A+, and only a 404 says Listing not found', async ({
    signedInPage: page,
  }) => {
    const id = await importListingCsv(page, LISTING_CSV);

    let allow = await failGet(page, `/api/listings/${id}`);
    for (const [path, heading] of [
      [`/optimize/${id}`, 'Optimize Listing'],
      [`/faq-generator/${id}`, 'FAQ Generator'],
      [`/enhanced-content/${id}`, 'Enhanced Content Creator'],
    ] as const) {
      await page.goto(`${path}`);
      await expect(page.getByRole('alert').getByText("We couldn't load this listing.")).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
      await expect(page.getByRole('button', { name: 'Try again' }), path).toHaveCount(1);
      await expect(page.getByText('Listing not found'), path).toHaveCount(0);
    }

    // Try again on Optimize loads the listing once the API answers again.
    await page.goto(`/optimize/${id}`);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await allow();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Product Details' })).toBeVisible();
    await expect(page.getByText("We couldn't load this listing.")).toHaveCount(0);

    // A 404 is 'Listing not found' with its way back, and no Try again.
    allow = await failGet(page, `/api/listings/${id}`, 404);
    await page.goto(`/optimize/${id}`);
    await expect(page.getByRole('heading', { name: 'Listing not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Listings' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await allow();
  });

  test('a failed FAQ list or review count says so instead of "No FAQs generated yet", and Try again recovers', async ({
    signedInPage: page,
  }) => {
    const id = await importListingCsv(page, LISTING_CSV);
    const allowFaqs = await failGet(page, `/api/faq/${id}`);
    const allowReviews = await failGet(page, `/api/faq/${id}/reviews`);

    await page.goto(`/faq-generator/${id}`);
    await expect(page.getByRole('alert').getByText("We couldn't load the FAQs.")).toBeVisible();
    await expect(page.getByTestId('review-count').getByText("Couldn't count the reviews.")).toBeVisible();
    await expect(page.getByText('No FAQs generated yet')).toHaveCount(0);
    await expect(page.getByText('Counting reviews...')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Regenerate' })).toHaveCount(0);

    await allowFaqs();
    await allowReviews();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('No FAQs generated yet')).toBeVisible();
    await expect(page.getByText("We couldn't load the FAQs.")).toHaveCount(0);
  });

  test('a failed A+ draft load offers Try again, neither "No content generated yet" nor Generate', async ({
    signedInPage: page,
  }) => {
    const id = await importListingCsv(page, LISTING_CSV);
    const allow = await failGet(page, `/api/aplus/${id}`);

    await page.goto(`/enhanced-content/${id}`);
    await expect(page.getByRole('alert').getByText("We couldn't load your saved A+ content.")).toBeVisible();
    await expect(page.getByText('No content generated yet')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Generate/ })).toHaveCount(0);

    await allow();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('No content generated yet')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generate Enhanced Content' })).toBeVisible();
  });

  test('dashboard cards do not claim "No Listings Found" or load forever when their data fails, and Try again fills them', async ({
    signedInPage: page,
  }) => {
    await importListingCsv(page, LISTING_CSV);
    const allowSummary = await failGet(page, '/api/listings/summary');
    const allowConnection = await failGet(page, '/api/amazon/connection');
    await page.reload();

    const statsAlert = page.getByRole('alert').filter({ hasText: "We couldn't load your listing stats." });
    await expect(statsAlert).toBeVisible();
    const recent = page.getByTestId('recent-listings');
    const chart = page.getByTestId('health-distribution');
    const connection = page.getByTestId('connection-card');
    await expect(recent.getByText("Your recent listings couldn't be loaded.")).toBeVisible();
    await expect(chart.getByText("The score distribution couldn't be loaded.")).toBeVisible();
    await expect(connection.getByText('Status unknown')).toBeVisible();
    await expect(page.getByText('No Listings Found')).toHaveCount(0);
    await expect(chart.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(connection.locator('.animate-pulse')).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Average Listing Health' }).getByTestId('stat-value')).toHaveText(
      "Couldn't load",
    );

    await allowSummary();
    await allowConnection();
    await statsAlert.getByRole('button', { name: 'Try again' }).click();
    await expect(recent.getByTestId('recent-row')).toBeVisible();
    await expect(page.getByText('No Listings Found')).toHaveCount(0);
    await connection.getByRole('button', { name: 'Try again' }).click();
    await expect(connection.getByTestId('connection-status').getByText('Not Connected', { exact: true })).toBeVisible();

    // The visible band bars are the keyboard's links; the screen-reader table repeats no tab stops.
    const bands = chart.getByRole('link');
    await expect(bands).toHaveCount(5);
    expect(await bands.evaluateAll((links) => links.map((a) => (a as HTMLElement).tabIndex))).toEqual([0, 0, 0, 0, 0]);
    await expect(bands.first()).toHaveAttribute('aria-label', /^Optimized \(80–100\): \d+ listings?, \d+%$/);
    await expect(page.getByRole('table', { name: 'Listings per health band' }).locator('a')).toHaveCount(0);
  });

  test('Settings and a batch offer Try again on a failed load; only a missing batch is "Batch not found"', async ({
    signedInPage: page,
  }) => {
    let allow = await failGet(page, '/api/account');
    await page.goto('/settings');
    await expect(page.getByRole('alert').getByText("We couldn't load your password settings.")).toBeVisible();
    await allow();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByLabel('Current password')).toBeVisible();

    allow = await failGet(page, '/api/batch/424242');
    await page.goto('/batch/424242');
    await expect(page.getByRole('alert').getByText("We couldn't load this batch.")).toBeVisible();
    await expect(page.getByText('Batch not found')).toHaveCount(0);
    // Allowed again, the server's own answer for this id is a 404.
    await allow();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('Batch not found')).toBeVisible();

    await page.goto('/batch/not-a-number');
    await expect(page.getByText('Batch not found')).toBeVisible();
  });

  test('closing a dialog with Escape puts focus back on the button that opened it', async ({ signedInPage: page }) => {
    // Connect dialog, opened by state from the dashboard button.
    await expectEscapeReturnsFocus(page, page.getByRole('button', { name: 'Connect Amazon Account' }), 'Amazon Seller Central');

    // Version history on Optimize.
    const id = await importListingCsv(page, LISTING_CSV);
    await page.goto(`/optimize/${id}`);
    await expectEscapeReturnsFocus(page, page.getByRole('button', { name: 'History' }), 'Version history');

    // The overlay sidebar returns focus to the menu toggle.
    await page.getByRole('button', { name: 'Unpin sidebar' }).click();
    await expectEscapeReturnsFocus(page, page.getByRole('button', { name: 'Toggle sidebar' }), 'Navigation');
  });

  test("Save to Amazon's confirm dialog, opened by state, gives focus back to Save to Amazon on Escape", async ({
    connectedSeller: page,
  }) => {
    const id = await page.evaluate(async () => {
      const res = await fetch('/api/listings', { headers: { Authorization: `Bearer ${localStorage.getItem('auth_token')}` } });
      const rows = (await res.json()) as { id: number; marketplaceId: string; productType: string | null; source: string }[];
      const row = rows.find((r) => r.marketplaceId === 'ATVPDKIKX0DER' && r.productType === 'PRODUCT' && r.source === 'amazon');
      if (!row) throw new Error('no pushable listing after sync');
      return row.id;
    });

    await page.goto(`/optimize/${id}`);
    const title = page.getByLabel('Title', { exact: true });
    await title.fill(`${await title.inputValue()} Gift`);
    const save = page.getByRole('button', { name: 'Save to Amazon' });
    await save.click();
    const dialog = page.getByRole('dialog', { name: 'Save to Amazon?' });
    await expect(dialog.getByTestId('amazon-verdict')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => isFocused(save)).toBe(true);
  });
});
