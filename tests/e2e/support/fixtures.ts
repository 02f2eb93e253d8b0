import { test as base, expect, type Page } from '@playwright/test';
import { syncSampleListings } from './amazon.ts';
import { startAppServer, STARTUP_TIMEOUT_MS, type AppServer } from './app-server.ts';
import { signUp, type Credentials } from './browser.ts';
import { BASE_URL_ENV } from './global-setup.ts';

type TestFixtures = {
  /** A new account, signed up through the form on `page`, which is left on the dashboard. */
  account: Credentials;
  /** `page`, signed in as a new user (`account`), on the dashboard. */
  signedInPage: Page;
  /** `signedInPage` with the Amazon demo seller connected and its listings synced, on My Listings. */
  connectedSeller: Page;
};

/**
 * The e2e `test`: every test gets a fresh browser context on the app global setup started, and fails
 * when the page throws an uncaught error or opens a dialog (alert, confirm) nobody expected.
 */
export const test = base.extend<TestFixtures>({
  baseURL: async ({ baseURL }, use) => {
    const url = process.env[BASE_URL_ENV] ?? baseURL;
    if (!url)
      throw new Error(`${BASE_URL_ENV} is not set: run the suite with \`npx playwright test\` (global setup starts the app)`);
    await use(url);
  },
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('dialog', (d) => {
      errors.push(`unexpected dialog: ${d.message()}`);
      // A spec may listen to dialogs too and dismiss it first.
      d.dismiss().catch(() => undefined);
    });
    await use(page);
    expect(errors, 'page errors or dialogs').toEqual([]);
  },
  account: async ({ page }, use) => {
    await use(await signUp(page));
  },
  signedInPage: async ({ page, account }, use) => {
    expect(account.username).not.toBe('');
    await use(page);
  },
  connectedSeller: async ({ signedInPage }, use) => {
    await syncSampleListings(signedInPage);
    await use(signedInPage);
  },
});

/**
 * `test` on a server of the spec's own, started with `env` once per worker: for a spec whose
 * settings or moves (a slower Amazon, the emulator's clock) would reach every other spec on the
 * shared server.
 */
export function testOnOwnServer(env: Record<string, string>) {
  return test.extend<object, { ownServer: AppServer }>({
    ownServer: [
      // eslint-disable-next-line no-empty-pattern
      async ({}, use) => {
        const server = await startAppServer(env);
        await use(server);
        await server.stop();
      },
      { scope: 'worker', timeout: STARTUP_TIMEOUT_MS + 30_000 },
    ],
    baseURL: async ({ ownServer }, use) => use(ownServer.baseUrl),
  });
}

export { expect };
