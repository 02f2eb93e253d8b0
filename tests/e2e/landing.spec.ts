import { expect, test } from './support/fixtures.ts';
import { screenshot } from './support/browser.ts';

test.describe('landing page', () => {
  test('visitor sees every section, the one price list, and where each call to action leads', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /Optimize your Amazon listings/ })).toBeVisible();

    for (const claim of [
      'No credit card required',
      '14-day free trial',
      'Cancel anytime',
      'New: Enhanced Brand Content (A+) creator',
    ]) {
      await expect(page.getByText(claim, { exact: true }).first()).toBeVisible();
    }
    for (const feature of [
      'AI Listing Optimization',
      'Performance Analytics',
      'Keyword & SEO Enhancement',
      'Real-time Updates',
      'Secure Connection',
      'Growth & ROI Tracking',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: feature })).toBeVisible();
    }
    await expect(page.getByRole('img', { name: /^Rated [1-5] out of 5$/ })).toHaveCount(3);
    await expect(page.getByText(/40% sales increase in two months/)).toBeVisible();

    // The cards come from the plan catalogue (src/core/plans), the same one Settings and the gates use.
    const free = page.getByTestId('landing-plan-free');
    const pro = page.getByTestId('landing-plan-pro');
    const growth = page.getByTestId('landing-plan-growth');
    const enterprise = page.getByTestId('landing-plan-enterprise');
    for (const text of [
      '$0',
      '/forever',
      '10 optimizations a month',
      'Listing health score',
      'AI rewrite',
      'Single marketplace',
    ]) {
      await expect(free.getByText(text, { exact: true })).toBeVisible();
    }
    for (const text of [
      '$29',
      '/month',
      'Most Popular',
      '100 optimizations a month',
      'FAQ Generator',
      'A+ content',
      'Multiple marketplaces',
      '14-day free trial',
    ]) {
      await expect(pro.getByText(text, { exact: true })).toBeVisible();
    }
    for (const text of [
      '$79',
      '/month',
      '500 optimizations a month',
      'Batch optimization',
      'Priority support',
      '14-day free trial',
    ]) {
      await expect(growth.getByText(text, { exact: true })).toBeVisible();
    }
    for (const text of ['Custom', 'Unlimited optimizations', 'Everything in Growth', 'Dedicated account manager']) {
      await expect(enterprise.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(pro.getByRole('link', { name: 'Start Pro Trial' })).toHaveAttribute('href', '/login?tab=register');
    await expect(growth.getByRole('link', { name: 'Start Growth Trial' })).toHaveAttribute('href', '/login?tab=register');
    await expect(enterprise.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', '/contact-sales');
    await expect(free.getByRole('link')).toHaveAttribute('href', '/login?tab=register');
    await expect(page.getByRole('link', { name: 'Start Your Free Trial' })).toHaveAttribute('href', '/login?tab=register');

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', '/help');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    // Features and Pricing are on this page: links, not placeholders.
    await expect(footer.getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/#features');
    await expect(footer.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/#pricing');
    for (const placeholder of ['API', 'Integrations', 'Contact Us', 'Community', 'Status', 'Security', 'Compliance']) {
      await expect(footer.getByText(new RegExp(`^${placeholder} \\(coming soon\\)$`))).toBeVisible();
    }
    await expect(footer.getByText(/© \d{4} ListingPilot/)).toBeVisible();

    await page.getByRole('link', { name: 'Sign In', exact: true }).first().click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    // Starting a trial means making an account: both open Create Account.
    for (const name of ['Get Started', 'Start Free Trial']) {
      await page.goto('/');
      await page.getByRole('link', { name, exact: true }).first().click();
      await expect(page).toHaveURL('/login?tab=register');
      await expect(page.getByRole('tab', { name: 'Create Account' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByLabel('Confirm Password')).toBeVisible();
    }
  });

  test('Watch Demo opens an accessible product tour with Next, Back and step dots', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Watch Demo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect Seller Central' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Step 1 of 5')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Back' })).toBeDisabled();

    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('dialog', { name: 'Import and score every listing' }).getByText('Step 2 of 5')).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('dialog', { name: 'Connect Seller Central' })).toBeVisible();

    await page.getByRole('button', { name: 'Step 5: Approve and publish' }).click();
    const last = page.getByRole('dialog', { name: 'Approve and publish' });
    await expect(last.getByText('Step 5 of 5')).toBeVisible();
    await expect(last.getByRole('button', { name: /Step 5/ })).toHaveAttribute('aria-current', 'step');
    await expect(last.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/login?tab=register');

    await page.keyboard.press('Escape');
    await expect(last).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toContain('Watch Demo');
  });

  for (const width of [1280, 390]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test.describe(`${width}px ${colorScheme}`, () => {
        test.use({ viewport: { width, height: 860 }, colorScheme });
        test(`renders without horizontal overflow at ${width}px in ${colorScheme} mode`, async ({ page }) => {
          await page.goto('/');
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          await screenshot(page, `landing-${colorScheme}-${width}`);
        });
      });
    }
  }
});
