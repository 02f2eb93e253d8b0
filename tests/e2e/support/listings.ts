import { expect, type Locator, type Page } from '@playwright/test';
import { expectToast } from './browser.ts';

/**
 * Imports a listings CSV with the signed-in session's token (the upload the dashboard dialog
 * makes) and answers the id of the first listing.
 */
export async function importListingCsv(page: Page, csv: string): Promise<number> {
  return page.evaluate(async (text) => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('auth_token')}` };
    const form = new FormData();
    form.append('marketplace', 'US');
    form.append('file', new Blob([text], { type: 'text/csv' }), 'listings.csv');
    const res = await fetch('/api/imports', { method: 'POST', headers, body: form });
    if (!res.ok) throw new Error(`import ${res.status}: ${await res.text()}`);
    // Without paging parameters the API answers the plain array.
    const list = (await (await fetch('/api/listings', { headers })).json()) as { id: number }[];
    return list[0]!.id;
  }, csv);
}

/**
 * A US listing of the general PRODUCT type from the demo seller's import: its schema has title,
 * bullets and description, so it can be pushed, and the demo gives it performance figures.
 */
export async function findPushableListingId(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const res = await fetch('/api/listings', { headers: { authorization: `Bearer ${localStorage.getItem('auth_token')}` } });
    const rows = (await res.json()) as { id: number; marketplaceId: string; productType: string | null; source: string }[];
    const row = rows.find((r) => r.marketplaceId === 'ATVPDKIKX0DER' && r.productType === 'PRODUCT' && r.source === 'amazon');
    if (!row) throw new Error('no pushable US listing after sync');
    return row.id;
  });
}

/** On a listing's Optimize page: Optimize Now, then Save to Amazon; answers the open push dialog. */
export async function optimizeAndOpenPushDialog(page: Page): Promise<Locator> {
  await showEditor(page);
  await page.getByRole('button', { name: 'Optimize Now' }).click();
  await expectToast(page, 'Optimization complete', 'Your listing has been successfully optimized');
  await page.getByRole('button', { name: 'Save to Amazon' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save to Amazon?' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Below 1024 px the Optimize page shows its two cards as tabs: the editor is one click away. */
export async function showEditor(page: Page): Promise<void> {
  if ((page.viewportSize()?.width ?? 0) < 1024) await page.getByRole('tab', { name: 'Editor' }).click();
}
