import { expect, test } from './support/fixtures.ts';
import { expectToast, screenshot } from './support/browser.ts';

test.describe('signed-in shell', () => {
  test('shows the sidebar, top bar and footer with their links, and the plan card', async ({ signedInPage: page }) => {
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    const nav = sidebar.getByRole('navigation', { name: 'Main' });
    const expected = [
      ['Dashboard', '/'],
      ['My Listings', '/listings'],
      ['Optimize', '/optimize'],
      ['FAQ Generator', '/faq-generator'],
      ['Settings', '/settings'],
    ] as const;
    for (const [name, href] of expected) await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByTestId('sidebar-tier')).toHaveText('Free Tier');
    await expect(sidebar.getByTestId('usage-value')).toHaveText('0 / 10');
    await expect(sidebar.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/settings');
    // Sidebar width 72 layout units (w-72 = 18rem = 288px), border included.
    await expect.poll(() => sidebar.evaluate((el) => el.parentElement!.getBoundingClientRect().width)).toBe(288);

    const header = page.getByRole('banner');
    await expect(header.getByText('BETA', { exact: true })).toBeVisible();
    const quick = header.getByRole('navigation', { name: 'Quick links' });
    await expect(quick.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/');
    // Optimize goes where a listing is optimized: the picker that opens its editor.
    await expect(quick.getByRole('link', { name: 'Optimize' })).toHaveAttribute('href', '/optimize');
    await expect(quick.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    // The Amazon feature owns this control (a link or a dialog button); the shell only places it, on
    // every screen but the dashboard, whose own Connect Amazon Account is the one way to connect there.
    await expect(header.locator('a, button').filter({ hasText: /^Connect Amazon$/ })).toHaveCount(0);
    await page.goto('/listings');
    await expect(header.locator('a, button').filter({ hasText: /^Connect Amazon$/ })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Toggle theme' })).toBeVisible();

    const footer = page.getByRole('contentinfo');
    for (const name of ['Docs', 'Support', 'Privacy']) await expect(footer.getByRole('link', { name })).toBeVisible();
    await expect(footer.getByText(/© \d{4} ListingPilot/)).toBeVisible();

    // The first Tab stop is the skip link, and it moves focus to the page content.
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');

    await nav.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  });

  test('remembers the unpinned sidebar across reloads and opens it as an overlay from the menu toggle', async ({
    signedInPage: page,
  }) => {
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await expect(sidebar).toBeVisible();
    await page.getByRole('button', { name: 'Unpin sidebar' }).click();
    await expect(sidebar).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('sidebar_pinned'))).toBe('false');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pin sidebar' })).toHaveAttribute('aria-pressed', 'false');
    await expect(sidebar).toHaveCount(0);

    const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
    await toggle.click();
    const overlay = page.getByRole('dialog', { name: 'Navigation' });
    await expect(overlay.getByRole('link', { name: 'FAQ Generator' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(overlay).toHaveCount(0);

    await page.getByRole('button', { name: 'Pin sidebar' }).click();
    await expect(sidebar).toBeVisible();
    await page.reload();
    await expect(sidebar).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('sidebar_pinned'))).toBe('true');
    // The menu toggle hides and shows a pinned sidebar too.
    await toggle.click();
    await expect(sidebar).toHaveCount(0);
    await toggle.click();
    await expect(sidebar).toBeVisible();
  });

  test('user menu shows the account, plan and credits, and Sign Out logs out with a toast', async ({
    signedInPage: page,
    account: creds,
  }) => {
    const trigger = page.getByRole('button', { name: 'User menu' });
    await expect(trigger).toHaveText(creds.username.slice(0, 2).toUpperCase());
    await trigger.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByTestId('user-menu-username')).toHaveText(creds.username);
    await expect(menu.getByText(creds.email, { exact: true })).toBeVisible();
    await expect(menu.getByTestId('user-menu-plan')).toHaveText('Free Plan');
    await expect(menu.getByTestId('user-menu-credits')).toHaveText('0 / 10');
    await menu.getByRole('menuitem', { name: 'Account Settings' }).click();
    await expect(page).toHaveURL('/settings');

    await trigger.click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expectToast(page, 'Logged out', 'You have been successfully logged out');
    await expect(page.getByRole('button', { name: 'Watch Demo' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test('on a phone the sidebar is an overlay that closes after navigating', async ({ signedInPage: page }) => {
      await expect(page.getByRole('complementary', { name: 'Sidebar' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Toggle sidebar' }).click();
      const overlay = page.getByRole('dialog', { name: 'Navigation' });
      await overlay.getByRole('link', { name: 'Settings' }).click();
      await expect(page).toHaveURL('/settings');
      await expect(overlay).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  });

  for (const width of [1280, 390]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test.describe(`${width}px ${colorScheme}`, () => {
        test.use({ viewport: { width, height: 860 }, colorScheme });
        test(`dashboard at ${width}px in ${colorScheme} mode: loaded, in that scheme, no sideways scroll`, async ({
          signedInPage: page,
        }) => {
          for (const title of ['Average Listing Health', 'Optimized Listings', 'Subscription Usage']) {
            const value = page.getByRole('group', { name: title }).getByTestId('stat-value');
            await expect(value).toBeVisible();
            await expect(value).not.toHaveText("Couldn't load");
          }
          // Nothing is still loading (skeletons pulse), so the picture shows the settled cards.
          await expect(page.locator('.animate-pulse')).toHaveCount(0);
          // The theme follows the system scheme when the user has not picked one.
          if (colorScheme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
          else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          await screenshot(page, `dashboard-${colorScheme}-${width}`);
        });
      });
    }
  }
});
