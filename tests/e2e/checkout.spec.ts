import { expectToast, screenshot } from './support/browser.ts';
import { expect, testOnOwnServer } from './support/fixtures.ts';

/**
 * The demo's checkout, on a server of its own started as the demo runs (STRIPE_EMULATOR=true, the
 * development default): the suite's shared server keeps instant plan changes, which other specs use.
 */
const test = testOnOwnServer({ STRIPE_EMULATOR: 'true' });

test.describe('checkout', () => {
  test('Upgrade Subscription goes through a checkout page with the price and trial; cancel keeps Free, paying gives Pro and a receipt', async ({
    signedInPage: page,
    account,
  }) => {
    await page.goto('/settings');
    await page.getByRole('radio', { name: 'Pro' }).check({ force: true });
    await page.getByRole('button', { name: 'Upgrade Subscription' }).click();

    // Stripe's page (the stand-in): the plan, its price and the trial the landing page promises.
    await expect(page).toHaveURL(/\/_emulator\/stripe\/c\/pay\/cs_test_/);
    await expect(page.getByRole('heading', { name: 'ListingPilot Pro' })).toBeVisible();
    await expect(page.getByText('14-day free trial')).toBeVisible();
    await expect(page.getByText('$29.00', { exact: false }).first()).toBeVisible();
    await expect(page.getByTestId('due-today')).toHaveText('$0.00');
    await screenshot(page, 'checkout-page');

    // Cancelling comes back to the old plan.
    await page.getByRole('link', { name: 'Cancel and go back' }).click();
    await expectToast(page, 'Checkout cancelled', 'Your plan has not changed.');
    await expect(page.getByTestId('current-plan')).toHaveText('Free');
    await expect(page).toHaveURL(/\/settings$/);

    // Starting the trial: the signed webhook sets the plan, Settings announces it.
    await page.getByRole('radio', { name: 'Pro' }).check({ force: true });
    await page.getByRole('button', { name: 'Upgrade Subscription' }).click();
    await page.getByRole('button', { name: 'Start trial' }).click();
    await expectToast(page, 'Subscription updated', 'Your subscription has been upgraded to Pro');
    await expect(page.getByTestId('current-plan')).toHaveText('Pro');
    await expect(page.getByRole('main').getByTestId('usage-value')).toHaveText('0 / 100');

    // The receipt, in the mail emulator's inbox.
    const subject = 'Your ListingPilot Pro plan: receipt';
    const row = page.getByRole('row').filter({ hasText: account.email }).filter({ hasText: subject });
    await expect(async () => {
      await page.goto('/_emulator/mail');
      await expect(row).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await row.getByRole('link', { name: subject }).click();
    await expect(page.getByText('Charged today: $0.00.', { exact: false }).first()).toBeVisible();
  });

  test('Contact Sales on the landing page opens a contact form a visitor can send', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('landing-plan-enterprise').getByRole('link', { name: 'Contact Sales' }).click();
    await expect(page).toHaveURL('/contact-sales');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Sales' })).toBeVisible();
    await page.getByLabel('Name').fill('Dana Seller');
    await page.getByLabel('Work email').fill('dana@example.com');
    await page.getByLabel('Message').fill('We run 4,000 SKUs across the US and EU marketplaces.');
    await page.getByRole('button', { name: 'Send inquiry' }).click();
    await expect(page.getByRole('heading', { name: "Thanks, we'll be in touch" })).toBeVisible();
    await expect(page.getByText('Our sales team will reply to dana@example.com', { exact: false })).toBeVisible();
  });
});
