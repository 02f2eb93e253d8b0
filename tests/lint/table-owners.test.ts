import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sourceFiles, srcRoot } from '../helpers/import-graph.ts';
import { tableWrites, type TableWrite } from '../helpers/table-writes.ts';
import { importErrors } from './import-rules.ts';

/**
 * One feature owns each table (docs/architecture.md#one-owner-per-table), and its schema file is
 * named for it: `db/schema/<feature>.ts`. Every insert, update and delete in src/server is found
 * through TypeScript's type checker (tests/helpers/table-writes.ts), Drizzle's builder calls and the
 * tables interpolated into `sql` writes alike, aliases followed, and checked against this map.
 */
const OWNERS: Record<string, string> = {
  users: 'accounts',
  sessions: 'accounts',
  account_tokens: 'accounts',
  login_throttles: 'accounts',
  oauth_states: 'accounts',
  identities: 'google-auth',
  rate_limits: 'security',
  sales_inquiries: 'billing',
  processed_webhooks: 'billing',
  amazon_connections: 'amazon',
  listings: 'listings',
  listing_versions: 'publish',
  push_previews: 'publish',
  sync_runs: 'sync',
  reviews: 'faqs',
  faqs: 'faqs',
  aplus_drafts: 'aplus',
  spapi_rate_buckets: 'integrations',
  batch_runs: 'batch',
  listing_keywords: 'keywords',
  sqp_imports: 'keywords',
  performance_daily: 'performance',
  performance_search_weekly: 'performance',
  performance_imports: 'performance',
  performance_totals: 'performance',
  alerts: 'alerts',
  watch_regions: 'alerts',
  watch_listings: 'alerts',
  alert_mail_settings: 'alerts',
  alert_mails: 'alerts',
  notification_subscriptions: 'alerts',
  notifications_received: 'alerts',
  notification_queue_status: 'alerts',
};

/**
 * Columns of `users` that another feature owns: billing alone sets the plan (it is what a payment
 * or a cancellation at Stripe changes), plans counts the credits spent and the plan's marketplace.
 */
const COLUMN_OWNERS: Record<string, Record<string, string>> = {
  users: {
    tier: 'billing',
    stripeCustomerId: 'billing',
    stripeSubscriptionId: 'billing',
    usageCount: 'plans',
    usagePeriodStart: 'plans',
    planMarketplaceId: 'plans',
    planMarketplaceChangedAt: 'plans',
  },
};

/**
 * Writes outside the owner that remain, each with why: `feature table`. The list can only shrink:
 * the test fails on a write missing from it and on an entry no write needs any more.
 */
const SHARED = new Map<string, string>();

const SERVER = srcRoot('server');
const featureOf = (file: string) =>
  path
    .relative(SERVER, path.resolve(file))
    .split(path.sep)[0]!
    .replace(/\.tsx?$/, '');
const describeWrite = (w: TableWrite) => `${w.file}: ${w.how} ${w.table} (${w.columns.join(', ')})`;

/** Each write another feature than the owner makes, unless it sets only columns that feature owns. */
function foreignWrites(writes: TableWrite[]): { write: TableWrite; key: string }[] {
  return writes.flatMap((write) => {
    const feature = featureOf(write.file);
    const columnOwners = COLUMN_OWNERS[write.table] ?? {};
    const isOwner = OWNERS[write.table] === feature;
    const ownsColumns =
      write.how !== '.delete()' && write.columns.length > 0 && write.columns.every((c) => columnOwners[c] === feature);
    const takesColumns = write.columns.some((c) => columnOwners[c] !== undefined && columnOwners[c] !== feature);
    return (isOwner && !takesColumns) || ownsColumns ? [] : [{ write, key: `${feature} ${write.table}` }];
  });
}

describe('tables have one owner', () => {
  let found: ReturnType<typeof tableWrites>;
  beforeAll(() => {
    found = tableWrites(sourceFiles(SERVER));
  }, 120_000);

  it('maps every table to a feature that has a schema file of its name', () => {
    expect(Object.keys(OWNERS).sort()).toEqual(found.tables);
    const features = new Set(sourceFiles(path.join(SERVER, 'db/schema')).map((f) => path.basename(f, '.ts')));
    expect(Object.values(OWNERS).filter((owner) => !features.has(owner))).toEqual([]);
  });

  it('follows every write to its table', () => {
    expect(found.writes.filter((w) => w.table === '?').map(describeWrite)).toEqual([]);
    // Guards the finder: one that saw nothing would pass the check below.
    const written = new Set(found.writes.map((w) => w.table));
    expect(Object.keys(OWNERS).filter((table) => !written.has(table))).toEqual([]);
  });

  it('has no write outside the owner but the shared ones listed', () => {
    const foreign = foreignWrites(found.writes);
    expect(foreign.filter((f) => !SHARED.has(f.key)).map((f) => describeWrite(f.write))).toEqual([]);
    expect([...SHARED.keys()].filter((key) => !foreign.some((f) => f.key === key))).toEqual([]);
  });

  it('has listings write its table from writes.ts alone (repo.ts only reads)', () => {
    const listings = found.writes.filter((w) => OWNERS[w.table] === 'listings');
    expect(new Set(listings.map((w) => w.file))).toEqual(new Set(['src/server/listings/writes.ts']));
  });

  it('has publish write a listing’s versions from its repo.ts alone, where the push’s version state machine lives', () => {
    const versions = found.writes.filter((w) => w.table === 'listing_versions');
    expect(new Set(versions.map((w) => w.file))).toEqual(new Set(['src/server/publish/repo.ts']));
  });

  it('has billing alone set users.tier', () => {
    const tier = found.writes.filter((w) => w.table === 'users' && (w.columns.includes('tier') || w.columns.includes('?')));
    expect(new Set(tier.map((w) => featureOf(w.file)))).toEqual(new Set(['billing']));
  });

  it('catches a raw-SQL write and a write through an alias (test of the test)', () => {
    const probe = path.join(SERVER, 'sync/owner-probe.ts');
    const { writes } = tableWrites([], {
      [probe]: [
        "import { sql } from 'drizzle-orm';",
        "import { alias } from 'drizzle-orm/pg-core';",
        "import type { Db } from '../db/index.ts';",
        "import { listings, listingVersions } from '../db/schema/index.ts';",
        "const shadow = alias(listings, 'shadow');",
        'const versions = listingVersions;',
        'export async function probe(db: Db, ids: Map<number, string>) {',
        "  await db.execute(sql`UPDATE ${listings} SET title = 'x'`);",
        "  await db.update(shadow).set({ title: 'x' });",
        '  await db.delete(versions);',
        '  await db.execute(sql`delete from listing_versions where id = ${1}`);',
        '  ids.delete(1);',
        '}',
      ].join('\n'),
    });
    expect(foreignWrites(writes).map((f) => describeWrite(f.write))).toEqual([
      'src/server/sync/owner-probe.ts: sql UPDATE ${} listings (?)',
      'src/server/sync/owner-probe.ts: .update() listings (title)',
      'src/server/sync/owner-probe.ts: .delete() listing_versions ()',
      'src/server/sync/owner-probe.ts: sql DELETE FROM listing_versions (?)',
    ]);
  }, 60_000);

  it.each([
    ['src/server/publish/confirm.ts', '../listings/repo.ts'],
    ['src/server/sync/a/b/import-job.ts', '../../../listings/repo.ts'],
  ])('keeps %s out of %s', async (file, specifier) => {
    const errors = await importErrors(file, specifier);
    expect(errors.some((e) => e.includes('through its index.ts'))).toBe(true);
  });
});
