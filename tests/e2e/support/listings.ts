import type { Page } from '@playwright/test';

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
