import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openBrowser, type Browser } from './support/browser.ts';

let b: Browser;
beforeEach(async () => {
  b = await openBrowser();
});
afterEach(async () => {
  await b.close();
});

describe('public pages', () => {
  it('privacy has 12 sections and terms 14, each with the shared top bar and a Back to Home link', async () => {
    const { page, baseUrl } = b;
    for (const [path, title, count] of [
      ['/privacy', 'Privacy Policy', 12],
      ['/terms', 'Terms of Service', 14],
    ] as const) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBe(count);
      const header = page.getByRole('banner');
      expect(await header.getByRole('link', { name: 'ListingPilot home' }).getAttribute('href')).toBe('/');
      expect(await header.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
      expect(await header.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/login');
    }
    await page.goto(`${baseUrl}/privacy`);
    await page.getByText(/refresh tokens.*encrypted at rest/).first().waitFor();
    await page.getByText(/Usage analytics are kept for up to 2 years/).waitFor();
    await page.getByText(/Support communications are kept for up to 3 years/).waitFor();
    await page.goto(`${baseUrl}/terms`);
    await page.getByText(/at least 30 days notice/).waitFor();
    await page.getByText(/14-day free trial/).waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Watch Demo' }).waitFor();
  });

  it('help centre has four tabs with quick start, guides, six FAQs and support details', async () => {
    const { page, baseUrl } = b;
    await page.goto(`${baseUrl}/help`);
    await page.getByRole('heading', { level: 1, name: 'Help Center' }).waitFor();
    const tabs = page.getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(['Getting Started', 'Guides', 'FAQ', 'Support']);

    await page.getByText('Get up and running in 5 minutes.').waitFor();
    for (const minutes of [3, 5, 7, 10]) await page.getByRole('button', { name: new RegExp(`\\(${minutes} min\\)$`) }).waitFor();

    await page.getByRole('tab', { name: 'Guides' }).click();
    for (const guide of ['Getting Started', 'Optimization Best Practices', 'Enhanced Brand Content']) {
      const card = page.getByRole('tabpanel').locator('div.rounded-xl', { has: page.getByRole('heading', { name: guide, exact: true }) });
      expect(await card.locator('ol > li').count()).toBe(5);
    }

    await page.getByRole('tab', { name: 'FAQ' }).click();
    const questions = page.getByRole('tabpanel').locator('summary');
    expect(await questions.count()).toBe(6);
    const answer = page.getByText(/Nothing is changed on Amazon until you approve it/);
    expect(await answer.isVisible()).toBe(false);
    await page.getByText('Can I review changes before they are applied?').click();
    await answer.waitFor();

    await page.getByRole('tab', { name: 'Support' }).click();
    await page.getByText('Response within 24 hours').waitFor();
    await page.getByText('Available 9 AM to 6 PM EST').waitFor();
    expect(await page.getByText('Operational', { exact: true }).count()).toBe(5);
  });
});
