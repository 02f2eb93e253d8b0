import type { Page } from '@playwright/test';
import { changePlan } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { expectToast, screenshot } from './support/browser.ts';

/** An authenticated GET from the page, as the app itself sends it. */
function apiGet<T>(page: Page, url: string): Promise<T> {
  return page.evaluate(async (u) => {
    const res = await fetch(u, { headers: { Authorization: `Bearer ${localStorage.getItem('auth_token')}` } });
    return (await res.json()) as T;
  }, url);
}

/** The words a shopper's query must bring into the copy; plurals folded, as coverage folds them. */
function contentWords(keyword: string): string[] {
  const stop = new Set(['a', 'an', 'and', 'the', 'for', 'with', 'of', 'to', 'in', 'on', 'by', 'or', 'at']);
  return keyword
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w && !stop.has(w))
    .map((w) => (w.length > 3 ? w.replace(/(?:es|s)$/, '') : w));
}

test.describe('keywords', () => {
  test('a seller imports SQP keywords, ticks one, and Optimize Now works it into the title or bullets', async ({
    connectedSeller: page,
  }) => {
    // An SQP import, two uploads and three rewrites on a loaded two-core machine.
    test.setTimeout(240_000);
    // The sample seller sells in several marketplaces: a free plan covers one (plans.spec.ts has the gates).
    await changePlan(page, 'pro');
    await page.reload();
    await page
      .getByTestId('listing-row')
      .first()
      .getByRole('link', { name: /^Optimize / })
      .click();
    await expect(page.getByRole('heading', { name: 'Optimize Listing' })).toBeVisible();

    const card = page.getByRole('region', { name: 'Keywords', exact: true });
    // The first SQP import starts on its own when the listings import ends, so the card may be filled
    // already (the empty card is keywords-panel.test.tsx). While that import runs the button is
    // disabled and the click waits; the seller's import then runs to its end before the test goes on.
    const imported = page.waitForResponse((r) => r.url().endsWith('/api/keywords/sqp/import') && r.request().method() === 'POST');
    await card.getByRole('button', { name: 'Import from Amazon' }).click();
    expect((await imported).ok()).toBe(true);
    await expect
      .poll(
        async () =>
          (await apiGet<{ marketplaces: { status: string }[] }>(page, '/api/keywords/sqp')).marketplaces.some((m) =>
            ['queued', 'running'].includes(m.status),
          ),
        {
          timeout: 120_000,
        },
      )
      .toBe(false);
    await expect(card.getByTestId('keyword-row').first()).toBeVisible();
    // Emulator figures are labelled as such; coverage sits beside the health score as its own figure.
    await expect(card.getByText('Demo data').first()).toBeVisible();
    await expect(card.getByText('Health score')).toBeVisible();
    await expect(card.getByTestId('search-coverage')).toHaveText(/^\d+%$/);
    await expect(card.getByRole('columnheader', { name: 'Purchase share' })).toBeVisible();
    await expect(card.getByText(/^Week of \d{4}-\d{2}-\d{2}$/).first()).toBeVisible();
    await screenshot(page, 'optimize-keywords-1280');

    // A refused file says what is wrong, row by row, and stores nothing.
    const fileInput = card.getByLabel('Keyword file');
    await fileInput.setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from('keyword,volume\ncup,lots\n') });
    await expect(card.getByRole('alert')).toContainText('Row 2, column "volume": "lots" is not a whole number of 0 or more');

    // A query only the description has: the listing's own text supports it, and the rewrite should lift it.
    const listingId = Number(new URL(page.url()).pathname.split('/').pop());
    const listing = await apiGet<{ title: string; bullets: string[] | string; description: string }>(
      page,
      `/api/listings/${listingId}`,
    );
    const shown = new Set(contentWords(`${listing.title} ${[listing.bullets].flat().join(' ')}`));
    // Whole words with no plural to fold, so the words checked after the rewrite are the ones in the file.
    const candidates = [...new Set(listing.description.toLowerCase().split(/[^\p{L}\p{N}]+/u))].filter(
      (w) => /^\p{L}{5,}$/u.test(w) && !w.endsWith('s') && !shown.has(w),
    );
    expect(candidates.length, 'description words the title and bullets lack').toBeGreaterThanOrEqual(2);
    const keyword = `${candidates[0]} ${candidates[1]}`;
    await fileInput.setInputFiles({
      name: 'keywords.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`keyword,volume\n"${keyword}",5000\n`),
    });
    await expectToast(page, 'Keywords imported', '1 keyword from the file');
    // The rows render with the data: "Show all" is there now or not at all.
    const showAll = card.getByRole('button', { name: /^Show all/ });
    if ((await showAll.count()) > 0) await showAll.click();
    const row = card.getByTestId('keyword-row').filter({ hasText: keyword });
    await expect(row).toContainText('Keyword file');
    await expect(row).toContainText('Description');
    const target = { keyword };

    // Untick the preselected keywords, then tick the one to target.
    const ticked = card.getByRole('checkbox', { checked: true });
    while ((await ticked.count()) > 0) {
      const before = await ticked.count();
      await ticked.first().uncheck();
      await expect(ticked).toHaveCount(before - 1);
      // The boxes stay disabled until the server has the choice: the next click waits for that.
      await expect(card.getByRole('checkbox', { disabled: true })).toHaveCount(0);
    }
    const box = card.getByRole('checkbox', { name: `Target "${target.keyword}"` });
    await box.check();
    await expect(box).toBeChecked();
    // Saved before the reload: a reload while the choice is on its way would read the old one.
    await expect(card.getByRole('checkbox', { disabled: true })).toHaveCount(0);
    await page.reload();
    await expect(card.getByTestId('keyword-row').first()).toBeVisible();
    if ((await showAll.count()) > 0) await showAll.click();
    await expect(card.getByRole('checkbox', { name: `Target "${target.keyword}"` }).first()).toBeChecked();
    await expect(card.getByRole('checkbox', { checked: true })).toHaveCount(1);

    await page.getByRole('button', { name: 'Optimize Now' }).click();
    await expectToast(page, 'Optimization complete', 'Your listing has been successfully optimized');
    const title = await page.getByLabel('Title', { exact: true }).inputValue();
    const bullets = await page
      .locator('[id^="optimize-bullet"]')
      .evaluateAll((els) => els.map((e) => (e as HTMLInputElement | HTMLTextAreaElement).value).join('\n'));
    const visible = `${title}\n${bullets}`.toLowerCase();
    for (const word of contentWords(target.keyword)) expect(visible, `"${word}" of "${target.keyword}"`).toContain(word);

    // A keyword stating what the listing never says stays out of the copy and is put to the seller.
    const own = `${listing.title} ${[listing.bullets].flat().join(' ')} ${listing.description}`.toLowerCase();
    const claimWord = ['waterproof', 'fireproof', 'biodegradable', 'magnetic'].find((w) => !own.includes(w));
    expect(claimWord, 'a property the listing does not state').toBeDefined();
    const claim = `${claimWord} ${candidates[0]}`;
    await fileInput.setInputFiles({
      name: 'keywords.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`keyword,volume\n"${keyword}",5000\n"${claim}",9000\n`),
    });
    await expectToast(page, 'Keywords imported', '2 keywords from the file');
    if ((await showAll.count()) > 0) await showAll.click();
    const claimBox = card.getByRole('checkbox', { name: `Target "${claim}"` });
    await claimBox.check();
    await expect(claimBox).toBeChecked();
    await expect(card.getByRole('checkbox', { disabled: true })).toHaveCount(0);

    await page.getByRole('button', { name: 'Optimize Now' }).click();
    const question = page.getByRole('region', { name: 'Is this true of your product?' });
    await expect(question.getByTestId('keyword-confirmation')).toHaveText([new RegExp(`“${claim}”`)]);
    await expect(page.getByLabel('Title', { exact: true })).not.toHaveValue(new RegExp(claimWord!, 'i'));
    await expect(page.getByLabel('Search Terms', { exact: true })).not.toHaveValue(new RegExp(claimWord!, 'i'));
    await screenshot(page, 'optimize-keyword-confirm-1280');

    // From the keyboard: focus "Yes" and press Enter; the next Optimize Now may state it.
    const yes = question.getByRole('button', { name: `Yes, it is true of my product: “${claim}”` });
    await yes.focus();
    await page.keyboard.press('Enter');
    await expect(yes).toHaveAttribute('aria-pressed', 'true');
    await expect(question).toContainText('Confirmed: the next Optimize Now may use it.');
    await page.getByRole('button', { name: 'Optimize Now' }).click();
    // The confirmed keyword is no longer in question, and the draft now carries its word: in the
    // title when it fits, else in the search terms (nowhere at all before the answer).
    await expect(question).toHaveCount(0);
    const draftText = async () =>
      [
        await page.getByLabel('Title', { exact: true }).inputValue(),
        ...(await page
          .locator('[id^="optimize-bullet"]')
          .evaluateAll((els) => els.map((e) => (e as HTMLInputElement | HTMLTextAreaElement).value))),
        await page.getByLabel('Search Terms', { exact: true }).inputValue(),
      ]
        .join('\n')
        .toLowerCase();
    await expect.poll(draftText).toContain(claimWord!);
  });
});
