import { describe, expect, it } from 'vitest';
import { bearer, registerUser, type TestApp, useTestApp } from '../helpers/app.ts';
import { askHealthWhile } from '../helpers/health-while.ts';
import { importListingsFile, tumblersCsv } from '../helpers/listings-file.ts';

/**
 * A large CSV export shares the event loop with every other request: health checks asked while it
 * runs are answered while it runs, not after it (ordering, not wall time; the figures are in
 * `npm run bench`).
 */
let t: TestApp;
useTestApp((app) => {
  t = app;
});

const LISTINGS = 3000;

describe('GET /api/imports/listings.csv of many listings', () => {
  it('answers health checks asked during the export before the export ends', async () => {
    const seller = await registerUser(t.app);
    await importListingsFile(t.app, seller.token, tumblersCsv(LISTINGS));

    const { res, order } = await askHealthWhile(
      t.app,
      t.app.inject({ method: 'GET', url: '/api/imports/listings.csv', headers: bearer(seller.token) }),
      'export',
    );
    expect(res.statusCode).toBe(200);
    expect(res.body.split('\r\n').filter(Boolean)).toHaveLength(LISTINGS + 1);
    // Written in chunks that yield: health is answered again and again while the export runs.
    expect(order.indexOf('export')).toBeGreaterThan(3);
  });
});
