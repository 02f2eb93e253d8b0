import { expect, test } from './support/fixtures.ts';
import { findPushableListingId, showEditor } from './support/listings.ts';
import { expectCredits, expectToast, PHONE_AND_LAPTOP } from './support/browser.ts';

for (const viewport of PHONE_AND_LAPTOP) {
  test(`at ${viewport.width} px, the last draft survives a reload, and History puts a draft back in the editor at no credit`, async ({
    connectedSeller: page,
  }) => {
    test.setTimeout(120_000);
    const id = await findPushableListingId(page);
    // The sign-up and the first import run at the suite's size (the fixture waits for My Listings' rows).
    await page.setViewportSize(viewport);
    await page.goto(`/optimize/${id}`);
    const title = page.getByLabel('Title', { exact: true });
    await expect(title).not.toHaveValue('');
    const imported = await title.inputValue();
    await expectCredits(page, '0 / 10');

    await showEditor(page);
    await page.getByRole('button', { name: 'Optimize Now' }).click();
    await expectToast(page, 'Optimization complete', 'Your listing has been successfully optimized');
    const drafted = await title.inputValue();
    expect(drafted).not.toBe(imported);
    await expectCredits(page, '1 / 10');

    // A reload: the draft is back in the editor, beside the imported text it would replace.
    await page.reload();
    await showEditor(page);
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
    await expectCredits(page, '1 / 10');
  });
}
