/**
 * The first import starts at consent: a seller who closes the tab after Amazon's consent page, or an
 * HTTP client that never calls POST /api/listings/sync, still gets the listings and then the sales
 * and traffic figures. And the web app's own call after consent joins the run under way.
 */
import { describe, expect, it } from 'vitest';
import type { PerformanceSummary } from '../../src/core/api/performance.ts';
import type { AmazonConnection } from '../../src/core/api/amazon.ts';
import { bearer, registerUser } from '../helpers/app.ts';
import { connectSeller, startSync, useAmazonApp, type AmazonTestApp, type TestEmulator } from '../helpers/amazon.ts';
import { waitFor } from '../helpers/wait.ts';

let emulator: TestEmulator;
let t: AmazonTestApp;

useAmazonApp(1000, (e, app) => {
  emulator = e;
  t = app;
});

async function get<T>(token: string, url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

describe('first import at consent', () => {
  it('a consent with no later client call produces listings and a performance import', async () => {
    const { token } = await registerUser(t.app);
    expect(await connectSeller(t.app, token, emulator.base)).toBe('/?connected=true');

    // No POST /api/listings/sync: the callback queued the import.
    const connection = await get<AmazonConnection>(token, '/api/amazon/connection');
    expect(connection.sync?.status).toMatch(/queued|running|done/);

    const listings = await waitFor(async () => {
      const rows = await get<unknown[]>(token, '/api/listings');
      return rows.length > 0 && rows;
    }, 60_000);
    expect(listings.length).toBeGreaterThan(0);

    // The listings import's end queues the performance import: its first days come in.
    const summary = await waitFor(async () => {
      const s = await get<PerformanceSummary>(token, '/api/performance/summary');
      return s.freshness.some((f) => f.lastDay !== null) && s;
    }, 60_000);
    expect(summary.freshness[0]!.lastDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("the web app's Sync right after consent follows the run the consent started", async () => {
    const { token } = await registerUser(t.app);
    expect(await connectSeller(t.app, token, emulator.base)).toBe('/?connected=true');
    const started = (await get<AmazonConnection>(token, '/api/amazon/connection')).sync;
    expect(started).not.toBeNull();
    const sync = await startSync(t.app, token);
    expect(sync.statusCode).toBe(202);
    // Still under way: the same run; already done (a small catalogue at ×1000): a new one after it.
    if (sync.body.status === 'queued' || sync.body.status === 'running') expect(sync.body.jobId).toBe(started!.id);
    else expect(sync.body.jobId).toBeGreaterThan(started!.id);
  });
});
