import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { bearer, registerUser, type TestApp, useTestApp } from '../helpers/app.ts';
import { multipartBody } from '../helpers/multipart.ts';

/**
 * The three heaviest requests at their largest size (a 50,000-row import, a 100,000-row keyword
 * upload over 24 listings, an export of 50,000 listings) while /api/health is asked throughout.
 *
 * On PostgreSQL every health answer comes within HEALTH_BOUND_MS: the requests work in slices of
 * ~15 ms, and a health check takes a connection of its own from the pool. The goal for a hold is
 * 100 ms (bench/event-loop.ts prints the longest of each request). The bound here is 2.5 s, not the
 * 1 s a quiet machine keeps, because CI runs this file beside another on two cores with the
 * PostgreSQL server, where one answer took 1,008 ms; the stall it guards against took 4.4 to 12.8 s.
 *
 * On PGlite the bound is not asserted, and the sizes are a fifth. PGlite has one connection and runs
 * its statements on the event loop: a health check waits for the whole write transaction of an import
 * or upload (stored whole or not at all), and on a loaded two-core machine answers of 1.1-1.4 s were
 * seen. What holds there whatever the machine's speed is the order: health is answered again and
 * again before the request answers, so the request does not hold the server from start to end.
 */
let t: TestApp;
let onPostgres: boolean;
useTestApp(async (app) => {
  t = app;
  onPostgres = t.database.kind === 'postgres';
});

const HEALTH_BOUND_MS = 2500;
const KEYWORD_LISTINGS = 24;

function listingsCsv(rows: number): string {
  const lines = ['sku,title,bullet1,description'];
  for (let i = 0; i < rows; i++)
    lines.push(`SKU-${i},Steel Tumbler ${i} oz with Lid,Keeps drinks cold for 24 hours,A steel tumbler.`);
  return lines.join('\n');
}

type Answer = { statusCode: number; body: string };

/**
 * Runs the request while asking /api/health again and again until it answers, a turn of the event
 * loop between checks as between network requests. Answers the request's answer, each health
 * check's time, and how many health answers came before the request's.
 */
async function whileAskingHealth(run: () => Promise<Answer>) {
  let done = false;
  let answeredBefore = 0;
  const request = run().finally(() => (done = true));
  const healthMs: number[] = [];
  while (!done) {
    const started = performance.now();
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode, health.body).toBe(200);
    healthMs.push(performance.now() - started);
    if (!done) answeredBefore++;
    await nextTurn();
  }
  return { res: await request, healthMs, answeredBefore };
}

function expectServerKeptAnswering({ healthMs, answeredBefore }: { healthMs: number[]; answeredBefore: number }) {
  expect(answeredBefore).toBeGreaterThan(2);
  if (onPostgres) expect(Math.max(...healthMs)).toBeLessThan(HEALTH_BOUND_MS);
}

async function postFile(token: string, url: string, fields: Record<string, string>, name: string, content: string) {
  const body = await multipartBody(fields, { name, content });
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
}

describe('the largest requests keep the server answering', () => {
  it('a 50,000-row import, then the export of its 50,000 listings', { timeout: 240_000 }, async () => {
    const rows = onPostgres ? 50_000 : 10_000;
    const seller = await registerUser(t.app);
    const content = listingsCsv(rows);

    const imported = await whileAskingHealth(() =>
      postFile(seller.token, '/api/imports', { marketplace: 'US' }, 'listings.csv', content),
    );
    expect(imported.res.statusCode, imported.res.body).toBe(200);
    expect(JSON.parse(imported.res.body)).toMatchObject({ added: rows, total: rows });
    expectServerKeptAnswering(imported);

    const exported = await whileAskingHealth(() =>
      t.app.inject({ method: 'GET', url: '/api/imports/listings.csv', headers: bearer(seller.token) }),
    );
    expect(exported.res.statusCode).toBe(200);
    expect(exported.res.body.split('\r\n').filter(Boolean)).toHaveLength(rows + 1);
    expectServerKeptAnswering(exported);
  });

  it('a 100,000-row keyword upload over 24 listings', { timeout: 180_000 }, async () => {
    const rows = onPostgres ? 100_000 : 20_000;
    const seller = await registerUser(t.app);
    const listings = await postFile(
      seller.token,
      '/api/imports',
      { marketplace: 'US' },
      'listings.csv',
      listingsCsv(KEYWORD_LISTINGS),
    );
    expect(listings.statusCode, listings.body).toBe(200);
    const lines = ['keyword,volume,sku'];
    for (let i = 0; i < rows; i++) lines.push(`steel tumbler ${i} with lid,${rows - i},SKU-${i % KEYWORD_LISTINGS}`);

    const uploaded = await whileAskingHealth(() =>
      postFile(seller.token, '/api/keywords/upload', {}, 'keywords.csv', lines.join('\n')),
    );
    expect(uploaded.res.statusCode, uploaded.res.body).toBe(200);
    expect(JSON.parse(uploaded.res.body)).toMatchObject({ keywords: rows, listings: KEYWORD_LISTINGS });
    expectServerKeptAnswering(uploaded);
  });
});
