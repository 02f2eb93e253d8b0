import { afterEach, describe, expect, it } from 'vitest';
import { expectToast, openBrowser, signUp, type Browser } from './support/browser.ts';
import { syncSampleListings } from './support/amazon.ts';

let b: Browser | undefined;
afterEach(async () => {
  await b?.close();
  b = undefined;
});

describe('batch optimization', () => {
  it('a Growth seller optimizes selected listings in the background, reviews the drafts and pushes the approved one', async () => {
    b = await openBrowser();
    const { page, baseUrl } = b;
    await signUp(b);
    await syncSampleListings(page, baseUrl);
    // Two US listings of the general PRODUCT type: their schema takes title, bullets and description.
    const asins = await page.evaluate(async () => {
      const headers = { Authorization: `Bearer ${localStorage.getItem('auth_token')}` };
      const up = await fetch('/api/user/upgrade', { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ tier: 'growth' }) });
      if (!up.ok) throw new Error(`upgrade ${up.status}`);
      const rows = (await (await fetch('/api/listings', { headers })).json()) as { asin: string; marketplaceId: string; productType: string | null }[];
      return rows.filter((r) => r.marketplaceId === 'ATVPDKIKX0DER' && r.productType === 'PRODUCT').slice(0, 2).map((r) => r.asin);
    });
    expect(asins).toHaveLength(2);

    await page.goto(`${baseUrl}/listings`);
    for (const asin of asins) {
      await page.getByRole('searchbox').fill(asin);
      await page.getByLabel(`Select ${asin}`).check();
    }
    await page.getByRole('button', { name: /^Optimize 2 selected/ }).click();

    await page.getByRole('heading', { name: 'Batch optimization' }).waitFor();
    await page.getByTestId('batch-status').getByText('Finished').waitFor({ timeout: 60_000 });
    await page.getByText('2 of 2 listings').waitFor();
    const items = page.getByTestId('batch-item');
    expect(await items.count()).toBe(2);
    expect(await items.getByText('Draft ready').count()).toBe(2);
    // Nothing reaches Amazon until the seller approves: the push button counts approvals.
    expect(await page.getByRole('button', { name: 'Push 0 approved to Amazon' }).isDisabled()).toBe(true);

    const first = items.first();
    await first.getByLabel('Approve this draft for Amazon').check();
    await page.getByRole('button', { name: 'Push 1 approved to Amazon' }).click();
    await expectToast(page, 'Success', '1 listing saved to Amazon');
    await first.getByText('Saved to Amazon').waitFor();
    expect(await items.nth(1).getByText('Saved to Amazon').count()).toBe(0);
  }, 180_000);
});
