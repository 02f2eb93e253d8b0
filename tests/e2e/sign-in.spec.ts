import { expect, test } from './support/fixtures.ts';

test.describe('sign-in', () => {
  test('a failed sign-in leaves an inline error that stays, and the email signs in too', async ({
    signedInPage: page,
    account,
  }) => {
    await page.evaluate(() => localStorage.removeItem('auth_token'));
    await page.goto('/login');
    await page.getByLabel('Username').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const inline = page.getByRole('alert').filter({ hasText: 'Invalid username or password' });
    await expect(inline).toBeVisible();
    // The toast goes away; the inline error does not.
    await expect(page.getByText('Login failed')).toHaveCount(0);
    await expect(inline).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    // A new seller, with no listings yet, is welcomed, not welcomed back.
    await expect(page.getByText(`Welcome, ${account.username}.`, { exact: false })).toBeVisible();
    await expect(page.getByText('Welcome back,', { exact: false })).toHaveCount(0);
  });
});
