import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { expectToast } from './support/browser.ts';
import { optimizeAndOpenPushDialog } from './support/listings.ts';

/** The demo's VOLADOR diving light: its first bullet states the batteries and the run times. */
const DIVING_LIGHT_ASIN = 'B07RKZQ815';

async function divingLightId(page: Page): Promise<number> {
  return page.evaluate(async (asin) => {
    const token = localStorage.getItem('auth_token');
    await fetch('/api/user/upgrade', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ tier: 'pro' }),
    });
    const res = await fetch('/api/listings', { headers: { Authorization: `Bearer ${token}` } });
    const rows = (await res.json()) as { id: number; asin: string; marketplaceId: string }[];
    const row = rows.find((r) => r.asin === asin && r.marketplaceId === 'ATVPDKIKX0DER');
    if (!row) throw new Error('no diving light after sync');
    return row.id;
  }, DIVING_LIGHT_ASIN);
}

/** Every text a module shows in its editable fields. */
async function moduleTexts(page: Page): Promise<string> {
  return page
    .getByTestId('aplus-module')
    .locator('input, textarea')
    .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value).join('\n'));
}

test.describe('the diving light keeps its facts in their form and in their place', () => {
  test('A+ on Pro states "1.5 hours" as the listing does, and is ready to publish', async ({ connectedSeller: page }) => {
    const id = await divingLightId(page);
    await page.goto(`/enhanced-content/${id}`);
    await page.getByRole('button', { name: 'Generate Enhanced Content' }).click();
    await expectToast(page, 'Enhanced content generated', 'Your A+ content has been created successfully.');
    await expect(page.getByTestId('aplus-module').first()).toBeVisible();
    await expect.poll(() => moduleTexts(page)).toContain('1.5 hours');
    expect(await moduleTexts(page)).not.toMatch(/\d\. \d/);
    await expect(page.getByText("Ready to publish: this content meets Amazon's A+ content requirements")).toBeVisible();
  });

  test('the push dialog after Optimize Now shows no bullet losing the batteries or the run time', async ({
    connectedSeller: page,
  }) => {
    test.setTimeout(120_000);
    const id = await divingLightId(page);
    await page.goto(`/optimize/${id}`);
    await expect(page.getByRole('heading', { name: 'Optimize Listing' })).toBeVisible();
    const dialog = await optimizeAndOpenPushDialog(page);
    const bullets = dialog.getByRole('region', { name: 'Key Features (Bullet Points) changes' });
    await expect(bullets).toBeVisible();
    // Struck-through words of the first bullet "On Amazon now" are what it loses ("batteries," for
    // "batteries." is punctuation, not a fact).
    const struck = await bullets.getByTestId('diff-before').locator('li').first().locator('.line-through').allTextContents();
    expect(struck.join(' ')).not.toMatch(/18650|3000mAh|1\.5|\bbatteries\b(?![,.])/i);
    const first = await bullets.getByTestId('diff-after').locator('li').first().textContent();
    expect(first).toContain('3000mAh 18650 batteries');
    expect(first).toContain('1.5 hours');
  });

  test("FAQ on a phone answers from Amazon's review topics, and the page fits the screen", async ({ connectedSeller: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const id = await divingLightId(page);
    await page.goto(`/faq-generator/${id}`);
    await expect(page.getByTestId('review-count')).toHaveText(/^\d+ reviews available \(0 uploaded, \d+ from Amazon\)$/);
    await page.getByRole('button', { name: 'Generate FAQ' }).click();
    await expectToast(page, 'FAQs generated', '4 FAQs based on customer reviews');
    // Amazon's snippets have no stars: each answer counts them on the side Amazon filed them under.
    const battery = page.getByRole('listitem').filter({ hasText: 'How long does the battery last?' });
    await expect(battery).toContainText('Some customers raise concerns about battery life: 2 of 2 reviews are critical');
    // The product field shows the long title on one line: the page is no wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
