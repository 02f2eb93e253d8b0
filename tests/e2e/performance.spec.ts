import { expect, testOnOwnServer } from './support/fixtures.ts';
import { findPushableListingId, optimizeAndOpenPushDialog } from './support/listings.ts';
import { expectToast } from './support/browser.ts';

/**
 * On a server of its own: the 90-day backfill spends the demo seller's createReport rate, which
 * every user of the shared server's demo seller shares, and the spec moves the emulator's clock
 * 15 days, which would move it for every other spec too. Amazon's rates run 300 times faster there
 * (50 on the shared server): the backfill and the refresh are a few hundred reports, one at a time
 * past the burst, and the spec waits on them, not on anything the speed changes.
 */
const test = testOnOwnServer({ AMAZON_SPEED_FACTOR: '300' });

test.describe('performance', () => {
  test('charts with push markers, a verdict after 15 days on the emulator clock, and the dashboard card', async ({
    connectedSeller: page,
  }) => {
    test.setTimeout(480_000);
    const id = await findPushableListingId(page);

    // Sync queued the 90-day backfill; the page follows it until the figures are in.
    await page.goto(`/listings/${id}/performance`);
    await expect(page.getByRole('heading', { name: 'Performance' })).toBeVisible();
    for (const chart of ['sessions', 'conversion', 'unitsOrdered', 'sales'])
      await expect(page.getByTestId(`chart-${chart}`)).toBeVisible({ timeout: 300_000 });
    await expect(page.getByText('Importing the latest figures from Amazon…')).toHaveCount(0, { timeout: 300_000 });
    // The 90-day totals as tiles; with every day in, nothing is said to be still coming.
    const totals = page.getByTestId('totals-tiles');
    await expect(totals).toContainText(/^Totals: \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}/);
    await expect(totals.getByTestId('total-Sessions')).toContainText(/^[\d,]+Sessions$/);
    await expect(page.getByTestId('totals-coming')).toHaveCount(0);
    for (const name of ['Sessions', 'Conversion', 'Units ordered', 'Sales'])
      await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId('demo-data')).toHaveText('Demo data');
    await expect(page.getByText('No push of this listing to Amazon yet.')).toBeVisible();

    // Push a rewrite from Optimize.
    await page.goto(`/optimize/${id}`);
    const dialog = await optimizeAndOpenPushDialog(page);
    await expect(dialog.getByTestId('amazon-verdict').getByText('Amazon validated this change')).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm and push' }).click();
    await expectToast(page, 'Success', 'Your listing has been saved to Amazon');

    await page.getByRole('link', { name: 'Performance' }).click();
    await expect(page.getByTestId('push-marker')).toHaveCount(1);
    // One marker line on each of the four charts.
    await expect(page.locator('.recharts-reference-line')).toHaveCount(4);
    const card = page.getByTestId('before-after-card').first();
    await expect(card.getByTestId('verdict')).toHaveText('Too early to tell');
    await expect(card.getByText(/Seasonality, price and ads also move these figures/)).toBeVisible();

    // Fifteen days on at Amazon, a refresh brings the days after the push in.
    const moved = await page.request.post('/_emulator/amazon/__emulator/clock', { data: { advanceSeconds: 15 * 86_400 } });
    expect(moved.ok()).toBe(true);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(card.getByTestId('verdict')).toHaveText(/^(Conversion up|Conversion down|No clear change)$/, {
      timeout: 180_000,
    });
    await expect(card.getByTestId('interval')).toHaveText(/^[+−]\d+\.\d\d pts to [+−]\d+\.\d\d pts$/);
    await expect(card.getByTestId('conversion-change')).toHaveText(/^[+−]\d+\.\d\d pts$/);
    const verdict = (await card.getByTestId('verdict').textContent())!;

    // The dashboard counts it.
    await page.goto('/dashboard');
    const changes = page.getByTestId('changes-card');
    await expect(changes.getByRole('heading', { name: 'What your changes did' })).toBeVisible();
    await expect(changes.getByTestId(`count-${verdict}`)).toContainText('1');
    await expect(changes.getByTestId('weighted-change')).toContainText('95% interval');
    await expect(changes.getByTestId('demo-data')).toHaveText('Demo data');
  });
});
