import { connectAmazon, NOT_SYNCED_YET } from './support/amazon.ts';
import { changePlan } from './support/api.ts';
import { expect, testOnOwnServer } from './support/fixtures.ts';

const TOPICS = { operation: 'getItemReviewTopics' };

/**
 * On a server of its own at Amazon's real rates (the import as a seller lives it), where holding
 * the review topics at the emulator touches no other spec.
 */
const test = testOnOwnServer({ AMAZON_SPEED_FACTOR: '1' });

test.describe('FAQ Generator during an import', () => {
  test('says the reviews are still being fetched from Amazon, with progress, then counts them once they are in', async ({
    signedInPage: page,
  }) => {
    test.setTimeout(240_000);
    await changePlan(page, 'pro');
    expect((await page.request.post('/_emulator/amazon/__emulator/hold', { data: TOPICS })).ok()).toBe(true);
    try {
      await connectAmazon(page);
      await expect(page.getByTestId('last-synced')).not.toHaveText(NOT_SYNCED_YET, { timeout: 120_000 });
      // The first page of listings can land a moment after the sync line changes: wait for a row.
      let id: number | undefined;
      await expect(async () => {
        id = await page.evaluate(async () => {
          const res = await fetch('/api/listings', {
            headers: { authorization: `Bearer ${localStorage.getItem('auth_token')}` },
          });
          return ((await res.json()) as { id: number }[])[0]?.id;
        });
        expect(id).toBeDefined();
      }).toPass({ timeout: 60_000 });
      await page.goto(`/faq-generator/${id}`);
      await expect(page.getByTestId('review-count')).toHaveText(
        /^Reviews are still being fetched from Amazon: 0 of \d+ products so far\.$/,
      );
      await page.getByRole('button', { name: 'Generate FAQ' }).click();
      await expect(page.getByTestId('toast').getByText(/Generate the FAQs once they are in\./)).toBeVisible();
    } finally {
      await page.request.post('/_emulator/amazon/__emulator/release', { data: TOPICS });
    }
    await expect(page.getByTestId('review-count')).toHaveText(/^\d+ reviews available \(0 uploaded, \d+ from Amazon\)$/, {
      timeout: 60_000,
    });
  });
});
