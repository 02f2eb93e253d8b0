import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { expectToast } from './support/browser.ts';

/**
 * Opens the mail emulator's inbox (the embedded default's /_emulator/mail) and then the newest mail
 * to `to` with `subject`, reloading while it is still on its way.
 */
async function openMail(page: Page, to: string, subject: string): Promise<void> {
  const row = page.getByRole('row').filter({ hasText: to }).filter({ hasText: subject }).first();
  await expect(async () => {
    await page.goto('/_emulator/mail');
    await expect(row).toBeVisible({ timeout: 1_000 });
  }, `no mail "${subject}" to ${to}`).toPass({ timeout: 15_000 });
  await row.getByRole('link', { name: subject }).click();
  await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
}

test.describe('mail', () => {
  test('new seller opens the verification mail in the mail emulator, follows its link and is verified', async ({
    signedInPage: page,
    account: creds,
  }) => {
    const banner = page.getByRole('region', { name: 'Address verification' });
    await expect(banner.getByText('Please verify your email address.', { exact: false })).toBeVisible();

    await openMail(page, creds.email, 'Verify your email address for ListingPilot');
    // The HTML body sits in a sandboxed frame; its button opens the link in this window.
    await page.frameLocator('iframe[title="HTML body"]').getByRole('link', { name: 'Verify email address' }).click();
    await expect(page.getByRole('heading', { name: 'Your email address is verified' })).toBeVisible();
    await expect(page.getByText(`${creds.email} is now the verified address of your account.`, { exact: false })).toBeVisible();

    await page.getByRole('link', { name: 'Go to dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test('seller who forgot the password resets it from the mailed link and signs in with the new one', async ({
    signedInPage: page,
    account: creds,
  }) => {
    await page.evaluate(() => localStorage.removeItem('auth_token'));

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Please enter your username or email')).toBeVisible();
    await page.getByLabel('Username or email').fill(creds.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').getByText('If an account matches what you entered', { exact: false })).toBeVisible();

    await openMail(page, creds.email, 'Reset your ListingPilot password');
    // The text part's link, as a reader of a plain-text mail would follow it.
    await page.locator('pre').getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();

    await page.getByLabel('New Password').fill('123');
    await page.getByLabel('Confirm Password').fill('456');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await page.getByLabel('New Password').fill('a-new-secret-7');
    await page.getByLabel('Confirm Password').fill('a-new-secret-8');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm Password').fill('a-new-secret-7');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expectToast(page, 'Password updated', 'Sign in with your new password.');

    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await page.getByLabel('Username').fill(creds.username);
    await page.getByLabel('Password', { exact: true }).fill(creds.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Login failed');
    await page.getByLabel('Password', { exact: true }).fill('a-new-secret-7');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });
});
