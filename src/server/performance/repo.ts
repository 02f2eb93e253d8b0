import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { queryRows, jsonUpsert, type Db } from '../db/index.ts';
import {
  listings,
  listingVersions,
  performanceDaily,
  performanceImports,
  performanceSearchWeekly,
  performanceTotals,
  type NewPerformanceDaily,
  type PerformanceImportRow,
} from '../db/schema/index.ts';
import { currentListingsOf } from '../listings/index.ts';

const CHUNK = 1000;
const SUM_CHUNK = 250;

/** A re-imported day replaces its row: Amazon revises recent days as late orders come in. */
export async function upsertDaily(db: Db, rows: NewPerformanceDaily[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK)
    await db.execute(
      sql`insert into ${performanceDaily} ${jsonUpsert(performanceDaily, rows.slice(i, i + CHUNK), {
        key: ['userId', 'sellingPartnerId', 'marketplaceId', 'asin', 'day'],
        update: [
          'sessions',
          'pageViews',
          'unitsOrdered',
          'orderedSales',
          'currency',
          'unitSessionPercentage',
          'buyBoxPercentage',
        ],
        now: 'importedAt',
      })}`,
    );
}

export async function upsertSearchWeekly(db: Db, rows: (typeof performanceSearchWeekly.$inferInsert)[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK)
    await db.execute(
      sql`insert into ${performanceSearchWeekly} ${jsonUpsert(performanceSearchWeekly, rows.slice(i, i + CHUNK), {
        key: ['userId', 'sellingPartnerId', 'marketplaceId', 'asin', 'weekStart'],
        update: ['impressions', 'clicks', 'cartAdds', 'purchases', 'searchSales', 'currency'],
        now: 'importedAt',
      })}`,
    );
}

/** A later range report of the same ASIN replaces its totals. */
export async function upsertTotals(db: Db, rows: (typeof performanceTotals.$inferInsert)[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK)
    await db.execute(
      sql`insert into ${performanceTotals} ${jsonUpsert(performanceTotals, rows.slice(i, i + CHUNK), {
        key: ['userId', 'sellingPartnerId', 'marketplaceId', 'asin'],
        update: ['fromDay', 'toDay', 'sessions', 'pageViews', 'unitsOrdered', 'orderedSales', 'currency'],
        now: 'importedAt',
      })}`,
    );
}

export type TotalsKey = { userId: number; sellingPartnerId: string; marketplaceId: string };

/** The last day of the marketplace's stored totals (null: none yet). */
export async function totalsUpTo(db: Db, key: TotalsKey): Promise<string | null> {
  const rows = await db
    .select({ toDay: sql<string | null>`max(${performanceTotals.toDay})` })
    .from(performanceTotals)
    .where(
      and(
        eq(performanceTotals.userId, key.userId),
        eq(performanceTotals.sellingPartnerId, key.sellingPartnerId),
        eq(performanceTotals.marketplaceId, key.marketplaceId),
      ),
    );
  return rows[0]?.toDay ?? null;
}

export type TotalsSum = Omit<TotalsRow, 'asin'> & { marketplaceId: string };

/** Every ASIN's totals summed per marketplace (and currency), for the dashboard. */
export async function sumTotals(db: Db, userId: number): Promise<TotalsSum[]> {
  return queryRows<TotalsSum>(
    db,
    sql`select marketplace_id as "marketplaceId", min(from_day)::text as "fromDay", max(to_day)::text as "toDay",
          sum(sessions)::int as sessions, sum(page_views)::int as "pageViews", sum(units_ordered)::int as "unitsOrdered",
          sum(ordered_sales)::float8 as "orderedSales", currency
        from ${performanceTotals}
        where user_id = ${userId}
        group by marketplace_id, currency
        order by marketplace_id, currency`,
  );
}

export type TotalsRow = {
  asin: string;
  fromDay: string;
  toDay: string;
  sessions: number;
  pageViews: number;
  unitsOrdered: number;
  orderedSales: number;
  currency: string;
};

/** The stored range totals of some ASINs of one marketplace (all of them with no `asins`). */
export async function findTotals(db: Db, key: TotalsKey, asins?: string[]): Promise<TotalsRow[]> {
  if (asins?.length === 0) return [];
  return db
    .select({
      asin: performanceTotals.asin,
      fromDay: performanceTotals.fromDay,
      toDay: performanceTotals.toDay,
      sessions: performanceTotals.sessions,
      pageViews: performanceTotals.pageViews,
      unitsOrdered: performanceTotals.unitsOrdered,
      orderedSales: performanceTotals.orderedSales,
      currency: performanceTotals.currency,
    })
    .from(performanceTotals)
    .where(
      and(
        eq(performanceTotals.userId, key.userId),
        eq(performanceTotals.sellingPartnerId, key.sellingPartnerId),
        eq(performanceTotals.marketplaceId, key.marketplaceId),
        ...(asins ? [inArray(performanceTotals.asin, asins)] : []),
      ),
    )
    .orderBy(asc(performanceTotals.asin));
}

export async function findImportStates(db: Db, userId: number, sellingPartnerId?: string): Promise<PerformanceImportRow[]> {
  return db
    .select()
    .from(performanceImports)
    .where(
      sellingPartnerId === undefined
        ? eq(performanceImports.userId, userId)
        : and(eq(performanceImports.userId, userId), eq(performanceImports.sellingPartnerId, sellingPartnerId)),
    )
    .orderBy(asc(performanceImports.marketplaceId));
}

export type ImportStatePatch = {
  status: PerformanceImportRow['status'];
  message: string | null;
  lastDay?: string | null;
  firstDay?: string | null;
  lastWeek?: string | null;
  succeeded?: boolean;
};

export async function saveImportState(
  db: Db,
  key: { userId: number; sellingPartnerId: string; marketplaceId: string },
  patch: ImportStatePatch,
): Promise<void> {
  const values = {
    ...key,
    status: patch.status,
    message: patch.message,
    checkedAt: new Date(),
    ...(patch.lastDay !== undefined ? { lastDay: patch.lastDay } : {}),
    ...(patch.firstDay !== undefined ? { firstDay: patch.firstDay } : {}),
    ...(patch.lastWeek !== undefined ? { lastWeek: patch.lastWeek } : {}),
    ...(patch.succeeded ? { succeededAt: new Date() } : {}),
  };
  const { userId: _u, sellingPartnerId: _s, marketplaceId: _m, ...set } = values;
  await db
    .insert(performanceImports)
    .values(values)
    .onConflictDoUpdate({
      target: [performanceImports.userId, performanceImports.sellingPartnerId, performanceImports.marketplaceId],
      set,
    });
}

/** The marketplaces and ASINs of the seller's current listings: what an import covers. */
export async function findListingAsins(
  db: Db,
  userId: number,
  sellingPartnerId: string,
): Promise<{ marketplaceId: string; asin: string }[]> {
  return db
    .selectDistinct({ marketplaceId: listings.marketplaceId, asin: listings.asin })
    .from(listings)
    .where(currentListingsOf(userId, { sellingPartnerId, withAsin: true }));
}

export type DailyRow = {
  asin: string;
  day: string;
  sessions: number;
  pageViews: number;
  unitsOrdered: number;
  orderedSales: number;
  currency: string;
  unitSessionPercentage: number;
  buyBoxPercentage: number;
};

export async function findDays(
  db: Db,
  key: { userId: number; sellingPartnerId: string; marketplaceId: string },
  asins: string[],
  fromDay: string,
): Promise<DailyRow[]> {
  if (asins.length === 0) return [];
  return db
    .select({
      asin: performanceDaily.asin,
      day: performanceDaily.day,
      sessions: performanceDaily.sessions,
      pageViews: performanceDaily.pageViews,
      unitsOrdered: performanceDaily.unitsOrdered,
      orderedSales: performanceDaily.orderedSales,
      currency: performanceDaily.currency,
      unitSessionPercentage: performanceDaily.unitSessionPercentage,
      buyBoxPercentage: performanceDaily.buyBoxPercentage,
    })
    .from(performanceDaily)
    .where(
      and(
        eq(performanceDaily.userId, key.userId),
        eq(performanceDaily.sellingPartnerId, key.sellingPartnerId),
        eq(performanceDaily.marketplaceId, key.marketplaceId),
        inArray(performanceDaily.asin, asins),
        gte(performanceDaily.day, fromDay),
      ),
    )
    .orderBy(asc(performanceDaily.asin), asc(performanceDaily.day));
}

/** Every daily row of the user (or one listing's ASIN), oldest first, for the CSV export. */
export async function findAllDays(
  db: Db,
  userId: number,
  only?: { sellingPartnerId: string; marketplaceId: string; asin: string },
): Promise<(DailyRow & { marketplaceId: string; sellingPartnerId: string })[]> {
  return db
    .select({
      sellingPartnerId: performanceDaily.sellingPartnerId,
      marketplaceId: performanceDaily.marketplaceId,
      asin: performanceDaily.asin,
      day: performanceDaily.day,
      sessions: performanceDaily.sessions,
      pageViews: performanceDaily.pageViews,
      unitsOrdered: performanceDaily.unitsOrdered,
      orderedSales: performanceDaily.orderedSales,
      currency: performanceDaily.currency,
      unitSessionPercentage: performanceDaily.unitSessionPercentage,
      buyBoxPercentage: performanceDaily.buyBoxPercentage,
    })
    .from(performanceDaily)
    .where(
      only
        ? and(
            eq(performanceDaily.userId, userId),
            eq(performanceDaily.sellingPartnerId, only.sellingPartnerId),
            eq(performanceDaily.marketplaceId, only.marketplaceId),
            eq(performanceDaily.asin, only.asin),
          )
        : eq(performanceDaily.userId, userId),
    )
    .orderBy(asc(performanceDaily.marketplaceId), asc(performanceDaily.asin), asc(performanceDaily.day));
}

/** The ASIN's weekly search figures since `fromWeek`, oldest first. */
export async function findSearchWeeks(
  db: Db,
  key: { userId: number; sellingPartnerId: string; marketplaceId: string },
  asin: string,
  fromWeek: string,
): Promise<{ weekStart: string; impressions: number; clicks: number; cartAdds: number; purchases: number }[]> {
  return db
    .select({
      weekStart: performanceSearchWeekly.weekStart,
      impressions: performanceSearchWeekly.impressions,
      clicks: performanceSearchWeekly.clicks,
      cartAdds: performanceSearchWeekly.cartAdds,
      purchases: performanceSearchWeekly.purchases,
    })
    .from(performanceSearchWeekly)
    .where(
      and(
        eq(performanceSearchWeekly.userId, key.userId),
        eq(performanceSearchWeekly.sellingPartnerId, key.sellingPartnerId),
        eq(performanceSearchWeekly.marketplaceId, key.marketplaceId),
        eq(performanceSearchWeekly.asin, asin),
        gte(performanceSearchWeekly.weekStart, fromWeek),
      ),
    )
    .orderBy(asc(performanceSearchWeekly.weekStart));
}

type Sums = { sessions: number; units: number };
export type WindowPair = {
  sellingPartnerId: string;
  marketplaceId: string;
  asin: string;
  /** Inclusive days (YYYY-MM-DD), the before window ending before the after window starts. */
  before: { from: string; to: string };
  after: { from: string; to: string };
};

/**
 * Sessions and units summed over each pair of windows: the dashboard needs four sums per pushed
 * listing, not every listing's days. Each pair is an index range scan of its own, so a long list
 * runs as parts of at most SUM_CHUNK pairs at once on the pool's connections (four for 1,000 pairs).
 */
export async function sumWindows(db: Db, userId: number, pairs: WindowPair[]): Promise<{ before: Sums; after: Sums }[]> {
  const parts: WindowPair[][] = [];
  for (let start = 0; start < pairs.length; start += SUM_CHUNK) parts.push(pairs.slice(start, start + SUM_CHUNK));
  return (await Promise.all(parts.map((part) => sumWindowsQuery(db, userId, part)))).flat();
}

/** One query for up to SUM_CHUNK pairs. Lateral, so each pair is one index range scan (a join lets the planner hash the whole table). */
async function sumWindowsQuery(db: Db, userId: number, pairs: WindowPair[]): Promise<{ before: Sums; after: Sums }[]> {
  const json = JSON.stringify(
    pairs.map((p, i) => ({
      i,
      s: p.sellingPartnerId,
      m: p.marketplaceId,
      a: p.asin,
      bf: p.before.from,
      bt: p.before.to,
      af: p.after.from,
      at: p.after.to,
    })),
  );
  const rows = await queryRows<{ i: number; bs: number; bu: number; as: number; au: number }>(
    db,
    sql`select w.i, t.bs, t.bu, t.as, t.au
    from jsonb_to_recordset(${json}::jsonb) as w(i int, s text, m text, a text, bf date, bt date, af date, at date)
    cross join lateral (
      select coalesce(sum(d.sessions) filter (where d.day between w.bf and w.bt), 0)::float8 as bs,
        coalesce(sum(d.units_ordered) filter (where d.day between w.bf and w.bt), 0)::float8 as bu,
        coalesce(sum(d.sessions) filter (where d.day between w.af and w.at), 0)::float8 as "as",
        coalesce(sum(d.units_ordered) filter (where d.day between w.af and w.at), 0)::float8 as au
      from performance_daily d
      where d.user_id = ${userId} and d.selling_partner_id = w.s and d.marketplace_id = w.m and d.asin = w.a
        and d.day between least(w.bf, w.af) and greatest(w.bt, w.at)
    ) t`,
  );
  const sums = pairs.map(() => ({ before: { sessions: 0, units: 0 }, after: { sessions: 0, units: 0 } }));
  for (const r of rows)
    sums[Number(r.i)] = {
      before: { sessions: Number(r.bs), units: Number(r.bu) },
      after: { sessions: Number(r.as), units: Number(r.au) },
    };
  return sums;
}

export type PushRow = { listingId: number; versionId: number; kind: string; at: Date; healthScore: number | null };

/** A push Amazon took: rollbacks push too; a push Amazon never took (NOT_LIVE) is left out. */
const livePush = and(
  inArray(listingVersions.kind, ['pushed', 'rolled_back']),
  sql`coalesce(${listingVersions.submissionStatus}, 'ACCEPTED') <> 'NOT_LIVE'`,
);

const pushColumns = {
  listingId: listingVersions.listingId,
  versionId: listingVersions.id,
  kind: listingVersions.kind,
  at: listingVersions.createdAt,
  healthScore: listingVersions.healthScore,
};

/** A listing's pushes, oldest first. */
export async function findPushes(db: Db, listingId: number): Promise<PushRow[]> {
  return db
    .select(pushColumns)
    .from(listingVersions)
    .where(and(eq(listingVersions.listingId, listingId), livePush))
    .orderBy(asc(listingVersions.createdAt), asc(listingVersions.id));
}

export type PushedListing = { id: number; title: string; sellingPartnerId: string; marketplaceId: string; asin: string };

/**
 * The user's current listings with a push since `since`, each with all its pushes, oldest first
 * (a push's windows stop at its neighbours). One query: the dashboard card asks this of a whole
 * catalogue.
 */
export async function findRecentlyPushed(
  db: Db,
  userId: number,
  since: Date,
): Promise<{ listing: PushedListing; pushes: PushRow[] }[]> {
  const recent = db
    .select({ listingId: listingVersions.listingId })
    .from(listingVersions)
    .where(and(livePush, gte(listingVersions.createdAt, since)));
  const rows = await db
    .select({
      ...pushColumns,
      title: listings.title,
      sellingPartnerId: listings.sellingPartnerId,
      marketplaceId: listings.marketplaceId,
      asin: listings.asin,
    })
    .from(listingVersions)
    .innerJoin(listings, eq(listings.id, listingVersions.listingId))
    .where(and(currentListingsOf(userId, { withAsin: true }), livePush, inArray(listings.id, recent)))
    .orderBy(asc(listingVersions.createdAt), asc(listingVersions.id));
  const byListing = new Map<number, { listing: PushedListing; pushes: PushRow[] }>();
  for (const { title, sellingPartnerId, marketplaceId, asin, ...push } of rows) {
    let entry = byListing.get(push.listingId);
    if (!entry) {
      entry = { listing: { id: push.listingId, title, sellingPartnerId, marketplaceId, asin }, pushes: [] };
      byListing.set(push.listingId, entry);
    }
    entry.pushes.push(push);
  }
  return [...byListing.values()];
}

/** Users with a marketplace not checked since `before`: the daily import is due for them. */
export async function findUsersCheckedBefore(db: Db, before: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: performanceImports.userId })
    .from(performanceImports)
    .where(lt(performanceImports.checkedAt, before));
  return rows.map((r) => r.userId);
}
