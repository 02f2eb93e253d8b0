import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from './support/browser.ts';

let b: Browser | undefined;
afterEach(async () => {
  await b?.close();
  b = undefined;
});

/** Records whether the first painted frame was dark, to catch a flash of the wrong theme. */
async function watchFirstFrame(page: Page): Promise<void> {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as unknown as { firstFrameDark: boolean }).firstFrameDark = document.documentElement.classList.contains('dark');
    });
  });
}

function isDark(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.classList.contains('dark'));
}

function firstFrameDark(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { firstFrameDark: boolean }).firstFrameDark);
}

describe('theme', () => {
  it('follows a dark system preference when nothing is saved, and a saved choice wins after reload', async () => {
    b = await openBrowser({ colorScheme: 'dark' });
    const { page, baseUrl } = b;
    await watchFirstFrame(page);
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Watch Demo' }).waitFor();
    expect(await isDark(page)).toBe(true);
    expect(await firstFrameDark(page)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();

    await page.getByRole('button', { name: 'Toggle theme' }).click();
    expect(await isDark(page)).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.reload();
    await page.getByRole('button', { name: 'Watch Demo' }).waitFor();
    expect(await isDark(page)).toBe(false);
    expect(await firstFrameDark(page)).toBe(false);
  });

  it('starts light on a light system and keeps dark across reloads once chosen', async () => {
    b = await openBrowser({ colorScheme: 'light' });
    const { page, baseUrl } = b;
    await watchFirstFrame(page);
    await page.goto(`${baseUrl}/help`);
    await page.getByRole('heading', { name: 'Help Center' }).waitFor();
    expect(await isDark(page)).toBe(false);
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await page.getByRole('heading', { name: 'Help Center' }).waitFor();
    expect(await isDark(page)).toBe(true);
    expect(await firstFrameDark(page)).toBe(true);
  });
});
