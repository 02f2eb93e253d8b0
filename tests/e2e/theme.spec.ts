import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

/** Records whether the first painted frame was dark, to catch a flash of the wrong theme. */
async function watchFirstFrame(page: Page): Promise<void> {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as unknown as { firstFrameDark: boolean }).firstFrameDark = document.documentElement.classList.contains('dark');
    });
  });
}

/** The dark class on <html>, waited for like any web-first assertion. */
async function expectDark(page: Page, dark: boolean): Promise<void> {
  const html = expect(page.locator('html'));
  await (dark ? html : html.not).toHaveClass(/(^|\s)dark(\s|$)/);
}

/** Undefined until the first frame has been drawn. */
function firstFrameDark(page: Page): Promise<boolean | undefined> {
  return page.evaluate(() => (window as unknown as { firstFrameDark?: boolean }).firstFrameDark);
}

test.describe('theme', () => {
  test.describe('on a dark system', () => {
    test.use({ colorScheme: 'dark' });
    test('follows a dark system preference when nothing is saved, and a saved choice wins after reload', async ({ page }) => {
      await watchFirstFrame(page);
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Watch Demo' })).toBeVisible();
      await expectDark(page, true);
      await expect.poll(() => firstFrameDark(page)).toBe(true);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBeNull();

      await page.getByRole('button', { name: 'Toggle theme' }).click();
      await expectDark(page, false);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
      await page.reload();
      await expect(page.getByRole('button', { name: 'Watch Demo' })).toBeVisible();
      await expectDark(page, false);
      await expect.poll(() => firstFrameDark(page)).toBe(false);
    });
  });

  test('starts light on a light system and keeps dark across reloads once chosen', async ({ page }) => {
    await watchFirstFrame(page);
    await page.goto('/help');
    await expect(page.getByRole('heading', { name: 'Help Center' })).toBeVisible();
    await expectDark(page, false);
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Help Center' })).toBeVisible();
    await expectDark(page, true);
    await expect.poll(() => firstFrameDark(page)).toBe(true);
  });
});
