import type { Page, Response } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { importListingCsv } from './support/listings.ts';

const LISTING_CSV = [
  'sku,asin,marketplace,brand,title,bullet1,description',
  'CRASH-1,B0CRASH001,US,Northwind,"Northwind Steel Bottle 32 oz","Double-wall steel keeps drinks cold","A bottle for the trail."',
].join('\n');

function clientErrorReport(page: Page): Promise<Response> {
  return page.waitForResponse((r) => r.url().endsWith('/api/client-errors') && r.request().method() === 'POST');
}

test.describe('client errors', () => {
  // The crash card itself (Reload, Back to Dashboard, the report) is tested in
  // src/web/components/error-boundary.test.tsx: no server answer crashes a screen any more.
  test('a listing answer of the wrong shape shows the load error, not the crash card, and the server hears of it', async ({
    signedInPage: page,
  }) => {
    const id = await importListingCsv(page, LISTING_CSV);
    // A body the screen could not render: issues must be an array.
    await page.route(`**/api/listings/${id}`, async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as Record<string, unknown>;
      await route.fulfill({ response: res, json: { ...body, issues: 'not a list' } });
    });
    const reported = clientErrorReport(page);
    await page.goto(`/listings/${id}`);
    await expect(page.getByRole('alert').getByText("We couldn't load this listing.")).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    const response = await reported;
    expect(response.status()).toBe(204);
    const sent = response.request().postDataJSON() as { kind: string; route: string; message: string; buildId: string };
    expect(sent).toMatchObject({ kind: 'error', route: `/listings/${id}` });
    expect(sent.message).toBe(`UnexpectedResponseError: Unexpected response from GET /api/listings/${id}: issues: invalid_type`);
    expect(sent.buildId).not.toBe('');

    await page.unrouteAll();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText("We couldn't load this listing.")).toHaveCount(0);
    // Web-first: the listing renders after Try again's refetch, not at once.
    await expect(page.getByText('Northwind Steel Bottle 32 oz').first()).toBeVisible();
  });

  test('errors and rejections outside React are reported too', async ({ page }) => {
    await page.goto('/login');
    const first = clientErrorReport(page);
    // Dispatched, not thrown: the same listener runs without an uncaught error failing the page.
    await page.evaluate(() =>
      window.dispatchEvent(new ErrorEvent('error', { error: new Error('outside react'), message: 'outside react' })),
    );
    expect((await first).request().postDataJSON()).toMatchObject({
      kind: 'error',
      message: 'Error: outside react',
      route: '/login',
    });
    const second = clientErrorReport(page);
    await page.evaluate(() =>
      window.dispatchEvent(
        new PromiseRejectionEvent('unhandledrejection', { promise: Promise.resolve(), reason: new Error('lost promise') }),
      ),
    );
    expect((await second).request().postDataJSON()).toMatchObject({ kind: 'unhandledrejection', message: 'Error: lost promise' });
  });
});
