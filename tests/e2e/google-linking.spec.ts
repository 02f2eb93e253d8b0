import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { expectToast } from './support/browser.ts';
import { continueAndWaitForClose } from './support/google.ts';

/** At the emulated provider: 'Use another account' with this (verified) address. */
async function chooseAccount(popup: Page, email: string): Promise<void> {
  await expect(popup.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  await popup.getByLabel('Email', { exact: true }).fill(email);
  await continueAndWaitForClose(popup);
}

test.describe('Google and an existing account', () => {
  test('seller links Google in Settings after confirming the password, then signs in with Google to the same account', async ({
    signedInPage: page,
    account: creds,
  }) => {
    await page.goto('/settings');
    const linkButton = page.getByRole('button', { name: 'Link Google' });
    await linkButton.click();

    // A fresh proof first: the Confirm-it's-you dialog asks for the password.
    const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
    await dialog.getByRole('textbox', { name: 'Password' }).fill(creds.password);
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expectToast(page, 'Confirmed', 'Now choose Link Google to pick your Google account.');

    const popupOpened = page.waitForEvent('popup');
    await linkButton.click();
    await chooseAccount(await popupOpened, creds.email);
    await expectToast(page, 'Google linked', 'You can now sign in with Google. You have been signed out on your other devices.');
    await expect(page.getByRole('button', { name: 'Unlink Google' })).toBeVisible();

    // Signed out, "Continue with Google" with that Google account lands in this account.
    await page.evaluate(() => localStorage.removeItem('auth_token'));
    await page.goto('/login');
    const signInPopup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await chooseAccount(await signInPopup, creds.email);
    await expectToast(page, 'Welcome!', 'You have successfully logged in with Google.');
    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    const me = await page.request.get(`/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect((await me.json()).username).toBe(creds.username);

    // Unlinking signs every other device out, so this session (not confirmed yet) confirms first.
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Unlink Google' }).click();
    const confirm = page.getByRole('dialog', { name: "Confirm it's you" });
    await confirm.getByRole('textbox', { name: 'Password' }).fill(creds.password);
    await confirm.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expectToast(page, 'Google unlinked', 'Sign in with your username and password from now on.');
    await expect(page.getByRole('button', { name: 'Link Google' })).toBeVisible();
  });

  test('a Google sign-in with the email of an existing password account is refused with a clear message, not merged', async ({
    signedInPage: page,
    account: creds,
  }) => {
    await page.evaluate(() => localStorage.removeItem('auth_token'));
    await page.goto('/login');
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await chooseAccount(await popupOpened, creds.email);
    await expectToast(
      page,
      'Google login failed',
      'An account with this email already exists. Sign in with your password, then link Google in Settings.',
    );
    await expect.poll(() => page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  });

  test('a Google-only seller sets a first password only after confirming with Google again', async ({ page }) => {
    const email = `e2e.first.${Date.now().toString(36)}${process.pid}@example.com`;
    await page.goto('/login');
    const signInPopup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await chooseAccount(await signInPopup, email);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Set a password' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('my first password');
    await page.getByRole('button', { name: 'Set password' }).click();

    // The token alone is not enough: the dialog asks for a fresh Google sign-in (no password to enter).
    const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
    await expect(dialog.getByRole('button', { name: 'Confirm with Google' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Password' })).toHaveCount(0);
    const confirmPopup = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Confirm with Google' }).click();
    await chooseAccount(await confirmPopup, email);
    await expectToast(page, 'Password changed', 'You have been signed out on your other devices.');
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  });
});
