import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/fixtures.ts';
import { expectToast, screenshot } from './support/browser.ts';

const FIXTURES = path.resolve('tests/fixtures/imports');

test.describe('listings from a file', () => {
  test('a seller uploads a file on the empty dashboard, sees scored listings, opens one in Optimize and exports CSV', async ({
    signedInPage: page,
  }) => {
    // The empty dashboard offers an upload beside the way to connect Amazon.
    const recent = page.getByTestId('recent-listings');
    await expect(recent.getByText('No Listings Found')).toBeVisible();
    await recent.getByRole('button', { name: 'Upload listings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload listings' });
    await dialog.getByText('Which columns can the file have?').click();
    await expect(dialog.getByText('image_url')).toBeVisible();

    // A broken file: nothing imported, every problem listed by row and column.
    await dialog.getByLabel('Listings file').setInputFiles(path.join(FIXTURES, 'bad-rows.csv'));
    await dialog.getByRole('button', { name: 'Upload' }).click();
    const problems = dialog.getByRole('list', { name: 'Problems in the file' });
    await expect(problems.getByText('Row 4, column "title": the title is empty')).toBeVisible();
    await expect(problems.getByRole('listitem')).toHaveCount(4);

    await dialog.getByLabel('Listings file').setInputFiles(path.join(FIXTURES, 'all-listings-report.txt'));
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expectToast(page, 'Import complete', '100 listings added, 0 updated');
    await expect(dialog).toHaveCount(0);

    // The dashboard refreshes on its own: scored listings replace the empty state.
    await expect(recent.getByRole('link', { name: /optimize/i }).first()).toBeVisible();
    await screenshot(page, 'import-dashboard');

    await page.goto('/listings');
    const firstRow = page.getByTestId('listing-row').first();
    await expect(firstRow).toBeVisible();
    await expect(firstRow.getByTestId('health-score')).toHaveText(/^\d+/);

    // Export CSV downloads the file through the authenticated fetch.
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Current listings' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('listings.csv');
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^sku,asin,marketplace,brand,title,bullet1,/);
    expect(csv.trimEnd().split('\r\n')).toHaveLength(101);

    // One of them opens in Optimize.
    await firstRow.getByRole('link', { name: /^Optimize / }).click();
    await expect(page.getByRole('heading', { name: 'Optimize Listing' })).toBeVisible();
    await screenshot(page, 'import-optimize');
  });
});
