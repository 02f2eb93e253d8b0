/**
 * Out-of-range numbers: the review sent a keyword volume of 3,000,000,000 and an alert id of 2^31,
 * and both reached the database. Each is refused with a 400 that names the field.
 */
import { describe, expect, it } from 'vitest';
import { bearer, registerUser, type TestApp, useTestApp } from '../helpers/app.ts';
import { importListingsFile } from '../helpers/listings-file.ts';
import { multipartBody } from '../helpers/multipart.ts';

let t: TestApp;
useTestApp((app) => {
  t = app;
});

const TOO_LARGE = 2 ** 31;

async function sellerWithListing() {
  const seller = await registerUser(t.app);
  await importListingsFile(t.app, seller.token, 'sku,title,bullet1,description\nMUG-12,Camp Mug 12 oz,Enamel coated,A mug.');
  const listings = await t.app.inject({ url: '/api/listings', headers: bearer(seller.token) });
  return { ...seller, listingId: listings.json()[0].id as number };
}

describe('numbers larger than an integer column', () => {
  it('refuses a keyword volume of 3,000,000,000 in a file, naming the column', async () => {
    const { token, listingId } = await sellerWithListing();
    const body = await multipartBody({}, { name: 'keywords.csv', content: 'keyword,volume\ncamp mug,3000000000\n' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/keywords/${listingId}/upload`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain('"3000000000" is too large (at most 2,147,483,647)');
    expect(res.json().message).toContain('volume');
  });

  it.each([
    ['POST', `/api/alerts/${TOO_LARGE}/dismiss`, 'params.id', 'Alert id is too large'],
    ['GET', `/api/alerts?listingId=${TOO_LARGE}`, 'querystring.listingId', 'listingId is too large'],
    ['GET', `/api/listings/${TOO_LARGE}`, 'params.id', 'Listing id is too large'],
  ] as const)('refuses %s %s with a 400 naming %s', async (method, url, path, message) => {
    const { token } = await registerUser(t.app);
    const res = await t.app.inject({ method, url, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message, issues: [{ path, message }] });
  });

  it('refuses a batch naming a listing id of 2^31 in the body', async () => {
    const { token } = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/batch/optimize',
      headers: bearer(token),
      payload: { listingIds: [TOO_LARGE], language: 'en' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().issues[0]).toMatchObject({ path: 'body.listingIds.0', message: 'listingIds is too large' });
  });
});
