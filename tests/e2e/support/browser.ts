import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/**
 * Debian's Chromium headless shell when it is installed (package chromium-headless-shell): the same
 * engine without the browser's own UI, as Playwright runs headless by default. The suite took 8.3
 * minutes in it against 10.6 in the full browser on two cores, which the browser's UI kept busy.
 * Otherwise Debian's chromium; CHROMIUM_PATH overrides both.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
/** Flags the machine needs (env doc): no sandbox as root, no background network on a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export type Credentials = { username: string; password: string; email: string };

let counter = 0;

/** Creates a fresh account through the form and lands on the dashboard. */
export async function signUp(page: Page): Promise<Credentials> {
  const n = `${Date.now().toString(36)}${process.pid}${++counter}`;
  const creds = { username: `e2e${n}`, email: `e2e${n}@example.com`, password: 'secret-pass-1' };
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.getByLabel('Username').fill(creds.username);
  await page.getByLabel('Email').fill(creds.email);
  await page.getByLabel('Password', { exact: true }).fill(creds.password);
  await page.getByLabel('Confirm Password').fill(creds.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  return creds;
}

export const SCREENSHOTS = path.resolve('tests/e2e/screenshots');

/** A full-page picture for people to look at (tests/e2e/screenshots); nothing compares it. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** Waits for a toast with this exact title (and description, when given). */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const t = page.getByTestId('toast').filter({ has: page.getByText(title, { exact: true }) });
  await expect(t.first()).toBeVisible();
  if (description) await expect(t.getByText(description, { exact: true }).first()).toBeVisible();
}

const recordingOnLoad = new WeakSet<Page>();

/**
 * From the next page this tab loads on, records the text of every toast as it appears (title then
 * description). A toast shown on arrival (after Amazon's consent page, say) can be replaced by the
 * next one within a second, before an assertion on the screen sees it.
 */
export async function recordToastsOnLoad(page: Page): Promise<void> {
  if (recordingOnLoad.has(page)) return;
  recordingOnLoad.add(page);
  await page.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { __toastsSinceLoad: string[] }).__toastsSinceLoad = shown;
    const record = () => {
      for (const el of document.querySelectorAll('[data-testid="toast"]')) {
        const text = el.textContent ?? '';
        if (!shown.includes(text)) shown.push(text);
      }
    };
    new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** Waits until this page, since it loaded, has shown a toast with exactly this title and description. */
export async function expectToastSinceLoad(page: Page, title: string, description: string): Promise<void> {
  await page.waitForFunction(
    (text) => (window as unknown as { __toastsSinceLoad?: string[] }).__toastsSinceLoad?.includes(text) === true,
    title + description,
  );
}

/**
 * Records the text of every toast that appears from now on, however briefly (one toast shows at a
 * time, so the next one replaces it). A toast already on screen is not recorded: a toast with the
 * same words left over from an earlier action cannot stand in for the one an action is to show.
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  const key = `__toasts${Math.random().toString(36).slice(2)}`;
  await page.evaluate((key) => {
    const shown: string[] = [];
    const before = new WeakSet(document.querySelectorAll('[data-testid="toast"]'));
    (window as unknown as Record<string, string[]>)[key] = shown;
    const record = () => {
      for (const el of document.querySelectorAll('[data-testid="toast"]')) {
        const text = el.textContent ?? '';
        if (!before.has(el) && !shown.includes(text)) shown.push(text);
      }
    };
    new MutationObserver(record).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, key);
  return () => page.evaluate((key) => (window as unknown as Record<string, string[]>)[key] ?? [], key);
}

/** The credits as the user menu shows them ("1 / 10"), at any window size: a phone folds the sidebar's away. */
export async function expectCredits(page: Page, text: string): Promise<void> {
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menu').getByTestId('user-menu-credits')).toHaveText(text);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
}

/** The two window sizes a first session is walked at: a phone's and a laptop's. */
export const PHONE_AND_LAPTOP = [
  { width: 390, height: 844 },
  { width: 1366, height: 860 },
] as const;
