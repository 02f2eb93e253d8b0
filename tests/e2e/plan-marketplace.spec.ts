import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { expectToast, screenshot } from './support/browser.ts';
import { importListingCsv } from './support/listings.ts';

// A US listing first (the Free plan's marketplace), then a Spanish one.
const LISTING_CSV = [
  'sku,asin,marketplace,brand,title,bullet1,description',
  'PM-E2E-US,B0PMEUS001,US,Northwind,"Northwind Insulated Steel Water Bottle 32 oz, Leak-Proof Lid","KEEPS COLD: double-wall vacuum insulation keeps water cold for 24 hours","A stainless steel bottle for the trail, the gym and the office."',
  'PM-E2E-ES,B0PMEES001,ES,Northwind,"Botella de agua Northwind de acero inoxidable, 1 litro, tapa hermética","FRÍA 24 HORAS: doble pared con aislamiento al vacío","Una botella de acero inoxidable para la montaña, el gimnasio y la oficina."',
].join('\n');

test.describe('Free plan marketplace', () => {
  test('a Free seller sees the Pro notice on a listing outside their marketplace before clicking', async ({
    signedInPage: page,
  }) => {
    await importListingCsv(page, LISTING_CSV);

    // My Listings: the Spanish listing carries the Pro badge, the US one does not.
    await page.goto('/listings');
    const table = page.getByTestId('listings-table');
    const row = (asin: string) => table.getByTestId('listing-row').filter({ hasText: asin });
    await expect(row('B0PMEES001').getByTestId('plan-badge-allMarketplaces')).toBeVisible();
    await expect(row('B0PMEES001').getByTestId('plan-badge-allMarketplaces')).toHaveAttribute(
      'aria-label',
      'Requires the Pro plan',
    );
    await expect(row('B0PMEUS001').getByTestId('plan-badge-allMarketplaces')).toHaveCount(0);
    await screenshot(page, 'plan-marketplace-listings');

    // Its Optimize screen says so before any click: Optimize Now disabled, reason and a Settings link.
    await row('B0PMEES001').getByRole('link', { name: 'Optimize B0PMEES001' }).click();
    await expect(page.getByRole('heading', { name: 'Optimize Listing' })).toBeVisible();
    const notice = page.getByRole('note').filter({ hasText: 'Multiple marketplaces is part of the Pro plan.' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Your Free plan covers Amazon.com (US); this listing is on Amazon.es (ES).');
    const optimizeNow = page.getByRole('button', { name: 'Optimize Now' });
    await expect(optimizeNow).toBeDisabled();
    const noticeId = await notice.getAttribute('id');
    expect(noticeId).toBeTruthy();
    await expect(optimizeNow).toHaveAttribute('aria-describedby', noticeId!);
    // Every language is outside the plan here, Spanish included.
    await page.getByRole('combobox', { name: 'Language' }).click();
    await expect(page.getByRole('option', { name: /Spanish/ }).getByTestId('plan-badge-allMarketplaces')).toBeVisible();
    await page.keyboard.press('Escape');
    await screenshot(page, 'plan-marketplace-optimize-notice');

    // The US listing has no notice and Optimize Now is enabled.
    await page.goto('/listings');
    await row('B0PMEUS001').getByRole('link', { name: 'Optimize B0PMEUS001' }).click();
    await expect(page.getByRole('heading', { name: 'Optimize Listing' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Optimize Now' })).toBeEnabled();
    await expect(page.getByRole('note').filter({ hasText: 'Multiple marketplaces' })).toHaveCount(0);

    // The link leads to Settings, which names the Free plan's marketplace.
    await page.goto(`/optimize/${await listingIdOf(page, 'PM-E2E-ES')}`);
    await notice.getByRole('link', { name: 'Go to Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByTestId('plan-marketplace').filter({ hasText: 'Amazon.com (US)' })).toBeVisible();
    await screenshot(page, 'plan-marketplace-settings');

    // Moving the Free plan to Spain: once, then the next change waits a month.
    await page.getByRole('combobox', { name: 'Marketplace' }).click();
    await page.getByRole('option', { name: 'Amazon.es (ES)' }).click();
    await page.getByRole('button', { name: 'Change marketplace' }).click();
    await expectToast(page, 'Marketplace changed', 'Your Free plan now covers Amazon.es (ES).');
    await expect(page.getByText(/You can change it again on /)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change marketplace' })).toBeDisabled();

    await page.goto(`/optimize/${await listingIdOf(page, 'PM-E2E-ES')}`);
    await expect(page.getByRole('heading', { name: 'Optimize Listing' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Optimize Now' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Optimize Now' })).toBeEnabled();
    await expect(page.getByRole('note').filter({ hasText: 'Multiple marketplaces' })).toHaveCount(0);
  });
});

async function listingIdOf(page: Page, sku: string): Promise<number> {
  return page.evaluate(async (s) => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('auth_token')}` };
    const list = (await (await fetch('/api/listings', { headers })).json()) as { id: number; sku: string }[];
    return list.find((l) => l.sku === s)!.id;
  }, sku);
}
