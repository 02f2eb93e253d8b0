import path from 'node:path';
import { expect, test } from './support/fixtures.ts';
import { expectToast, screenshot } from './support/browser.ts';
import { importListingCsv } from './support/listings.ts';

const SAMPLE_REVIEWS = path.resolve('public/samples/sample-reviews.csv');
const LISTING_CSV = [
  'sku,asin,marketplace,brand,title,bullet1,description',
  'PLANS-E2E-1,B0PLANSE2E,US,Northwind,"Northwind Insulated Steel Water Bottle 32 oz, Leak-Proof Lid","KEEPS COLD: double-wall vacuum insulation keeps water cold for 24 hours","A stainless steel bottle for the trail, the gym and the office."',
].join('\n');

test.describe('plans', () => {
  test('a free seller sees the Pro gate on FAQs, upgrades in Settings and generates FAQs', async ({ signedInPage: page }) => {
    // The badge tells a free user before they click.
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    const faqLink = sidebar.getByRole('link', { name: /FAQ Generator/ });
    await expect(faqLink.getByRole('img', { name: 'Requires the Pro plan' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'My Listings' }).getByRole('img')).toHaveCount(0);

    // A listing of their own, imported with the session's token (the upload the dashboard dialog makes).
    const listingId = await importListingCsv(page, LISTING_CSV);

    // The FAQ screen shows the server's gate message with a way to Settings.
    await page.goto(`/faq-generator/${listingId}`);
    await expect(page.getByRole('heading', { name: 'FAQ Generator' })).toBeVisible();
    const gate = page.getByRole('note').filter({ hasText: 'FAQ Generator is part of the Pro plan. Upgrade in Settings.' });
    await expect(gate).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generate FAQ' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Upload reviews' })).toHaveCount(0);
    await screenshot(page, 'plans-faq-gated');
    await gate.getByRole('link', { name: 'Go to Settings' }).click();

    // No Stripe in this run: the upgrade applies at once.
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await page.getByRole('radio', { name: 'Pro' }).check({ force: true });
    await page.getByRole('button', { name: 'Upgrade Subscription' }).click();
    await expectToast(page, 'Subscription updated', 'Your subscription has been upgraded to Pro');
    await expect(page.getByTestId('current-plan').filter({ hasText: 'Pro' })).toBeVisible();
    await expect(faqLink.getByRole('img', { name: 'Requires the Pro plan' })).toHaveCount(0);

    // Reviews from the sample file, then FAQs from them.
    await page.goto(`/faq-generator/${listingId}`);
    await page.getByRole('button', { name: 'Upload reviews' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload customer reviews' });
    await dialog.getByLabel('Reviews file').setInputFiles(SAMPLE_REVIEWS);
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expectToast(page, 'Reviews imported');
    await expect(dialog).toHaveCount(0);

    await page.getByRole('button', { name: 'Generate FAQ' }).click();
    await expectToast(page, 'FAQs generated');
    await expect(page.getByText('No FAQs generated yet')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Export FAQ HTML' })).toBeEnabled();
    await screenshot(page, 'plans-faq-generated');
  });

  test('marks other languages on Optimize as Pro for a free seller', async ({ signedInPage: page }) => {
    const listingId = await importListingCsv(page, LISTING_CSV);
    await page.goto(`/optimize/${listingId}`);
    await page.getByRole('combobox', { name: 'Language' }).click();
    const badge = (name: RegExp) => page.getByRole('option', { name }).getByTestId('plan-badge-multilingual');
    await expect(badge(/German/)).toBeVisible();
    await expect(badge(/German/)).toHaveAttribute('aria-label', 'Requires the Pro plan');
    await expect(badge(/English/)).toHaveCount(0);
  });
});
