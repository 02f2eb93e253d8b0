import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

/** Holds the requests matching `url` until the returned function is called. */
async function hold(page: Page, url: string): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  // Later requests pass through the same handler, released at once.
  return async () => release();
}

test.describe('first frames', () => {
  test('a signed-in reload shows the shell at once while the session is checked, not a bare Loading', async ({
    signedInPage: page,
  }) => {
    const release = await hold(page, '**/api/auth/**');
    await page.reload();
    await expect(page.getByRole('status', { name: 'Loading ListingPilot' })).toBeVisible();
    await expect(page.getByText('ListingPilot', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await release();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  test('/login shows its card at once while the form loads', async ({ page }) => {
    const release = await hold(page, '**/assets/login-page-*.js');
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.getByRole('status', { name: 'Loading ListingPilot' })).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await release();
    await expect(page.getByRole('tab', { name: 'Create Account' })).toBeVisible();
  });
});
