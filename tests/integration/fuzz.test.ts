import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildEmbeddedApp } from '../../src/server/embedded-emulators.ts';
import { queryRows } from '../../src/server/db/client.ts';
import type { Database } from '../../src/server/db/client.ts';
import { listingVersions, listings, reviews } from '../../src/server/db/schema/index.ts';
import { bearer, registerUser, testConfig } from '../helpers/app.ts';
import { createTestDatabase } from '../setup/test-db.ts';

/**
 * Property-based robustness: every /api route, called with a valid token and malformed bodies,
 * params and query strings, answers without a 5xx, leaves /api/health up, and writes nothing
 * when it answers 4xx. Runs are bounded (RUNS per route, no shrinking) to keep the file near a minute.
 */
const RUNS = 25;

/** Routes not fuzzed with the shared token, and why. */
const SKIP = new Map([
  ['POST /api/auth/logout', 'revokes the token the fuzzer uses (covered in security.test.ts)'],
  ['POST /api/auth/refresh', 'revokes the token the fuzzer uses (covered in security.test.ts)'],
]);

/**
 * Routes that reach Amazon, Google or Stripe: unconfigured or with no emulator listening they may answer 502/503, which is
 * acceptable when the body says so clearly (never a generic 500).
 */
const OUTSIDE = new Set([
  'POST /api/billing/webhook',
  'POST /api/auth/google',
  'GET /api/auth/google/start',
  'GET /api/auth/google/callback',
  'GET /api/amazon/callback',
  'POST /api/account/google/start',
]);

const TABLES = [
  'users',
  'sessions',
  'identities',
  'listings',
  'listing_versions',
  'reviews',
  'faqs',
  'aplus_drafts',
  'amazon_connections',
  'sync_runs',
  'sales_inquiries',
];
const COUNT_QUERY = sql.raw(`select ${TABLES.map((name) => `(select count(*) from ${name})::int as ${name}`).join(', ')}`);

const FIELD_NAMES = [
  'title',
  'bullets',
  'description',
  'tier',
  'username',
  'email',
  'password',
  'newPassword',
  'currentPassword',
  'confirmation',
  'listingIds',
  'ids',
  'language',
  'region',
  'sku',
  'marketplaceId',
  'page',
  'pageSize',
  'items',
  'modules',
  'settings',
  'text',
  'name',
  'message',
  'company',
  'fields',
  'kind',
  'versionId',
  'idempotencyKey',
  'q',
  'sort',
  'status',
  'format',
];

const hostile = fc.constantFrom(
  'x'.repeat(200_000),
  '\u0000\u202e\uFEFF\uD83D\uDE00',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '../../etc/passwd',
  '%00',
  '1e309',
  '-0',
  '9007199254740993',
);
const value = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  hostile,
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.integer(),
  fc.double(),
);
const fieldObject = fc.dictionary(fc.constantFrom(...FIELD_NAMES), value, { maxKeys: 6 });

/** Bodies as raw JSON text, so keys like __proto__ reach the parser as they would on the wire. */
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fieldObject.map((v) => JSON.stringify(v)),
  fc
    .tuple(fc.constantFrom('__proto__', 'constructor', 'prototype'), fieldObject)
    .map(([key, v]) => `{"${key}":${JSON.stringify(v)},"title":"t"}`),
  fieldObject.map((v) => `{"constructor":{"prototype":${JSON.stringify(v)}}}`),
  fc.constantFrom('', 'null', '{', '[]', '"string"', '{"a":1,"a":2}', 'not json at all'),
);

const param = fc.oneof(
  fc.constantFrom(
    '1',
    '2',
    'abc',
    '-1',
    '0',
    '1.5',
    '1e3',
    '99999999999999999999',
    '2147483648',
    'NaN',
    '%00',
    '..',
    '__proto__',
    'null',
  ),
  fc.string({ unit: 'binary', maxLength: 20 }).filter((s) => s.length > 0),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
);

const query = fc.dictionary(
  fc.constantFrom(...FIELD_NAMES),
  fc.oneof(fc.string({ unit: 'binary', maxLength: 30 }), hostile, fc.integer().map(String)),
  { maxKeys: 4 },
);

type Request = { params: string[]; query: Record<string, string>; body: string; contentType: string };

const request = fc.record({
  params: fc.array(param, { minLength: 3, maxLength: 3 }),
  query,
  body,
  contentType: fc.constantFrom(
    'application/json',
    'application/json',
    'application/json',
    'text/plain',
    'multipart/form-data; boundary=x',
  ),
});

const logs: string[] = [];
const { app, database, close } = await buildFuzzApp();
const owner = await registerUser(app);
await seedListing(database, owner.user.id);
const routes = app.routeTable
  .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
  .filter((r) => !SKIP.has(`${r.method} ${r.url}`));

afterAll(async () => close());

describe.each(routes)('$method $url', (route) => {
  it('answers malformed input without a 5xx or a partial write, and the server stays up', async () => {
    const key = `${route.method} ${route.url}`;
    // Counts change only on success, so the snapshot after one request is the next one's "before".
    let before = await countRows(database);
    await fc.assert(
      fc.asyncProperty(request, async (input) => {
        const res = await send(app, route, input, owner.token);
        const after = await countRows(database);
        const status = res.statusCode;
        if (OUTSIDE.has(key) && (status === 502 || status === 503)) {
          expect(res.json().message, key).not.toMatch(/Something went wrong/);
        } else {
          expect(status, `${key} → ${status} ${res.body.slice(0, 200)}\n${lastErrorLog()}`).toBeLessThan(500);
        }
        if (status >= 400) expect(after, `${key} wrote rows on ${status}`).toEqual(before);
        before = after;
        expect(Object.prototype).not.toHaveProperty('title');
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  }, 120_000);
});

/** Requests run one at a time, so the latest error line belongs to the failing request. */
function lastErrorLog(): string {
  return (logs.at(-1) ?? '').slice(0, 1500);
}

function send(target: FastifyInstance, route: { method: string; url: string }, input: Request, token: string) {
  let i = 0;
  const url = route.url.replace(/:[A-Za-z]+/g, () => encodeURIComponent(input.params[i++] ?? 'x'));
  const search = new URLSearchParams(input.query).toString();
  const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
  return target.inject({
    method: route.method as 'GET',
    url: search ? `${url}?${search}` : url,
    headers: { ...bearer(token), ...(hasBody ? { 'content-type': input.contentType } : {}) },
    ...(hasBody ? { payload: input.body } : {}),
  });
}

async function countRows(db: Database): Promise<Record<string, number>> {
  const [row] = await queryRows<Record<string, number>>(db.db, COUNT_QUERY);
  return row!;
}

/** A listing with a version and a review, so routes that find an id go one step further. */
async function seedListing(db: Database, userId: number): Promise<void> {
  const [row] = await db.db
    .insert(listings)
    .values({
      userId,
      source: 'file',
      marketplaceId: 'ATVPDKIKX0DER',
      sku: 'FUZZ-1',
      title: 'Fuzz listing',
      bullets: ['One'],
      description: 'Text',
    })
    .returning();
  await db.db.insert(listingVersions).values({
    listingId: row!.id,
    kind: 'imported',
    author: 'import',
    title: 'Fuzz listing',
    bullets: ['One'],
    description: 'Text',
  });
  await db.db.insert(reviews).values({ listingId: row!.id, source: 'upload', text: 'Great product, but the lid leaks.' });
}

/** The test app with write limits out of the way: the fuzzer sends far more writes than a person. */
async function buildFuzzApp(): Promise<{ app: FastifyInstance; database: Database; close(): Promise<void> }> {
  const config = testConfig();
  const db = await createTestDatabase();
  // Only errors are kept: they explain a 5xx in the failure message.
  const logger = {
    stream: new Writable({
      write: (chunk, _e, done) => {
        if (String(chunk).includes('"level":50')) logs.push(String(chunk));
        done();
      },
    }),
  };
  const built = await buildEmbeddedApp(config, {
    database: db,
    logger,
    webRoot: path.join(config.dataDir, 'no-web'),
    writeRateLimit: { perUser: 1e9, perAddress: 1e9 },
  });
  await built.ready();
  return {
    app: built,
    database: db,
    close: async () => {
      await built.close();
      await db.close();
    },
  };
}
