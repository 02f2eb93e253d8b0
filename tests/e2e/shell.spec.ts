import { afterEach, describe, expect, it } from 'vitest';
import { expectToast, openBrowser, screenshot, signUp, type Browser } from './support/browser.ts';

let b: Browser | undefined;
afterEach(async () => {
  await b?.close();
  b = undefined;
});

describe('signed-in shell', () => {
  it('shows the sidebar, top bar and footer with their links, and the plan card', async () => {
    b = await openBrowser();
    const { page } = b;
    await signUp(b);
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    const nav = sidebar.getByRole('navigation', { name: 'Main' });
    const expected = [
      ['Dashboard', '/'],
      ['My Listings', '/listings'],
      ['Optimize', '/optimize'],
      ['FAQ Generator', '/faq-generator'],
      ['Settings', '/settings'],
    ];
    for (const [name, href] of expected) expect(await nav.getByRole('link', { name }).getAttribute('href')).toBe(href);
    expect(await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(await sidebar.getByTestId('sidebar-tier').textContent()).toBe('Free Tier');
    expect(await sidebar.getByTestId('usage-value').textContent()).toBe('0 / 10');
    expect(await sidebar.getByRole('link', { name: 'Upgrade Plan' }).getAttribute('href')).toBe('/settings');
    // SPEC §9: sidebar width 72 layout units (w-72 = 18rem = 288px), border included.
    expect(await sidebar.evaluate((el) => el.parentElement!.getBoundingClientRect().width)).toBe(288);

    const header = page.getByRole('banner');
    await header.getByText('BETA', { exact: true }).waitFor();
    const quick = header.getByRole('navigation', { name: 'Quick links' });
    expect(await quick.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/');
    expect(await quick.getByRole('link', { name: 'Optimize' }).getAttribute('href')).toBe('/listings');
    expect(await quick.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    // The Amazon feature owns this control (a link or a dialog button); the shell only places it.
    await header.locator('a, button').filter({ hasText: /^Connect Amazon$/ }).waitFor();
    await header.getByRole('button', { name: 'Toggle theme' }).waitFor();

    const footer = page.getByRole('contentinfo');
    for (const name of ['Docs', 'Support', 'Privacy']) await footer.getByRole('link', { name }).waitFor();
    await footer.getByText(/© \d{4} ListingPilot/).waitFor();

    // The first Tab stop is the skip link, and it moves focus to the page content.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');

    await nav.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe('page');
  });

  it('remembers the unpinned sidebar across reloads and opens it as an overlay from the menu toggle', async () => {
    b = await openBrowser();
    const { page } = b;
    await signUp(b);
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await sidebar.waitFor();
    await page.getByRole('button', { name: 'Unpin sidebar' }).click();
    await sidebar.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('sidebar_pinned'))).toBe('false');

    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await page.getByRole('button', { name: 'Pin sidebar' }).getAttribute('aria-pressed')).toBe('false');
    expect(await sidebar.count()).toBe(0);

    const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
    await toggle.click();
    const overlay = page.getByRole('dialog', { name: 'Navigation' });
    await overlay.getByRole('link', { name: 'FAQ Generator' }).waitFor();
    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Pin sidebar' }).click();
    await sidebar.waitFor();
    await page.reload();
    await sidebar.waitFor();
    expect(await page.evaluate(() => localStorage.getItem('sidebar_pinned'))).toBe('true');
    // The menu toggle hides and shows a pinned sidebar too.
    await toggle.click();
    await sidebar.waitFor({ state: 'detached' });
    await toggle.click();
    await sidebar.waitFor();
  });

  it('user menu shows the account, plan and credits, and Sign Out logs out with a toast', async () => {
    b = await openBrowser();
    const { page, baseUrl } = b;
    const creds = await signUp(b);
    const trigger = page.getByRole('button', { name: 'User menu' });
    expect(await trigger.textContent()).toBe(creds.username.slice(0, 2).toUpperCase());
    await trigger.click();
    const menu = page.getByRole('menu');
    expect(await menu.getByTestId('user-menu-username').textContent()).toBe(creds.username);
    await menu.getByText(creds.email, { exact: true }).waitFor();
    expect(await menu.getByTestId('user-menu-plan').textContent()).toBe('Free Plan');
    expect(await menu.getByTestId('user-menu-credits').textContent()).toBe('0 / 10');
    await menu.getByRole('menuitem', { name: 'Account Settings' }).click();
    await page.waitForURL(`${baseUrl}/settings`);

    await trigger.click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expectToast(page, 'Logged out', 'You have been successfully logged out');
    await page.getByRole('button', { name: 'Watch Demo' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  });

  it('on a phone the sidebar is an overlay that closes after navigating', async () => {
    b = await openBrowser({ width: 390, height: 844 });
    const { page, baseUrl } = b;
    await signUp(b);
    expect(await page.getByRole('complementary', { name: 'Sidebar' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    const overlay = page.getByRole('dialog', { name: 'Navigation' });
    await overlay.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(`${baseUrl}/settings`);
    await overlay.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  for (const width of [1280, 390]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      it(`dashboard screenshot at ${width}px in ${colorScheme} mode`, async () => {
        b = await openBrowser({ width, colorScheme });
        await signUp(b);
        await b.page.waitForTimeout(300);
        await screenshot(b.page, `dashboard-${colorScheme}-${width}`);
      });
    }
  }
});
