import { expect, test } from './support/fixtures.ts';
import { expectToast } from './support/browser.ts';
import { continueAndWaitForClose } from './support/google.ts';

test.describe('Continue with Google', () => {
  test('shows Continue with Google and the email divider on the embedded default', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expect(page.getByText('or continue with email', { exact: true })).toBeVisible();
    const config = await page.request.get('/api/config');
    expect((await config.json()).googleSignIn).toBe(true);
  });

  test('seller signs in with Google in a popup and lands on the dashboard', async ({ page }) => {
    await page.goto('/login');
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const popup = await popupOpened;
    await expect(page.getByRole('button', { name: 'Connecting...' })).toBeVisible();
    await expect(page.getByLabel('Username')).toBeDisabled();

    await expect(popup.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
    // A person of their own, so reruns and parallel files never share an account.
    const email = `e2e.google.${Date.now().toString(36)}${process.pid}@example.com`;
    await popup.getByLabel('Email', { exact: true }).fill(email);
    await popup.getByLabel('Name', { exact: true }).fill('Gina Google');
    await continueAndWaitForClose(popup);

    await expectToast(page, 'Welcome!', 'You have successfully logged in with Google.');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();

    // The session is real: it survives a reload, and the account is the Google one.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    const me = await page.request.get(`/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect((await me.json()).email).toBe(email);
  });

  test('seller closes the popup early and is told the sign-in was cancelled', async ({ page }) => {
    await page.goto('/login');
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const popup = await popupOpened;
    await expect(popup.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
    await popup.close();

    await expectToast(page, 'Sign-in cancelled', 'The process was closed before completing the sign-in.');
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expect(page.getByLabel('Username')).toBeEnabled();
  });

  test('seller presses Cancel at the provider and is told the sign-in was cancelled', async ({ page }) => {
    await page.goto('/login');
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const popup = await popupOpened;
    await popup.getByRole('button', { name: 'Cancel' }).click();
    await expectToast(page, 'Sign-in cancelled', 'The process was closed before completing the sign-in.');
  });
});
