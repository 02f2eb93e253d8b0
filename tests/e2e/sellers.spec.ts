import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { expectToast, screenshot } from './support/browser.ts';

async function shownTotal(page: Page): Promise<number> {
  const range = (await page.getByTestId('listings-range').textContent()) ?? '';
  return Number(/of ([\d,]+)/.exec(range)?.[1]?.replace(/,/g, ''));
}

test.describe('switching Amazon seller accounts', () => {
  test('asks before switching, and the previous account’s listings are found under Archived, read-only', async ({
    connectedSeller: page,
  }) => {
    await expect(page.getByTestId('listings-range')).toHaveText(/of [\d,]+/);
    const before = await shownTotal(page);
    // The demo seller's North America listings (connecting NA imports the US marketplace only).
    expect(before).toBeGreaterThan(20);
    const firstTitle = (await page.getByTestId('listing-row').first().getByTestId('listing-title').textContent()) ?? '';

    // Another seller account on the consent page.
    await page.goto('/');
    await page.getByTestId('connection-card').getByRole('button', { name: 'Disconnect' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
    await expectToast(page, 'Disconnected');
    await page.getByRole('button', { name: 'Connect Amazon Account' }).click();
    await page
      .getByRole('dialog', { name: 'Amazon Seller Central' })
      .getByRole('button', { name: 'Connect with Amazon' })
      .click();
    await page.getByLabel(/Blue Harbor Supply/).check();
    await page.getByRole('button', { name: 'Confirm' }).click();

    const dialog = page.getByRole('dialog', { name: 'Switch Amazon seller account?' });
    await dialog
      .getByText(
        `Your ${before.toLocaleString()} listings from the previous account will be moved to Archived; nothing is deleted.`,
        { exact: false },
      )
      .waitFor();
    await expect(dialog.getByText(/You connected a different Amazon seller account \(Blue Harbor Supply/)).toBeVisible();
    // The one-time code left the address bar.
    expect(page.url()).not.toContain('seller_switch_token');
    await screenshot(page, 'seller-switch-dialog');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, 'Seller account switched');

    // The new account's sync; the old listings wait under Archived.
    await page.goto('/listings');
    await page.getByRole('button', { name: 'Sync from Amazon' }).first().click();
    await expectToast(page, 'Success', 'Listings synced successfully from Amazon');
    await expect(page.getByTestId('listing-row').first()).toBeVisible();
    await expect.poll(() => shownTotal(page)).toBeLessThan(before);

    await page.getByRole('button', { name: 'Archived', exact: true }).click();
    await expect(page).toHaveURL(/view=archived/);
    await expect(page.getByTestId('listings-range')).toContainText(`of ${before.toLocaleString()}`);
    expect(await shownTotal(page)).toBe(before);
    const row = page
      .getByTestId('listing-row')
      .filter({ hasText: firstTitle.slice(0, 20) })
      .first();
    await expect(row.getByTestId('listing-state-badge').getByText('Archived')).toBeVisible();
    // Read-only: no Optimize or FAQ here, only View and Delete.
    await expect(row.getByRole('link', { name: /^Optimize / })).toHaveCount(0);
    await expect(row.getByRole('link', { name: /^View / })).toBeVisible();
    await expect(row.getByRole('button', { name: /^Delete / })).toBeVisible();
    await screenshot(page, 'listings-archived');

    // Deleting one asks first; Cancel keeps it.
    await row.getByRole('button', { name: /^Delete / }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this listing?' });
    await expect(confirm.getByText(/version history, FAQs, reviews and A\+/)).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect.poll(() => shownTotal(page)).toBe(before);

    await row.getByRole('link', { name: /^View / }).click();
    await expect(page.getByRole('note').getByText(/no longer connected/)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Optimize', exact: true })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('button', { name: /^Delete / })).toBeVisible();
  });
});
