import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { expectToast } from './support/browser.ts';

/** A US listing of the general PRODUCT type, from the demo seller's import. */
async function findListingId(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const res = await fetch('/api/listings', { headers: { authorization: `Bearer ${localStorage.getItem('auth_token')}` } });
    const rows = (await res.json()) as { id: number; marketplaceId: string; productType: string | null; source: string }[];
    const row = rows.find((r) => r.marketplaceId === 'ATVPDKIKX0DER' && r.productType === 'PRODUCT' && r.source === 'amazon');
    if (!row) throw new Error('no US listing after sync');
    return row.id;
  });
}

test.describe('AI drafts', () => {
  test.use({ viewport: { width: 1366, height: 860 } });

  test('the last draft survives a reload, and History puts a draft back in the editor at no credit', async ({
    connectedSeller: page,
  }) => {
    test.setTimeout(120_000);
    const id = await findListingId(page);
    await page.goto(`/optimize/${id}`);
    const title = page.getByLabel('Title', { exact: true });
    const imported = await title.inputValue();
    const credits = page.getByRole('complementary', { name: 'Sidebar' }).getByTestId('usage-value');
    await expect(credits).toHaveText('0 / 10');

    await page.getByRole('button', { name: 'Optimize Now' }).click();
    await expectToast(page, 'Optimization complete', 'Your listing has been successfully optimized');
    const drafted = await title.inputValue();
    expect(drafted).not.toBe(imported);
    await expect(credits).toHaveText('1 / 10');

    // A reload: the draft is back in the editor, beside the imported text it would replace.
    await page.reload();
    await expect(title).toHaveValue(drafted);
    await expect(page.getByTestId('score-change')).toBeVisible();

    // The seller types over it, then takes the draft back from History: no new run, no credit.
    await title.fill(`${imported} (my own)`);
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'Version history' });
    const draftRow = history.getByTestId('version-row').filter({ hasText: 'AI draft' }).first();
    await draftRow.getByRole('button', { name: 'Open in editor' }).click();
    await expect(history).toHaveCount(0);
    await expect(title).toHaveValue(drafted);
    await page.reload();
    await expect(title).toHaveValue(drafted);
    await expect(credits).toHaveText('1 / 10');
  });
});
