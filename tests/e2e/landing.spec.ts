import { afterEach, describe, expect, it } from 'vitest';
import { openBrowser, screenshot, type Browser } from './support/browser.ts';

let b: Browser | undefined;
afterEach(async () => {
  await b?.close();
  b = undefined;
});

describe('landing page', () => {
  it('visitor sees every section and each call to action leads to /login', async () => {
    b = await openBrowser();
    const { page, baseUrl } = b;
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: /Optimize your Amazon listings/ }).waitFor();

    for (const claim of ['No credit card required', '14-day free trial', 'Cancel anytime', 'New: Enhanced Brand Content (A+) creator']) {
      await page.getByText(claim, { exact: true }).first().waitFor();
    }
    for (const feature of [
      'AI Listing Optimization',
      'Performance Analytics',
      'Keyword & SEO Enhancement',
      'Real-time Updates',
      'Secure Connection',
      'Growth & ROI Tracking',
    ]) {
      await page.getByRole('heading', { level: 3, name: feature }).waitFor();
    }
    expect(await page.getByRole('img', { name: /^Rated [1-5] out of 5$/ }).count()).toBe(3);
    await page.getByText(/40% sales increase in two months/).waitFor();

    const free = page.getByTestId('landing-plan-free');
    const pro = page.getByTestId('landing-plan-pro');
    const enterprise = page.getByTestId('landing-plan-enterprise');
    for (const text of ['$0', '/forever', '5 listing optimizations per month', 'Basic analytics', 'Standard support']) {
      await free.getByText(text, { exact: true }).waitFor();
    }
    for (const text of ['$29', '/month', 'Most Popular', 'Unlimited optimizations', 'Advanced analytics and insights', 'A+ content generation', 'Priority support', 'Bulk optimization tools']) {
      await pro.getByText(text, { exact: true }).waitFor();
    }
    for (const text of ['$99', '/month', 'Everything in Pro', 'Custom AI models', 'Dedicated account manager', 'API access', 'White-label options']) {
      await enterprise.getByText(text, { exact: true }).waitFor();
    }
    expect(await pro.getByRole('link', { name: 'Start Pro Trial' }).getAttribute('href')).toBe('/login');
    expect(await enterprise.getByRole('link', { name: 'Contact Sales' }).getAttribute('href')).toBe('/login');
    expect(await free.getByRole('link').getAttribute('href')).toBe('/login');
    expect(await page.getByRole('link', { name: 'Start Your Free Trial' }).getAttribute('href')).toBe('/login');

    const footer = page.getByRole('contentinfo');
    expect(await footer.getByRole('link', { name: 'Help Center' }).getAttribute('href')).toBe('/help');
    expect(await footer.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(await footer.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    for (const placeholder of ['Features', 'Pricing', 'API', 'Integrations', 'Contact Us', 'Community', 'Status', 'Security', 'Compliance']) {
      await footer.getByText(new RegExp(`^${placeholder} \\(coming soon\\)$`)).waitFor();
    }
    await footer.getByText(/© \d{4} ListingPilot/).waitFor();

    for (const name of ['Sign In', 'Get Started', 'Start Free Trial']) {
      await page.goto(`${baseUrl}/`);
      await page.getByRole('link', { name, exact: true }).first().click();
      await page.waitForURL(`${baseUrl}/login`);
      await page.getByRole('tab', { name: 'Sign In' }).waitFor();
    }
  });

  it('Watch Demo opens an accessible product tour with Next, Back and step dots', async () => {
    b = await openBrowser();
    const { page, baseUrl } = b;
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Watch Demo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect Seller Central' });
    await dialog.waitFor();
    await dialog.getByText('Step 1 of 5').waitFor();
    await dialog.getByRole('button', { name: 'Back' }).isDisabled().then((d) => expect(d).toBe(true));

    await dialog.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('dialog', { name: 'Import and score every listing' }).getByText('Step 2 of 5').waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('dialog', { name: 'Connect Seller Central' }).waitFor();

    await page.getByRole('button', { name: 'Step 5: Approve and publish' }).click();
    const last = page.getByRole('dialog', { name: 'Approve and publish' });
    await last.getByText('Step 5 of 5').waitFor();
    expect(await last.getByRole('button', { name: /Step 5/ }).getAttribute('aria-current')).toBe('step');
    expect(await last.getByRole('link', { name: 'Start Free Trial' }).getAttribute('href')).toBe('/login');

    await page.keyboard.press('Escape');
    await last.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Watch Demo');
  });

  for (const width of [1280, 390]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      it(`renders without horizontal overflow at ${width}px in ${colorScheme} mode`, async () => {
        b = await openBrowser({ width, colorScheme });
        const { page, baseUrl } = b;
        await page.goto(`${baseUrl}/`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await screenshot(page, `landing-${colorScheme}-${width}`);
      });
    }
  }
});
