import { describe, expect, it } from 'vitest';
import { bearer, registerUser, type TestApp, useTestApp } from '../helpers/app.ts';
import { sellerWithListing } from '../helpers/seller.ts';

/**
 * Routes anyone may call. Everything else under /api must answer 401 without a token, and 404
 * for another user's ids. Adding a public route means adding it here, on purpose.
 */
const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/config',
  'POST /api/auth/register',
  'POST /api/auth/login',
  // Mailed links: whoever holds the link may use it, signed in or not.
  'POST /api/auth/verify-email',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/google',
  'GET /api/auth/google/start',
  'GET /api/auth/google/callback',
  // The popup's script: the same static file for everyone (Google sign-in is on in the embedded default).
  'GET /api/auth/google/popup.js',
  'GET /api/amazon/callback',
  'POST /api/billing/webhook',
  // A screen can break before sign-in (the login page): reports need no session.
  'POST /api/client-errors',
  // Contact Sales is a public form: visitors ask before they have an account.
  'POST /api/billing/sales-inquiries',
  // One-click unsubscribe from alert mail: the signed link is the proof, as mail clients post it without a session.
  'GET /api/alerts/unsubscribe',
  'POST /api/alerts/unsubscribe',
]);

let t: TestApp;
let ownerListingId: number;
let intruder: string;
let apiRoutes: { method: string; url: string }[];

useTestApp(async (app) => {
  t = app;
  const owner = await sellerWithListing(t, {
    listing: { sku: 'OWNER-1', title: 'Owner listing', bullets: ['One'], description: 'Private text' },
  });
  ownerListingId = owner.listingId;
  intruder = (await registerUser(t.app)).token;
  apiRoutes = t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
});

function fill(url: string, id: number | string): string {
  return url.replace(/:[A-Za-z]+/g, String(id));
}

describe('every /api route', () => {
  it('is known to the table', () => {
    expect(apiRoutes.length).toBeGreaterThan(5);
  });

  it('answers 401 without a token unless it is public', async () => {
    const failures: string[] = [];
    for (const route of apiRoutes) {
      const key = `${route.method} ${route.url}`;
      if (PUBLIC.has(key)) continue;
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: fill(route.url, ownerListingId),
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      if (res.statusCode !== 401) failures.push(`${key} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it("answers 404 with another user's token on any id, and never shows the owner's data", async () => {
    const failures: string[] = [];
    for (const route of apiRoutes) {
      if (!/:[A-Za-z]+/.test(route.url) || PUBLIC.has(`${route.method} ${route.url}`)) continue;
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: fill(route.url, ownerListingId),
        headers: bearer(intruder),
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      // A body the route rejects before looking the id up (400) reveals nothing either.
      if (![404, 400].includes(res.statusCode) || res.body.includes('Private text') || res.body.includes('Owner listing')) {
        failures.push(`${route.method} ${route.url} → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
