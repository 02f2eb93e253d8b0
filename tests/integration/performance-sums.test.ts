import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client.ts';
import { performanceDaily, users } from '../../src/server/db/schema/index.ts';
import { sumWindows, type WindowPair } from '../../src/server/performance/repo.ts';
import { createTestDatabase } from '../setup/test-db.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('sumWindows', () => {
  it('sums each pair over its own ASIN and days, in the order asked, across the halves it runs in parallel', async () => {
    const [user] = await database.db
      .insert(users)
      .values({ username: 'sums', email: 'sums@example.com', passwordHash: 'x' })
      .returning({ id: users.id });
    const userId = user!.id;
    // 600 ASINs (more than one query's share), each with sessions and units that name it and its day.
    const asins = Array.from({ length: 600 }, (_, i) => `B${String(i).padStart(9, '0')}`);
    const days = ['2026-10-01', '2026-10-02', '2026-10-03', '2026-10-04'];
    const rows = asins.flatMap((asin, i) =>
      days.map((day, d) => ({
        userId,
        sellingPartnerId: 'A1SELLER',
        marketplaceId: 'ATVPDKIKX0DER',
        asin,
        day,
        sessions: 1000 * i + d + 1,
        pageViews: 0,
        unitsOrdered: i + d,
        orderedSales: 0,
        currency: 'USD',
        unitSessionPercentage: 0,
        buyBoxPercentage: 0,
      })),
    );
    for (let i = 0; i < rows.length; i += 500) await database.db.insert(performanceDaily).values(rows.slice(i, i + 500));
    // Every third pair asks for an ASIN that has no rows: its sums are zero, and it keeps its place.
    const pairs: WindowPair[] = asins.map((asin, i) => ({
      sellingPartnerId: 'A1SELLER',
      marketplaceId: 'ATVPDKIKX0DER',
      asin: i % 3 === 2 ? `X${asin.slice(1)}` : asin,
      before: { from: '2026-10-01', to: '2026-10-02' },
      after: { from: '2026-10-04', to: '2026-10-04' },
    }));

    const sums = await sumWindows(database.db, userId, pairs);

    expect(sums).toHaveLength(600);
    sums.forEach((s, i) => {
      const expected =
        i % 3 === 2
          ? { before: { sessions: 0, units: 0 }, after: { sessions: 0, units: 0 } }
          : {
              before: { sessions: 2000 * i + 3, units: 2 * i + 1 },
              after: { sessions: 1000 * i + 4, units: i + 3 },
            };
      expect(s, `pair ${i}`).toEqual(expected);
    });
    // Another user's rows are not summed.
    expect(await sumWindows(database.db, userId + 1, pairs.slice(0, 1))).toEqual([
      { before: { sessions: 0, units: 0 }, after: { sessions: 0, units: 0 } },
    ]);
  });
});
