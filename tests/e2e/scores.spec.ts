import { expect, test } from './support/fixtures.ts';
import { findPushableListingId, showEditor } from './support/listings.ts';
import { expectToast, PHONE_AND_LAPTOP } from './support/browser.ts';

const number = (text: string | null) => Number.parseInt(text ?? '', 10);

for (const viewport of PHONE_AND_LAPTOP) {
  test(`at ${viewport.width} px, the editor, the card, History and the push dialog give the same text the same score`, async ({
    connectedSeller: page,
  }) => {
    test.setTimeout(120_000);
    const id = await findPushableListingId(page);
    await page.setViewportSize(viewport);
    await page.goto(`/optimize/${id}`);
    const live = page.getByTestId('live-score');
    const card = page.getByTestId('listing-health-score');

    // The imported text, unedited: the editor's score is the card's.
    await expect(card).toHaveText(/^\d+\/100$/);
    await expect(live).toHaveText((await card.textContent()) ?? '');

    // The AI draft: the editor, its History row and the push dialog agree.
    await showEditor(page);
    await page.getByRole('button', { name: 'Optimize Now' }).click();
    await expectToast(page, 'Optimization complete', 'Your listing has been successfully optimized');
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'Version history' });
    const draftRow = history.getByTestId('version-row').filter({ hasText: 'AI draft' }).first();
    await expect(draftRow).toBeVisible();
    const drafted = number(await draftRow.getByRole('cell').nth(3).textContent());
    await page.keyboard.press('Escape');
    await expect(live).toHaveText(`${drafted}/100`);

    await page.getByRole('button', { name: 'Save to Amazon' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save to Amazon?' });
    await expect(dialog.getByTestId('amazon-verdict').getByText('Amazon validated this change')).toBeVisible();
    await expect(dialog.getByTestId('push-score-change')).toHaveText(
      `Health score${await card.textContent().then(number)}${drafted}`,
    );
  });
}
