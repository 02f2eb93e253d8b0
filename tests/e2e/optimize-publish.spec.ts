import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { expectToast, screenshot } from './support/browser.ts';

type Pushable = { id: number; sku: string; asin: string; title: string };

/** A US listing of the general PRODUCT type, whose schema has title, bullets, description and search terms. */
async function findPushableListing(page: Page): Promise<Pushable> {
  return page.evaluate(async () => {
    const res = await fetch('/api/listings', { headers: { authorization: `Bearer ${localStorage.getItem('auth_token')}` } });
    const rows = (await res.json()) as (Pushable & { marketplaceId: string; productType: string | null; source: string })[];
    const row = rows.find((r) => r.marketplaceId === 'ATVPDKIKX0DER' && r.productType === 'PRODUCT' && r.source === 'amazon');
    if (!row) throw new Error('no pushable listing after sync');
    return { id: row.id, sku: row.sku, asin: row.asin, title: row.title };
  });
}

/** Types a search and waits until the page answered it: the search is applied after a pause in typing. */
async function searchListings(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search listings by title, SKU or ASIN' }).fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]search=${encodeURIComponent(text)}`));
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
}

test.describe('optimize and publish', () => {
  test('after a push and a rollback every screen shows the new text at once, through client-side navigation only', async ({
    connectedSeller: page,
  }) => {
    test.setTimeout(180_000);
    const listing = await findPushableListing(page);
    const pushedTitle = 'Frostline Bottle pushed from ListingPilot';
    const pushedTerms = 'camping flask thermos hiking';

    // The only page load: from here on every screen opens through the app's own links.
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await page.getByRole('link', { name: 'My Listings' }).first().click();
    await expect(page.getByRole('heading', { name: 'My Listings' })).toBeVisible();
    await searchListings(page, listing.sku);
    const row = page.getByTestId('listing-row').filter({ has: page.getByRole('link', { name: `Optimize ${listing.asin}` }) });
    await expect(row).toHaveCount(1);
    await row.getByRole('link', { name: `Optimize ${listing.asin}` }).click();
    await expect(page.getByRole('heading', { name: 'Optimize Listing' })).toBeVisible();

    // The imported search terms, which the rollback to the imported version restores (the rewrite changes them).
    const originalTerms = await page.getByLabel('Search Terms').inputValue();
    // Optimize Now: the toast says what changed; the comparison then follows the seller's own edits.
    await page.getByRole('button', { name: 'Optimize Now' }).click();
    await expectToast(page, 'Optimization complete', 'Your listing has been successfully optimized');
    await expect(page.getByTestId('optimize-change-summary').first()).toHaveText(
      /^\d+ issues? fixed, (none left\.|\d+ left: .+\.)$/,
    );
    await page.getByLabel('Title', { exact: true }).fill(pushedTitle);
    await expect(page.getByTestId('optimized-title')).toHaveText(pushedTitle);
    await expect(page.getByText('Includes your edits to the AI draft.')).toBeVisible();

    // Search terms: a byte meter against 249, é counting two bytes.
    await page.getByLabel('Search Terms').fill('é'.repeat(125));
    await expect(page.getByTestId('search-terms-bytes')).toHaveText('250/249 bytes');
    await expect(page.getByText('Amazon ignores all search terms over 249 bytes. Remove 1 bytes.')).toBeVisible();
    await page.getByLabel('Search Terms').fill(pushedTerms);
    await expect(page.getByTestId('search-terms-bytes')).toHaveText(`${pushedTerms.length}/249 bytes`);

    // Bullets are one field each.
    await expect(page.getByRole('textbox', { name: 'Bullet point 1', exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Bullet point \d+$/ })).not.toHaveCount(1);

    await page.getByRole('button', { name: 'Save to Amazon' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save to Amazon?' });
    await expect(dialog.getByTestId('amazon-verdict').getByText('Amazon validated this change')).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Search Terms changes' }).getByTestId('diff-after')).toHaveText(pushedTerms);
    await expect(dialog.getByTestId('push-score-change')).toHaveAttribute(
      'aria-label',
      /^Health score before: \d+, after the push: \d+$/,
    );
    await dialog.getByRole('button', { name: 'Confirm and push' }).click();
    await expectToast(page, 'Success', 'Your listing has been saved to Amazon');
    // At once, no reload: the left card shows the pushed title, the editor keeps it.
    await expect(page.getByText(pushedTitle, { exact: true }).first()).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(pushedTitle);

    // My Listings, whose search for this SKU was loaded before the push, shows the pushed title.
    await page.getByRole('link', { name: 'Back to Listings' }).click();
    await expect(page.getByRole('heading', { name: 'My Listings' })).toBeVisible();
    await searchListings(page, listing.sku);
    await expect(row.getByText(pushedTitle)).toBeVisible();

    // The dashboard's summary (loaded at the start) lists it first among recent listings; its page shows it too.
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText(pushedTitle).filter({ visible: true }).first()).toBeVisible();
    await page
      .getByRole('link', { name: `View ${listing.asin}` })
      .filter({ visible: true })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: pushedTitle })).toBeVisible();

    // History, newest first: Roll back only on versions that were live, never on the AI draft.
    await page
      .getByRole('link', { name: 'Optimize' })
      .filter({ hasText: /^Optimize$/ })
      .last()
      .click();
    await expect(page.getByRole('heading', { name: 'Optimize Listing' })).toBeVisible();
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'Version history' });
    const rows = history.getByTestId('version-row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0).getByText('Pushed', { exact: true })).toBeVisible();
    await expect(rows.nth(0).getByTestId('version-search-terms')).toHaveText(pushedTerms);
    await expect(rows.nth(1).getByText('AI draft', { exact: true })).toBeVisible();
    await expect(rows.nth(1).getByRole('button', { name: /^Roll back/ })).toHaveCount(0);
    await expect(rows.nth(2).getByText('Imported', { exact: true })).toBeVisible();
    await screenshot(page, 'optimize-publish-history-1280');

    // The toast names the version as History does: its kind and the time History shows.
    const importedAt = (await rows.nth(2).locator('time').textContent())!;
    await rows
      .nth(2)
      .getByRole('button', { name: /^Roll back to the Imported version of \S/ })
      .click();
    const rollback = page.getByRole('dialog', { name: 'Roll back on Amazon?' });
    await expect(rollback.getByTestId('amazon-verdict').getByText('Amazon validated this change')).toBeVisible();
    await rollback.getByRole('button', { name: 'Confirm and push' }).click();
    await expectToast(page, 'Rolled back');
    await expect(page.getByTestId('toast').filter({ hasText: 'Rolled back' }).first()).toContainText(
      `Your listing was rolled back on Amazon to the Imported version of ${importedAt}.`,
    );
    // The restored text and score at once: editor, left card and search terms.
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(listing.title);
    await expect(page.getByLabel('Search Terms')).toHaveValue(originalTerms);
    await expect(page.getByText(pushedTitle, { exact: true })).toHaveCount(0);
    await expect(page.getByTestId('listing-health-score')).toHaveText(/^\d+\/100$/);

    await page.getByRole('button', { name: 'History' }).click();
    await expect(history.getByTestId('version-row').first().getByText('Rolled back', { exact: true })).toBeVisible();
    await expect(history.getByTestId('version-row').first().getByTestId('version-search-terms')).toHaveText(originalTerms || '—');
  });

  test('on a phone the editor is one tap away and stays open on a reload, and an image issue links to Seller Central', async ({
    connectedSeller: page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // A sample listing without a main image: an issue only Seller Central can fix.
    const listing = await page.evaluate(async () => {
      const res = await fetch('/api/listings', { headers: { authorization: `Bearer ${localStorage.getItem('auth_token')}` } });
      const rows = (await res.json()) as { id: number; marketplaceId: string; source: string; issues: { ruleId: string }[] }[];
      const row = rows.find((r) => r.source === 'amazon' && r.issues.some((i) => i.ruleId === 'IMG_MAIN_MISSING'));
      if (!row) throw new Error('no sample listing without a main image');
      return { id: row.id, marketplaceId: row.marketplaceId };
    });
    await page.goto(`/optimize/${listing.id}`);
    await expect(page.getByRole('heading', { name: 'Optimize Listing' })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Optimize sections' });
    await expect(tabs).toBeInViewport();
    await expect(page.getByText('Listing Health Score')).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toBeHidden();

    const issue = page.getByTestId('issue').filter({ hasText: 'The listing has no main image' });
    await expect(issue.getByTestId('issue-gain')).toHaveText(/^\+\d+ points when fixed$/);
    await issue.getByText('The listing has no main image', { exact: false }).click();
    const link = issue.getByRole('link', { name: 'The editor cannot change this: fix it in Seller Central' });
    await expect(link).toHaveAttribute(
      'href',
      new RegExp(`^https://sellercentral\\.amazon\\.[a-z.]+/abis/listing/edit\\?marketplaceID=${listing.marketplaceId}&sku=`),
    );

    await tabs.getByRole('tab', { name: 'Editor' }).click();
    await expect(tabs.getByRole('tab', { name: 'Editor' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Title', { exact: true })).toBeInViewport();
    await expect(page.getByText('Listing Health Score')).toBeHidden();
    await expect(page).toHaveURL(/[?&]tab=editor/);
    await screenshot(page, 'optimize-editor-390');

    await page.reload();
    await expect(tabs.getByRole('tab', { name: 'Editor' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Title', { exact: true })).toBeInViewport();
    await tabs.getByRole('tab', { name: /^Score & issues/ }).click();
    await expect(page.getByText('Listing Health Score')).toBeVisible();
    await expect(page).not.toHaveURL(/tab=/);
  });
});
