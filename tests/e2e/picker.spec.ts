import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openBrowser, signUp, type Browser } from './support/browser.ts';

let b: Browser;
beforeEach(async () => {
  b = await openBrowser();
});
afterEach(async () => {
  await b.close();
});

describe('listing picker', () => {
  it('a new seller opening Optimize or FAQ Generator without a listing sees the empty state', async () => {
    const { page, baseUrl } = b;
    await signUp(b);
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Optimize' }).click();
    await page.waitForURL(`${baseUrl}/optimize`);
    await page.getByRole('heading', { level: 1, name: 'Optimize' }).waitFor();
    await page.getByLabel('Search listings by title or ASIN').waitFor();
    await page.getByText('No listings found. Connect your Amazon account to import listings').waitFor();
    expect(await page.getByRole('main').getByRole('link', { name: 'Connect Amazon' }).getAttribute('href')).toBe('/dashboard');

    await page.goto(`${baseUrl}/faq-generator`);
    await page.getByRole('heading', { level: 1, name: 'FAQ Generator' }).waitFor();
    await page.getByText('No listings found. Connect your Amazon account to import listings').waitFor();
    await page.getByLabel('Search listings by title or ASIN').fill('B0NOTHING1');
    await page.getByText('No listings match “B0NOTHING1”.').waitFor();
  });
});
