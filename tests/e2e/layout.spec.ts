import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { findPushableListingId } from './support/listings.ts';
import { PHONE_AND_LAPTOP, screenshot } from './support/browser.ts';

/** How long the Performance page may take to show its first chart: the backfill's first day. */
const FIRST_FIGURES_MS = 120_000;

/** A page's width beyond the window: more than zero is a sideways scroll. */
async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

type Route = { path: string; ready: (page: Page) => Locator; shot?: string };

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name });

const PUBLIC_ROUTES: Route[] = [
  { path: '/', ready: (page) => page.locator('#hero-title') },
  { path: '/login', ready: (page) => page.getByRole('tab', { name: 'Create Account' }) },
  { path: '/forgot-password', ready: heading(/password/i) },
  { path: '/privacy', ready: heading(/Privacy/) },
  { path: '/terms', ready: heading(/Terms/) },
  { path: '/help', ready: heading(/Help/) },
  { path: '/contact-sales', ready: heading(/Sales/) },
  { path: '/no-such-page', ready: heading('404 Page Not Found') },
];

function signedInRoutes(id: number): Route[] {
  return [
    // A phone shows the listings as cards, a wider window as a table.
    { path: '/', ready: (page) => page.getByTestId(/^recent-(row|card)$/), shot: 'dashboard' },
    { path: '/listings', ready: (page) => page.getByTestId(/^listing-(row|card)$/) },
    { path: `/listings/${id}`, ready: (page) => page.getByRole('heading', { level: 1 }) },
    { path: `/listings/${id}/performance`, ready: (page) => page.getByTestId('chart-sales'), shot: 'performance' },
    { path: '/optimize', ready: (page) => page.getByRole('heading', { level: 1 }) },
    { path: `/optimize/${id}`, ready: heading('Optimize Listing') },
    { path: '/faq-generator', ready: (page) => page.getByRole('heading', { level: 1 }) },
    { path: `/faq-generator/${id}`, ready: heading('FAQ Generator') },
    { path: `/enhanced-content/${id}`, ready: heading('Enhanced Content Creator') },
    { path: '/alerts', ready: heading('Alerts') },
    { path: '/settings', ready: heading('Settings') },
  ];
}

/** Visits each route and answers the ones wider than the window, with their width. */
async function walk(page: Page, routes: Route[], width: number): Promise<string[]> {
  const wide: string[] = [];
  for (const route of routes) {
    await page.goto(route.path);
    await expect(route.ready(page).filter({ visible: true }).first()).toBeVisible({
      timeout: route.shot === 'performance' ? FIRST_FIGURES_MS : undefined,
    });
    if (route.shot) await screenshot(page, `layout-${route.shot}-${width}`);
    const extra = await overflow(page);
    if (extra > 0) wide.push(`${route.path}: ${width + extra} px`);
  }
  return wide;
}

for (const viewport of PHONE_AND_LAPTOP) {
  test.describe(`at ${viewport.width} px`, () => {
    // The sign-up and the first import run at the suite's size (the phone's My Listings shows cards,
    // which the fixture does not wait for); each route is then loaded afresh at this size.
    test('no public page scrolls sideways', async ({ page }) => {
      await page.setViewportSize(viewport);
      expect(await walk(page, PUBLIC_ROUTES, viewport.width)).toEqual([]);
    });

    test("a new user's dashboard fits, leads with Connect, explains its empty cards, with a compact email banner", async ({
      signedInPage: page,
    }) => {
      await page.setViewportSize(viewport);
      await page.reload();
      await expect(page.getByRole('button', { name: 'Connect Amazon Account' })).toBeVisible();
      await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
      // The banner is on every page: on a phone as on a desktop it takes one or two lines.
      const banner = page.getByRole('region', { name: 'Address verification' });
      await expect(banner).toBeVisible();
      expect((await banner.boundingBox())?.height).toBeLessThan(64);

      // Before any push, "What your changes did" explains itself instead of showing four zeros.
      const changes = page.getByTestId('changes-card');
      await expect(changes.getByTestId('changes-empty')).toContainText('No listing pushed to Amazon in the last 90 days.');
      await expect(changes.getByTestId(/^count-/)).toHaveCount(0);
      // The empty Recent Listings leads to Connect: its link opens the page's Connect dialog.
      const recent = page.getByTestId('recent-listings');
      await expect(recent.getByText('No Listings Found')).toBeVisible();
      await recent.getByRole('link', { name: 'Connect Amazon' }).click();
      await expect(page.getByRole('dialog', { name: 'Amazon Seller Central' })).toBeVisible();
    });

    test('no page of a connected seller scrolls sideways, charts shrink with the window, a My Listings row opens its listing, and an Inactive listing is an open alert', async ({
      connectedSeller: page,
    }) => {
      test.setTimeout(240_000);
      const id = await findPushableListingId(page);
      await page.setViewportSize(viewport);
      expect(await walk(page, signedInRoutes(id), viewport.width)).toEqual([]);
      // A My Listings row, or a phone's card, opens its listing on a click off its buttons.
      await page.goto('/listings');
      const row = page
        .getByTestId(/^listing-(row|card)$/)
        .filter({ visible: true })
        .first();
      const asin = (await row.getByTestId('listing-asin').textContent()) ?? '';
      await row.getByTestId('listing-asin').click();
      await expect(page).toHaveURL(/\/listings\/\d+$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(asin).first()).toBeVisible();

      // A listing Amazon shows as Inactive at import is an open alert, with no click on Check now:
      // the first check after the consent's import opened it.
      const inactive = await page.evaluate(async () => {
        const res = await fetch('/api/listings', { headers: { authorization: `Bearer ${localStorage.getItem('auth_token')}` } });
        return ((await res.json()) as { sku: string; status: string }[]).filter((r) => r.status === 'INACTIVE').map((r) => r.sku);
      });
      expect(inactive.length).toBeGreaterThan(0);
      await expect(async () => {
        await page.goto('/alerts');
        for (const sku of inactive)
          await expect(
            page
              .getByTestId('alert-card')
              .filter({ hasText: `SKU ${sku} ·` })
              .first(),
          ).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 60_000 });

      // A window made narrower: the charts shrink with it.
      await page.goto(`/listings/${id}/performance`);
      await expect(page.getByTestId('chart-sales')).toBeVisible();
      await page.setViewportSize({ width: 360, height: 800 });
      await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
    });
  });
}
