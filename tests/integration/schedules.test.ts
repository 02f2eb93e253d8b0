/**
 * Periodic work goes through the jobs plugin's one scheduler (`app.jobs.every`): with two worker
 * processes on one database, each interval of each schedule fires once, in one of them.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import type { Database } from '../../src/server/db/client.ts';
import { queryRows } from '../../src/server/db/index.ts';
import { testConfig } from '../helpers/app.ts';
import { waitFor } from '../helpers/wait.ts';
import { createTestDatabase } from '../setup/test-db.ts';

/** A worker process (no HTTP) on the test database. */
async function workerOn(database: Database): Promise<FastifyInstance> {
  const config = testConfig({ ROLE: 'worker', LOG_LEVEL: 'warn' });
  return buildApp(config, { database, webRoot: path.join(config.dataDir, 'no-web') });
}

describe('schedules', () => {
  it('fires each schedule once per interval with two worker processes', async () => {
    const database = await createTestDatabase();
    const workers: FastifyInstance[] = [];
    try {
      // One after the other, as a deploy starts them (PGlite serves one connection: its migrations would interleave).
      for (let i = 0; i < 2; i++) {
        const worker = await workerOn(database);
        workers.push(worker);
        await worker.ready();
      }
      const names = workers[0]!.jobs.schedules;
      // The five periodic checks of the features, each offered by both processes.
      expect([...names].sort()).toEqual(
        [
          'health-rescore-check',
          'keywords-sqp-weekly',
          'listing-watch-due',
          'listing-watch-subscriptions',
          'performance-daily',
        ].sort(),
      );
      expect(workers[1]!.jobs.schedules).toEqual(names);
      // Both processes offer every schedule at once, as their timers do at an interval's boundary.
      await Promise.all(workers.flatMap((w) => names.map((name) => w.jobs.offer(name))));
      const rows = await waitFor(async () => {
        const r = await queryRows<{ name: string; slot: string; fired: number; open: number }>(
          database.db,
          sql`select data->>'name' as name, singleton_on::text as slot, count(*)::int as fired,
                count(*) filter (where state <> 'completed')::int as open
              from pgboss.job where name = 'schedule' group by 1, 2 order by 1, 2`,
        );
        return r.length >= names.length && r.every((x) => x.open === 0) && r;
      }, 20_000);
      // One firing per schedule and interval, run to the end (a boundary crossed between the two
      // offers would make two intervals, each still fired once).
      expect(new Set(rows.map((r) => r.name))).toEqual(new Set(names));
      for (const row of rows) expect(row, `${row.name} at ${row.slot}`).toMatchObject({ fired: 1, open: 0 });
    } finally {
      await Promise.all(workers.map((w) => w.close()));
      await database.close();
    }
  }, 60_000);
});

describe('a schedule whose run outlasts its interval', () => {
  it('skips the next intervals while the earlier firing runs, then fires again', async () => {
    const database = await createTestDatabase();
    const worker = await workerOn(database);
    let runs = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Fired by its own timer every second; the first run holds until released, as a slow
    // reconcile of a thousand sellers would.
    worker.jobs.every({ name: 'slow-test', everyMs: 1_000 }, async () => {
      runs++;
      if (runs === 1) await held;
    });
    const firings = async () =>
      (
        await queryRows<{ state: string }>(
          database.db,
          sql`select state from pgboss.job where name = 'schedule' and data->>'name' = 'slow-test'`,
        )
      ).map((r) => r.state);
    try {
      await worker.ready();
      // Two later intervals fired and ended while the first is still running: neither ran the task.
      await waitFor(async () => (await firings()).filter((s) => s === 'completed').length >= 2, 20_000);
      expect(runs).toBe(1);
      expect(await firings()).toContain('active');
      release();
      // The first ends; the next interval runs the task again.
      await waitFor(async () => runs >= 2, 20_000);
    } finally {
      release();
      await worker.close();
      await database.close();
    }
  }, 60_000);
});

describe('a schedule whose earlier firing died with its worker', () => {
  it('fires again once the dead firing stops being marked alive, not when pg-boss expires it 15 minutes on', async () => {
    const database = await createTestDatabase();
    const worker = await workerOn(database);
    let runs = 0;
    worker.jobs.every({ name: 'crash-test', everyMs: 1_000 }, async () => {
      runs++;
    });
    const orphanState = async () =>
      (
        await queryRows<{ state: string }>(
          database.db,
          sql`select state from pgboss.job where name = 'schedule' and singleton_key = 'crash-test-dead'`,
        )
      ).map((r) => r.state);
    try {
      await worker.ready();
      // The firing of a worker killed two minutes ago: still active in pg-boss, for an earlier
      // interval than any this worker offers, and no longer marked alive.
      await database.db.execute(
        sql`insert into pgboss.job (name, data, state, started_on, singleton_key, singleton_on, retry_limit)
            values ('schedule', ${JSON.stringify({ name: 'crash-test' })}::jsonb, 'active', now() - interval '2 minutes',
                    'crash-test-dead', (now() at time zone 'utc') - interval '2 minutes', 0)`,
      );
      const before = runs;
      // Later intervals run the task (the old guard skipped them all while the dead firing stayed active).
      await waitFor(async () => runs >= before + 2, 20_000);
      expect(await orphanState()).toEqual(['active']);
    } finally {
      await worker.close();
      await database.close();
    }
  }, 60_000);
});
