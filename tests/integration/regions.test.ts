/**
 * One Amazon connection per region (docs/sellers-and-archive.md#regions): NA and EU at once, each
 * through its own hosts, a disconnect of one leaving the other working, and each consent of a demo
 * seller seeing its own copy of the seller's catalogue.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_SELLER_ID } from '../../src/emulators/amazon/demo-app.ts';
import { queryRows } from '../../src/server/db/client.ts';
import { bearer, registerUser } from '../helpers/app.ts';
import {
  connectSeller,
  emulatorCalls,
  emulatorControl,
  firstImportToEnd,
  startSync,
  syncToEnd as syncToEndOf,
  type EmulatorCall,
  waitForSync,
  type AmazonTestApp,
  type TestEmulator,
  useAmazonApp,
} from '../helpers/amazon.ts';

const US = 'ATVPDKIKX0DER';
const EU = ['A1F83G8C2ARO7P', 'A1PA6795UKMFR9', 'A13V1IB3VIYZZH', 'APJ6JRA9NG5V4', 'A1RKKUPIHCS9HS'];

let emulator: TestEmulator;
let t: AmazonTestApp;

type ListingJson = { id: number; sku: string; marketplaceId: string; title: string; state: string };
type RegionStatus = { region: string; sellingPartnerId: string; marketplaces: string[]; lastSynced: string | null };
type Status = { connected: boolean; connections: RegionStatus[] };

useAmazonApp(1000, (e, app) => {
  emulator = e;
  t = app;
});

const calls = () => emulatorCalls(emulator.base);

async function status(token: string): Promise<Status> {
  const res = await t.app.inject({ method: 'GET', url: '/api/amazon/connection', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json() as Status;
}

async function listingsOf(token: string): Promise<ListingJson[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/listings', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json() as ListingJson[];
}

const syncToEnd = (token: string) => syncToEndOf(t.app, token);

describe('NA and EU connected at once', () => {
  let token: string;

  it('each region gets its own authorisation and only its own marketplaces', async () => {
    token = (await registerUser(t.app)).token;
    const before = (await calls()).length;
    expect(await connectSeller(t.app, token, emulator.base, DEMO_SELLER_ID, 'NA')).toBe('/?connected=true');
    expect(await connectSeller(t.app, token, emulator.base, DEMO_SELLER_ID, 'EU')).toBe('/?connected=true');
    const s = await status(token);
    expect(s.connected).toBe(true);
    expect(s.connections.map((c) => [c.region, c.marketplaces])).toEqual([
      ['NA', [US]],
      ['EU', EU],
    ]);
    const consent = (await calls()).slice(before);
    // Consent on each region's Seller Central, the code exchanged at that region's LWA host.
    expect(consent.filter((c) => c.method === 'POST' && c.url.includes('/apps/authorize/consent')).map((c) => c.host)).toEqual([
      'sellercentral.amazon.com',
      'sellercentral-europe.amazon.com',
    ]);
    const participations = consent.filter((c) => c.operation === 'getMarketplaceParticipations');
    expect(participations.map((c) => c.host)).toEqual(['sellingpartnerapi-na.amazon.com', 'sellingpartnerapi-eu.amazon.com']);
  });

  it('a sync imports each region through its own endpoint, with progress per region', async () => {
    const before = (await calls()).length;
    const done = await syncToEnd(token);
    expect(done.status).toBe('done');
    expect(done.regions.map((r) => [r.region, r.status])).toEqual([
      ['NA', 'done'],
      ['EU', 'done'],
    ]);
    expect(done.total).toBe(done.regions.reduce((n, r) => n + r.total, 0));
    const listings = await listingsOf(token);
    const markets = new Set(listings.map((l) => l.marketplaceId));
    expect(markets.has(US)).toBe(true);
    expect(EU.every((m) => markets.has(m))).toBe(true);

    const sync = (await calls())
      .slice(before)
      .filter((c) => c.operation === 'searchListingsItems' || c.operation === 'getCatalogItem');
    const na = sync.filter((c) => c.host === 'sellingpartnerapi-na.amazon.com');
    const eu = sync.filter((c) => c.host === 'sellingpartnerapi-eu.amazon.com');
    expect(na.length).toBeGreaterThan(0);
    expect(eu.length).toBeGreaterThan(0);
    expect(na.length + eu.length).toBe(sync.length);
    // Every NA call asks for the US marketplace only, every EU call for EU marketplaces only.
    const marketplacesOf = (c: EmulatorCall) => new URL(c.url, 'http://x').searchParams.get('marketplaceIds')?.split(',') ?? [];
    expect(na.every((c) => marketplacesOf(c).every((m) => m === US))).toBe(true);
    expect(eu.every((m) => marketplacesOf(m).length > 0 && marketplacesOf(m).every((id) => EU.includes(id)))).toBe(true);
    expect(sync.every((c) => c.status === 200 || c.status === 429)).toBe(true);
  });

  it('a disconnect of EU leaves NA working: its listings stay, the next sync runs NA only', async () => {
    const before = await listingsOf(token);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/amazon/connection?region=EU', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Status).connections.map((c) => c.region)).toEqual(['NA']);
    expect((await listingsOf(token)).map((l) => l.id).sort()).toEqual(before.map((l) => l.id).sort());

    const done = await syncToEnd(token);
    expect(done.status).toBe('done');
    expect(done.regions.map((r) => r.region)).toEqual(['NA']);
    const after = await listingsOf(token);
    // The EU listings are kept as they were (a disconnect deletes nothing; the NA sync never touches them).
    expect(after.filter((l) => EU.includes(l.marketplaceId))).toEqual(before.filter((l) => EU.includes(l.marketplaceId)));
    expect(after.filter((l) => l.marketplaceId === US).every((l) => l.state === 'active')).toBe(true);
  });

  it('refuses an unknown region with a 400', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/amazon/connection?region=XX', headers: bearer(token) });
    expect(res.statusCode).toBe(400);
    const url = await t.app.inject({ method: 'GET', url: '/api/amazon/auth-url?region=SA', headers: bearer(token) });
    expect(url.statusCode).toBe(400);
  });
});

/** The newest import run of a user, so a test reads only the runs it starts. */
async function lastRunId(userId: number): Promise<number> {
  const [row] = await queryRows<{ last: number }>(
    t.database.db,
    sql`select coalesce(max(id), 0)::int as last from sync_runs where user_id = ${userId}`,
  );
  return row!.last;
}

describe('disconnecting every region at once', () => {
  /** A seller connected in NA and EU whose first import has ended; `before` is its last run so far. */
  async function sellerInBothRegions() {
    const { token, user } = await registerUser(t.app);
    expect(await connectSeller(t.app, token, emulator.base, DEMO_SELLER_ID, 'NA')).toBe('/?connected=true');
    expect(await connectSeller(t.app, token, emulator.base, DEMO_SELLER_ID, 'EU')).toBe('/?connected=true');
    // The consents started the first import: let it end, so a test reads only the runs it starts.
    await firstImportToEnd(t.app, token, 120_000);
    return { token, user, before: await lastRunId(user.id) };
  }

  it("ends both regions' running imports with the connections, and keeps the listings", async () => {
    const { token, user, before } = await sellerInBothRegions();
    // Amazon holds the reports: both imports stay running once their search phase is through.
    await emulatorControl(emulator.base, 'settings', { reportPollsToDone: 1_000_000 });
    try {
      const started = await startSync(t.app, token);
      await waitForSync(t.app, token, started.body.jobId, {
        until: (p) => p.regions.length === 2 && p.regions.every((r) => r.status === 'running' && r.done > 0),
      });
      const listed = await listingsOf(token);

      const res = await t.app.inject({ method: 'DELETE', url: '/api/amazon/connection', headers: bearer(token) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ connected: false, connections: [] });
      // The sync's progress shows connected regions only, so the runs are read where they are kept.
      const runs = await queryRows<{ region: string; status: string; error: string | null }>(
        t.database.db,
        sql`select region, status, error from sync_runs where user_id = ${user.id} and id > ${before} order by id`,
      );
      expect(runs).toEqual([
        { region: 'NA', status: 'failed', error: 'The Amazon account was disconnected.' },
        { region: 'EU', status: 'failed', error: 'The Amazon account was disconnected.' },
      ]);
      // Nothing is deleted: every listing imported before the disconnect is still there.
      expect(listed.length).toBeGreaterThan(0);
      expect((await listingsOf(token)).map((l) => l.id)).toEqual(expect.arrayContaining(listed.map((l) => l.id)));
    } finally {
      await emulatorControl(emulator.base, 'settings', { reportPollsToDone: 2 });
    }
  });

  it('changes nothing when it fails halfway: no region is left disconnected with its import running', async () => {
    const { token, user, before } = await sellerInBothRegions();
    await emulatorControl(emulator.base, 'settings', { reportPollsToDone: 1_000_000 });
    // The database refuses to delete this user's EU connection, after the NA one went.
    await t.database.db.execute(
      sql.raw(`create function refuse_eu_delete() returns trigger language plpgsql as $$
        begin
          if old.user_id = ${user.id} and old.region = 'EU' then raise exception 'refused for the test'; end if;
          return old;
        end $$`),
    );
    await t.database.db.execute(
      sql.raw(
        'create trigger refuse_eu_delete before delete on amazon_connections for each row execute function refuse_eu_delete()',
      ),
    );
    try {
      const started = await startSync(t.app, token);
      await waitForSync(t.app, token, started.body.jobId, {
        until: (p) => p.regions.length === 2 && p.regions.every((r) => r.status === 'running'),
      });
      const res = await t.app.inject({ method: 'DELETE', url: '/api/amazon/connection', headers: bearer(token) });
      expect(res.statusCode).toBe(500);
      expect((await status(token)).connections.map((c) => c.region)).toEqual(['NA', 'EU']);
      const runs = await queryRows<{ region: string; status: string }>(
        t.database.db,
        sql`select region, status from sync_runs where user_id = ${user.id} and id > ${before} order by id`,
      );
      expect(runs).toEqual([
        { region: 'NA', status: 'running' },
        { region: 'EU', status: 'running' },
      ]);
    } finally {
      await emulatorControl(emulator.base, 'settings', { reportPollsToDone: 2 });
      await t.database.db.execute(sql.raw('drop trigger refuse_eu_delete on amazon_connections'));
      await t.database.db.execute(sql.raw('drop function refuse_eu_delete()'));
    }
  });
});

describe('each user connects their own copy of a demo seller', () => {
  it("one user's push never shows in another user's listings", async () => {
    const a = (await registerUser(t.app)).token;
    const b = (await registerUser(t.app)).token;
    expect(await connectSeller(t.app, a, emulator.base)).toBe('/?connected=true');
    expect(await connectSeller(t.app, b, emulator.base)).toBe('/?connected=true');
    expect((await syncToEnd(a)).status).toBe('done');
    expect((await syncToEnd(b)).status).toBe('done');

    const listing = (await listingsOf(a)).find((l) => l.marketplaceId === US)!;
    const detail = (await t.app.inject({ method: 'GET', url: `/api/listings/${listing.id}`, headers: bearer(a) })).json() as {
      title: string;
      bullets: string[];
      description: string;
    };
    const title = `${detail.title} (pushed by user A)`;
    const pushed = await t.app.inject({
      method: 'POST',
      url: `/api/listings/${listing.id}/update-amazon`,
      headers: bearer(a),
      payload: {
        title,
        bullets: detail.bullets,
        description: detail.description,
        confirm: true,
        idempotencyKey: 'regions-push-1',
      },
    });
    expect(pushed.statusCode, pushed.body).toBe(200);

    expect((await syncToEnd(a)).status).toBe('done');
    expect((await syncToEnd(b)).status).toBe('done');
    expect((await listingsOf(a)).find((l) => l.sku === listing.sku && l.marketplaceId === US)?.title).toBe(title);
    const other = (await listingsOf(b)).find((l) => l.sku === listing.sku && l.marketplaceId === US);
    expect(other?.title).toBe(detail.title);
  }, 90_000); // Four syncs and a push: 30 s ran out once on a machine loaded five times over.
});
