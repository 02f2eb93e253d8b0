import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Flags the machine needs (env doc): no sandbox as root, no background network on a closed network. */
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export type Browser = { context: BrowserContext; page: Page; baseUrl: string; close(): Promise<void> };

export async function openBrowser(options: { width?: number; height?: number; colorScheme?: 'light' | 'dark' } = {}): Promise<Browser> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'lp-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    viewport: { width: options.width ?? 1280, height: options.height ?? 860 },
    colorScheme: options.colorScheme ?? 'light',
    acceptDownloads: true,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('dialog', (d) => {
    errors.push(`unexpected dialog: ${d.message()}`);
    void d.dismiss();
  });
  return {
    context,
    page,
    baseUrl: inject('baseUrl'),
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
      expect(errors, 'page errors or dialogs').toEqual([]);
    },
  };
}

let counter = 0;

/** Creates a fresh account through the form and lands on the dashboard. */
export async function signUp(b: Browser): Promise<{ username: string; password: string; email: string }> {
  const n = `${Date.now().toString(36)}${process.pid}${++counter}`;
  const creds = { username: `e2e${n}`, email: `e2e${n}@example.com`, password: 'secret-pass-1' };
  await b.page.goto(`${b.baseUrl}/login`);
  await b.page.getByRole('tab', { name: 'Create Account' }).click();
  await b.page.getByLabel('Username').fill(creds.username);
  await b.page.getByLabel('Email').fill(creds.email);
  await b.page.getByLabel('Password', { exact: true }).fill(creds.password);
  await b.page.getByLabel('Confirm Password').fill(creds.password);
  await b.page.getByRole('button', { name: 'Create Account' }).click();
  await b.page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  return creds;
}

export const SCREENSHOTS = path.resolve('tests/e2e/screenshots');

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** Waits for a toast with this exact title (and description, when given). */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const t = page.getByTestId('toast').filter({ has: page.getByText(title, { exact: true }) });
  await t.first().waitFor();
  if (description) await t.getByText(description, { exact: true }).first().waitFor();
}
