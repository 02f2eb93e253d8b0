import { setImmediate as nextTurn } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type * as ImportsCore from '#core/imports/index';
import { listings } from '../../src/server/db/schema/index.ts';
import { saveImportedListings } from '../../src/server/listings/index.ts';
import { sliceBudget } from '../../src/server/work-slices.ts';
import { registerUser, type TestApp, useTestApp } from '../helpers/app.ts';
import { askHealthWhile } from '../helpers/health-while.ts';
import { postListingsFile, tumblersCsv } from '../helpers/listings-file.ts';

/**
 * A large listings file shares the event loop with every other request: health checks asked while
 * it is read, scored and saved are answered while it runs, not after it (ordering, not wall time;
 * the figures are in `npm run bench`).
 */
/** What happened, in order: 'batch' after each pause of the parse, 'health' per answer, 'import' at the end. */
const order = vi.hoisted((): string[] => []);

// The route's parse as it is, reporting each of its pauses: the order then says whether another
// request was answered between two batches of the parse. (A spy on our own code, not a stand-in.)
vi.mock('#core/imports/index', async (importOriginal) => {
  const original = await importOriginal<typeof ImportsCore>();
  return {
    ...original,
    parseListingsFileInBatches: (...[bytes, options, pause]: Parameters<typeof original.parseListingsFileInBatches>) =>
      original.parseListingsFileInBatches(bytes, options, async () => {
        await pause();
        order.push('batch');
      }),
  };
});

let t: TestApp;
useTestApp((app) => {
  t = app;
});

const ROWS = 10_000;

function listingsCsv(rows: number, lastTitle = 'Steel Tumbler last'): string {
  return `${tumblersCsv(rows - 1)}\nSKU-LAST,${lastTitle},Keeps drinks cold,A steel tumbler.`;
}

/** Posts the file, asking /api/health once per turn of the event loop until the import answers. */
async function importWhileAskingHealth(token: string, content: string) {
  order.length = 0;
  return askHealthWhile(t.app, postListingsFile(t.app, token, content), 'import', order);
}

describe('POST /api/imports of a large file', () => {
  it('answers health checks while the file is read, and a bad last row still stores nothing', async () => {
    const seller = await registerUser(t.app);
    const budget = sliceBudget.ms;
    sliceBudget.ms = 0;
    const { res, order } = await importWhileAskingHealth(seller.token, listingsCsv(ROWS, '')).finally(
      () => (sliceBudget.ms = budget),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(`Row ${ROWS + 1}, column "title": the title is empty`);
    expect(await t.database.db.select().from(listings).where(eq(listings.userId, seller.user.id))).toHaveLength(0);
    // The file is refused by the parse alone (nothing is scored or saved): another request is
    // answered between two batches of the parse. Every pause is a turn here (a budget of 0 ms), so
    // this holds however fast the machine; the hold times themselves are in bench/event-loop.ts.
    const batches = order.filter((e) => e === 'batch').length;
    expect(batches).toBeGreaterThan(ROWS / 1000);
    expect(order.slice(order.indexOf('batch'), order.lastIndexOf('batch'))).toContain('health');
  });

  it('answers health checks while the file is scored and saved, and saves every row', async () => {
    const seller = await registerUser(t.app);
    const { res, order } = await importWhileAskingHealth(seller.token, listingsCsv(ROWS));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ added: ROWS, updated: 0, total: ROWS });
    expect(await t.database.db.select().from(listings).where(eq(listings.userId, seller.user.id))).toHaveLength(ROWS);
    const answeredBefore = order.slice(0, order.indexOf('import')).filter((e) => e === 'health');
    expect(answeredBefore.length).toBeGreaterThan(10);
  });
});

describe('saving imported listings in one transaction', () => {
  it('lets other work run between its statements, and a failure part-way stores nothing', async () => {
    const { user } = await registerUser(t.app);
    const rows = Array.from({ length: 2000 }, (_, i) => ({
      userId: user.id,
      source: 'file' as const,
      marketplaceId: 'ATVPDKIKX0DER',
      sku: `S-${i}`,
      title: `T ${i}`,
    }));
    // PGlite answers in microtasks alone: only a save that yields lets a turn of the event loop in.
    let turns = 0;
    let saving = true;
    const ticker = (async () => {
      while (saving) {
        await nextTurn();
        turns++;
      }
    })();
    const turnsBetween: number[] = [];
    await t.database.db.transaction(async (tx) => {
      const before = turns;
      await saveImportedListings(tx, rows);
      turnsBetween.push(turns - before);
    });
    saving = false;
    await ticker;
    // Ten statements or more (200 rows each on PostgreSQL, 50 on PGlite): a turn for others between each.
    expect(turnsBetween[0]).toBeGreaterThanOrEqual(9);
    expect(await t.database.db.select().from(listings).where(eq(listings.userId, user.id))).toHaveLength(2000);

    // The same transaction failing after its first statements (a row breaking a constraint last) leaves nothing.
    const other = await registerUser(t.app);
    const bad = [
      ...rows.map((r) => ({ ...r, userId: other.user.id })),
      { ...rows[0]!, userId: other.user.id, sku: 'S-BAD', title: null as unknown as string },
    ];
    await expect(t.database.db.transaction((tx) => saveImportedListings(tx, bad))).rejects.toThrow();
    expect(await t.database.db.select().from(listings).where(eq(listings.userId, other.user.id))).toHaveLength(0);
  });
});
