/**
 * Amazon's notifications end to end in the browser: a listing Amazon suppresses shows on the open
 * Alerts page and in the top bar's count within a minute, with no click and no "Check now". The
 * browser's own copy of the demo seller is a seller of its own, so this also proves the emulator
 * names that seller (not the demo seller it was copied from) in what it sends.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { syncSampleListings } from './support/amazon.ts';

const CONTROL = '/_emulator/amazon/__emulator';
const MESSAGE = 'Live watch: the listing is missing a required main image and has been suppressed.';
/** What the issue promises: Amazon's change to the alert on screen. */
const WITHIN_MS = 60_000;

type Row = { sku: string; marketplaceId: string; sellingPartnerId: string | null };

/** A US listing of this user's with no open alert yet. */
async function quietListing(page: Page): Promise<Row> {
  return page.evaluate(async () => {
    const headers = { authorization: `Bearer ${localStorage.getItem('auth_token')}` };
    const rows = (await (await fetch('/api/listings', { headers })).json()) as Row[];
    const open = (await (await fetch('/api/alerts?state=open', { headers })).json()) as { alerts: { sku: string }[] };
    const alerted = new Set(open.alerts.map((a) => a.sku));
    const row = rows.find((r) => r.marketplaceId === 'ATVPDKIKX0DER' && r.sellingPartnerId && !alerted.has(r.sku));
    if (!row) throw new Error('no US listing without an open alert after sync');
    return row;
  });
}

/** Which notification types Amazon (the emulator) has on file for this browser's seller copy. */
async function subscribedTypes(page: Page): Promise<string[]> {
  const signIn = (await page.context().cookies()).find((c) => c.name === 'sc_signin')?.value;
  if (!signIn) return [];
  const res = await page.request.get(`${CONTROL}/notifications`);
  const { subscriptions } = (await res.json()) as { subscriptions: { accountKey: string; notificationType: string }[] };
  return subscriptions
    .filter((s) => s.accountKey.endsWith(`~${signIn}`))
    .map((s) => s.notificationType)
    .sort();
}

/** Every connected region has had its first full check (the one the connect started), and none runs. */
async function baselineChecked(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const headers = { authorization: `Bearer ${localStorage.getItem('auth_token')}` };
    const status = (await (await fetch('/api/alerts/status', { headers })).json()) as {
      regions: { lastCheckedAt: string | null; checking: boolean }[];
    };
    return status.regions.length > 0 && status.regions.every((r) => r.lastCheckedAt !== null && !r.checking);
  });
}

/** The open alerts as the server counts them (the badge may not have loaded yet). */
const openCount = (page: Page) =>
  page.evaluate(async () => {
    const headers = { authorization: `Bearer ${localStorage.getItem('auth_token')}` };
    return ((await (await fetch('/api/alerts/count', { headers })).json()) as { open: number }).open;
  });

test.describe('alerts, live', () => {
  test('a listing Amazon suppresses shows on Alerts and in the top bar within a minute, with no click', async ({
    signedInPage: page,
  }) => {
    test.setTimeout(300_000);
    await syncSampleListings(page);
    // The workers subscribe a new connection at their next minute tick.
    await expect
      .poll(() => subscribedTypes(page), { timeout: 150_000, intervals: [2_000] })
      .toEqual(expect.arrayContaining(['LISTINGS_ITEM_ISSUES_CHANGE', 'LISTINGS_ITEM_STATUS_CHANGE']));

    // The check the connect started is over (its alerts, such as a listing Amazon already shows as
    // not buyable, are in): what shows now is the baseline.
    await expect.poll(() => baselineChecked(page), { timeout: 150_000, intervals: [1_000] }).toBe(true);
    await page.goto('/alerts');
    await expect(page.getByTestId('watch-mode')).toContainText('Live: Amazon tells us within a minute');
    const listing = await quietListing(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
    const before = await openCount(page);
    // The top bar shows the baseline before the change: what changes after it is the change's.
    if (before > 0) await expect(page.getByTestId('alerts-count')).toHaveText(String(before));
    else await expect(page.getByTestId('alerts-count')).toHaveCount(0);

    const changedAt = Date.now();
    const suppressed = await page.request.post(
      `${CONTROL}/listings/${listing.sellingPartnerId}/${encodeURIComponent(listing.sku)}/issues`,
      {
        data: {
          issues: [
            {
              code: '18155',
              message: MESSAGE,
              severity: 'ERROR',
              categories: ['MISSING_IMAGE'],
              enforcements: { actions: [{ action: 'LISTING_SUPPRESSED' }] },
            },
          ],
        },
      },
    );
    expect(suppressed.status()).toBe(200);

    // No click, no reload, no "Check now": the page and the top bar read again on their own.
    const left = () => Math.max(1, WITHIN_MS - (Date.now() - changedAt));
    const card = page.getByTestId('alert-card').filter({ hasText: MESSAGE });
    await expect(card).toHaveCount(1, { timeout: left() });
    await expect(card.getByText('Critical', { exact: true })).toBeVisible({ timeout: left() });
    await expect(page.getByTestId('alerts-count')).toHaveText(String(before + 1), { timeout: left() });
    expect(Date.now() - changedAt).toBeLessThanOrEqual(WITHIN_MS);
    await expect(page.getByTestId('watch-mode')).toContainText('Last notification from Amazon');
  });
});
