import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { expectToast, openBrowser, signUp, type Browser } from './support/browser.ts';
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

let b: Browser | undefined;
afterEach(async () => {
  await b?.close();
  b = undefined;
});

describe('FAQ Generator', () => {
  it('a Pro seller uploads reviews, generates and regenerates FAQs, and exports a page that runs no script', async () => {
    b = await openBrowser();
    const { page, baseUrl } = b;
    await signUp(b);
    await page.evaluate(async () => {
      const headers = { Authorization: `Bearer ${localStorage.getItem('auth_token')}`, 'Content-Type': 'application/json' };
      const up = await fetch('/api/user/upgrade', { method: 'POST', headers, body: JSON.stringify({ tier: 'pro' }) });
      if (!up.ok) throw new Error(`upgrade ${up.status}`);
    });
    const listingId = await importListingCsv(page, LISTING_CSV);
    await page.reload();

    await page.goto(`${baseUrl}/faq-generator/${listingId}`);
    await page.getByRole('heading', { name: 'FAQ Generator' }).waitFor();
    await page.getByText('No FAQs generated yet').waitFor();
    expect(await page.getByRole('button', { name: 'Export FAQ HTML' }).isDisabled()).toBe(true);

    const dir = mkdtempSync(path.join(tmpdir(), 'lp-faq-'));
    const reviewsFile = path.join(dir, 'reviews.csv');
    writeFileSync(reviewsFile, `${HOSTILE_REVIEWS}\n${readFileSync('public/samples/sample-reviews.csv', 'utf8').split('\n').slice(1).join('\n')}`);
    await page.getByRole('button', { name: 'Upload reviews' }).click();
    await page.getByLabel('Reviews file').setInputFiles(reviewsFile);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expectToast(page, 'Reviews imported');
    await page.getByTestId('review-count').filter({ hasText: '11 reviews available' }).waitFor();

    await page.getByRole('button', { name: 'Generate FAQ' }).click();
    await expectToast(page, 'FAQs generated');
    const list = page.getByRole('list', { name: 'Generated FAQs' });
    await list.waitFor();
    const first = await list.getByRole('listitem').count();
    expect(first).toBeGreaterThan(1);
    await list.getByText(/based on \d+ reviews?/).first().waitFor();

    await page.getByRole('button', { name: 'Regenerate' }).click();
    await expectToast(page, 'FAQs generated', `${first} FAQs based on customer reviews`);

    // Wait for the toast while clicking: on a loaded machine the download event can outlast its 5 s.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      expectToast(page, 'Export complete'),
      page.getByRole('button', { name: 'Export FAQ HTML' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('product-faqs.html');
    const saved = path.join(dir, 'product-faqs.html');
    await download.saveAs(saved);
    const html = readFileSync(saved, 'utf8');
    expect(html).not.toContain('<script>window.__xss');
    expect(html).not.toContain('<img src=x');

    // The file opened in the browser shows the heading and the items, and no script of ours ran.
    await page.goto(`file://${saved}`);
    await page.getByRole('heading', { level: 1, name: 'Product FAQs' }).waitFor();
    expect(await page.getByRole('heading', { level: 2 }).count()).toBe(first);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });
});
