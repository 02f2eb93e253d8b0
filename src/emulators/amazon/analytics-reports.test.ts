import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { conversionDrift, dayOf, demoDay, isoDay, DAY_MS } from './demo-figures.ts';
import { periodBounds } from './analytics-reports.ts';
import { buildSampleListings } from './sample/sample-listings.ts';
import { searchQueriesFor } from './search-queries.ts';
import { api, control, getAccessToken, startEmulator, US, type Emulator, useResetEmulator } from './test-helpers.ts';

const SCHEMAS = new URL('../../../vendor/amazon/spapi-models/schemas/reports/', import.meta.url);
const ajv = new Ajv({ strict: false, allErrors: true });
addFormatsModule.default(ajv);
const schema = (file: string) => ajv.compile(JSON.parse(readFileSync(new URL(file, SCHEMAS), 'utf8')) as object);
const validST = schema('sellerSalesAndTrafficReport.json');
const validSCP = schema('sellingPartnerSearchCatalogPerformanceReport.json');
const validSQP = schema('sellingPartnerSearchQueryPerformanceReport.json');

let emu: Emulator;
let token: string;
useResetEmulator((e, t) => {
  emu = e;
  token = t;
});

async function emulatorNow(): Promise<number> {
  const res = (await (await control(emu.base, 'clock', { advanceSeconds: 0 })).json()) as { now: string };
  return Date.parse(res.now);
}

/** Dates go as Amazon's model wants them: date-times (the report counts whole days). */
async function create(body: Record<string, unknown>, as = token): Promise<Response> {
  const full: Record<string, unknown> = { marketplaceIds: [US], ...body };
  for (const k of ['dataStartTime', 'dataEndTime'] as const)
    if (typeof full[k] === 'string') full[k] = `${full[k] as string}T${k === 'dataStartTime' ? '00:00:00' : '23:59:59'}Z`;
  return api(emu.base, as, '/reports/2021-06-30/reports', { method: 'POST', body: JSON.stringify(full) });
}

/** Polls to the end and returns the final status and the parsed document, if any. */
async function finish(reportId: string): Promise<{ status: string; document?: unknown }> {
  for (;;) {
    const report = (await (await api(emu.base, token, `/reports/2021-06-30/reports/${reportId}`)).json()) as {
      processingStatus: string;
      reportDocumentId?: string;
    };
    if (report.processingStatus === 'IN_QUEUE' || report.processingStatus === 'IN_PROGRESS') continue;
    if (report.processingStatus !== 'DONE') return { status: report.processingStatus };
    const doc = (await (await api(emu.base, token, `/reports/2021-06-30/documents/${report.reportDocumentId}`)).json()) as {
      url: string;
    };
    const bytes = Buffer.from(await (await fetch(doc.url)).arrayBuffer());
    return { status: 'DONE', document: JSON.parse(gunzipSync(bytes).toString('utf8')) };
  }
}

async function run(body: Record<string, unknown>): Promise<{ status: string; document?: unknown }> {
  const res = await create(body);
  expect(res.status).toBe(202);
  return finish(((await res.json()) as { reportId: string }).reportId);
}

/** The last complete Sunday-to-Saturday week before the emulator's today. */
async function lastWeek(): Promise<{ start: string; end: string }> {
  const today = dayOf(await emulatorNow());
  let end = today - 1;
  while (new Date(end * DAY_MS).getUTCDay() !== 6) end--;
  return { start: isoDay(end - 6), end: isoDay(end) };
}

type StDoc = {
  salesAndTrafficByDate: { date: string }[];
  salesAndTrafficByAsin: { childAsin: string; trafficByAsin: { sessions: number }; salesByAsin: { unitsOrdered: number } }[];
};

describe('Sales and Traffic report', () => {
  it('serves daily child-ASIN figures valid against Amazon’s schema, the same on every request', async () => {
    const day = isoDay(dayOf(await emulatorNow()) - 10);
    const body = {
      reportType: 'GET_SALES_AND_TRAFFIC_REPORT',
      reportOptions: { dateGranularity: 'DAY', asinGranularity: 'CHILD' },
      dataStartTime: day,
      dataEndTime: day,
    };
    const first = await run(body);
    expect(first.status).toBe('DONE');
    expect(validST(first.document), JSON.stringify(validST.errors)).toBe(true);
    const doc = first.document as StDoc;
    expect(doc.salesAndTrafficByDate.map((d) => d.date)).toEqual([day]);
    const yeti = doc.salesAndTrafficByAsin.find((r) => r.childAsin === 'B07NJDLT99');
    expect(yeti?.trafficByAsin.sessions).toBeGreaterThan(0);
    expect((await run(body)).document).toEqual(first.document);
  });

  it('answers a range: daily account rows, and each ASIN summed over the whole range', async () => {
    const today = dayOf(await emulatorNow());
    const days = [today - 20, today - 19, today - 18].map(isoDay);
    const body = (from: string, to: string) => ({
      reportType: 'GET_SALES_AND_TRAFFIC_REPORT',
      reportOptions: { dateGranularity: 'DAY', asinGranularity: 'CHILD' },
      dataStartTime: from,
      dataEndTime: to,
    });
    const range = await run(body(days[0]!, days[2]!));
    expect(range.status).toBe('DONE');
    expect(validST(range.document), JSON.stringify(validST.errors)).toBe(true);
    const doc = range.document as StDoc;
    expect(doc.salesAndTrafficByDate.map((d) => d.date)).toEqual(days);
    const singles = await Promise.all(days.map(async (d) => (await run(body(d, d))).document as StDoc));
    for (const row of doc.salesAndTrafficByAsin) {
      const each = singles.map((s) => s.salesAndTrafficByAsin.find((r) => r.childAsin === row.childAsin)!);
      expect(row.trafficByAsin.sessions).toBe(each.reduce((n, r) => n + r.trafficByAsin.sessions, 0));
      expect(row.salesByAsin.unitsOrdered).toBe(each.reduce((n, r) => n + r.salesByAsin.unitsOrdered, 0));
    }
  });

  it('cuts a range that reaches today to the last complete day', async () => {
    const today = dayOf(await emulatorNow());
    const range = await run({
      reportType: 'GET_SALES_AND_TRAFFIC_REPORT',
      reportOptions: { dateGranularity: 'DAY', asinGranularity: 'CHILD' },
      dataStartTime: isoDay(today - 3),
      dataEndTime: isoDay(today),
    });
    expect(range.status).toBe('DONE');
    expect((range.document as StDoc).salesAndTrafficByDate.map((d) => d.date)).toEqual(
      [today - 3, today - 2, today - 1].map(isoDay),
    );
  });

  it('has no figures for a day that has not ended, until the clock moves past it', async () => {
    const today = isoDay(dayOf(await emulatorNow()));
    const body = {
      reportType: 'GET_SALES_AND_TRAFFIC_REPORT',
      reportOptions: { dateGranularity: 'DAY', asinGranularity: 'CHILD' },
      dataStartTime: today,
      dataEndTime: today,
    };
    expect((await run(body)).status).toBe('CANCELLED');
    await control(emu.base, 'clock', { advanceSeconds: 86_400 });
    token = await getAccessToken(emu.base); // the old one expired with the hour
    expect((await run(body)).status).toBe('DONE');
  });

  it('revises the two most recent days: a later report of the same day has its final units', async () => {
    const yesterday = isoDay(dayOf(await emulatorNow()) - 1);
    const body = {
      reportType: 'GET_SALES_AND_TRAFFIC_REPORT',
      reportOptions: { dateGranularity: 'DAY', asinGranularity: 'CHILD' },
      dataStartTime: yesterday,
      dataEndTime: yesterday,
    };
    const units = (d: unknown) => (d as StDoc).salesAndTrafficByAsin.reduce((n, r) => n + r.salesByAsin.unitsOrdered, 0);
    const preliminary = units((await run(body)).document);
    await control(emu.base, 'clock', { advanceSeconds: 3 * 86_400 });
    token = await getAccessToken(emu.base);
    expect(units((await run(body)).document)).toBeGreaterThan(preliminary);
  });

  it('refuses a seller without the Brand Analytics role with 403 Unauthorized, as Amazon does', async () => {
    const blueHarbor = await getAccessToken(emu.base, 'A3DEMOSELLER02');
    const res = await create(
      { reportType: 'GET_SALES_AND_TRAFFIC_REPORT', reportOptions: { dateGranularity: 'DAY' } },
      blueHarbor,
    );
    expect(res.status).toBe(403);
    expect(((await res.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe('Unauthorized');
    const sqp = await create(
      { reportType: 'GET_BRAND_ANALYTICS_SEARCH_QUERY_PERFORMANCE_REPORT', reportOptions: { reportPeriod: 'WEEK', asin: 'B0X' } },
      blueHarbor,
    );
    expect(sqp.status).toBe(403);
  });

  it('takes one marketplace per request', async () => {
    const res = await create({ reportType: 'GET_SALES_AND_TRAFFIC_REPORT', marketplaceIds: [US, 'A2EUQ1WTGCTBG2'] });
    expect(res.status).toBe(400);
  });
});

describe('demo figures', () => {
  const [listing] = buildSampleListings();
  const today = 30_000;

  it('drift conversion after a push by the change in health score, from the next day on', () => {
    const pushedAt = (today - 20) * DAY_MS + 3_600_000;
    const up = { ...listing!, pushes: [{ at: pushedAt, scoreDelta: 20 }] };
    expect(conversionDrift(up, today - 20)).toBe(0);
    expect(conversionDrift(up, today - 19)).toBeCloseTo(0.4);
    const down = { ...listing!, pushes: [{ at: pushedAt, scoreDelta: -50 }] };
    expect(conversionDrift(down, today - 10)).toBe(-0.6);
    const sum = (l: typeof listing, from: number) => {
      let units = 0;
      let sessions = 0;
      for (let d = from; d < from + 14; d++) {
        const f = demoDay(l!, d, today);
        units += f.unitsOrdered;
        sessions += f.sessions;
      }
      return units / sessions;
    };
    expect(sum(up, today - 18)).toBeGreaterThan(sum(listing, today - 18) * 1.25);
    expect(sum(down, today - 18)).toBeLessThan(sum(listing, today - 18) * 0.6);
    // Same sessions either way: only conversion moves.
    expect(demoDay(up, today - 5, today).sessions).toBe(demoDay(listing!, today - 5, today).sessions);
  });
});

describe('Brand Analytics reports', () => {
  it('serve Search Catalog Performance for a Sunday-to-Saturday week, valid against Amazon’s schema', async () => {
    const week = await lastWeek();
    const result = await run({
      reportType: 'GET_BRAND_ANALYTICS_SEARCH_CATALOG_PERFORMANCE_REPORT',
      reportOptions: { reportPeriod: 'WEEK' },
      dataStartTime: week.start,
      dataEndTime: week.end,
    });
    expect(result.status).toBe('DONE');
    expect(validSCP(result.document), JSON.stringify(validSCP.errors)).toBe(true);
    expect((result.document as { dataByAsin: unknown[] }).dataByAsin.length).toBeGreaterThan(10);
  });

  it('serve Search Query Performance for the asked ASINs, with each listing’s real shopper query', async () => {
    const week = await lastWeek();
    const result = await run({
      reportType: 'GET_BRAND_ANALYTICS_SEARCH_QUERY_PERFORMANCE_REPORT',
      reportOptions: { reportPeriod: 'WEEK', asin: 'B07NJDLT99 B0128UK6IK' },
      dataStartTime: week.start,
      dataEndTime: week.end,
    });
    expect(result.status).toBe('DONE');
    expect(validSQP(result.document), JSON.stringify(validSQP.errors)).toBe(true);
    const rows = (result.document as { dataByAsin: { asin: string; searchQueryData: { searchQuery: string } }[] }).dataByAsin;
    expect(new Set(rows.map((r) => r.asin))).toEqual(new Set(['B07NJDLT99', 'B0128UK6IK']));
    expect(rows.map((r) => r.searchQueryData.searchQuery)).toContain('incase macbook air 13 inch case');
  });

  it('end FATAL when the dates are not one period’s bounds', async () => {
    const week = await lastWeek();
    const monday = isoDay(dayOf(Date.parse(week.start)) + 1);
    const sunday = isoDay(dayOf(Date.parse(week.end)) + 1);
    const result = await run({
      reportType: 'GET_BRAND_ANALYTICS_SEARCH_QUERY_PERFORMANCE_REPORT',
      reportOptions: { reportPeriod: 'WEEK', asin: 'B07NJDLT99' },
      dataStartTime: monday,
      dataEndTime: sunday,
    });
    expect(result.status).toBe('FATAL');
  });

  it('refuse an asin option over 200 characters or none at all', async () => {
    const asins = Array.from({ length: 19 }, (_, i) => `B0${String(i).padStart(8, '0')}`).join(' ');
    expect(asins.length).toBeGreaterThan(200);
    const week = await lastWeek();
    const base = {
      reportType: 'GET_BRAND_ANALYTICS_SEARCH_QUERY_PERFORMANCE_REPORT',
      dataStartTime: week.start,
      dataEndTime: week.end,
    };
    expect((await create({ ...base, reportOptions: { reportPeriod: 'WEEK', asin: asins } })).status).toBe(400);
    expect((await create({ ...base, reportOptions: { reportPeriod: 'WEEK' } })).status).toBe(400);
  });

  it('know the bounds of weeks, months and quarters', () => {
    const day = (iso: string) => dayOf(Date.parse(`${iso}T00:00:00Z`));
    expect(periodBounds('WEEK', day('2026-11-22'))).toEqual({ start: day('2026-11-22'), end: day('2026-11-28') });
    expect(periodBounds('WEEK', day('2026-11-23'))).toBeUndefined();
    expect(periodBounds('MONTH', day('2026-02-01'))?.end).toBe(day('2026-02-28'));
    expect(periodBounds('QUARTER', day('2026-10-01'))?.end).toBe(day('2026-12-31'));
    expect(periodBounds('QUARTER', day('2026-11-01'))).toBeUndefined();
  });

  it('give every demo listing 10 to 40 queries', () => {
    for (const l of buildSampleListings()) {
      const queries = searchQueriesFor(l);
      expect(queries.length, l.sku).toBeGreaterThanOrEqual(10);
      expect(queries.length, l.sku).toBeLessThanOrEqual(40);
      expect(new Set(queries).size).toBe(queries.length);
    }
  });
});

describe('createReport rate', () => {
  it('allows a burst of 15, then answers 429 until the bucket refills', async () => {
    const slow: Emulator = await startEmulator({ speedFactor: 1 });
    try {
      const t = await getAccessToken(slow.base);
      const statuses: number[] = [];
      for (let i = 0; i < 16; i++) {
        const res = await api(slow.base, t, '/reports/2021-06-30/reports', {
          method: 'POST',
          body: JSON.stringify({ reportType: 'GET_SALES_AND_TRAFFIC_REPORT', marketplaceIds: [US] }),
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 15).every((s) => s === 202)).toBe(true);
      expect(statuses[15]).toBe(429);
      await control(slow.base, 'clock', { advanceSeconds: 60 });
      const after = await api(slow.base, t, '/reports/2021-06-30/reports', {
        method: 'POST',
        body: JSON.stringify({ reportType: 'GET_SALES_AND_TRAFFIC_REPORT', marketplaceIds: [US] }),
      });
      expect(after.status).toBe(202);
    } finally {
      await slow.close();
    }
  });
});
