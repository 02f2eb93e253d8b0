import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { bearer, registerUser, type TestApp, useTestApp } from '../helpers/app.ts';
import { multipartBody } from '../helpers/multipart.ts';

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
    const csv = ['sku,title,bullet1,description'];
    for (let i = 0; i < LISTINGS; i++) csv.push(`SKU-${i},Steel Tumbler ${i} oz,Keeps drinks cold,A steel tumbler.`);
    const body = await multipartBody({ marketplace: 'US' }, { name: 'listings.csv', content: csv.join('\n') });
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/imports',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(seller.token) },
    });
    expect(imported.statusCode, imported.body).toBe(200);

    const order: string[] = [];
    let done = false;
    const exported = t.app
      .inject({ method: 'GET', url: '/api/imports/listings.csv', headers: bearer(seller.token) })
      .finally(() => {
        done = true;
        order.push('export');
      });
    while (!done) {
      await nextTurn();
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      order.push('health');
    }
    const res = await exported;
    expect(res.statusCode).toBe(200);
    expect(res.body.split('\r\n').filter(Boolean)).toHaveLength(LISTINGS + 1);
    // Written in chunks that yield: health is answered again and again while the export runs.
    expect(order.indexOf('export')).toBeGreaterThan(3);
  });
});
