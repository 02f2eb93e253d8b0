import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listings, listingVersions } from '../../src/server/db/schema/index.ts';
import { saveImportedListings } from '../../src/server/listings/index.ts';
import { readCorpus, skuFor } from '../fixtures/imports/make-fixtures.ts';
import { bearer, registerUser, type TestApp, useTestApp } from '../helpers/app.ts';

const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures', 'imports');
const US = 'ATVPDKIKX0DER';

let t: TestApp;
useTestApp((app) => {
  t = app;
});

function fixture(name: string): Buffer {
  return readFileSync(path.join(FIXTURES, name));
}

/** A real multipart body: FormData serialised by the platform's own encoder. */
async function upload(token: string | null, file: Uint8Array | string, fileName: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([typeof file === 'string' ? file : new Uint8Array(file)]), fileName);
  const encoded = new Response(form);
  const payload = Buffer.from(await encoded.arrayBuffer());
  const headers: Record<string, string> = { 'content-type': encoded.headers.get('content-type')! };
  if (token) Object.assign(headers, bearer(token));
  return t.app.inject({ method: 'POST', url: '/api/imports', payload, headers });
}

async function countListings(token: string): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: '/api/listings?page=1&pageSize=1', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().total as number;
}

async function userRows(userId: number) {
  return t.database.db.select().from(listings).where(eq(listings.userId, userId));
}

async function exportCsv(token: string, version?: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/imports/listings.csv${version ? `?version=${version}` : ''}`,
    headers: bearer(token),
  });
}

/** Our export as objects keyed by header, with the raw cell text (guard apostrophes kept). */
function readCsv(text: string): Record<string, string>[] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  return csvObjects(text.slice(1));
}

function csvObjects(text: string): Record<string, string>[] {
  // Minimal RFC 4180 reader for assertions on raw cell text (the import parser strips the guard apostrophe).
  const records: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell);
      records.push(row);
      row = [];
      cell = '';
    } else if (c !== '\r') cell += c;
  }
  const [header, ...body] = records;
  return body.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i] ?? ''])));
}

describe('POST /api/imports', () => {
  it('imports a Seller Central All Listings Report, scored and marked as from a file', async () => {
    const { token, user } = await registerUser(t.app);
    const res = await upload(token, fixture('all-listings-report.txt'), 'All+Listings+Report.txt', { marketplace: 'US' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ added: 100, updated: 0, total: 100, format: 'all-listings-report' });
    const rows = await userRows(user.id);
    expect(rows).toHaveLength(100);
    expect(
      rows.every((r) => r.source === 'file' && r.marketplaceId === US && typeof r.healthScore === 'number' && r.policyVersion),
    ).toBe(true);
    const first = rows.find((r) => r.sku === skuFor(readCorpus(1)[0]!, 0))!;
    expect(first).toMatchObject({ asin: 'B08CZ6TC2L', status: 'ACTIVE' });
    expect(first.title).toMatch(/^Yaheetech Dining Chairs/);
    expect(rows.filter((r) => r.status === 'INACTIVE')).toHaveLength(10);
  });

  it('uses the marketplace chosen in the form for the report, which has none', async () => {
    const { token, user } = await registerUser(t.app);
    const res = await upload(token, fixture('all-listings-report.txt'), 'report.txt', { marketplace: 'DE' });
    expect(res.statusCode, res.body).toBe(200);
    expect(new Set((await userRows(user.id)).map((r) => r.marketplaceId))).toEqual(new Set(['A1PA6795UKMFR9']));
  });

  it('re-importing updates by marketplace + SKU instead of duplicating, across formats', async () => {
    const { token } = await registerUser(t.app);
    expect((await upload(token, fixture('all-listings-report.txt'), 'report.txt')).json()).toMatchObject({
      added: 100,
      updated: 0,
    });
    const again = await upload(token, fixture('listings.csv'), 'listings.csv');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ added: 0, updated: 100, total: 100, format: 'csv' });
    expect(await countListings(token)).toBe(100);
  });

  it('imports CSV with five bullet columns, brand and multi-line descriptions', async () => {
    const { token, user } = await registerUser(t.app);
    const res = await upload(token, fixture('listings.csv'), 'listings.csv');
    expect(res.json()).toMatchObject({ added: 100, format: 'csv' });
    const corpus = readCorpus(100);
    const rows = new Map((await userRows(user.id)).map((r) => [r.sku, r]));
    corpus.forEach((c, i) => {
      const row = rows.get(skuFor(c, i))!;
      expect(row.title).toBe(c.title.trim());
      expect(row.bullets).toEqual(
        c.bullets
          .slice(0, 5)
          .map((b) => b.trim())
          .filter(Boolean),
      );
      expect(row.brand).toBe(c.brand?.trim() || null);
    });
  });

  it('imports JSON Lines with a bullets array', async () => {
    const { token, user } = await registerUser(t.app);
    const res = await upload(token, fixture('listings.jsonl'), 'listings.jsonl');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ added: 100, format: 'jsonl' });
    const row = (await userRows(user.id)).find((r) => r.sku === skuFor(readCorpus(1)[0]!, 0))!;
    expect(row.bullets).toHaveLength(5);
  });

  it('reads UTF-8 with a byte order mark', async () => {
    const { token, user } = await registerUser(t.app);
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('sku,title\nBOM-1,Crème brûlée torch\n', 'utf8')]);
    expect((await upload(token, bom, 'bom.csv')).statusCode).toBe(200);
    expect((await userRows(user.id))[0]).toMatchObject({ sku: 'BOM-1', title: 'Crème brûlée torch' });
  });

  it('reads Windows-1252 files (é, ü, ß as single bytes)', async () => {
    const { token, user } = await registerUser(t.app);
    const bytes = fixture('listings-windows-1252.csv');
    expect(bytes.includes(0xe9) && bytes.includes(0xfc) && bytes.includes(0xdf)).toBe(true);
    expect((await upload(token, bytes, 'excel.csv')).statusCode).toBe(200);
    const rows = await userRows(user.id);
    expect(rows.map((r) => [r.title, r.brand]).sort()).toEqual([
      ['Café Crème Kaffeebecher aus Porzellan', 'Müller'],
      ['Straßenschuhe für Kinder, Größe 30', 'Grüße'],
    ]);
    expect(rows.find((r) => r.sku === 'W1252-1')!.bullets).toEqual(['Spülmaschinenfest', 'Für Heißgetränke']);
  });

  it('rejects a file with bad rows, names row and column, and imports nothing', async () => {
    const { token } = await registerUser(t.app);
    await upload(token, fixture('listings.jsonl'), 'listings.jsonl');
    const before = await countListings(token);
    const res = await upload(token, fixture('bad-rows.csv'), 'bad-rows.csv');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.message).toBe('Row 3, column "marketplace": unknown marketplace "XX" (use US, UK, DE, FR, IT or ES)');
    expect(body.issues).toEqual([
      {
        path: 'row 3.marketplace',
        message: 'Row 3, column "marketplace": unknown marketplace "XX" (use US, UK, DE, FR, IT or ES)',
      },
      { path: 'row 4.title', message: 'Row 4, column "title": the title is empty' },
      {
        path: 'row 5.sku',
        message: 'Row 5, column "sku": SKU "BAD-1" appears more than once for marketplace US (first on row 2)',
      },
      { path: 'row 6.asin', message: 'Row 6, column "asin": the ASIN "B01" is not 10 letters and digits' },
    ]);
    expect(await countListings(token)).toBe(before);
  });

  it('rejects wrong headers', async () => {
    const { token } = await registerUser(t.app);
    const res = await upload(token, fixture('wrong-headers.csv'), 'wrong.csv');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: 'Missing required column "sku"' });
    expect(res.json().issues.map((i: { message: string }) => i.message)).toEqual([
      'Missing required column "sku"',
      'Missing required column "title"',
    ]);
  });

  it('lists at most 50 problems of a badly broken file', async () => {
    const { token } = await registerUser(t.app);
    const rows = Array.from({ length: 300 }, (_, i) => `S${i},`).join('\n');
    const res = await upload(token, `sku,title\n${rows}\n`, 'empty-titles.csv');
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toHaveLength(50);
    expect(res.json().message).toBe('Row 2, column "title": the title is empty (300 problems in all; the first 50 are listed)');
  });

  it('answers 413 with a clear message for a 25 MB file', async () => {
    const { token } = await registerUser(t.app);
    const line = `BIG-0,${'x'.repeat(1000)}\n`;
    const big = Buffer.from(`sku,title\n${line.repeat(Math.ceil((25 * 1024 * 1024) / line.length))}`);
    const res = await upload(token, big, 'big.csv');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message:
        'The file is larger than 20 MB. Split it into smaller files (for example by marketplace) and upload them one at a time.',
    });
    expect(await countListings(token)).toBe(0);
  });

  it('refuses unauthenticated uploads, missing files and unknown marketplaces', async () => {
    expect((await upload(null, 'sku,title\nA,B\n', 'a.csv')).statusCode).toBe(401);
    const { token } = await registerUser(t.app);
    const wrongMarket = await upload(token, 'sku,title\nA,B\n', 'a.csv', { marketplace: 'JP' });
    expect(wrongMarket.statusCode).toBe(400);
    expect(wrongMarket.json().message).toBe('Unknown marketplace "JP" (use US, UK, DE, FR, IT or ES)');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/imports',
      payload: { file: 'x' },
      headers: bearer(token),
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe('Send the file as multipart/form-data with a "file" field.');
    const empty = await upload(token, '', 'empty.csv');
    expect(empty.statusCode).toBe(400);
  });

  it('imports 10,000 rows in one request', async ({ annotate }) => {
    const { token, user } = await registerUser(t.app);
    const corpus = readCorpus(485);
    const header = 'sku,asin,title,brand,bullets,description';
    const csv = (n: number) =>
      [
        header,
        ...Array.from({ length: n }, (_, i) => {
          const c = corpus[i % corpus.length]!;
          const cell = (s: string) => `"${s.replace(/"/g, '""')}"`;
          return [
            `BULK-${i}`,
            c.source_id,
            cell(c.title),
            cell(c.brand ?? ''),
            cell(c.bullets.join('\n')),
            cell(c.description ?? ''),
          ].join(',');
        }),
      ].join('\n');
    const body = csv(10_000);
    const started = performance.now();
    const res = await upload(token, body, 'bulk.csv');
    const ms = Math.round(performance.now() - started);
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    expect(res.json()).toEqual({ added: 10_000, updated: 0, total: 10_000, format: 'csv' });
    const rows = await userRows(user.id);
    expect(rows).toHaveLength(10_000);
    expect(new Set(rows.map((r) => r.sku)).size).toBe(10_000);
    expect(rows.every((r) => r.healthScore !== null)).toBe(true);
    const figure = `10,000 rows (${(body.length / 1024 / 1024).toFixed(1)} MB CSV) imported and scored in ${ms} ms`;
    await annotate(figure);
    console.log(figure);
  }, 120_000);
});

describe('Amazon and file listings', () => {
  it('a file keeps an Amazon-synced listing as Amazon, with its product type and images', async () => {
    const { token, user } = await registerUser(t.app);
    await saveImportedListings(t.database.db, [
      {
        userId: user.id,
        source: 'amazon',
        marketplaceId: US,
        sku: 'AMZ-1',
        asin: 'B000000009',
        productType: 'CHAIR',
        title: 'Old',
        images: [{ url: 'https://m.media-amazon.com/images/I/a.jpg', variant: 'MAIN' }],
      },
    ]);
    const res = await upload(token, 'sku,title\nAMZ-1,New title from the file\n', 'edit.csv');
    expect(res.json()).toMatchObject({ added: 0, updated: 1 });
    const [row] = await userRows(user.id);
    expect(row).toMatchObject({
      source: 'amazon',
      productType: 'CHAIR',
      asin: 'B000000009',
      title: 'New title from the file',
      imageUrl: 'https://m.media-amazon.com/images/I/a.jpg',
    });
  });

  it('a later Amazon sync (same upsert, source amazon) takes over the file listing by marketplace + SKU', async () => {
    const { token, user } = await registerUser(t.app);
    await upload(token, 'sku,title\nSYNC-1,From a file\n', 'a.csv');
    const [before] = await userRows(user.id);
    await saveImportedListings(t.database.db, [
      { userId: user.id, source: 'amazon', marketplaceId: US, sku: 'SYNC-1', asin: 'B0000000AA', title: 'From Amazon' },
    ]);
    const rows = await userRows(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: before!.id, source: 'amazon', title: 'From Amazon' });
  });
});

describe('GET /api/imports/listings.csv', () => {
  it('exports the user’s listings as an attachment with the import columns plus health', async () => {
    const { token } = await registerUser(t.app);
    await upload(token, fixture('listings.csv'), 'listings.csv');
    const res = await exportCsv(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="listings.csv"');
    const rows = readCsv(res.body);
    expect(rows).toHaveLength(100);
    expect(Object.keys(rows[0]!)).toEqual([
      'sku',
      'asin',
      'marketplace',
      'brand',
      'title',
      'bullet1',
      'bullet2',
      'bullet3',
      'bullet4',
      'bullet5',
      'description',
      'image_url',
      'health_score',
      'band',
      'issues',
      'version',
    ]);
    const corpus = readCorpus(1)[0]!;
    expect(rows[0]).toMatchObject({
      sku: skuFor(corpus, 0),
      asin: corpus.source_id,
      marketplace: 'US',
      brand: 'Yaheetech',
      version: 'original',
    });
    expect(Number(rows[0]!.health_score)).toBeGreaterThanOrEqual(0);
    expect(['Optimized', 'Good', 'Needs work', 'Poor']).toContain(rows[0]!.band);
    // The export is a valid upload: importing it back updates the same 100 listings.
    const back = await upload(token, res.rawPayload, 'listings.csv');
    expect(back.json()).toMatchObject({ added: 0, updated: 100 });
  });

  it('neutralises cells that spreadsheets would run as formulas', async () => {
    const { token } = await registerUser(t.app);
    const csv =
      'sku,title,brand,description\nINJ-1,"=HYPERLINK(""http://evil.example"",""x"")",+SUM(1),-2+3\nINJ-2,@cmd,Safe brand,"=1+1"\nINJ-3,＝HYPERLINK(1),＋SUM(1),＠cmd\n';
    expect((await upload(token, csv, 'inj.csv')).statusCode).toBe(200);
    const res = await exportCsv(token);
    const rows = readCsv(res.body);
    expect(rows.map((r) => [r.title, r.brand, r.description])).toEqual([
      [`'=HYPERLINK("http://evil.example","x")`, `'+SUM(1)`, `'-2+3`],
      [`'@cmd`, 'Safe brand', `'=1+1`],
      // Full-width signs start formulas too.
      [`'＝HYPERLINK(1)`, `'＋SUM(1)`, `'＠cmd`],
    ]);
    // And the guard apostrophe is dropped again on re-import.
    await upload(token, res.rawPayload, 'again.csv');
    const again = readCsv((await exportCsv(token)).body);
    expect(again[0]!.title).toBe(`'=HYPERLINK("http://evil.example","x")`);
  });

  it('does not export another user’s listings', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    await upload(alice.token, 'sku,title\nALICE-1,Alice mug\n', 'a.csv');
    await upload(bob.token, 'sku,title\nBOB-1,Bob mug\n', 'b.csv');
    const rows = readCsv((await exportCsv(bob.token)).body);
    expect(rows.map((r) => r.sku)).toEqual(['BOB-1']);
    expect((await t.app.inject({ method: 'GET', url: '/api/imports/listings.csv' })).statusCode).toBe(401);
  });

  it('exports the latest AI draft as the rewritten version, rescored', async () => {
    const { token, user } = await registerUser(t.app);
    await upload(token, 'sku,title,bullets\nRW-1,old title,old bullet\nRW-2,untouched,one\n', 'rw.csv');
    const [row] = (await userRows(user.id)).filter((r) => r.sku === 'RW-1');
    const draft = {
      listingId: row!.id,
      kind: 'ai_draft' as const,
      author: 'ai',
      title: 'First draft',
      bullets: ['a'],
      description: 'd',
    };
    await t.database.db.insert(listingVersions).values(draft);
    await t.database.db.insert(listingVersions).values({
      ...draft,
      title: 'Acme Ceramic Coffee Mug, 12 oz, Dishwasher Safe',
      bullets: ['Holds 12 oz of coffee or tea', 'Dishwasher and microwave safe'],
    });
    await t.database.db.insert(listingVersions).values({ ...draft, kind: 'user_edit', title: 'Not a draft' });
    const rows = readCsv((await exportCsv(token, 'rewritten')).body);
    expect(rows.map((r) => [r.sku, r.title, r.bullet1, r.version])).toEqual([
      ['RW-1', 'Acme Ceramic Coffee Mug, 12 oz, Dishwasher Safe', 'Holds 12 oz of coffee or tea', 'rewritten'],
      ['RW-2', 'untouched', 'one', 'original'],
    ]);
    expect(rows[0]!.health_score).toMatch(/^\d+$/);
    const original = readCsv((await exportCsv(token, 'original')).body);
    expect(original[0]!.title).toBe('old title');
    expect((await exportCsv(token, 'newest')).statusCode).toBe(400);
  });
});
