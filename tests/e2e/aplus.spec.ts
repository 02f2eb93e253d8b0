import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectToast, openBrowser, screenshot, signUp, type Browser } from './support/browser.ts';
import { syncSampleListings } from './support/amazon.ts';

let b: Browser;
beforeEach(async () => {
  b = await openBrowser();
});
afterEach(async () => {
  await b.close();
});


/** Calls the API as the signed-in user, with the token the app keeps in localStorage. */
function apiAsUser<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ([m, u, payload]) => {
      const token = localStorage.getItem('auth_token');
      const res = await fetch(u as string, { method: m as string, headers: { Authorization: `Bearer ${token}`, ...(payload ? { 'Content-Type': 'application/json' } : {}) }, body: payload ? JSON.stringify(payload) : undefined });
      return res.json();
    },
    [method, url, body] as const,
  ) as Promise<T>;
}

function pdfText(pdf: Buffer): string {
  const parts: string[] = [];
  for (const m of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let body: string;
    try {
      body = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      body = m[1]!;
    }
    for (const tj of body.matchAll(/\[([^\]]*)\]\s*TJ/g)) parts.push([...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join(''));
  }
  return parts.join(' ').replace(/\s+/g, ' ');
}

describe('enhanced content (A+)', () => {
  it('a Pro seller generates A+ content, downloads it as PDF and publishes it to Amazon', async () => {
    const { page, baseUrl } = b;
    await signUp(b);
    await syncSampleListings(page, baseUrl);
    await apiAsUser(page, 'POST', '/api/user/upgrade', { tier: 'pro' });
    const listings = await apiAsUser<{ id: number; asin: string; marketplaceId: string; title: string }[]>(page, 'GET', '/api/listings');
    const listing = listings.find((l) => l.marketplaceId === 'ATVPDKIKX0DER' && l.asin === 'B07NJDLT99') ?? listings.find((l) => l.marketplaceId === 'ATVPDKIKX0DER')!;

    await page.goto(`${baseUrl}/enhanced-content/${listing.id}`);
    await page.getByRole('heading', { name: 'Enhanced Content Creator' }).waitFor();
    await page.getByText('Beta', { exact: true }).waitFor();
    expect(await page.getByLabel('Product Title').inputValue()).toBe(listing.title);
    expect(await page.getByLabel('ASIN').inputValue()).toBe(listing.asin);
    await page.getByText('No content generated yet').waitFor();
    expect(await page.getByRole('button', { name: 'Publish to Amazon' }).isDisabled()).toBe(true);
    expect(await page.getByTestId('creativity-value').textContent()).toBe('60');

    await page.getByRole('button', { name: 'Generate Enhanced Content' }).click();
    await expectToast(page, 'Enhanced content generated', 'Your A+ content has been created successfully.');
    expect(await page.getByTestId('aplus-module').count()).toBe(7);
    await page.getByText("Ready to publish: this content meets Amazon's A+ content requirements").waitFor();
    await screenshot(page, 'aplus-generated-1280');

    // Live re-check in the browser: a price makes the draft unpublishable, undoing it restores the notice.
    const headline = page.getByLabel('Headline').first();
    const original = await headline.inputValue();
    await headline.fill(`${original} only $19.99`);
    await page.getByText(/Price or promotion "\$19\.99"/).waitFor();
    expect(await page.getByRole('button', { name: 'Publish to Amazon' }).isDisabled()).toBe(true);
    await headline.fill(original);
    await page.getByText("Ready to publish: this content meets Amazon's A+ content requirements").waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download as PDF' }).click()]);
    expect(download.suggestedFilename()).toBe('aplus-content.pdf');
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(pdf)).toContain(listing.title.replace(/\s+/g, ' '));

    await page.getByRole('button', { name: 'Publish to Amazon' }).click();
    await expectToast(page, 'Content published to Amazon', 'Your Enhanced Brand Content has been submitted for review.');
    await page.getByText('Submitted for review', { exact: true }).waitFor();

    // Reopening the screen shows the stored draft.
    await page.reload();
    await page.getByText('Submitted for review', { exact: true }).waitFor();
    expect(await page.getByTestId('aplus-module').count()).toBe(7);
  });

  it('a missing listing shows Listing not found', async () => {
    const { page, baseUrl } = b;
    await signUp(b);
    await page.goto(`${baseUrl}/enhanced-content/999999`);
    await page.getByRole('heading', { name: 'Listing not found' }).waitFor();
  });
});
