import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { apiAsUser, changePlan } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { expectToast, screenshot } from './support/browser.ts';
import { importListingCsv } from './support/listings.ts';

const FREE_LISTING_CSV = [
  'sku,asin,marketplace,brand,title,bullet1,description',
  'APLUS-FREE-1,B0APLUSFR1,US,Northwind,"Northwind Insulated Steel Water Bottle 32 oz","KEEPS COLD: double-wall vacuum insulation","A stainless steel bottle for the trail."',
].join('\n');

function pdfText(pdf: Buffer): string {
  const parts: string[] = [];
  for (const m of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let body: string;
    try {
      body = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      body = m[1]!;
    }
    for (const tj of body.matchAll(/\[([^\]]*)\]\s*TJ/g))
      parts.push([...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join(''));
  }
  return parts.join(' ').replace(/\s+/g, ' ');
}

test.describe('enhanced content (A+)', () => {
  test('a Pro seller generates A+ content, downloads it as PDF and publishes it to Amazon', async ({ connectedSeller: page }) => {
    await changePlan(page, 'pro');
    const listings = await apiAsUser<{ id: number; asin: string; marketplaceId: string; title: string }[]>(
      page,
      'GET',
      '/api/listings',
    );
    const listing =
      listings.find((l) => l.marketplaceId === 'ATVPDKIKX0DER' && l.asin === 'B07NJDLT99') ??
      listings.find((l) => l.marketplaceId === 'ATVPDKIKX0DER')!;

    await page.goto(`/enhanced-content/${listing.id}`);
    await expect(page.getByRole('heading', { name: 'Enhanced Content Creator' })).toBeVisible();
    await expect(page.getByText('Beta', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Product Title')).toHaveValue(listing.title);
    await expect(page.getByLabel('ASIN')).toHaveValue(listing.asin);
    await expect(page.getByText('No content generated yet')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publish to Amazon' })).toBeDisabled();
    await expect(page.getByTestId('creativity-value')).toHaveText('60');

    await page.getByRole('button', { name: 'Generate Enhanced Content' }).click();
    await expectToast(page, 'Enhanced content generated', 'Your A+ content has been created successfully.');
    await expect(page.getByTestId('aplus-module')).toHaveCount(7);
    await expect(page.getByText("Ready to publish: this content meets Amazon's A+ content requirements")).toBeVisible();
    await screenshot(page, 'aplus-generated-1280');

    // Live re-check in the browser: a price makes the draft unpublishable, undoing it restores the notice.
    const headline = page.getByLabel('Headline').first();
    const original = await headline.inputValue();
    await headline.fill(`${original} only $19.99`);
    await expect(page.getByText(/Price or promotion "\$19\.99"/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publish to Amazon' })).toBeDisabled();
    await headline.fill(original);
    await expect(page.getByText("Ready to publish: this content meets Amazon's A+ content requirements")).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download as PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('aplus-content.pdf');
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(pdf)).toContain(listing.title.replace(/\s+/g, ' '));

    await page.getByRole('button', { name: 'Publish to Amazon' }).click();
    await expectToast(page, 'Content published to Amazon', 'Your Enhanced Brand Content has been submitted for review.');
    await expect(page.getByText('Submitted for review', { exact: true })).toBeVisible();

    // Reopening the screen shows the stored draft.
    await page.reload();
    await expect(page.getByText('Submitted for review', { exact: true })).toBeVisible();
    await expect(page.getByTestId('aplus-module')).toHaveCount(7);
  });

  test('when Amazon refuses A+ access, the screen asks to reconnect Amazon instead of saying Amazon did not answer', async ({
    connectedSeller: page,
  }) => {
    await changePlan(page, 'pro');
    const listings = await apiAsUser<{ id: number; asin: string; marketplaceId: string }[]>(page, 'GET', '/api/listings');
    const listing =
      listings.find((l) => l.marketplaceId === 'ATVPDKIKX0DER' && l.asin === 'B07NJDLT99') ??
      listings.find((l) => l.marketplaceId === 'ATVPDKIKX0DER')!;

    await page.goto(`/enhanced-content/${listing.id}`);
    await page.getByRole('button', { name: 'Generate Enhanced Content' }).click();
    await expectToast(page, 'Enhanced content generated');
    // Amazon answers the next A+ call with 403: this authorisation has no A+ access.
    const fault = await page.request.post('/_emulator/amazon/__emulator/faults', {
      data: { operation: 'validateContentDocumentAsinRelations', kind: '403', count: 1 },
    });
    expect(fault.status()).toBe(200);

    await page.getByRole('button', { name: 'Publish to Amazon' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Amazon refused access to A+ content for your seller account.' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('link', { name: 'Reconnect Amazon' })).toHaveAttribute('href', '/dashboard');
    await expect(page.getByText('Amazon did not answer')).toHaveCount(0);
    await screenshot(page, 'aplus-reconnect');
  });

  test('on Free the page shows the lock with the upgrade and does not offer Generate; a plan lost meanwhile is a lock, not a failure', async ({
    signedInPage: page,
  }) => {
    const listingId = await importListingCsv(page, FREE_LISTING_CSV);
    await page.goto(`/enhanced-content/${listingId}`);
    await expect(page.getByRole('heading', { name: 'Enhanced Content Creator' })).toBeVisible();
    await expect(page.getByTestId('plan-badge-aplus')).toHaveAttribute('aria-label', 'Requires the Pro plan');
    const gate = page.getByRole('note').filter({ hasText: 'A+ content is part of the Pro plan. Upgrade in Settings.' });
    await expect(gate).toBeVisible();
    await expect(gate.getByRole('link', { name: 'Go to Settings' })).toHaveAttribute('href', '/settings');
    const generate = page.getByRole('button', { name: 'Generate Enhanced Content' });
    await expect(generate).toBeDisabled();
    await screenshot(page, 'aplus-free-locked');

    // On Pro the lock goes; the plan then ends while the page is open, and the server refuses.
    await changePlan(page, 'pro');
    await page.reload();
    await expect(generate).toBeEnabled();
    await expect(gate).toHaveCount(0);
    await changePlan(page, 'free');
    await generate.click();
    await expect(gate).toBeVisible();
    await expect(generate).toBeDisabled();
    // The lock comes from the user's tier, read again on the refusal: the plan badge shows too.
    await expect(page.getByTestId('plan-badge-aplus')).toHaveAttribute('aria-label', 'Requires the Pro plan');
    await expect(page.getByText('Generation failed')).toHaveCount(0);
  });

  test('a missing listing shows Listing not found', async ({ signedInPage: page }) => {
    await page.goto('/enhanced-content/999999');
    await expect(page.getByRole('heading', { name: 'Listing not found' })).toBeVisible();
  });
});
