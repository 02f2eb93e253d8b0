import { setImmediate as nextTurn } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listingKeywords } from '../../src/server/db/schema/index.ts';
import { bearer, registerUser, type TestApp, useTestApp } from '../helpers/app.ts';
import { importListingsFile, tumblersCsv } from '../helpers/listings-file.ts';
import { multipartBody } from '../helpers/multipart.ts';

let t: TestApp;
useTestApp((app) => {
  t = app;
});

const ROWS = 100_000;

async function sellerWithSkus(count: number) {
  const seller = await registerUser(t.app);
  await importListingsFile(t.app, seller.token, tumblersCsv(count));
  return seller;
}

/** A keyword list of ROWS distinct keywords spread evenly over the SKUs. */
function keywordFile(skus: number): string {
  const lines = ['keyword,volume,sku'];
  for (let i = 0; i < ROWS; i++) lines.push(`steel tumbler ${i},${ROWS - i},SKU-${i % skus}`);
  return lines.join('\n');
}

async function healthMs(): Promise<number> {
  const started = performance.now();
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(200);
  return performance.now() - started;
}

/**
 * Uploads the file while asking /api/health again and again until the upload answers. Each health
 * answer is compared with the same request's worst time before the upload (on a loaded machine
 * both are slower), plus the 1 s: a server held by the upload answers health only after it.
 */
async function uploadWhileAskingHealth(token: string, content: string) {
  const baseline = Math.max(...(await Promise.all([healthMs(), healthMs(), healthMs()])));
  const body = await multipartBody({}, { name: 'keywords.csv', content });
  let done = false;
  const upload = t.app
    .inject({
      method: 'POST',
      url: '/api/keywords/upload',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    })
    .finally(() => (done = true));
  const during: number[] = [];
  // A turn of the event loop between requests, as between network requests: PGlite answers in microtasks alone.
  while (!done) {
    during.push(await healthMs());
    await nextTurn();
  }
  return { res: await upload, baseline, during };
}

describe('a 100,000-row keyword file', () => {
  it('is refused with a 400 naming the listing when one listing gets more than the bound, while the server keeps answering', async () => {
    const { token, user } = await sellerWithSkus(4);
    const { res, baseline, during } = await uploadWhileAskingHealth(token, keywordFile(4));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(
      /^The file has 25,000 keywords for SKU SKU-\d; a file can have at most 10,000 per listing/,
    );
    expect(during.length).toBeGreaterThan(1);
    expect(Math.max(...during)).toBeLessThan(1000 + baseline);
    expect(await t.database.db.select().from(listingKeywords).where(eq(listingKeywords.userId, user.id))).toEqual([]);
  });

  it('is stored, the strongest 1,000 keywords per listing, while the server keeps answering', async () => {
    const { token, user } = await sellerWithSkus(10);
    const { res, baseline, during } = await uploadWhileAskingHealth(token, keywordFile(10));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ keywords: ROWS, listings: 10 });
    expect(during.length).toBeGreaterThan(1);
    expect(Math.max(...during)).toBeLessThan(1000 + baseline);
    const stored = await t.database.db.select().from(listingKeywords).where(eq(listingKeywords.userId, user.id));
    expect(stored).toHaveLength(10 * 1000);
    // The strongest of SKU-0 is row 0's keyword, with the highest volume.
    expect(stored.find((k) => k.keyword === 'steel tumbler 0')?.volume).toBe(ROWS);
  });
});
