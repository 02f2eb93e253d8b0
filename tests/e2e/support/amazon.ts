import { expect, type Page } from '@playwright/test';
import { expectToastSinceLoad, recordToastsOnLoad } from './browser.ts';

/**
 * How long a first import may take here: every e2e user connects the same demo seller, so the app
 * paces them all on one rate budget.
 */
export const FIRST_IMPORT_MS = 60_000;

/** Dashboard → Connect dialog → the emulator's consent page → Confirm → back on the dashboard. */
export async function connectAmazon(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Amazon Account' }).click();
  await page.getByRole('dialog', { name: 'Amazon Seller Central' }).getByRole('button', { name: 'Connect with Amazon' }).click();
  await confirmConsent(page);
}

/**
 * On the emulator's consent page: Confirm, then back on the dashboard the connected toast. The
 * import that connecting starts can end, and toast, within a second of arrival; only one toast
 * shows at a time, so the toasts are recorded from the page's load rather than looked for on screen.
 */
export async function confirmConsent(page: Page): Promise<void> {
  await recordToastsOnLoad(page);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expectToastSinceLoad(page, 'Success!', 'Your Amazon Seller account has been connected successfully');
}

/** The card's Last synced before the first import has ended: never connected, or the import under way. */
export const NOT_SYNCED_YET = /^(Never|First import under way)$/;

/**
 * The demo seller's catalogue through the real consent flow, ending on My Listings. Connecting
 * starts the import; the dashboard's Last synced changes when it has finished.
 */
export async function syncSampleListings(page: Page): Promise<void> {
  await connectAmazon(page);
  try {
    await expect(page.getByTestId('last-synced')).not.toHaveText(NOT_SYNCED_YET, { timeout: FIRST_IMPORT_MS });
  } catch (error) {
    // Whether the import never ended or the page never showed its end: the server's side of it.
    const connection = await page
      .evaluate(async () => {
        const res = await fetch('/api/amazon/connection', {
          headers: { Authorization: `Bearer ${localStorage.getItem('auth_token')}` },
        });
        return res.text();
      })
      .catch((e: unknown) => `unreadable (${String(e)})`);
    throw new Error(`The first import has not ended on the dashboard. GET /api/amazon/connection: ${connection}`, {
      cause: error,
    });
  }
  await page.goto('/listings');
  await expect(page.getByTestId('listing-row').first()).toBeVisible();
}

/**
 * From the dashboard, connects Europe next to North America through "Connect another region":
 * the demo seller's European listings then join its US ones (connecting NA imports the US only).
 */
export async function connectEurope(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByTestId('connection-card').getByRole('button', { name: 'Connect another region' }).click();
  const dialog = page.getByRole('dialog', { name: 'Amazon Seller Central' });
  await expect(dialog.getByRole('radio', { name: /Europe/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Connect with Amazon' }).click();
  await confirmConsent(page);
}
