import { expect, test } from './support/fixtures.ts';

test.describe('public pages', () => {
  test('privacy has 12 sections and terms 14, each with the shared top bar and a Back to Home link', async ({ page }) => {
    for (const [path, title, count] of [
      ['/privacy', 'Privacy Policy', 12],
      ['/terms', 'Terms of Service', 14],
    ] as const) {
      await page.goto(`${path}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(count);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'ListingPilot home' })).toHaveAttribute('href', '/');
      await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
      await expect(header.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/login?tab=register');
    }
    await page.goto('/privacy');
    await expect(page.getByText(/refresh tokens.*encrypted at rest/).first()).toBeVisible();
    await expect(page.getByText(/Usage analytics are kept for up to 2 years/)).toBeVisible();
    await expect(page.getByText(/Support communications are kept for up to 3 years/)).toBeVisible();
    await page.goto('/terms');
    await expect(page.getByText(/at least 30 days notice/)).toBeVisible();
    await expect(page.getByText(/14-day free trial/)).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: 'Watch Demo' })).toBeVisible();
  });

  test('help centre has four tabs with quick start, guides, six FAQs and support details', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['Getting Started', 'Guides', 'FAQ', 'Support']);

    await expect(page.getByText('Get up and running in 5 minutes.')).toBeVisible();
    for (const minutes of [3, 5, 7, 10])
      await expect(page.getByRole('button', { name: new RegExp(`\\(${minutes} min\\)$`) })).toBeVisible();

    await page.getByRole('tab', { name: 'Guides' }).click();
    for (const guide of ['Getting Started', 'Optimization Best Practices', 'Enhanced Brand Content']) {
      const card = page
        .getByRole('tabpanel')
        .locator('div.rounded-xl', { has: page.getByRole('heading', { name: guide, exact: true }) });
      await expect(card.locator('ol > li')).toHaveCount(5);
    }

    await page.getByRole('tab', { name: 'FAQ' }).click();
    const questions = page.getByRole('tabpanel').locator('summary');
    await expect(questions).toHaveCount(6);
    const answer = page.getByText(/Nothing is changed on Amazon until you approve it/);
    await expect(answer).toBeHidden();
    await page.getByText('Can I review changes before they are applied?').click();
    await expect(answer).toBeVisible();

    await page.getByRole('tab', { name: 'Support' }).click();
    await expect(page.getByText('Response within 24 hours')).toBeVisible();
    await expect(page.getByText('Available 9 AM to 6 PM EST')).toBeVisible();
    await expect(page.getByText('Operational', { exact: true })).toHaveCount(5);
  });
});
