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

/** Dashboard → Connect dialog → emulator consent → Confirm, then Sync on the dashboard card. */
async function connectAndSync(page: Page): Promise<void> {
  await connectAmazon(page);
  await page.getByTestId('connection-card').getByRole('button', { name: 'Sync', exact: true }).click();
  await expectToast(page, 'Success', 'Listings synced successfully from Amazon');
}

/** A US listing of the general PRODUCT type, whose schema has title, bullets and description. */
async function findPushableListingId(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const res = await fetch('/api/listings', { headers: { authorization: `Bearer ${localStorage.getItem('auth_token')}` } });
    const rows = (await res.json()) as { id: number; marketplaceId: string; productType: string | null; source: string }[];
    const row = rows.find((r) => r.marketplaceId === 'ATVPDKIKX0DER' && r.productType === 'PRODUCT' && r.source === 'amazon');
    if (!row) throw new Error('no pushable listing after sync');
    return row.id;
  });
}

describe('publish', () => {
  it('a seller optimizes a listing, reviews the diff, saves it to Amazon, then rolls it back from the history', async () => {
    const { page, baseUrl } = b;
    await signUp(b);
    await connectAndSync(page);
    const id = await findPushableListingId(page);

    await page.goto(`${baseUrl}/optimize/${id}`);
    await page.getByRole('heading', { name: 'Optimize Listing' }).waitFor();
    await page.getByRole('button', { name: 'Optimize Now' }).click();
    await expectToast(page, 'Optimization complete', 'Your listing has been successfully optimized');

    // Save to Amazon: Amazon validates first; the dialog shows the diff, verdict and score change.
    await page.getByRole('button', { name: 'Save to Amazon' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save to Amazon?' });
    await dialog.waitFor();
    await dialog.getByTestId('amazon-verdict').getByText('Amazon validated this change').waitFor();
    expect(await dialog.getByTestId('field-diff').count()).toBeGreaterThan(0);
    expect(await dialog.getByTestId('push-score-change').textContent()).toMatch(/^Health score\d+\d+$/);
    await screenshot(page, 'publish-confirm-1280');
    await dialog.getByRole('button', { name: 'Confirm and push' }).click();
    await expectToast(page, 'Success', 'Your listing has been saved to Amazon');
    await dialog.waitFor({ state: 'detached' });

    // History: the pushed version on top of the imported one; roll back to the imported text.
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'Version history' });
    await history.getByTestId('version-row').first().getByText('Pushed', { exact: true }).waitFor();
    await history.getByRole('button', { name: /^Roll back to Imported version \d+$/ }).click();
    const rollback = page.getByRole('dialog', { name: 'Roll back on Amazon?' });
    await rollback.getByTestId('amazon-verdict').getByText('Amazon validated this change').waitFor();
    await rollback.getByRole('button', { name: 'Confirm and push' }).click();
    await expectToast(page, 'Success', 'Your listing has been saved to Amazon');

    await page.getByRole('button', { name: 'History' }).click();
    await page.getByRole('dialog', { name: 'Version history' }).getByTestId('version-row').first().getByText('Rolled back', { exact: true }).waitFor();
    const kinds = await page.getByRole('dialog', { name: 'Version history' }).getByTestId('version-row').allTextContents();
    expect(kinds.some((k) => k.startsWith('Imported'))).toBe(true);
  }, 120_000);
});
