import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './tests/e2e/support/browser.ts';

/**
 * End-to-end tests in Debian's Chromium headless shell, or its chromium (`CHROMIUM_PATH` overrides; Playwright
 * downloads no browser). `npm run test:e2e` builds first: global setup starts the built app
 * (tests/e2e/support/app-server.ts). How to write a spec: tests/e2e/README.md.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  // Room for a loaded two-core machine (a sync of the demo seller took over 15 s there); a passing
  // assertion returns as soon as it holds. 30 s is what the old harness's waitFor allowed.
  timeout: 90_000,
  expect: { timeout: 30_000 },
  globalSetup: './tests/e2e/support/global-setup.ts',
  // Two cores: two workers share the one app server, each with its Chromium; a file's tests run in
  // order in one worker, two files at a time. E2E_WORKERS=1 runs the files one after another.
  workers: Number(process.env.E2E_WORKERS) || 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 860 },
    colorScheme: 'light',
    acceptDownloads: true,
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
    // Traces cost CPU on every test; pass --trace on when a failure needs one.
    trace: 'off',
  },
});
