/**
 * The shared report runner against the Amazon emulator: every way a report can end is an outcome,
 * the document is checked against Amazon's schema, and a missing role is told apart from a failure.
 */
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SELLER_ID } from '../../src/emulators/amazon/demo-app.ts';
import type { Database } from '../../src/server/db/client.ts';
import {
  createSpApi,
  runJsonReport,
  SALES_AND_TRAFFIC_REPORT,
  SEARCH_QUERY_PERFORMANCE_REPORT,
  type SpApiClient,
} from '../../src/server/integrations/spapi/index.ts';
import { createTestDatabase } from '../setup/test-db.ts';
import { amazonConfig, emulatorControl, startAmazonEmulator, type TestEmulator } from '../helpers/amazon.ts';

const US = 'ATVPDKIKX0DER';
const SPEED = 1000;
let emulator: TestEmulator;
let database: Database;

beforeAll(async () => {
  emulator = await startAmazonEmulator({ speedFactor: SPEED });
  database = await createTestDatabase();
});
beforeEach(async () => {
  await emulatorControl(emulator.base, 'reset', {});
});
afterAll(async () => {
  await database?.close();
  await emulator?.close();
});

function clientFor(sellerId: string, refreshToken: string, fetchImpl?: typeof fetch): SpApiClient {
  const spapi = createSpApi({ amazon: amazonConfig(emulator.base, SPEED).amazon, db: database.db, fetch: fetchImpl });
  return spapi.clientFor({ sellingPartnerId: sellerId, region: 'NA', refreshToken });
}
const northwind = () => clientFor(DEMO_SELLER_ID, 'Atzr|demo-refresh-token-A2DEMOSELLER01');

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const salesAndTraffic = (day = yesterday()) =>
  ({
    reportType: SALES_AND_TRAFFIC_REPORT,
    marketplaceId: US,
    reportOptions: { dateGranularity: 'DAY', asinGranularity: 'CHILD' },
    dataStartTime: `${day}T00:00:00Z`,
    dataEndTime: `${day}T23:59:59Z`,
  }) as const;

describe('runJsonReport', () => {
  it('requests, polls, downloads and validates a report into a typed document', async () => {
    const outcome = await runJsonReport(northwind(), salesAndTraffic(), { speedFactor: SPEED });
    expect(outcome.status).toBe('DONE');
    if (outcome.status !== 'DONE') return;
    expect(outcome.document.reportSpecification.reportType).toBe(SALES_AND_TRAFFIC_REPORT);
    const row = outcome.document.salesAndTrafficByAsin.find((r) => r.childAsin === 'B07NJDLT99');
    expect(row?.trafficByAsin.sessions).toBeGreaterThan(0);
  });

  it('answers FATAL and CANCELLED as outcomes, never as errors', async () => {
    await emulatorControl(emulator.base, 'settings', { nextReportOutcome: 'FATAL' });
    const fatal = await runJsonReport(northwind(), salesAndTraffic(), { speedFactor: SPEED });
    expect(fatal).toMatchObject({ status: 'FATAL', reason: 'The report could not be generated.' });
    const today = new Date().toISOString().slice(0, 10);
    expect((await runJsonReport(northwind(), salesAndTraffic(today), { speedFactor: SPEED })).status).toBe('CANCELLED');
  });

  it('calls a report late when it is not ready by the deadline', async () => {
    await emulatorControl(emulator.base, 'settings', { reportPollsToDone: 1000 });
    const outcome = await runJsonReport(northwind(), salesAndTraffic(), { speedFactor: SPEED, deadlineMs: 30_000 });
    expect(outcome.status).toBe('LATE');
  });

  it('tells a missing Brand Analytics role apart from a failure', async () => {
    const blueHarbor = clientFor('A3DEMOSELLER02', 'Atzr|demo-refresh-token-A3DEMOSELLER02');
    const outcome = await runJsonReport(
      blueHarbor,
      { reportType: SEARCH_QUERY_PERFORMANCE_REPORT, marketplaceId: US, reportOptions: { reportPeriod: 'WEEK', asin: 'B0X' } },
      { speedFactor: SPEED },
    );
    expect(outcome.status).toBe('ROLE_MISSING');
  });

  it('uses nothing of a document that does not match Amazon’s schema', async () => {
    const broken: typeof fetch = async (input, init) => {
      if (String(input).includes('/report-documents/'))
        return new Response(gzipSync(JSON.stringify({ reportSpecification: {}, salesAndTrafficByAsin: 'nope' })), {
          headers: { 'content-type': 'application/json; charset=UTF-8' },
        });
      return fetch(input, init);
    };
    const client = northwind();
    const outcome = await runJsonReport(client, salesAndTraffic(), { speedFactor: SPEED, fetch: broken });
    expect(outcome.status).toBe('INVALID');
    if (outcome.status === 'INVALID') expect(outcome.errors.length).toBeGreaterThan(0);
  });
});
