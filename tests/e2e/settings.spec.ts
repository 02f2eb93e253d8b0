import { afterEach, describe, expect, it } from 'vitest';
import { expectToast, openBrowser, screenshot, signUp, type Browser } from './support/browser.ts';

let b: Browser | undefined;
afterEach(async () => {
  await b?.close();
  b = undefined;
});

describe('settings', () => {
  it('seller upgrades from Free to Pro and sees the new tier and limit everywhere', async () => {
    b = await openBrowser();
    const { page, baseUrl } = b;
    const creds = await signUp(b);
    await page.goto(`${baseUrl}/settings`);
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();

    const username = page.getByLabel('Username');
    expect(await username.inputValue()).toBe(creds.username);
    expect(await username.getAttribute('readonly')).not.toBeNull();
    expect(await page.getByLabel('Email').inputValue()).toBe(creds.email);
    expect(await page.getByTestId('current-plan').textContent()).toBe('Free');
    expect(await page.getByRole('main').getByTestId('usage-value').textContent()).toBe('0 / 10');

    const radios = page.getByRole('radiogroup', { name: 'Plans' }).getByRole('radio');
    expect(await radios.count()).toBe(4);
    for (const [id, price, quota] of [
      ['free', '$0', '10 listings a month'],
      ['pro', '$29', '100 listings a month'],
      ['growth', '$79', '500 listings a month'],
      ['enterprise', 'Custom', 'Unlimited listings'],
    ] as const) {
      const card = page.getByTestId(`plan-${id}`);
      await card.getByText(price, { exact: false }).first().waitFor();
      await card.getByText(quota, { exact: true }).first().waitFor();
    }
    await page.getByTestId('plan-pro').getByText('FAQ generator').waitFor();
    await page.getByTestId('plan-growth').getByText('Batch optimization').waitFor();
    await page.getByTestId('plan-enterprise').getByText('Custom AI training').waitFor();

    const upgrade = page.getByRole('button', { name: 'Upgrade Subscription' });
    expect(await page.getByRole('radio', { name: 'Free' }).isChecked()).toBe(true);
    expect(await upgrade.isDisabled()).toBe(true);

    await page.getByRole('radio', { name: 'Pro' }).check({ force: true });
    expect(await upgrade.isDisabled()).toBe(false);
    await upgrade.click();
    await expectToast(page, 'Subscription updated', 'Your subscription has been upgraded to Pro');
    await page.getByTestId('current-plan').filter({ hasText: 'Pro' }).waitFor();
    expect(await upgrade.isDisabled()).toBe(true);
    expect(await page.getByRole('main').getByTestId('usage-value').textContent()).toBe('0 / 100');
    expect(await page.getByRole('complementary', { name: 'Sidebar' }).getByTestId('sidebar-tier').textContent()).toBe('Pro Tier');

    await page.getByRole('button', { name: 'User menu' }).click();
    expect(await page.getByTestId('user-menu-plan').textContent()).toBe('Pro Plan');
    expect(await page.getByTestId('user-menu-credits').textContent()).toBe('0 / 100');
    await page.keyboard.press('Escape');

    await page.reload();
    await page.getByTestId('current-plan').filter({ hasText: 'Pro' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Pro' }).isChecked()).toBe(true);
  });

  it('Enterprise goes through Contact Sales, which validates and confirms the inquiry', async () => {
    b = await openBrowser();
    const { page, baseUrl } = b;
    await signUp(b);
    await page.goto(`${baseUrl}/settings`);
    await page.getByRole('radio', { name: 'Enterprise' }).check({ force: true });
    expect(await page.getByRole('button', { name: 'Upgrade Subscription' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Contact Sales' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Sales' });
    await dialog.getByLabel('Company (optional)').fill('Acme Goods');
    await dialog.getByLabel('Message').fill('Too short');
    await dialog.getByRole('button', { name: 'Send inquiry' }).click();
    await dialog.getByText('Message must be at least 10 characters').waitFor();
    await dialog.getByLabel('Message').fill('We manage 3,000 listings across the US and EU marketplaces.');
    await dialog.getByRole('button', { name: 'Send inquiry' }).click();
    await page.getByRole('dialog', { name: "Thanks, we'll be in touch" }).waitFor();
    await page.getByRole('button', { name: 'Close', exact: true }).first().click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  for (const width of [1280, 390]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      it(`settings screenshot at ${width}px in ${colorScheme} mode`, async () => {
        b = await openBrowser({ width, colorScheme });
        const { page, baseUrl } = b;
        await signUp(b);
        await page.goto(`${baseUrl}/settings`);
        await page.getByRole('radio', { name: 'Pro' }).check({ force: true });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        // A full-page capture draws the sticky header where the page is scrolled to.
        await page.evaluate(() => window.scrollTo(0, 0));
        await screenshot(page, `settings-${colorScheme}-${width}`);
      });
    }
  }
});
