import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectToast, openBrowser, screenshot, signUp, type Browser } from './support/browser.ts';

let b: Browser;
beforeEach(async () => {
  b = await openBrowser();
});
afterEach(async () => {
  await b.close();
});

function statValue(page: Page, title: string) {
  return page.getByRole('group', { name: title }).getByTestId('stat-value');
}

/** Dashboard → Connect dialog → emulator consent page → Confirm → back on the dashboard. */
async function connectAmazon(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Amazon Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Amazon Seller Central' });
  await dialog.waitFor();
  await dialog.getByText('North America').waitFor();
  await screenshot(page, 'connect-dialog');
  await dialog.getByRole('button', { name: 'Connect with Amazon' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Success!', 'Your Amazon Seller account has been connected successfully');
}

describe('dashboard', () => {
  it('a new seller connects Amazon, syncs, and sees scored listings on the dashboard', async () => {
    const { page, baseUrl } = b;
    await signUp(b);

    // Empty state before anything is connected.
    await page.getByText('No Listings Found').waitFor();
    expect(await statValue(page, 'Average Listing Health').textContent()).toBe('Not available');
    expect(await page.getByTestId('connection-status').textContent()).toBe('Not Connected');
    expect(await page.getByTestId('last-synced').textContent()).toBe('Never');

    // The consent round trip through the Amazon emulator.
    await connectAmazon(page);
    expect(new URL(page.url()).search).toBe('');
    await page.getByTestId('connection-status').getByText('Connected', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Connect Amazon Account' }).isDisabled()).toBe(true);

    // Sync with progress, then the success toast and a refreshed card.
    await page.getByTestId('connection-card').getByRole('button', { name: 'Sync', exact: true }).click();
    await page.getByTestId('connection-card').getByRole('button', { name: 'Syncing...' }).waitFor();
    await expectToast(page, 'Success', 'Listings synced successfully from Amazon');
    await page.waitForFunction(() => document.querySelector('[data-testid="last-synced"]')?.textContent !== 'Never');

    // Recent Listings: 3 scored rows with View and Optimize links.
    await page.getByTestId('recent-row').nth(2).waitFor();
    expect(await page.getByTestId('recent-row').count()).toBe(3);
    const firstRow = page.getByTestId('recent-row').first();
    expect(await firstRow.getByTestId('health-score').textContent()).toMatch(/^(\d+·\D+|Not analyzed)$/);
    expect(await firstRow.getByRole('link', { name: /^View / }).getAttribute('href')).toMatch(/^\/listings\/\d+$/);
    expect(await firstRow.getByRole('link', { name: /^Optimize / }).getAttribute('href')).toMatch(/^\/optimize\/\d+$/);
    expect(await statValue(page, 'Average Listing Health').textContent()).toMatch(/^\d+\/100$/);
    expect(await statValue(page, 'Optimized Listings').textContent()).toMatch(/^\d+\/\d+$/);
    expect(await statValue(page, 'Subscription Usage').textContent()).toMatch(/^\d+\/(\d+|Unlimited) credits$/);
    expect(await page.getByRole('table', { name: 'Listings per health band' }).count()).toBe(1);

    // View opens the read-only detail with its health report.
    await firstRow.getByRole('link', { name: /^View / }).click();
    await page.getByRole('heading', { name: 'Listing Health Score' }).waitFor();
    await page.getByRole('link', { name: 'Back to Listings' }).waitFor();
    await screenshot(page, 'listing-detail-1280');

    // Screenshots of the populated dashboard, light and dark, desktop and phone.
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('recent-row').first().waitFor();
    await screenshot(page, 'dashboard-data-light-1280');
    await page.evaluate(() => {
      localStorage.setItem('theme', 'dark');
    });
    await page.reload();
    await page.getByTestId('recent-row').first().waitFor();
    await screenshot(page, 'dashboard-data-dark-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByTestId('recent-card').first().waitFor();
    await screenshot(page, 'dashboard-data-dark-390');
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.reload();
    await page.getByTestId('recent-card').first().waitFor();
    await screenshot(page, 'dashboard-data-light-390');

    // Refresh, then disconnect after confirming.
    const card = page.getByTestId('connection-card');
    await card.getByRole('button', { name: 'Refresh connection' }).click();
    await expectToast(page, 'Connection refreshed');
    await card.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByRole('dialog', { name: 'Disconnect Amazon account?' }).getByRole('button', { name: 'Disconnect' }).click();
    await expectToast(page, 'Disconnected', 'Your Amazon account has been disconnected');
    await card.getByTestId('connection-status').getByText('Not Connected', { exact: true }).waitFor();
    // Focus lands on the Connect button that replaced Disconnect, so keyboard users are not sent back to the top.
    await page.waitForFunction(() => document.activeElement?.tagName === 'BUTTON' && document.activeElement.textContent === 'Connect Amazon');
  }, 120_000);

  it('shows the Connection Failed toast from the error parameter and clears the query string', async () => {
    const { page, baseUrl } = b;
    await signUp(b);
    await page.goto(`${baseUrl}/?error=${encodeURIComponent('Access was denied on Amazon')}`);
    await expectToast(page, 'Connection Failed', 'Access was denied on Amazon');
    expect(new URL(page.url()).search).toBe('');
  });
});
