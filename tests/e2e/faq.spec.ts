import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { changePlan } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { expectToast, recordToasts } from './support/browser.ts';
import { importListingCsv } from './support/listings.ts';

const LISTING_CSV = [
  'sku,asin,marketplace,brand,title,bullet1,bullet2,description',
  'FAQ-E2E-1,B0FAQE2E01,US,Northwind,"Northwind <script>window.__xss=1</script> Steel Bottle 32 oz","Double-wall stainless steel keeps drinks cold for 24 hours","Dishwasher safe lid for easy cleaning","A bottle for the trail."',
].join('\n');

// Review text is untrusted: payloads must come out as text in the page and in the exported file.
const HOSTILE_REVIEWS = [
  'text,rating',
  '"The steel feels solid <script>window.__xss=2</script> and well made",5',
  '"Easy to clean ""><img src=x onerror=window.__xss=3> in the dishwasher",4',
  '"Cleaning the straw is hard",2',
].join('\n');

test.describe('FAQ Generator', () => {
  test('a Pro seller uploads reviews, generates and regenerates FAQs, and exports a page that runs no script', async ({
    signedInPage: page,
  }) => {
    await changePlan(page, 'pro');
    const listingId = await importListingCsv(page, LISTING_CSV);
    await page.reload();

    await page.goto(`/faq-generator/${listingId}`);
    await expect(page.getByRole('heading', { name: 'FAQ Generator' })).toBeVisible();
    await expect(page.getByText('No FAQs generated yet')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export FAQ HTML' })).toBeDisabled();

    const dir = mkdtempSync(path.join(tmpdir(), 'lp-faq-'));
    const reviewsFile = path.join(dir, 'reviews.csv');
    writeFileSync(
      reviewsFile,
      `${HOSTILE_REVIEWS}\n${readFileSync('public/samples/sample-reviews.csv', 'utf8').split('\n').slice(1).join('\n')}`,
    );
    await page.getByRole('button', { name: 'Upload reviews' }).click();
    await page.getByLabel('Reviews file').setInputFiles(reviewsFile);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expectToast(page, 'Reviews imported');
    await expect(page.getByTestId('review-count').filter({ hasText: '11 reviews available' })).toBeVisible();

    await page.getByRole('button', { name: 'Generate FAQ' }).click();
    await expectToast(page, 'FAQs generated');
    const list = page.getByRole('list', { name: 'Generated FAQs' });
    await expect(list).toBeVisible();
    await expect(list.getByRole('listitem').nth(1)).toBeVisible();
    const first = await list.getByRole('listitem').count();
    expect(first).toBeGreaterThan(1);
    await expect(list.getByText(/based on \d+ reviews?/).first()).toBeVisible();

    // Generate's toast, with the same words, may still be on screen: wait for Regenerate's own. A
    // wait that took the old toast for it let the export start while Regenerate still ran, and
    // Regenerate's toast then replaced the export's (the export flake).
    const regenerated = await recordToasts(page);
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await expect.poll(regenerated).toContainEqual(`FAQs generated${first} FAQs based on customer reviews`);

    const exported = await recordToasts(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export FAQ HTML' }).click(),
    ]);
    await expect.poll(exported).toContainEqual('Export completeproduct-faqs.html has been downloaded.');
    expect(download.suggestedFilename()).toBe('product-faqs.html');
    const saved = path.join(dir, 'product-faqs.html');
    await download.saveAs(saved);
    const html = readFileSync(saved, 'utf8');
    expect(html).not.toContain('<script>window.__xss');
    expect(html).not.toContain('<img src=x');

    // The file opened in the browser shows the heading and the items, and no script of ours ran.
    await page.goto(`file://${saved}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Product FAQs' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(first);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });
});
