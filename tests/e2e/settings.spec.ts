import { expect, test } from './support/fixtures.ts';
import { expectToast, screenshot } from './support/browser.ts';

test.describe('settings', () => {
  test('seller upgrades from Free to Pro and sees the new tier and limit everywhere', async ({
    signedInPage: page,
    account: creds,
  }) => {
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

    const username = page.getByLabel('Username');
    await expect(username).toHaveValue(creds.username);
    await expect(username).toHaveAttribute('readonly');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(creds.email);
    await expect(page.getByTestId('current-plan')).toHaveText('Free');
    await expect(page.getByRole('main').getByTestId('usage-value')).toHaveText('0 / 10');

    const radios = page.getByRole('radiogroup', { name: 'Plans' }).getByRole('radio');
    await expect(radios).toHaveCount(4);
    for (const [id, price, quota] of [
      ['free', '$0', '10 optimizations a month'],
      ['pro', '$29', '100 optimizations a month'],
      ['growth', '$79', '500 optimizations a month'],
      ['enterprise', 'Custom', 'Unlimited optimizations'],
    ] as const) {
      const card = page.getByTestId(`plan-${id}`);
      await expect(card.getByText(price, { exact: false }).first()).toBeVisible();
      await expect(card.getByText(quota, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByTestId('plan-pro').getByText('FAQ Generator')).toBeVisible();
    await expect(page.getByTestId('plan-pro').getByText('A+ content')).toBeVisible();
    await expect(page.getByTestId('plan-growth').getByText('Batch optimization')).toBeVisible();
    await expect(page.getByTestId('plan-enterprise').getByText('Custom AI training')).toBeVisible();

    const upgrade = page.getByRole('button', { name: 'Upgrade Subscription' });
    await expect(page.getByRole('radio', { name: 'Free' })).toBeChecked();
    await expect(upgrade).toBeDisabled();

    await page.getByRole('radio', { name: 'Pro' }).check({ force: true });
    await expect(upgrade).toBeEnabled();
    await upgrade.click();
    await expectToast(page, 'Subscription updated', 'Your subscription has been upgraded to Pro');
    await expect(page.getByTestId('current-plan').filter({ hasText: 'Pro' })).toBeVisible();
    await expect(upgrade).toBeDisabled();
    await expect(page.getByRole('main').getByTestId('usage-value')).toHaveText('0 / 100');
    await expect(page.getByRole('complementary', { name: 'Sidebar' }).getByTestId('sidebar-tier')).toHaveText('Pro Tier');

    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByTestId('user-menu-plan')).toHaveText('Pro Plan');
    await expect(page.getByTestId('user-menu-credits')).toHaveText('0 / 100');
    await page.keyboard.press('Escape');

    await page.reload();
    await expect(page.getByTestId('current-plan').filter({ hasText: 'Pro' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Pro' })).toBeChecked();
  });

  test('Enterprise goes through Contact Sales, which validates and confirms the inquiry', async ({ signedInPage: page }) => {
    await page.goto('/settings');
    await page.getByRole('radio', { name: 'Enterprise' }).check({ force: true });
    await expect(page.getByRole('button', { name: 'Upgrade Subscription' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Contact Sales' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Sales' });
    await dialog.getByLabel('Company (optional)').fill('Acme Goods');
    await dialog.getByLabel('Message').fill('Too short');
    await dialog.getByRole('button', { name: 'Send inquiry' }).click();
    await expect(dialog.getByText('Message must be at least 10 characters')).toBeVisible();
    await dialog.getByLabel('Message').fill('We manage 3,000 listings across the US and EU marketplaces.');
    await dialog.getByRole('button', { name: 'Send inquiry' }).click();
    await expect(page.getByRole('dialog', { name: "Thanks, we'll be in touch" })).toBeVisible();
    await page.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  for (const width of [1280, 390]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test.describe(`${width}px ${colorScheme}`, () => {
        test.use({ viewport: { width, height: 860 }, colorScheme });
        test(`settings screenshot at ${width}px in ${colorScheme} mode`, async ({ signedInPage: page }) => {
          await page.goto('/settings');
          await page.getByRole('radio', { name: 'Pro' }).check({ force: true });
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          // A full-page capture draws the sticky header where the page is scrolled to.
          await page.evaluate(() => window.scrollTo(0, 0));
          await screenshot(page, `settings-${colorScheme}-${width}`);
        });
      });
    }
  }
});
