import { expect, test } from './support/fixtures.ts';

test.describe('listing picker', () => {
  test('a new seller opening Optimize or FAQ Generator without a listing sees the empty state', async ({
    signedInPage: page,
  }) => {
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Optimize' }).click();
    await expect(page).toHaveURL('/optimize');
    await expect(page.getByRole('heading', { level: 1, name: 'Optimize' })).toBeVisible();
    await expect(page.getByLabel('Search listings by title or ASIN')).toBeVisible();
    await expect(page.getByText('No listings found. Connect your Amazon account to import listings')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Connect Amazon' })).toHaveAttribute('href', '/dashboard');

    await page.goto('/faq-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'FAQ Generator' })).toBeVisible();
    await expect(page.getByText('No listings found. Connect your Amazon account to import listings')).toBeVisible();
    await page.getByLabel('Search listings by title or ASIN').fill('B0NOTHING1');
    await expect(page.getByText('No listings match “B0NOTHING1”.')).toBeVisible();
  });
});
