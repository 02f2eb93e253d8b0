import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { expectToast, screenshot } from './support/browser.ts';
import { syncSampleListings } from './support/amazon.ts';
import { MAIN_IMAGE_SUPPRESSION } from '../helpers/suppression.ts';

const US = 'ATVPDKIKX0DER';
const CONTROL = '/_emulator/amazon/__emulator';

type Row = {
  id: number;
  sku: string;
  asin: string;
  title: string;
  marketplaceId: string;
  productType: string | null;
  sellingPartnerId: string | null;
};

async function pushableListing(page: Page): Promise<Row> {
  return page.evaluate(async () => {
    const res = await fetch('/api/listings', { headers: { authorization: `Bearer ${localStorage.getItem('auth_token')}` } });
    const rows = (await res.json()) as Row[];
    const row = rows.find((r) => r.marketplaceId === 'ATVPDKIKX0DER' && r.productType === 'PRODUCT' && r.sellingPartnerId);
    if (!row) throw new Error('no pushable listing after sync');
    return row;
  });
}

/** Opens the mail emulator's inbox and the newest mail to `to` whose subject starts with `subject`. */
async function openMail(page: Page, to: string, subject: string): Promise<void> {
  const row = page.getByRole('row').filter({ hasText: to }).filter({ hasText: subject }).first();
  await expect(async () => {
    await page.goto('/_emulator/mail');
    await expect(row).toBeVisible({ timeout: 1_000 });
  }, `no mail "${subject}" to ${to}`).toPass({ timeout: 20_000 });
  await row.getByRole('link').first().click();
}

/** Alerts → Check now, then waits for the check to end (the button comes back). */
async function checkNow(page: Page): Promise<void> {
  await page.goto('/alerts');
  await page.getByRole('button', { name: 'Check now' }).click();
  await expect(page.getByRole('button', { name: 'Checking...' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check now' })).toBeVisible({ timeout: 60_000 });
}

test.describe('alerts', () => {
  test('a suppressed listing: Check now, the top bar count, the Alerts page, the badge, the mail; a changed detail page restored; Dismiss', async ({
    signedInPage: page,
    account,
  }) => {
    test.setTimeout(240_000);
    // Alert mail goes to a verified address only.
    await openMail(page, account.email, 'Verify your email address for ListingPilot');
    await page.frameLocator('iframe[title="HTML body"]').getByRole('link', { name: 'Verify email address' }).click();
    await expect(page.getByRole('heading', { name: 'Your email address is verified' })).toBeVisible();
    await page.goto('/');
    await syncSampleListings(page);
    const listing = await pushableListing(page);
    await checkNow(page); // the baseline

    // Amazon suppresses the listing (the emulator's control route reaches this browser's own seller copy).
    const suppressed = await page.request.post(
      `${CONTROL}/listings/${listing.sellingPartnerId}/${encodeURIComponent(listing.sku)}/issues`,
      {
        data: {
          issues: [MAIN_IMAGE_SUPPRESSION],
        },
      },
    );
    expect(suppressed.status()).toBe(200);
    await checkNow(page);
    const card = page
      .getByTestId('alert-card')
      .filter({ hasText: 'The listing is missing a required main image and has been suppressed.' });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('Critical', { exact: true })).toBeVisible();
    await expect(card.getByTestId('alert-kind')).toHaveText('Suppressed');
    await expect(card.getByTestId('alert-meaning')).toHaveText('Hidden from shoppers until fixed, so it makes no sales.');
    // Amazon's code spelled as in the alert mail.
    await expect(card.getByTestId('alert-message')).toContainText('(Amazon code 18155)');
    await expect(page.getByTestId('alerts-count')).toHaveText(/^[1-9]\d*$/);

    await page.goto('/listings');
    await expect(
      page.getByTestId('listing-row').filter({ hasText: listing.asin }).getByTestId('listing-alert-badge'),
    ).toBeVisible();
    await expect(
      page.getByTestId('listing-row').filter({ hasText: listing.asin }).getByTestId('listing-alert-badge'),
    ).toContainText('Suppressed');
    await page.goto(`/listings/${listing.id}`);
    await expect(page.getByTestId('listing-alert-badge')).toContainText('Suppressed');

    await openMail(page, account.email, 'Critical:');
    await expect(page.getByText('The listing is missing a required main image and has been suppressed.').first()).toBeVisible();
    await expect(page.getByText('Suppressed. Hidden from shoppers until fixed', { exact: false }).first()).toBeVisible();

    // Someone else rewrites the title on the detail page; Restore my version pushes the approved one.
    const changed = await page.request.post(`${CONTROL}/catalog/${listing.asin}/detail-page`, {
      data: { attributes: { item_name: [{ value: 'Generic bottle, cheap', marketplace_id: US }] } },
    });
    expect(changed.status()).toBe(200);
    await checkNow(page);
    const pageCard = page.getByTestId('alert-card').filter({ hasText: 'Generic bottle, cheap' });
    await expect(pageCard.getByText('Warning', { exact: true })).toBeVisible();
    // The listing's title now reads Amazon's too, so the suppression's card names it as well: find the diff's card.
    const diffCard = page.getByTestId('alert-card').filter({ has: page.getByTestId('shown-text') });
    await expect(diffCard.getByTestId('alert-kind')).toHaveText('Detail page changed by someone else');
    await screenshot(page, 'alerts-labels');
    await expect(pageCard.getByTestId('approved-text')).toHaveText(listing.title);
    await pageCard.getByRole('button', { name: 'Restore my version' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save to Amazon?' });
    await expect(dialog.getByTestId('amazon-verdict').getByText('Amazon validated this change')).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm and push' }).click();
    await expectToast(page, 'Success', 'Your listing has been saved to Amazon');
    await checkNow(page);
    await expect(page.getByTestId('alert-card').filter({ hasText: 'Generic bottle, cheap' })).toHaveCount(0);

    // Dismiss takes the suppression off the open alerts.
    await card.getByRole('button', { name: 'Dismiss' }).click();
    await expect(card).toHaveCount(0);
  });
});
