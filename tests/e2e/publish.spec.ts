import { expect, test } from './support/fixtures.ts';
import { findPushableListingId, optimizeAndOpenPushDialog } from './support/listings.ts';
import { expectToast, screenshot } from './support/browser.ts';

test.describe('publish', () => {
  test('saving unchanged text is a neutral notice, not an Update failed error', async ({ connectedSeller: page }) => {
    const id = await findPushableListingId(page);
    await page.goto(`/optimize/${id}`);
    await expect(page.getByRole('heading', { name: 'Optimize Listing' })).toBeVisible();
    await page.getByRole('button', { name: 'Save to Amazon' }).click();
    await expectToast(page, 'Already up to date', 'Nothing to push: the text is the same as on Amazon.');
    await expect(page.getByText('Update failed')).toHaveCount(0);
    const notice = page.getByTestId('toast').filter({ hasText: 'Already up to date' }).first();
    await expect(notice).not.toHaveClass(/destructive/);
    await expect(page.getByRole('dialog', { name: 'Save to Amazon?' })).toHaveCount(0);
  });

  test('a seller optimizes a listing, reviews the diff, saves it to Amazon, then rolls it back from the history', async ({
    connectedSeller: page,
  }) => {
    test.setTimeout(120_000);
    const id = await findPushableListingId(page);

    await page.goto(`/optimize/${id}`);
    await expect(page.getByRole('heading', { name: 'Optimize Listing' })).toBeVisible();
    // Save to Amazon: Amazon validates first; the dialog shows the diff, verdict and score change.
    const dialog = await optimizeAndOpenPushDialog(page);
    await expect(dialog.getByTestId('amazon-verdict').getByText('Amazon validated this change')).toBeVisible();
    await expect(dialog.getByTestId('field-diff').first()).toBeVisible();
    await expect(dialog.getByTestId('push-score-change')).toHaveText(/^Health score\d+\d+$/);
    await screenshot(page, 'publish-confirm-1280');
    await dialog.getByRole('button', { name: 'Confirm and push' }).click();
    await expectToast(page, 'Success', 'Your listing has been saved to Amazon');
    await expect(dialog).toHaveCount(0);

    // History: the pushed version on top of the imported one; roll back to the imported text.
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'Version history' });
    await expect(history.getByTestId('version-row').first().getByText('Pushed', { exact: true })).toBeVisible();
    await history.getByRole('button', { name: /^Roll back to the Imported version of \S/ }).click();
    const rollback = page.getByRole('dialog', { name: 'Roll back on Amazon?' });
    await expect(rollback.getByTestId('amazon-verdict').getByText('Amazon validated this change')).toBeVisible();
    await rollback.getByRole('button', { name: 'Confirm and push' }).click();
    await expectToast(page, 'Rolled back');

    await page.getByRole('button', { name: 'History' }).click();
    await expect(
      page
        .getByRole('dialog', { name: 'Version history' })
        .getByTestId('version-row')
        .first()
        .getByText('Rolled back', { exact: true }),
    ).toBeVisible();
    const kinds = await page.getByRole('dialog', { name: 'Version history' }).getByTestId('version-row').allTextContents();
    expect(kinds.some((k) => k.startsWith('Imported'))).toBe(true);
  });

  test('a listing changed after the preview is not pushed on Confirm: the dialog shows the new diff and asks again', async ({
    connectedSeller: page,
  }) => {
    test.setTimeout(120_000);
    const id = await findPushableListingId(page);
    await page.goto(`/optimize/${id}`);
    await page.getByRole('button', { name: 'Optimize Now' }).click();
    await expectToast(page, 'Optimization complete', 'Your listing has been successfully optimized');
    await page.getByRole('button', { name: 'Save to Amazon' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save to Amazon?' });
    await expect(dialog.getByTestId('amazon-verdict').getByText('Amazon validated this change')).toBeVisible();
    await expect(dialog).not.toContainText('Edited in another tab');

    // Meanwhile another tab pushes a new description: the preview on screen no longer holds.
    await page.evaluate(async (listingId) => {
      const headers = { authorization: `Bearer ${localStorage.getItem('auth_token')}`, 'content-type': 'application/json' };
      const listing = (await (await fetch(`/api/listings/${listingId}`, { headers })).json()) as {
        title: string;
        bullets: string[];
        description: string;
      };
      const description = `${listing.description} Edited in another tab.`;
      const res = await fetch(`/api/listings/${listingId}/update-amazon`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ title: listing.title, bullets: listing.bullets, description, confirm: true }),
      });
      const answer = (await res.json()) as { status: string };
      if (answer.status !== 'ACCEPTED') throw new Error(`the other tab's push answered ${JSON.stringify(answer)}`);
    }, id);

    await dialog.getByRole('button', { name: 'Confirm and push' }).click();
    await expectToast(page, 'The listing changed', 'The listing changed since the preview. Check the changes and confirm again.');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Edited in another tab');
    await dialog.getByRole('button', { name: 'Confirm and push' }).click();
    await expectToast(page, 'Success', 'Your listing has been saved to Amazon');
    await expect(dialog).toHaveCount(0);
  });
});
