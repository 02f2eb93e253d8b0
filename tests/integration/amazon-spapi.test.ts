/**
 * The SP-API client against the emulator: every request it sends must be one Amazon's model accepts
 * (contract), and the database rate limiter must hold Amazon's rate across processes.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_SELLER_ID } from '../../src/emulators/amazon/demo-app.ts';
import {
  getModelOperation,
  MODEL_FILES,
  parseRequest,
  validateAgainstModel,
  type ModelFile,
} from '../../src/emulators/amazon/models.ts';
import type { Database } from '../../src/server/db/client.ts';
import { createSpApi } from '../../src/server/integrations/spapi/index.ts';
import { createDbRateLimiter } from '../../src/server/integrations/spapi/rate-limiter.ts';
import { decodeText, parseFlatFile } from '../../src/server/integrations/spapi/report-document.ts';
import { createTestDatabase } from '../setup/test-db.ts';
import { waitFor } from '../helpers/wait.ts';
import { amazonConfig, startAmazonEmulator, type TestEmulator } from '../helpers/amazon.ts';

const US = 'ATVPDKIKX0DER';
const DEMO_REFRESH_TOKEN = 'Atzr|demo-refresh-token-A2DEMOSELLER01';

let emulator: TestEmulator;
let database: Database;

beforeAll(async () => {
  emulator = await startAmazonEmulator({ speedFactor: 100 });
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
  await emulator?.close();
});

type Sent = { method: string; url: URL; headers: Headers; body?: string };

/** Operation id and model of a request, found by method and path in the models' path templates. */
const OPERATIONS: [ModelFile, string][] = [
  [MODEL_FILES.sellers, 'getMarketplaceParticipations'],
  [MODEL_FILES.listings, 'searchListingsItems'],
  [MODEL_FILES.listings, 'getListingsItem'],
  [MODEL_FILES.listings, 'patchListingsItem'],
  [MODEL_FILES.reports, 'createReport'],
  [MODEL_FILES.reports, 'getReport'],
  [MODEL_FILES.reports, 'getReportDocument'],
  [MODEL_FILES.catalog, 'getCatalogItem'],
  [MODEL_FILES.feedback, 'getItemReviewTopics'],
  [MODEL_FILES.definitions, 'getDefinitionsProductType'],
];

function findOperation(method: string, path: string) {
  for (const [model, id] of OPERATIONS) {
    const op = getModelOperation(model, id);
    const pattern = new RegExp(`^${op.path.replace(/\{\w+\}/g, '[^/]+')}$`);
    if (op.method === method && pattern.test(path)) return op;
  }
  return undefined;
}

describe('SP-API client contract', () => {
  it('sends only requests that Amazon’s models accept', async () => {
    const sent: Sent[] = [];
    const lwaBodies: URLSearchParams[] = [];
    const recordingFetch: typeof fetch = async (input, init) => {
      const url = new URL(String(input));
      if (url.pathname.includes('/__emulator/')) return fetch(input, init);
      sent.push({
        method: init?.method ?? 'GET',
        url,
        headers: new Headers(init?.headers),
        body: typeof init?.body === 'string' ? init.body : undefined,
      });
      return fetch(input, init);
    };
    const config = amazonConfig(emulator.base, 100);
    const spapi = createSpApi({
      amazon: config.amazon,
      db: database.db,
      fetch: recordingFetch,
      onLwaRequest: (r) => lwaBodies.push(r.body),
    });
    const client = spapi.clientFor({ sellingPartnerId: DEMO_SELLER_ID, region: 'NA', refreshToken: DEMO_REFRESH_TOKEN });

    const participations = await client.getMarketplaceParticipations();
    expect(participations.map((p) => p.marketplace.id)).toContain(US);
    const page = await client.searchListingsItems({
      marketplaceIds: [US],
      includedData: ['summaries', 'attributes', 'issues'],
      pageSize: 20,
    });
    expect(page.items.length).toBe(20);
    const next = await client.searchListingsItems({
      marketplaceIds: [US],
      includedData: ['summaries', 'attributes', 'issues'],
      pageSize: 20,
      pageToken: page.pagination!.nextToken,
    });
    expect(next.items[0]!.sku).not.toBe(page.items[0]!.sku);
    const skus = page.items.slice(0, 3).map((i) => i.sku);
    const bySku = await client.searchListingsItems({
      marketplaceIds: [US],
      identifiers: skus,
      identifiersType: 'SKU',
      includedData: ['summaries'],
      pageSize: 20,
    });
    expect(bySku.items.map((i) => i.sku).sort()).toEqual([...skus].sort());
    const item = await client.getListingsItem(skus[0]!, {
      marketplaceIds: [US],
      includedData: ['summaries', 'attributes', 'issues'],
    });
    const summary = item!.summaries![0]!;
    expect(await client.getListingsItem('NO SUCH/SKU', { marketplaceIds: [US] })).toBeUndefined();
    const title = { value: 'A new title for the contract test', language_tag: 'en_US', marketplace_id: US };
    const preview = await client.patchListingsItem(
      skus[0]!,
      { productType: summary.productType, patches: [{ op: 'replace', path: '/attributes/item_name', value: [title] }] },
      { marketplaceIds: [US], mode: 'VALIDATION_PREVIEW', includedData: ['issues', 'identifiers'] },
    );
    expect(preview.status).toBe('VALID');
    const reportId = await client.createReport({ reportType: 'GET_MERCHANT_LISTINGS_ALL_DATA', marketplaceIds: [US] });
    let report = await client.getReport(reportId);
    while (report.processingStatus !== 'DONE') report = await client.getReport(reportId);
    const doc = await client.getReportDocument(report.reportDocumentId!);
    expect(doc.compressionAlgorithm).toBe('GZIP');
    const catalog = await client.getCatalogItem(summary.asin!, { marketplaceIds: [US], includedData: ['images', 'summaries'] });
    expect(catalog!.images![0]!.images.length).toBeGreaterThan(0);
    await client.getItemReviewTopics(summary.asin!, { marketplaceId: US, sortBy: 'MENTIONS' });
    const definition = await client.getDefinitionsProductType(summary.productType, {
      marketplaceIds: [US],
      requirements: 'LISTING',
      requirementsEnforced: 'NOT_ENFORCED',
      locale: 'en_US',
    });
    expect(definition.schema.link.resource).toMatch(/^http/);

    // The emulator serves each region under its own prefix (/na, /eu, /fe), standing for its own host.
    const amazonPath = (url: URL) => url.pathname.replace(/^\/(na|eu|fe)(?=\/)/, '');
    const apiCalls = sent.filter((s) => !amazonPath(s.url).startsWith('/auth/o2/token'));
    expect(apiCalls.length).toBeGreaterThanOrEqual(13);
    for (const call of apiCalls) {
      const op = findOperation(call.method, amazonPath(call.url));
      expect(op, `${call.method} ${amazonPath(call.url)} is an operation of the models`).toBeDefined();
      const query: Record<string, unknown> = {};
      for (const [k, v] of call.url.searchParams) query[k] = v;
      // Only parameters the model declares, each valid.
      const declared = new Set(op!.parameters.map((p) => p.name));
      expect(
        Object.keys(query).filter((k) => !declared.has(k)),
        `${op!.operationId} undeclared query`,
      ).toEqual([]);
      const body = call.body === undefined ? undefined : JSON.parse(call.body);
      expect(parseRequest(op!, query, body).errors, `${op!.operationId} ${call.url.search}`).toEqual([]);
      expect(call.headers.get('x-amz-access-token')).toMatch(/^Atza\|/);
      expect(call.headers.get('user-agent')).toMatch(/^ListingPilot\/[\d.]+ \(Language=TypeScript/);
    }
    // Bodies against the definitions by name, too.
    const patch = apiCalls.find((c) => c.method === 'PATCH')!;
    expect(validateAgainstModel(MODEL_FILES.listings, 'ListingsItemPatchRequest', JSON.parse(patch.body!)).errors).toEqual([]);
    const create = apiCalls.find((c) => c.method === 'POST' && c.url.pathname.endsWith('/reports'))!;
    expect(validateAgainstModel(MODEL_FILES.reports, 'CreateReportSpecification', JSON.parse(create.body!)).errors).toEqual([]);
    // The pre-signed report URL gets no SP-API credentials.
    expect(sent.some((s) => s.url.pathname.includes('report-documents'))).toBe(false);

    // LWA: the documented form fields of the refresh_token grant.
    expect(lwaBodies.length).toBeGreaterThan(0);
    expect(Object.fromEntries(lwaBodies[0]!)).toEqual({
      grant_type: 'refresh_token',
      refresh_token: DEMO_REFRESH_TOKEN,
      client_id: config.amazon.clientId,
      client_secret: config.amazon.clientSecret,
    });
    // The emulator logged no response that breaks its model either.
    const violations = (await (await fetch(`${emulator.base}/__emulator/violations`)).json()) as { violations: unknown[] };
    expect(violations.violations).toEqual([]);
  });
});

describe('report documents', () => {
  it('decodes the charset named by Content-Type, including windows-1252', () => {
    const bytes = Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0x80]); // "Café €" in windows-1252
    expect(decodeText(bytes, 'text/plain; charset=windows-1252')).toBe('Café €');
    expect(decodeText(bytes, 'text/plain; charset=Cp1252')).toBe('Café €');
    expect(decodeText(Buffer.from('Café', 'utf8'), 'text/tab-separated-values; charset=UTF-8')).toBe('Café');
  });

  it('parses a flat file by header and tolerates new columns', () => {
    expect(parseFlatFile('seller-sku\tasin1\tnew-column\r\nA-1\tB0001\tx\r\n')).toEqual([
      { 'seller-sku': 'A-1', asin1: 'B0001', 'new-column': 'x' },
    ]);
  });
});

describe('database rate limiter', () => {
  it('keeps two processes together within one token bucket', async () => {
    const a = createDbRateLimiter(database.db);
    const b = createDbRateLimiter(database.db);
    const limit = { rate: 20, burst: 2 };
    const times: number[] = [];
    const t0 = Date.now();
    await Promise.all(
      [a, b].flatMap((limiter) =>
        Array.from({ length: 15 }, async () => {
          await limiter.acquire('test:two-processes', limit);
          times.push(Date.now() - t0);
        }),
      ),
    );
    times.sort((x, y) => x - y);
    // 30 calls, 2 free: at least 28 refills of 50 ms.
    expect(times.at(-1)!).toBeGreaterThanOrEqual(28 * 50 - 20);
    // Token-bucket conformance of the grants; two tokens of allowance for timer granularity and
    // the scheduling jitter of two processes on one event loop.
    for (let i = 0; i < times.length; i++) {
      for (let j = i + 1; j < times.length; j++) {
        expect(j - i + 1).toBeLessThanOrEqual(limit.burst + ((times[j]! - times[i]!) / 1000) * limit.rate + 2);
      }
    }
  });

  it('serves a sync’s calls before a backfill that has drawn on the bucket for a while', async () => {
    const limiter = createDbRateLimiter(database.db);
    const limit = { rate: 10, burst: 6 };
    const order: string[] = [];
    const controller = new AbortController();
    const background = Array.from({ length: 200 }, () =>
      limiter
        .acquire('test:priority', limit, { background: true, signal: controller.signal })
        .then(() => order.push('background'))
        .catch(() => undefined),
    );
    // 40 background calls: the burst, then 36 at the rate. (Too few to empty the local pacing,
    // which a backfill drains by 3% of a token per call: this guards the priority, not that reserve.)
    await waitFor(async () => order.length >= 40, 30_000);
    const seen = order.length;
    // A sync's calls, one after another, each sent as soon as the last one is.
    for (let i = 0; i < 10; i++) await limiter.acquire('test:priority', limit).then(() => order.push('interactive'));
    controller.abort();
    await Promise.all(background);
    // Up to two background calls may be recorded first: one already past its take when the sync
    // came, and one let go just before `seen` was read, whose record was still a microtask away.
    // Then the backfill waits while the sync's calls go out.
    const after = order.slice(seen);
    const first = after.indexOf('interactive');
    expect(first, after.join(' ')).toBeLessThanOrEqual(2);
    const between = after.slice(first, after.lastIndexOf('interactive') + 1).filter((o) => o === 'background');
    expect(between.length, after.join(' ')).toBeLessThanOrEqual(1);
  });

  it('reserves several slots per database round-trip', async () => {
    const limiter = createDbRateLimiter(database.db);
    const spy = vi.spyOn(database.db, 'execute');
    await Promise.all(Array.from({ length: 40 }, () => limiter.acquire('test:lease', { rate: 200, burst: 10 })));
    expect(spy.mock.calls.length).toBeLessThanOrEqual(8);
    spy.mockRestore();
  });
});
