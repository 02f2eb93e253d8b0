import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../src/server/db/client.ts';
import { backgroundReserve } from '../../src/server/integrations/spapi/rate-limiter.ts';
import { SPAPI_RATE_LIMITS } from '../../src/server/integrations/spapi/rates.ts';
import { waitFor } from './wait.ts';

/**
 * Waits until the seller's one createReport bucket is down to the reserve background work leaves:
 * its backfill has spent the burst, and each of its further reports waits for the rate.
 */
export async function waitForReportBurstSpent(db: Db, sellingPartnerId: string): Promise<void> {
  const reserve = backgroundReserve(SPAPI_RATE_LIMITS.createReport);
  await waitFor(async () => {
    const rows = await queryRows<{ tokens: number }>(
      db,
      sql`select tokens from spapi_rate_buckets where key like ${`${sellingPartnerId}:%:createReport`}`,
    );
    return rows.length === 1 && rows[0]!.tokens < reserve + 1;
  }, 60_000);
}
