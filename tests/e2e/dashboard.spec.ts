import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { expectToast, recordToasts, screenshot } from './support/browser.ts';
import { confirmConsent, FIRST_IMPORT_MS, NOT_SYNCED_YET } from './support/amazon.ts';

function statValue(page: Page, title: string) {
  return page.getByRole('group', { name: title }).getByTestId('stat-value');
}

/** Dashboard → Connect dialog → emulator consent page → Confirm → back on the dashboard. */
async function connectAmazon(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Amazon Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Amazon Seller Central' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('North America')).toBeVisible();
  await screenshot(page, 'connect-dialog');
  await dialog.getByRole('button', { name: 'Connect with Amazon' }).click();
  await confirmConsent(page);
}

test.describe('dashboard', () => {
  test('a new seller connects Amazon, syncs, and sees scored listings on the dashboard', async ({
    signedInPage: page,
    account,
  }) => {
    test.setTimeout(120_000);

    // Empty state before anything is connected.
    await expect(page.getByText('No Listings Found')).toBeVisible();
    await expect(statValue(page, 'Average Listing Health')).toHaveText('Not available');
    await expect(page.getByTestId('connection-status')).toHaveText('Not Connected');
    await expect(page.getByTestId('last-synced')).toHaveText('Never');
    // One way to connect on the dashboard: the page's own button, not one per card and the top bar.
    await expect(page.getByRole('button', { name: /^Connect Amazon/ })).toHaveCount(1);
    await expect(page.getByRole('button', { name: /^Connect Amazon/ })).toHaveText('Connect Amazon Account');

    // The consent round trip through the Amazon emulator.
    await connectAmazon(page);
    await expect(page).toHaveURL((url) => url.search === '');
    await expect(page.getByTestId('connection-status').getByText('Connected', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Connect Amazon Account' })).toBeDisabled();

    // Connecting started the first import: nothing to click, the card fills in when it is done. Until
    // then it says the first import is under way, never "Never" beside a running import.
    await expect(page.getByTestId('last-synced')).not.toHaveText('Never');
    await expect(page.getByTestId('last-synced')).not.toHaveText(NOT_SYNCED_YET, { timeout: FIRST_IMPORT_MS });
    await expect(page.getByTestId('region-NA').getByTestId('region-state')).toHaveText('Connected');
    await expect(page.getByTestId('connection-card').getByRole('button', { name: 'Sync', exact: true })).toBeEnabled();

    // A later Sync shows its progress, then the success toast: its own, not the first import's,
    // which may still be on screen (and the sync ends before the steps below, so its toast cannot
    // take the place of theirs).
    const syncToasts = await recordToasts(page);
    await page.getByTestId('connection-card').getByRole('button', { name: 'Sync', exact: true }).click();
    await expect.poll(syncToasts).toContain('SuccessListings synced successfully from Amazon');

    // Recent Listings: 3 scored rows with View and Optimize links.
    await expect(page.getByTestId('recent-row').nth(2)).toBeVisible();
    await expect(page.getByTestId('recent-row')).toHaveCount(3);
    // A new account is welcomed, not welcomed back, even with its listings synced.
    await expect(page.getByText(`Welcome, ${account.username}.`, { exact: false })).toBeVisible();
    await expect(page.getByText('Welcome back', { exact: false })).toHaveCount(0);
    const firstRow = page.getByTestId('recent-row').first();
    await expect(firstRow.getByTestId('health-score')).toHaveText(/^(\d+·\D+|Not analyzed)$/);
    await expect(firstRow.getByRole('link', { name: /^View / })).toHaveAttribute('href', /^\/listings\/\d+$/);
    await expect(firstRow.getByRole('link', { name: /^Optimize / })).toHaveAttribute('href', /^\/optimize\/\d+$/);
    await expect(statValue(page, 'Average Listing Health')).toHaveText(/^\d+\/100$/);
    await expect(statValue(page, 'Optimized Listings')).toHaveText(/^\d+\/\d+$/);
    await expect(page.getByText(/^Listings with a health score of 80 or more \(\d+%\)$/)).toBeVisible();
    await expect(statValue(page, 'Subscription Usage')).toHaveText(/^\d+\/(\d+|Unlimited) credits$/);
    await expect(page.getByRole('table', { name: 'Listings per health band' })).toHaveCount(1);

    // View opens the read-only detail with its health report.
    await firstRow.getByRole('link', { name: /^View / }).click();
    await expect(page.getByRole('heading', { name: 'Listing Health Score' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Listings' })).toBeVisible();
    await screenshot(page, 'listing-detail-1280');

    // Screenshots of the populated dashboard, light and dark, desktop and phone.
    await page.goto('/');
    await expect(page.getByTestId('recent-row').first()).toBeVisible();
    await screenshot(page, 'dashboard-data-light-1280');
    await page.evaluate(() => {
      localStorage.setItem('theme', 'dark');
    });
    await page.reload();
    await expect(page.getByTestId('recent-row').first()).toBeVisible();
    await screenshot(page, 'dashboard-data-dark-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByTestId('recent-card').first()).toBeVisible();
    await screenshot(page, 'dashboard-data-dark-390');
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.reload();
    await expect(page.getByTestId('recent-card').first()).toBeVisible();
    await screenshot(page, 'dashboard-data-light-390');

    // Refresh, then disconnect after confirming.
    const card = page.getByTestId('connection-card');
    await card.getByRole('button', { name: 'Refresh connection' }).click();
    await expectToast(page, 'Connection refreshed');
    await card.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByRole('dialog', { name: 'Disconnect Amazon account?' }).getByRole('button', { name: 'Disconnect' }).click();
    await expectToast(page, 'Disconnected', 'Your Amazon account has been disconnected');
    await expect(card.getByTestId('connection-status').getByText('Not Connected', { exact: true })).toBeVisible();
    // Focus lands on the page's Connect button (the card's Disconnect is gone), not on the document body.
    await expect(page.getByRole('button', { name: 'Connect Amazon Account' })).toBeFocused();
  });

  test('shows the Connection Failed toast for the amazon_error code and clears the query string', async ({
    signedInPage: page,
  }) => {
    await page.goto('/?amazon_error=access_denied');
    await expectToast(page, 'Connection Failed', 'Amazon did not grant access. Please try again and choose Confirm.');
    await expect(page).toHaveURL((url) => url.search === '');
  });

  test('never shows text from the link: an unknown code reads the generic message', async ({ signedInPage: page }) => {
    await page.goto(`/?amazon_error=${encodeURIComponent('Your account is locked. Call +1 555 0100')}`);
    await expectToast(page, 'Connection Failed', 'Failed to connect to Amazon. Please try again.');
    await expect(page.getByText('Call +1 555 0100')).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.search === '');
  });
});
