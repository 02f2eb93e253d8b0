import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { expectToast, openBrowser, screenshot, signUp, type Browser } from './support/browser.ts';
import { importListingCsv } from './support/listings.ts';

const SAMPLE_REVIEWS = path.resolve('public/samples/sample-reviews.csv');
const LISTING_CSV = [
  'sku,asin,marketplace,brand,title,bullet1,description',
  'PLANS-E2E-1,B0PLANSE2E,US,Northwind,"Northwind Insulated Steel Water Bottle 32 oz, Leak-Proof Lid","KEEPS COLD: double-wall vacuum insulation keeps water cold for 24 hours","A stainless steel bottle for the trail, the gym and the office."',
].join('\n');

let b: Browser | undefined;
afterEach(async () => {
  await b?.close();
  b = undefined;
});

describe('plans', () => {
  it('a free seller sees the Pro gate on FAQs, upgrades in Settings and generates FAQs', async () => {
    b = await openBrowser();
    const { page, baseUrl } = b;
    await signUp(b);

    // The badge tells a free user before they click.
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    const faqLink = sidebar.getByRole('link', { name: /FAQ Generator/ });
    await faqLink.getByRole('img', { name: 'Requires the Pro plan' }).waitFor();
    expect(await sidebar.getByRole('link', { name: 'My Listings' }).getByRole('img').count()).toBe(0);

    // A listing of their own, imported with the session's token (the upload the dashboard dialog makes).
    const listingId = await importListingCsv(page, LISTING_CSV);

    // The FAQ screen shows the server's gate message with a way to Settings.
    await page.goto(`${baseUrl}/faq-generator/${listingId}`);
    await page.getByRole('heading', { name: 'FAQ Generator' }).waitFor();
    const gate = page.getByRole('note').filter({ hasText: 'FAQ Generator is part of the Pro plan. Upgrade in Settings.' });
    await gate.waitFor();
    expect(await page.getByRole('button', { name: 'Generate FAQ' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Upload reviews' }).count()).toBe(0);
    await screenshot(page, 'plans-faq-gated');
    await gate.getByRole('link', { name: 'Go to Settings' }).click();

    // No Stripe in this run: the upgrade applies at once.
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await page.getByRole('radio', { name: 'Pro' }).check({ force: true });
    await page.getByRole('button', { name: 'Upgrade Subscription' }).click();
    await expectToast(page, 'Subscription updated', 'Your subscription has been upgraded to Pro');
    await page.getByTestId('current-plan').filter({ hasText: 'Pro' }).waitFor();
    await faqLink.getByRole('img', { name: 'Requires the Pro plan' }).waitFor({ state: 'detached' });

    // Reviews from the sample file, then FAQs from them.
    await page.goto(`${baseUrl}/faq-generator/${listingId}`);
    await page.getByRole('button', { name: 'Upload reviews' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload customer reviews' });
    await dialog.getByLabel('Reviews file').setInputFiles(SAMPLE_REVIEWS);
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expectToast(page, 'Reviews imported');
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Generate FAQ' }).click();
    await expectToast(page, 'FAQs generated');
    expect(await page.getByText('No FAQs generated yet').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Export FAQ HTML' }).isDisabled()).toBe(false);
    await screenshot(page, 'plans-faq-generated');
  });

  it('marks other languages on Optimize as Pro for a free seller', async () => {
    b = await openBrowser();
    const { page, baseUrl } = b;
    await signUp(b);
    const listingId = await importListingCsv(page, LISTING_CSV);
    await page.goto(`${baseUrl}/optimize/${listingId}`);
    await page.getByRole('combobox', { name: 'Language' }).click();
    const badge = (name: RegExp) => page.getByRole('option', { name }).getByTestId('plan-badge-multilingual');
    await badge(/German/).waitFor();
    expect(await badge(/German/).getAttribute('aria-label')).toBe('Requires the Pro plan');
    expect(await badge(/English/).count()).toBe(0);
  });
});
