import { getPolicy } from '#core/health/index';
import type { Db } from '../db/index.ts';
import type { JobContext } from '../jobs/index.ts';
import { findStaleScores } from './repo.ts';
import { updateIfUnchanged } from './writes.ts';
import { healthFields, listingContent } from './service.ts';

const BATCH = 500;

/** The policy version a listing scored now carries: policy rows change for every marketplace on one date. */
export function currentPolicyVersion(now: Date = new Date()): string {
  return getPolicy('ATVPDKIKX0DER', false, now).version;
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
    const rows = await findStaleScores(deps.db, version, lastId, BATCH);
    if (rows.length === 0) return { rescored };
    lastId = rows.at(-1)!.row.id;
    await deps.db.transaction(async (tx) => {
      for (const { row, rowVersion } of rows) {
        if (await updateIfUnchanged(tx, row.id, rowVersion, healthFields(listingContent(row)))) rescored += 1;
      }
    });
  }
}
