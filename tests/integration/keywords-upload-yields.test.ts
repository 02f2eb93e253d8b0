import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listingKeywords, listings } from '../../src/server/db/schema/index.ts';
import { saveImportedListings } from '../../src/server/listings/index.ts';
import { bearer, registerUser, type TestApp, useTestApp } from '../helpers/app.ts';
import { askHealthWhile } from '../helpers/health-while.ts';
import { multipartBody } from '../helpers/multipart.ts';

/**
 * A large keyword file is read in batches that share the event loop: health checks are answered
 * while it is read (ordering, not wall time; the figures are in `npm run bench`). Its one write
 * transaction does not yield: on the embedded database every other query waits for it.
 */
let t: TestApp;
useTestApp((app) => {
  t = app;
});

async function listingOf(userId: number): Promise<number> {
  await saveImportedListings(t.database.db, [
    { userId, source: 'file', marketplaceId: 'ATVPDKIKX0DER', sku: 'SKU-1', title: 'Steel Tumbler' },
  ]);
  const [row] = await t.database.db.select({ id: listings.id }).from(listings).where(eq(listings.userId, userId));
  return row!.id;
}

describe('writing uploaded keywords', () => {
  it('answers health checks while a catalogue file is read and written, and stores nothing when its last row fails', async () => {
    const seller = await registerUser(t.app);
    const listingId = await listingOf(seller.user.id);
    const lines = ['keyword,volume,sku'];
    for (let i = 0; i < 5000; i++) lines.push(`steel tumbler ${i},${5000 - i},SKU-1`);
    lines.push('steel tumbler last,1,SKU-UNKNOWN');
    const body = await multipartBody({}, { name: 'keywords.csv', content: lines.join('\n') });
    const { res, order } = await askHealthWhile(
      t.app,
      t.app.inject({
        method: 'POST',
        url: '/api/keywords/upload',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(seller.token) },
      }),
      'upload',
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe('Row 5002, column "sku": no listing has the SKU "SKU-UNKNOWN"');
    expect(await t.database.db.select().from(listingKeywords).where(eq(listingKeywords.listingId, listingId))).toHaveLength(0);
    expect(order.indexOf('upload')).toBeGreaterThan(3);
  });
});
