import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { expectToast, signUp } from './support/browser.ts';
import { importListingCsv } from './support/listings.ts';

test.beforeEach(async ({ page }) => {
  // Every malformed answer here is reported; the server takes only a few reports a minute per
  // address, and the specs after this one share that address. What this spec checks is what the
  // page sends, so the reports stop at the browser (client-errors.spec.ts covers the server side).
  await page.route('**/api/client-errors', (route) => route.fulfill({ status: 204 }));
});

const LISTING_CSV = [
  'sku,asin,marketplace,brand,title,bullet1,bullet2,description',
  'SHAPE-1,B0SHAPE001,US,Northwind,"Northwind Steel Bottle 32 oz","Double-wall steel keeps drinks cold for 24 hours","Dishwasher safe lid","A bottle for the trail."',
].join('\n');

type Json = Record<string, unknown> | unknown[];

/**
 * Lets requests of `method` to exactly this API path reach the server, then rewrites its 2xx answer
 * with `reshape` (a body of the wrong shape) until the returned function is called.
 */
async function reshapeAnswer(
  page: Page,
  method: string,
  pathname: string,
  reshape: (body: Json) => unknown,
): Promise<() => Promise<void>> {
  const matches = (url: URL) => url.pathname === pathname;
  const handler = async (route: Route) => {
    if (route.request().method() !== method) return route.fallback();
    const res = await route.fetch();
    if (!res.ok()) return route.fulfill({ response: res });
    return route.fulfill({ response: res, json: reshape((await res.json()) as Json) });
  };
  await page.route(matches, handler);
  return () => page.unroute(matches, handler);
}

/** The screen did not fall back to the error boundary's crash card. */
async function expectNoCrash(page: Page, where: string): Promise<void> {
  await expect(page.getByText('Something went wrong'), where).toHaveCount(0);
  await expect(page.getByText('This screen failed to load'), where).toHaveCount(0);
}

/** The report the client sends about a body that failed its contract. */
function parseReport(page: Page, apiPath: string) {
  return page.waitForRequest(
    (r) =>
      r.url().endsWith('/api/client-errors') &&
      r.method() === 'POST' &&
      ((r.postDataJSON() as { message?: string }).message ?? '').includes(apiPath),
  );
}

test.describe('an answer of an unexpected shape shows the screen its error state, never the crash card', () => {
  test('dashboard and My Listings', async ({ signedInPage: page }) => {
    await importListingCsv(page, LISTING_CSV);

    const allowSummary = await reshapeAnswer(page, 'GET', '/api/listings/summary', (body) => ({ ...body, total: 'many' }));
    const allowConnection = await reshapeAnswer(page, 'GET', '/api/amazon/connection', (body) => ({
      ...body,
      marketplaces: 'US',
    }));
    const reported = parseReport(page, 'GET /api/listings/summary');
    await page.goto('/');
    const statsAlert = page.getByRole('alert').filter({ hasText: "We couldn't load your listing stats." });
    await expect(statsAlert).toBeVisible();
    await expect(page.getByTestId('connection-card').getByText('Status unknown')).toBeVisible();
    await expectNoCrash(page, 'dashboard');
    // The server log hears where the body differed.
    const report = (await reported).postDataJSON() as { kind: string; message: string };
    expect(report.kind).toBe('error');
    expect(report.message).toContain('total: invalid_type');

    await allowSummary();
    await allowConnection();
    await statsAlert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('recent-listings').getByTestId('recent-row')).toBeVisible();

    const allowList = await reshapeAnswer(page, 'GET', '/api/listings', (body) => ({ ...body, items: 'not rows' }));
    await page.goto('/listings');
    await expect(page.getByRole('alert').getByText("We couldn't load your listings.")).toBeVisible();
    await expectNoCrash(page, 'My Listings');
    await allowList();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText("We couldn't load your listings.")).toHaveCount(0);
    await expect(page.getByTestId('listing-title').first()).toHaveAttribute('title', 'Northwind Steel Bottle 32 oz');
  });

  test('listing detail, Optimize (also its POST answer), FAQ Generator and Enhanced Content', async ({ signedInPage: page }) => {
    const id = await importListingCsv(page, LISTING_CSV);

    // The listing every one of these screens starts from, with issues that are no list.
    const allowListing = await reshapeAnswer(page, 'GET', `/api/listings/${id}`, (body) => ({ ...body, issues: 'not a list' }));
    for (const path of [`/listings/${id}`, `/optimize/${id}`, `/faq-generator/${id}`, `/enhanced-content/${id}`]) {
      await page.goto(`${path}`);
      await expect(page.getByRole('alert').getByText("We couldn't load this listing.")).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try again' }), path).toHaveCount(1);
      await expectNoCrash(page, path);
    }
    await allowListing();

    // Optimize Now answered with a draft of the wrong shape: a toast, and the editor stays usable.
    const allowOptimize = await reshapeAnswer(page, 'POST', `/api/optimize/${id}`, (body) => ({
      ...body,
      bullets: ((body as { bullets: string[] }).bullets ?? []).join('\n'),
    }));
    await page.goto(`/optimize/${id}`);
    await expect(page.getByRole('heading', { name: 'Product Details' })).toBeVisible();
    const title = page.getByLabel('Title', { exact: true });
    const before = await title.inputValue();
    await page.getByRole('button', { name: 'Optimize Now' }).click();
    await expectToast(page, 'Optimization failed', 'Failed to optimize listing');
    await expectNoCrash(page, 'Optimize Now');
    await expect(title).toHaveValue(before);
    await expect(page.getByRole('button', { name: 'Optimize Now' })).toBeEnabled();
    await allowOptimize();

    const allowVersions = await reshapeAnswer(page, 'GET', `/api/publish/${id}/versions`, () => ({ versions: [] }));
    await page.getByRole('button', { name: 'History' }).click();
    await expect(page.getByRole('dialog', { name: 'Version history' }).getByText('Failed to load the history.')).toBeVisible();
    await expectNoCrash(page, 'Version history');
    await page.keyboard.press('Escape');
    await allowVersions();

    const allowFaqs = await reshapeAnswer(page, 'GET', `/api/faq/${id}`, () => ({ faqs: 'none' }));
    const allowReviews = await reshapeAnswer(page, 'GET', `/api/faq/${id}/reviews`, (body) => ({ ...body, total: null }));
    await page.goto(`/faq-generator/${id}`);
    await expect(page.getByRole('alert').getByText("We couldn't load the FAQs.")).toBeVisible();
    await expect(page.getByTestId('review-count').getByText("Couldn't count the reviews.")).toBeVisible();
    await expect(page.getByText('No FAQs generated yet')).toHaveCount(0);
    await expectNoCrash(page, 'FAQ Generator');
    await allowFaqs();
    await allowReviews();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('No FAQs generated yet')).toBeVisible();

    // No draft yet is a null answer; a string in its place is no draft at all.
    const allowDraft = await reshapeAnswer(page, 'GET', `/api/aplus/${id}`, () => 'draft');
    await page.goto(`/enhanced-content/${id}`);
    await expect(page.getByRole('alert').getByText("We couldn't load your saved A+ content.")).toBeVisible();
    await expect(page.getByText('No content generated yet')).toHaveCount(0);
    await expectNoCrash(page, 'Enhanced Content');
    await allowDraft();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('No content generated yet')).toBeVisible();
  });

  test('sign-up, Settings and a batch', async ({ page }) => {
    // The account is created, but the answer names no user: the form says so and stays.
    await page.goto('/login');
    const allowRegister = await reshapeAnswer(page, 'POST', '/api/auth/register', (body) => ({ ...body, user: 'nobody' }));
    await page.getByRole('tab', { name: 'Create Account' }).click();
    await page.getByLabel('Username').fill(`shape${Date.now().toString(36)}`);
    await page.getByLabel('Email').fill(`shape${Date.now().toString(36)}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
    await page.getByLabel('Confirm Password').fill('secret-pass-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Registration failed', 'Please check your information and try again.');
    await expectNoCrash(page, 'sign-up');
    await allowRegister();

    await signUp(page);
    const allowAccount = await reshapeAnswer(page, 'GET', '/api/account', (body) => ({ ...body, hasPassword: 'yes' }));
    const allowPlan = await reshapeAnswer(page, 'GET', '/api/plan/marketplace', () => ['US']);
    await page.goto('/settings');
    await expect(page.getByRole('alert').getByText("We couldn't load your password settings.")).toBeVisible();
    await expect(page.getByText("We couldn't load your plan marketplace.")).toBeVisible();
    await expectNoCrash(page, 'Settings');
    await allowAccount();
    await allowPlan();
    await page
      .getByRole('alert')
      .filter({ hasText: "We couldn't load your password settings." })
      .getByRole('button', { name: 'Try again' })
      .click();
    await expect(page.getByLabel('Current password')).toBeVisible();

    // A batch answer of the wrong shape, whatever the server holds for this id.
    await page.route(
      (url) => url.pathname === '/api/batch/424242',
      (route) => route.fulfill({ status: 200, json: { id: 424242, status: 'sleeping', items: 'none' } }),
    );
    await page.goto('/batch/424242');
    await expect(page.getByRole('alert').getByText("We couldn't load this batch.")).toBeVisible();
    await expect(page.getByText('Batch not found')).toHaveCount(0);
    await expectNoCrash(page, 'batch');
  });
});
