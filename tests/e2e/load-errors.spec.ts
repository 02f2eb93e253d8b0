import type { Locator, Page, Route } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { syncSampleListings } from './support/amazon.ts';
import { openBrowser, signUp, type Browser } from './support/browser.ts';
import { importListingCsv } from './support/listings.ts';

let b: Browser;
beforeEach(async () => {
  b = await openBrowser();
});
afterEach(async () => {
  await b.close();
});

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
          body: JSON.stringify(status === 404 ? { code: 'NOT_FOUND', message: 'Not found' } : { code: 'INTERNAL', message: 'Internal server error' }),
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
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => isFocused(opener)).toBe(true);
}

describe('load errors', () => {
  it('a listing that fails to load offers Try again on Optimize, FAQ and A+, and only a 404 says Listing not found', async () => {
    const { page, baseUrl } = b;
    await signUp(b);
    const id = await importListingCsv(page, LISTING_CSV);

    let allow = await failGet(page, `/api/listings/${id}`);
    for (const [path, heading] of [
      [`/optimize/${id}`, 'Optimize Listing'],
      [`/faq-generator/${id}`, 'FAQ Generator'],
      [`/enhanced-content/${id}`, 'Enhanced Content Creator'],
    ] as const) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('alert').getByText("We couldn't load this listing.").waitFor();
      expect(await page.getByRole('heading', { level: 1 }).textContent(), path).toBe(heading);
      expect(await page.getByRole('button', { name: 'Try again' }).count(), path).toBe(1);
      expect(await page.getByText('Listing not found').count(), path).toBe(0);
    }

    // Try again on Optimize loads the listing once the API answers again.
    await page.goto(`${baseUrl}/optimize/${id}`);
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await allow();
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Product Details' }).waitFor();
    expect(await page.getByText("We couldn't load this listing.").count()).toBe(0);

    // A 404 is the SPEC's 'Listing not found' with its way back, and no Try again.
    allow = await failGet(page, `/api/listings/${id}`, 404);
    await page.goto(`${baseUrl}/optimize/${id}`);
    await page.getByRole('heading', { name: 'Listing not found' }).waitFor();
    await page.getByRole('link', { name: 'Go to Listings' }).waitFor();
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    await allow();
  });

  it('a failed FAQ list or review count says so instead of "No FAQs generated yet", and Try again recovers', async () => {
    const { page, baseUrl } = b;
    await signUp(b);
    const id = await importListingCsv(page, LISTING_CSV);
    const allowFaqs = await failGet(page, `/api/faq/${id}`);
    const allowReviews = await failGet(page, `/api/listings/${id}/reviews`);

    await page.goto(`${baseUrl}/faq-generator/${id}`);
    await page.getByRole('alert').getByText("We couldn't load the FAQs.").waitFor();
    await page.getByTestId('review-count').getByText("Couldn't count the reviews.").waitFor();
    expect(await page.getByText('No FAQs generated yet').count()).toBe(0);
    expect(await page.getByText('Counting reviews...').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Regenerate' }).count()).toBe(0);

    await allowFaqs();
    await allowReviews();
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('No FAQs generated yet').waitFor();
    expect(await page.getByText("We couldn't load the FAQs.").count()).toBe(0);
  });

  it('a failed A+ draft load offers Try again, neither "No content generated yet" nor Generate', async () => {
    const { page, baseUrl } = b;
    await signUp(b);
    const id = await importListingCsv(page, LISTING_CSV);
    const allow = await failGet(page, `/api/aplus/${id}`);

    await page.goto(`${baseUrl}/enhanced-content/${id}`);
    await page.getByRole('alert').getByText("We couldn't load your saved A+ content.").waitFor();
    expect(await page.getByText('No content generated yet').count()).toBe(0);
    expect(await page.getByRole('button', { name: /Generate/ }).count()).toBe(0);

    await allow();
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('No content generated yet').waitFor();
    await page.getByRole('button', { name: 'Generate Enhanced Content' }).waitFor();
  });

  it('dashboard cards do not claim "No Listings Found" or load forever when their data fails, and Try again fills them', async () => {
    const { page } = b;
    await signUp(b);
    await importListingCsv(page, LISTING_CSV);
    const allowSummary = await failGet(page, '/api/listings/summary');
    const allowConnection = await failGet(page, '/api/amazon/connection');
    await page.reload();

    const statsAlert = page.getByRole('alert').filter({ hasText: "We couldn't load your listing stats." });
    await statsAlert.waitFor();
    const recent = page.getByTestId('recent-listings');
    const chart = page.getByTestId('health-distribution');
    const connection = page.getByTestId('connection-card');
    await recent.getByText("Your recent listings couldn't be loaded.").waitFor();
    await chart.getByText("The score distribution couldn't be loaded.").waitFor();
    await connection.getByText('Status unknown').waitFor();
    expect(await page.getByText('No Listings Found').count()).toBe(0);
    expect(await chart.locator('[aria-busy="true"]').count()).toBe(0);
    expect(await connection.locator('.animate-pulse').count()).toBe(0);
    expect(await page.getByRole('group', { name: 'Average Listing Health' }).getByTestId('stat-value').textContent()).toBe("Couldn't load");

    await allowSummary();
    await allowConnection();
    await statsAlert.getByRole('button', { name: 'Try again' }).click();
    await recent.getByTestId('recent-row').waitFor();
    expect(await page.getByText('No Listings Found').count()).toBe(0);
    await connection.getByRole('button', { name: 'Try again' }).click();
    await connection.getByTestId('connection-status').getByText('Not Connected', { exact: true }).waitFor();

    // The visible band bars are the keyboard's links; the screen-reader table repeats no tab stops.
    const bands = chart.getByRole('link');
    expect(await bands.count()).toBe(5);
    expect(await bands.evaluateAll((links) => links.map((a) => (a as HTMLElement).tabIndex))).toEqual([0, 0, 0, 0, 0]);
    expect(await bands.first().getAttribute('aria-label')).toMatch(/^Optimized \(80–100\): \d+ listings?, \d+%$/);
    expect(await page.getByRole('table', { name: 'Listings per health band' }).locator('a').count()).toBe(0);
  });

  it('Settings and a batch offer Try again on a failed load; only a missing batch is "Batch not found"', async () => {
    const { page, baseUrl } = b;
    await signUp(b);

    let allow = await failGet(page, '/api/account');
    await page.goto(`${baseUrl}/settings`);
    await page.getByRole('alert').getByText("We couldn't load your password settings.").waitFor();
    await allow();
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByLabel('Current password').waitFor();

    allow = await failGet(page, '/api/batch/424242');
    await page.goto(`${baseUrl}/batch/424242`);
    await page.getByRole('alert').getByText("We couldn't load this batch.").waitFor();
    expect(await page.getByText('Batch not found').count()).toBe(0);
    // Allowed again, the server's own answer for this id is a 404.
    await allow();
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('Batch not found').waitFor();

    await page.goto(`${baseUrl}/batch/not-a-number`);
    await page.getByText('Batch not found').waitFor();
  });

  it('closing a dialog with Escape puts focus back on the button that opened it', async () => {
    const { page, baseUrl } = b;
    await signUp(b);

    // Connect dialog, opened by state from the dashboard button.
    await expectEscapeReturnsFocus(page, page.getByRole('button', { name: 'Connect Amazon Account' }), 'Amazon Seller Central');

    // Version history on Optimize.
    const id = await importListingCsv(page, LISTING_CSV);
    await page.goto(`${baseUrl}/optimize/${id}`);
    await expectEscapeReturnsFocus(page, page.getByRole('button', { name: 'History' }), 'Version history');

    // The overlay sidebar returns focus to the menu toggle.
    await page.getByRole('button', { name: 'Unpin sidebar' }).click();
    await expectEscapeReturnsFocus(page, page.getByRole('button', { name: 'Toggle sidebar' }), 'Navigation');
  });

  it("Save to Amazon's confirm dialog, opened by state, gives focus back to Save to Amazon on Escape", async () => {
    const { page, baseUrl } = b;
    await signUp(b);
    await syncSampleListings(page, baseUrl);
    const id = await page.evaluate(async () => {
      const res = await fetch('/api/listings', { headers: { Authorization: `Bearer ${localStorage.getItem('auth_token')}` } });
      const rows = (await res.json()) as { id: number; marketplaceId: string; productType: string | null; source: string }[];
      const row = rows.find((r) => r.marketplaceId === 'ATVPDKIKX0DER' && r.productType === 'PRODUCT' && r.source === 'amazon');
      if (!row) throw new Error('no pushable listing after sync');
      return row.id;
    });

    await page.goto(`${baseUrl}/optimize/${id}`);
    const title = page.getByLabel('Title', { exact: true });
    await title.fill(`${await title.inputValue()} Gift`);
    const save = page.getByRole('button', { name: 'Save to Amazon' });
    await save.click();
    const dialog = page.getByRole('dialog', { name: 'Save to Amazon?' });
    await dialog.getByTestId('amazon-verdict').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(save)).toBe(true);
  });
});
