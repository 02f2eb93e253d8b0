/**
 * The 90-report performance backfill and a seller's sync share createReport's budget (burst 15, then
 * one a minute, in the database). The backfill draws in the background and leaves part of the burst,
 * so a sync started while it runs gets its listings report at once instead of queueing behind it.
 * Amazon's clock runs 3 times faster here: after the burst, the backfill gets one report every 20 s.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_SELLER_ID } from '../../src/emulators/amazon/demo-app.ts';
import { SALES_AND_TRAFFIC_REPORT } from '../../src/server/integrations/spapi/report-types.ts';
import { registerUser } from '../helpers/app.ts';
import {
  connectSeller,
  emulatorCalls,
  syncToEnd,
  useAmazonApp,
  type AmazonTestApp,
  type EmulatorCall,
  type TestEmulator,
} from '../helpers/amazon.ts';
import { waitForReportBurstSpent } from '../helpers/rate-buckets.ts';
import { waitFor } from '../helpers/wait.ts';

const LISTINGS_REPORT = 'GET_MERCHANT_LISTINGS_ALL_DATA';
let emulator: TestEmulator;
let t: AmazonTestApp;

useAmazonApp(3, (e, app) => {
  emulator = e;
  t = app;
});

const created = (calls: EmulatorCall[], reportType: string) =>
  calls.filter((c) => c.operation === 'createReport' && c.status === 202 && c.reportType === reportType);

describe('createReport priority', () => {
  it('creates the listings report of a sync started during the backfill without waiting for the backfill', async () => {
    const { token } = await registerUser(t.app);
    expect(await connectSeller(t.app, token, emulator.base, DEMO_SELLER_ID)).toBe('/?connected=true');
    // The first sync queues the 90-day backfill when it finishes.
    await syncToEnd(t.app, token, 120_000);

    // The backfill has spent the burst down to the reserve: its next report is 20 s away.
    await waitForReportBurstSpent(t.database.db, DEMO_SELLER_ID);
    const before = await emulatorCalls(emulator.base);
    const backfillSoFar = created(before, SALES_AND_TRAFFIC_REPORT).length;
    expect(backfillSoFar).toBeGreaterThan(0);
    expect(backfillSoFar).toBeLessThan(90);

    const done = await syncToEnd(t.app, token, 120_000);
    expect(done.status).toBe('done');
    const after = (await emulatorCalls(emulator.base)).slice(before.length);
    const listingsReports = created(after, LISTINGS_REPORT);
    expect(listingsReports.length).toBeGreaterThan(0);
    // Every listings report of the second sync was created before the backfill's next report.
    const firstBackfillAfter = after.findIndex((c) => created([c], SALES_AND_TRAFFIC_REPORT).length === 1);
    const lastListingsReport = after.lastIndexOf(listingsReports.at(-1)!);
    if (firstBackfillAfter >= 0) expect(lastListingsReport).toBeLessThan(firstBackfillAfter);
    // And the backfill goes on: it was held to the reserve, not stopped.
    await waitFor(
      async () => created(await emulatorCalls(emulator.base), SALES_AND_TRAFFIC_REPORT).length > backfillSoFar,
      90_000,
    );
  }, 300_000);
});
