import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectToast, openBrowser, signUp, type Browser } from './support/browser.ts';

let b: Browser;
beforeEach(async () => {
  b = await openBrowser();
});
afterEach(async () => {
  await b.close();
});

describe('accounts', () => {
  it('seller sees each validation message, creates an account, stays signed in on reload, signs out and back in', async () => {
    const { page, baseUrl } = b;
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Username is required').waitFor();
    await page.getByText('Password is required').waitFor();

    await page.getByRole('tab', { name: 'Create Account' }).click();
    await page.getByLabel('Username').fill('ab');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('123');
    await page.getByLabel('Confirm Password').fill('12');
    await page.getByRole('button', { name: 'Create Account' }).click();
    for (const message of [
      'Username must be at least 3 characters',
      'Please enter a valid email',
      'Password must be at least 6 characters',
      'Please confirm your password',
    ]) {
      await page.getByText(message).waitFor();
    }
    await page.getByLabel('Password', { exact: true }).fill('secret-1');
    await page.getByLabel('Confirm Password').fill('secret-2');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Passwords do not match').waitFor();

    await page.goto(`${baseUrl}/`);
    const creds = await signUp(b);
    await expectToast(page, 'Account created', 'Your account has been successfully created.');
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();

    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expectToast(page, 'Logged out', 'You have been successfully logged out');
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Username').fill(creds.username);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Login failed', 'Invalid username or password');

    await page.getByLabel('Password').fill(creds.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Welcome back!', 'You have successfully logged in.');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  });

  it('shows the 404 screen for an unknown path and the login screen on a protected route when signed out', async () => {
    const { page, baseUrl } = b;
    await page.goto(`${baseUrl}/no-such-page`);
    await page.getByText('404 Page Not Found').waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
    await page.goto(`${baseUrl}/settings`);
    await page.getByRole('tab', { name: 'Sign In' }).waitFor();
    await page.getByRole('tab', { name: 'Create Account' }).waitFor();
  });
});
