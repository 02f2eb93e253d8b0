import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

/**
 * A reset link's token must never reach a Referer header (where a proxy or CDN access log keeps
 * it): every request the page makes while the link opens is recorded and searched for it, for the
 * link as mailed now (token in the fragment) and as mailed before (token in the query).
 */
async function mailedResetLink(page: Page, email: string): Promise<string> {
  const asked = await page.request.post('/api/auth/forgot-password', { data: { login: email } });
  expect(asked.ok()).toBe(true);
  const row = page.getByRole('row').filter({ hasText: email }).filter({ hasText: 'Reset your ListingPilot password' }).first();
  await expect(async () => {
    await page.goto('/_emulator/mail');
    await expect(row).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await row.getByRole('link').first().click();
  const href = await page.locator('pre').getByRole('link').first().getAttribute('href');
  expect(href).toMatch(/\/reset-password#token=[A-Za-z0-9_-]+$/);
  return href!;
}

function tokenOf(link: string): string {
  return /token=([A-Za-z0-9_-]+)/.exec(link)![1]!;
}

async function openRecording(page: Page, link: string): Promise<Request[]> {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  return requests;
}

test.describe('tokens in links', () => {
  for (const form of ['fragment', 'query (an older mail)'] as const) {
    test(`opening a reset link with the token in the ${form} sends it in no Referer`, async ({ signedInPage: page, account }) => {
      const mailed = await mailedResetLink(page, account.email);
      const token = tokenOf(mailed);
      const link = form === 'fragment' ? mailed : mailed.replace('#token=', '?token=');
      const requests = await openRecording(page, link);

      // The page loaded its document, scripts, styles and data: there was something to leak.
      expect(requests.length).toBeGreaterThan(3);
      const leaks: string[] = [];
      for (const request of requests) {
        const headers = await request.allHeaders();
        if ((headers['referer'] ?? '').includes(token)) leaks.push(`${request.url()} ← ${headers['referer']}`);
        // After the document itself, no request's URL carries it either.
        if (request.url().includes(token) && request !== requests[0]) leaks.push(request.url());
      }
      expect(leaks).toEqual([]);
      // The address bar keeps it only in the fragment, and the link still works.
      expect(new URL(page.url()).search).not.toContain(token);
      expect(new URL(page.url()).hash).toContain(token);
    });
  }
});
