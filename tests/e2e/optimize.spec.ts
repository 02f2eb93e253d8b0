import type { Page } from '@playwright/test';
import { changePlan } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { expectToast, screenshot } from './support/browser.ts';

/** Longer than the editor's re-score delay (300 ms), so two equal reads this far apart mean it settled. */
const SETTLE_MS = 500;

function liveScore(page: Page): Promise<number> {
  return page
    .getByTestId('live-score')
    .textContent()
    .then((text) => Number.parseInt(text ?? '', 10));
}

/**
 * The live score once it has caught up with the fields: it is re-computed after a debounce, so a
 * read right after the fields change still shows the score of the text before.
 */
async function settledLiveScore(page: Page): Promise<number> {
  let previous = Number.NaN;
  let current = Number.NaN;
  await expect
    .poll(
      async () => {
        previous = current;
        current = await liveScore(page);
        return current === previous;
      },
      { intervals: [SETTLE_MS], message: 'the live score settles' },
    )
    .toBe(true);
  return current;
}

test.describe('optimize', () => {
  test('a seller optimizes a listing offline, sees the score rise, and is told translation needs an AI provider', async ({
    connectedSeller: page,
  }) => {
    // A free plan covers one marketplace and English only; the sample seller sells in six stores, so
    // this seller is on Pro (the gates have their own tests in plans.spec.ts).
    await changePlan(page, 'pro');
    await page.reload();
    await expect(page.getByTestId('listing-row').first()).toBeVisible();

    await page
      .getByTestId('listing-row')
      .first()
      .getByRole('link', { name: /^Optimize / })
      .click();

    await expect(page.getByRole('heading', { name: 'Optimize Listing' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Product Details' })).toBeVisible();
    await expect(page.getByText('Listing Health Score')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Listings' })).toHaveAttribute('href', '/listings');
    await expect(page.getByTestId('title-counter')).toHaveText(/^\d+\/200$/);
    await expect(page.getByText("Amazon's 2026 title policy: 75 characters")).toBeVisible();

    await page.getByRole('button', { name: 'Optimize Now' }).click();
    await expectToast(page, 'Optimization complete', 'Your listing has been successfully optimized');
    await expect(page.getByTestId('score-after')).toHaveText(/^\d+$/);
    const before = Number(await page.getByTestId('score-before').textContent());
    const after = Number(await page.getByTestId('score-after').textContent());
    expect(after).toBeGreaterThanOrEqual(before);
    const title = await page.getByLabel('Title', { exact: true }).inputValue();
    expect([...title].length).toBeLessThanOrEqual(75);
    await screenshot(page, 'optimize-result-1280');

    // Typing re-scores live, in the browser: a banned promo phrase costs points.
    // The optimized text's score first: Optimize Now replaced the fields a moment ago.
    const live = await settledLiveScore(page);
    await page.getByLabel('Title', { exact: true }).fill(`${title} FREE SHIPPING!!`);
    await expect.poll(() => liveScore(page)).toBeLessThan(live);

    // Offline, every language but the listing's own is marked and refused with a clear message.
    await page.getByRole('combobox', { name: 'Language' }).click();
    const other = page.getByRole('option', { name: /— needs AI provider$/ });
    await expect(other).toHaveCount(4);
    const language = ((await other.first().textContent()) ?? '').replace(/ — needs AI provider$/, '').replace(/ \(US\)$/, '');
    await other.first().click();
    await page.getByRole('button', { name: 'Optimize Now' }).click();
    await expectToast(page, 'Optimization failed');
    await expect(page.getByTestId('toast').filter({ hasText: 'Optimization failed' }).first()).toContainText(
      `Rewriting into ${language} needs an AI provider (set LLM_PROVIDER).`,
    );
    await expect(page.getByRole('button', { name: 'Save to Amazon' })).toBeVisible();
  });

  test('a missing listing shows Listing not found with a way back', async ({ signedInPage: page }) => {
    await page.goto('/optimize/999999');
    await expect(page.getByRole('heading', { name: 'Listing not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Listings' }).click();
    await expect(page.getByRole('heading', { name: 'My Listings' })).toBeVisible();
  });
});
