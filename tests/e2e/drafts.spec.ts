import { expect, test } from './support/fixtures.ts';
import { findPushableListingId } from './support/listings.ts';
import { expectToast } from './support/browser.ts';

test.describe('AI drafts', () => {
  test.use({ viewport: { width: 1366, height: 860 } });

  test('the last draft survives a reload, and History puts a draft back in the editor at no credit', async ({
    connectedSeller: page,
  }) => {
    test.setTimeout(120_000);
    const id = await findPushableListingId(page);
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
