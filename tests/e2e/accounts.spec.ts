import { expect, test } from './support/fixtures.ts';
import { expectToast, signUp } from './support/browser.ts';

test.describe('accounts', () => {
  test('seller sees each validation message, creates an account, stays signed in on reload, signs out and back in', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

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
      await expect(page.getByText(message)).toBeVisible();
    }
    await page.getByLabel('Password', { exact: true }).fill('secret-1');
    await page.getByLabel('Confirm Password').fill('secret-2');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();

    await page.goto('/');
    const creds = await signUp(page);
    await expectToast(page, 'Account created', 'Your account has been successfully created.');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expectToast(page, 'Logged out', 'You have been successfully logged out');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

    await page.goto('/login');
    await page.getByLabel('Username').fill(creds.username);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Login failed', 'Invalid username or password');

    await page.getByLabel('Password').fill(creds.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Welcome back!', 'You have successfully logged in.');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  test('shows the 404 screen for an unknown path and the login screen on a protected route when signed out', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await page.goto('/settings');
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Create Account' })).toBeVisible();
  });
});

test.describe('password strength', () => {
  test('the strength shows in words as a password is typed; a common one is refused under its field and creates no account', async ({
    page,
  }) => {
    const n = `${Date.now().toString(36)}${process.pid}`;
    await page.goto('/login?tab=register');
    await page.getByLabel('Username').fill(`pw${n}`);
    await page.getByLabel('Email').fill(`pw${n}@example.com`);
    const meter = page.getByTestId('password-strength');
    await page.getByLabel('Password', { exact: true }).fill('123456');
    await expect(meter).toContainText('Password strength: Very weak');
    await expect(meter).toContainText('This password is on a list of common or breached passwords.');
    await page.getByLabel('Confirm Password').fill('123456');
    await page.getByRole('button', { name: 'Create Account' }).click();
    const fieldError = page.locator('#field-password-error');
    await expect(fieldError).toHaveText(
      'This password is on a list of common or breached passwords. Please choose one that is harder to guess.',
    );
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await expect(page).toHaveURL(/\/login/);

    // Made of the username: refused too, with its own reason.
    await page.getByLabel('Password', { exact: true }).fill(`pw${n}!`);
    await expect(meter).toContainText('Your password must not be based on your username or email address.');

    await page.getByLabel('Password', { exact: true }).fill('mauve tractor 51 opal');
    await expect(meter).toContainText(/Password strength: (Good|Strong)$/);
    await page.getByLabel('Confirm Password').fill('mauve tractor 51 opal');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Account created', 'Your account has been successfully created.');
  });
});
