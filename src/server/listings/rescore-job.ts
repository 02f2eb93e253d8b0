import { and, asc, eq, gt, isNotNull, ne, sql } from 'drizzle-orm';
import { getPolicy } from '#core/health/policy';
import type { Db } from '../db/client.ts';
import { listings } from '../db/schema/index.ts';
import type { JobContext } from '../jobs/plugin.ts';
import { healthFields, listingContent } from './service.ts';

/** Re-scores every listing whose stored score was computed under an older listing policy. */
export const RESCORE_QUEUE = 'health-rescore';
const BATCH = 500;

/** The policy version a listing scored now carries: policy rows change for every marketplace on one date. */
export function currentPolicyVersion(now: Date = new Date()): string {
  return getPolicy('ATVPDKIKX0DER', false, now).version;
}

/** Listings scored under another policy; never-analysed ones (no version) stay as they are. */
function staleUnder(version: string) {
  return and(isNotNull(listings.policyVersion), ne(listings.policyVersion, version));
}

export async function countStaleScores(db: Db, version: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(listings).where(staleUnder(version));
  return row?.n ?? 0;
}

/**
 * In batches by id, so a restarted job resumes where the stored versions say it stopped. A row
 * edited while its batch was being scored keeps the edit's own score: the update only applies to
 * rows whose version (`xmin`, the transaction that last wrote the row) is still the one read.
 */
export async function runRescoreJob(deps: { db: Db }, _data: object, ctx: JobContext): Promise<{ rescored: number }> {
  const version = currentPolicyVersion();
  let lastId = 0;
  let rescored = 0;
  for (;;) {
    if (ctx.signal.aborted) throw ctx.signal.reason;
    const rows = await deps.db
      .select({ row: listings, rowVersion: sql<string>`${listings}.xmin::text` })
      .from(listings)
      .where(and(staleUnder(version), gt(listings.id, lastId)))
      .orderBy(asc(listings.id))
      .limit(BATCH);
    if (rows.length === 0) return { rescored };
    lastId = rows.at(-1)!.row.id;
    await deps.db.transaction(async (tx) => {
      for (const { row, rowVersion } of rows) {
        const updated = await tx
          .update(listings)
          .set(healthFields(listingContent(row)))
          .where(and(eq(listings.id, row.id), sql`${listings}.xmin::text = ${rowVersion}`))
          .returning({ id: listings.id });
        rescored += updated.length;
      }
    });
  }
}
