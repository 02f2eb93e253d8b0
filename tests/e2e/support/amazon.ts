import type { Page } from 'playwright-core';
import { expectToast } from './browser.ts';

/** Dashboard → Connect dialog → the emulator's consent page → Confirm → back on the dashboard. */
export async function connectAmazon(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Amazon Account' }).click();
  await page.getByRole('dialog', { name: 'Amazon Seller Central' }).getByRole('button', { name: 'Connect with Amazon' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Success!', 'Your Amazon Seller account has been connected successfully');
}

/** The demo seller's catalogue through the real consent and sync flow, ending on My Listings. */
export async function syncSampleListings(page: Page, baseUrl: string): Promise<void> {
  await connectAmazon(page);
  await page.goto(`${baseUrl}/listings`);
  await page.getByRole('button', { name: 'Sync from Amazon' }).first().click();
  await expectToast(page, 'Success', 'Listings synced successfully from Amazon');
  await page.getByTestId('listing-row').first().waitFor();
}
