/**
 * The listing watch against the Amazon emulator, driven through its control routes: Amazon's
 * issues and enforcement actions, and the detail page as another contributor changes it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SELLER_ID } from '../../src/emulators/amazon/demo-app.ts';
import { users } from '../../src/server/db/schema/index.ts';
import { mailDigest } from '../../src/server/alerts/mail.ts';
import type { Alert, AlertList, WatchStatus } from '../../src/core/api/alerts.ts';
import { bearer, registerUser } from '../helpers/app.ts';
import {
  amazonConfig,
  buildAmazonTestApp,
  connectSeller,
  emulatorControl,
  startAmazonEmulator,
  firstImportToEnd,
  type AmazonTestApp,
  type TestEmulator,
} from '../helpers/amazon.ts';
import { mailSettled, startTestMailbox, type ReceivedMail, type TestMailbox } from '../helpers/mail.ts';
import { waitFor } from '../helpers/wait.ts';
import { MAIN_IMAGE_SUPPRESSION } from '../helpers/suppression.ts';

const US = 'ATVPDKIKX0DER';
let emulator: TestEmulator;
let mailbox: TestMailbox;
let t: AmazonTestApp;

type Seller = { token: string; userId: number; email: string; listingIds: Map<string, number> };

async function plant(sku: string, asin: string, title: string): Promise<void> {
  await emulatorControl(emulator.base, 'listings', {
    sku,
    asin,
    marketplaceId: US,
    brand: 'Frostline',
    title,
    bullets: ['Keeps drinks cold for 24 hours', 'Leak-proof lid'],
    description: 'A double-walled bottle for commutes and hikes.',
  });
}

async function connectedSeller(verified: boolean): Promise<Seller> {
  const { token, user } = await registerUser(t.app);
  if (verified) await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
  expect(await connectSeller(t.app, token, emulator.base)).toBe('/?connected=true');
  expect((await firstImportToEnd(t.app, token)).status).toBe('done');
  // The import's end queued the first check: the tests change Amazon's side after it.
  await checkEnded(t.app, token);
  const res = await t.app.inject({ method: 'GET', url: '/api/listings', headers: bearer(token) });
  const listingIds = new Map((res.json() as { id: number; sku: string }[]).map((l) => [l.sku, l.id]));
  return { token, userId: user.id, email: user.email, listingIds };
}

/** Waits until every region has had a check and none is under way; answers the status. */
async function checkEnded(app: AmazonTestApp['app'], token: string): Promise<WatchStatus> {
  return waitFor(async () => {
    const status = (await app.inject({ method: 'GET', url: '/api/alerts/status', headers: bearer(token) })).json() as WatchStatus;
    return status.regions.length > 0 && status.regions.every((r) => !r.checking && r.lastCheckedAt !== null) && status;
  }, 30_000);
}

/** "Check now", then waits until the queued check has ended; answers the status it ended with. */
async function checkNow(s: Seller): Promise<WatchStatus> {
  const res = await t.app.inject({ method: 'POST', url: '/api/alerts/check', headers: bearer(s.token), payload: {} });
  expect(res.statusCode, res.body).toBe(202);
  const status = await checkEnded(t.app, s.token);
  await mailSettled(t.app);
  return status;
}

async function alertsOf(s: Seller, state: 'open' | 'all' = 'all'): Promise<Alert[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/alerts?state=${state}`, headers: bearer(s.token) });
  expect(res.statusCode).toBe(200);
  return (res.json() as AlertList).alerts;
}

const suppression = MAIN_IMAGE_SUPPRESSION;

beforeAll(async () => {
  emulator = await startAmazonEmulator({ speedFactor: 1000 });
  mailbox = await startTestMailbox();
  // Without the Check now cooldown: these tests check again right after changing Amazon's side.
  t = await buildAmazonTestApp(
    amazonConfig(emulator.base, 1000, { SMTP_URL: mailbox.smtpUrl, WATCH_CHECK_COOLDOWN_MINUTES: '0' }),
  );
  await plant('WATCH-SUPP', 'B0WATCH001', 'Frostline Insulated Water Bottle 32 oz, Stainless Steel');
  await plant('WATCH-PAGE', 'B0WATCH002', 'Frostline Insulated Water Bottle 20 oz, Stainless Steel');
  await plant('WATCH-SEARCH', 'B0WATCH003', 'Frostline Insulated Water Bottle 40 oz, Stainless Steel');
}, 90_000);

afterAll(async () => {
  await t?.close();
  await mailbox?.close();
  await emulator?.close();
});

describe('listing watch', () => {
  let seller: Seller;
  beforeAll(async () => {
    seller = await connectedSeller(true);
    await checkNow(seller); // the baseline, after the first check the import queued
  }, 90_000);

  it('a suppression becomes one critical alert and one mail; the next check adds nothing; clearing resolves it', async () => {
    const before = (await alertsOf(seller)).length;
    // The sample's own inactive listings had their alerts (and mail) from the first check.
    const criticalMails = () =>
      mailbox.to(seller.email).filter((m) => m.subject.startsWith('Critical') && m.subject.includes('WATCH-SUPP'));
    const criticalBefore = (await t.app.inject({ method: 'GET', url: '/api/alerts/count', headers: bearer(seller.token) })).json()
      .critical as number;
    await emulatorControl(emulator.base, `listings/${DEMO_SELLER_ID}/WATCH-SUPP/issues`, { issues: [suppression] });
    await checkNow(seller);
    const added = (await alertsOf(seller)).slice(0, (await alertsOf(seller)).length - before);
    expect(added).toEqual([
      expect.objectContaining({
        kind: 'listing_suppressed',
        severity: 'critical',
        state: 'open',
        message: suppression.message,
        sku: 'WATCH-SUPP',
      }),
    ]);
    const mails = criticalMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Critical: Suppressed (WATCH-SUPP)');
    expect(mails[0]!.text).toContain(
      `Suppressed. Hidden from shoppers until fixed, so it makes no sales. Amazon says: ${suppression.message} (Amazon code 18155)`,
    );
    expect(mails[0]!.headers['list-unsubscribe']).toMatch(/^<http.+\/api\/alerts\/unsubscribe\?token=\d+\.\d+\.[\w-]{43}>$/);
    expect(mails[0]!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    const count = await t.app.inject({ method: 'GET', url: '/api/alerts/count', headers: bearer(seller.token) });
    expect(count.json()).toMatchObject({
      critical: criticalBefore + 1,
      byListing: { [String(seller.listingIds.get('WATCH-SUPP'))]: 1 },
      worstByListing: { [String(seller.listingIds.get('WATCH-SUPP'))]: { kind: 'listing_suppressed', severity: 'critical' } },
    });

    await checkNow(seller);
    expect(await alertsOf(seller)).toHaveLength(before + 1);
    expect(criticalMails()).toHaveLength(1);

    await emulatorControl(emulator.base, `listings/${DEMO_SELLER_ID}/WATCH-SUPP/issues`, { issues: [] });
    await checkNow(seller);
    const all = await alertsOf(seller);
    expect(all).toHaveLength(before + 2);
    expect(all[0]).toMatchObject({ kind: 'resolved', severity: 'info', sku: 'WATCH-SUPP' });
    expect(all.find((a) => a.kind === 'listing_suppressed')).toMatchObject({ state: 'resolved' });

    // A storm: suppressed again within the hour is a new alert, but no second mail for the listing.
    await emulatorControl(emulator.base, `listings/${DEMO_SELLER_ID}/WATCH-SUPP/issues`, {
      issues: [{ ...suppression, code: '18156', message: 'Suppressed again: the price is missing.' }],
    });
    await checkNow(seller);
    expect((await alertsOf(seller, 'open')).filter((a) => a.kind === 'listing_suppressed')).toHaveLength(1);
    expect(criticalMails()).toHaveLength(1);
    await emulatorControl(emulator.base, `listings/${DEMO_SELLER_ID}/WATCH-SUPP/issues`, { issues: [] });
    await checkNow(seller);
  });

  it('a detail page changed by someone else is a warning with the diff; Restore my version pushes the approved text', async () => {
    const id = seller.listingIds.get('WATCH-PAGE')!;
    const approved = 'Frostline Insulated Water Bottle 20 oz, Stainless Steel';
    const theirs = 'Cheap bottle 20oz';
    await emulatorControl(emulator.base, 'catalog/B0WATCH002/detail-page', {
      attributes: { item_name: [{ value: theirs, marketplace_id: US }] },
    });
    await checkNow(seller);
    const alert = (await alertsOf(seller, 'open')).find((a) => a.kind === 'detail_page_changed')!;
    expect(alert).toMatchObject({ severity: 'warning', sku: 'WATCH-PAGE' });
    expect(alert.content!.changes).toEqual([{ field: 'title', approved, shown: theirs }]);

    // Restore my version: the push preview with the approved text, then the confirmed push.
    const text = {
      title: alert.content!.approved.title,
      bullets: alert.content!.approved.bullets,
      description: alert.content!.approved.description,
    };
    const preview = await t.app.inject({
      method: 'POST',
      url: `/api/listings/${id}/update-amazon`,
      headers: bearer(seller.token),
      payload: text,
    });
    expect(preview.json()).toMatchObject({
      status: 'PREVIEW',
      verdict: 'VALID',
      diff: [{ field: 'title', before: theirs, after: approved }],
    });
    const pushed = await t.app.inject({
      method: 'POST',
      url: `/api/listings/${id}/update-amazon`,
      headers: bearer(seller.token),
      payload: { ...text, confirm: true, idempotencyKey: 'restore-watch-page-1' },
    });
    expect(pushed.json()).toMatchObject({ status: 'ACCEPTED' });
    const versions = await t.app.inject({ method: 'GET', url: `/api/publish/${id}/versions`, headers: bearer(seller.token) });
    expect((versions.json() as { kind: string; title: string }[])[0]).toMatchObject({ kind: 'pushed', title: approved });

    await checkNow(seller);
    const after = await alertsOf(seller);
    expect(after.find((a) => a.id === alert.id)).toMatchObject({ state: 'resolved' });
    expect(after[0]).toMatchObject({ kind: 'resolved', sku: 'WATCH-PAGE' });
  });

  it('the digest gathers the rest; Dismiss takes an alert off the count', async () => {
    await emulatorControl(emulator.base, `listings/${DEMO_SELLER_ID}/WATCH-SEARCH/issues`, {
      issues: [
        {
          ...suppression,
          code: '8541',
          severity: 'WARNING',
          message: 'Hidden from search: title too long.',
          enforcements: { actions: [{ action: 'SEARCH_SUPPRESSED' }] },
        },
      ],
    });
    await checkNow(seller);
    const warning = (await alertsOf(seller, 'open')).find((a) => a.kind === 'search_suppressed')!;
    expect(warning).toMatchObject({ severity: 'warning', message: 'Hidden from search: title too long.' });
    expect(mailbox.to(seller.email).filter((m) => m.text?.includes('Hidden from search'))).toEqual([]);

    const deps = { db: t.app.db, cipher: t.app.cipher, config: t.app.config, mailer: t.app.mailer, now: () => new Date() };
    expect(await mailDigest(deps, seller.userId)).toBe(true);
    const digest = mailbox.to(seller.email).find((m) => m.subject.startsWith('Your listing alerts'))!;
    expect(digest.text).toContain('Search suppressed. Left out of Amazon search results');
    expect(digest.text).toContain('Hidden from search: title too long.');
    // The critical alert the hourly limit held back comes with the summary.
    expect(digest.text).toContain('Suppressed again: the price is missing.');
    expect(digest.text).toContain('Resolved: the detail page shows your approved version again.');
    // Once a day: a second run the same day sends nothing.
    expect(await mailDigest(deps, seller.userId)).toBe(false);

    const dismissed = await t.app.inject({
      method: 'POST',
      url: `/api/alerts/${warning.id}/dismiss`,
      headers: bearer(seller.token),
    });
    expect(dismissed.statusCode).toBe(204);
    expect((await alertsOf(seller, 'open')).some((a) => a.id === warning.id)).toBe(false);
  });

  it('unsubscribes with the signed link without signing in, and refuses a forged one', async () => {
    const mail = mailbox.to(seller.email).find((m) => m.headers['list-unsubscribe']) as ReceivedMail;
    const url = new URL(/<(.+)>/.exec(mail.headers['list-unsubscribe']!)![1]!);
    const token = url.searchParams.get('token')!;
    const [uid, version, sig] = token.split('.');
    const forgedUser = await t.app.inject({
      method: 'POST',
      url: `/api/alerts/unsubscribe?token=${Number(uid) + 1}.${version}.${sig}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forgedUser.statusCode).toBe(404);
    const forgedSig = await t.app.inject({
      method: 'POST',
      url: `/api/alerts/unsubscribe?token=${uid}.${version}.${'A'.repeat(43)}`,
    });
    expect(forgedSig.statusCode).toBe(404);
    const forgedVersion = await t.app.inject({
      method: 'POST',
      url: `/api/alerts/unsubscribe?token=${uid}.${Number(version) + 1}.${sig}`,
    });
    expect(forgedVersion.statusCode).toBe(404);
    expect(forgedSig.statusCode).toBe(404);
    const settingsBefore = await t.app.inject({ method: 'GET', url: '/api/alerts/settings', headers: bearer(seller.token) });
    expect(settingsBefore.json()).toEqual({ critical: true, digest: true });

    const res = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const settings = await t.app.inject({ method: 'GET', url: '/api/alerts/settings', headers: bearer(seller.token) });
    expect(settings.json()).toEqual({ critical: false, digest: false });

    // The user turns alert mail back on: the old link is dead, and mail stays on.
    const on = await t.app.inject({
      method: 'PUT',
      url: '/api/alerts/settings',
      headers: bearer(seller.token),
      payload: { critical: true, digest: true },
    });
    expect(on.statusCode).toBe(200);
    for (const method of ['GET', 'POST'] as const) {
      const replay = await t.app.inject({ method, url: `${url.pathname}${url.search}` });
      expect(replay.statusCode).toBe(404);
      expect(replay.json().message).toBe(
        'This unsubscribe link has expired: your alert mail settings changed after it was sent. Open Settings in ListingPilot to change your alert mail.',
      );
    }
    const after = await t.app.inject({ method: 'GET', url: '/api/alerts/settings', headers: bearer(seller.token) });
    expect(after.json()).toEqual({ critical: true, digest: true });
  });

  it('an unverified address gets no mail, though the alert is there', async () => {
    const unverified = await connectedSeller(false);
    await checkNow(unverified);
    await emulatorControl(emulator.base, `listings/${DEMO_SELLER_ID}/WATCH-SUPP/issues`, { issues: [suppression] });
    await checkNow(unverified);
    expect((await alertsOf(unverified, 'open')).some((a) => a.kind === 'listing_suppressed')).toBe(true);
    expect(mailbox.to(unverified.email).filter((m) => m.headers['list-unsubscribe'])).toEqual([]);
    await emulatorControl(emulator.base, `listings/${DEMO_SELLER_ID}/WATCH-SUPP/issues`, { issues: [] });
  });

  it("another user's alert is a 404 to Dismiss", async () => {
    const other = await registerUser(t.app);
    const mine = (await alertsOf(seller))[0]!;
    const res = await t.app.inject({ method: 'POST', url: `/api/alerts/${mine.id}/dismiss`, headers: bearer(other.token) });
    expect(res.statusCode).toBe(404);
  });
});

describe('a detail page whose bullets changed', () => {
  it('carries both bullet lists as lists: a bullet with a line break stays one, in the alert, the listing and the restore', async () => {
    const seller = await connectedSeller(false);
    await checkNow(seller);
    const id = seller.listingIds.get('WATCH-SEARCH')!;
    const approved = ['Keeps drinks cold for 24 hours', 'Leak-proof lid'];
    const theirs = ['Keeps drinks cold for 24 hours\nand hot for 12', 'Leak-proof lid'];
    await emulatorControl(emulator.base, 'catalog/B0WATCH003/detail-page', {
      attributes: { bullet_point: theirs.map((value) => ({ value, marketplace_id: US })) },
    });
    await checkNow(seller);
    const alert = (await alertsOf(seller, 'open')).find((a) => a.kind === 'detail_page_changed' && a.sku === 'WATCH-SEARCH')!;
    expect(alert.content!.changes).toEqual([{ field: 'bullets', approved, shown: theirs }]);
    expect(alert.content!.approved.bullets).toEqual(approved);
    const listing = await t.app.inject({ method: 'GET', url: `/api/listings/${id}`, headers: bearer(seller.token) });
    expect((listing.json() as { bullets: string[] }).bullets).toEqual(theirs);

    const preview = await t.app.inject({
      method: 'POST',
      url: `/api/listings/${id}/update-amazon`,
      headers: bearer(seller.token),
      payload: alert.content!.approved,
    });
    expect(preview.json()).toMatchObject({ status: 'PREVIEW', diff: [{ field: 'bullets', before: theirs, after: approved }] });
  });
});

describe('alerts from what Amazon says at connect', () => {
  it('the first check after connect opens an alert for every listing Amazon reports suppressed, inactive or with errors, with no click; Check now then says what changed', async () => {
    await plant('WATCH-INACTIVE', 'B0WATCH004', 'Frostline Insulated Water Bottle 64 oz, Stainless Steel');
    await plant('WATCH-SUPP-AT-CONNECT', 'B0WATCH005', 'Frostline Insulated Water Bottle 12 oz, Stainless Steel');
    await emulatorControl(emulator.base, `listings/${DEMO_SELLER_ID}/WATCH-INACTIVE/issues`, {
      issues: [
        { ...suppression, code: '8560', message: 'A required price is missing.', enforcements: undefined },
        { ...suppression, code: '8561', message: 'The quantity is missing.', enforcements: undefined },
      ],
    });
    await emulatorControl(emulator.base, `listings/${DEMO_SELLER_ID}/WATCH-SUPP-AT-CONNECT/issues`, { issues: [suppression] });
    try {
      const { token } = await registerUser(t.app);
      expect(await connectSeller(t.app, token, emulator.base)).toBe('/?connected=true');
      // No Sync, no Check now: the consent's import, then the check its end queued.
      const first = await waitFor(async () => {
        const status = (
          await t.app.inject({ method: 'GET', url: '/api/alerts/status', headers: bearer(token) })
        ).json() as WatchStatus;
        return status.regions.some((r) => r.lastCheckedAt !== null && !r.checking) && status;
      }, 60_000);
      const open = (
        await t.app.inject({ method: 'GET', url: '/api/alerts?state=open', headers: bearer(token) })
      ).json() as AlertList;
      const listings = (await t.app.inject({ method: 'GET', url: '/api/listings', headers: bearer(token) })).json() as {
        id: number;
        sku: string;
        status: string;
      }[];
      expect(open.alerts.find((a) => a.sku === 'WATCH-INACTIVE')).toMatchObject({
        kind: 'not_buyable',
        severity: 'critical',
        message:
          "Amazon lists this item as inactive: shoppers cannot add it to their cart. Amazon reports 2 errors on it: see the listing's issues.",
      });
      expect(open.alerts.find((a) => a.sku === 'WATCH-SUPP-AT-CONNECT')).toMatchObject({ kind: 'listing_suppressed' });
      // Every listing My Listings shows as inactive is an open alert.
      const inactive = listings.filter((l) => l.status === 'INACTIVE');
      expect(inactive.length).toBeGreaterThanOrEqual(2);
      const alerted = new Set(open.alerts.map((a) => a.listingId));
      expect(inactive.filter((l) => !alerted.has(l.id))).toEqual([]);
      const na = first.regions.find((r) => r.region === 'NA')!;
      expect(na.lastCheck).toEqual({ opened: open.alerts.length, resolved: 0, previousCheckedAt: null });

      // Check now with nothing changed: no new alert, and the check before it is named.
      const again = await checkNow({ token, userId: 0, email: '', listingIds: new Map() });
      expect(again.regions.find((r) => r.region === 'NA')!.lastCheck).toEqual({
        opened: 0,
        resolved: 0,
        previousCheckedAt: na.lastCheckedAt,
      });
      // Amazon now suppresses the inactive one: a new alert, and the not-buyable one ends (the suppression says why).
      await emulatorControl(emulator.base, `listings/${DEMO_SELLER_ID}/WATCH-INACTIVE/issues`, { issues: [suppression] });
      const third = await checkNow({ token, userId: 0, email: '', listingIds: new Map() });
      expect(third.regions.find((r) => r.region === 'NA')!.lastCheck).toMatchObject({ opened: 1, resolved: 1 });
    } finally {
      await emulatorControl(emulator.base, `listings/${DEMO_SELLER_ID}/WATCH-SUPP-AT-CONNECT/issues`, { issues: [] });
      await emulatorControl(emulator.base, `listings/${DEMO_SELLER_ID}/WATCH-INACTIVE/issues`, { issues: [] });
    }
  }, 90_000);
});

describe('Check now cooldown', () => {
  it('answers clicks within the cooldown with the last check and when the next is allowed, checking nothing', async () => {
    const cooled = await buildAmazonTestApp(amazonConfig(emulator.base, 1000));
    try {
      const { token } = await registerUser(cooled.app);
      expect(await connectSeller(cooled.app, token, emulator.base)).toBe('/?connected=true');
      expect((await firstImportToEnd(cooled.app, token)).status).toBe('done');
      // The import's end queued the first check; the clicks below come after it, within its cooldown.
      await checkEnded(cooled.app, token);
      const click = () => cooled.app.inject({ method: 'POST', url: '/api/alerts/check', headers: bearer(token), payload: {} });
      const status = async () =>
        (await cooled.app.inject({ method: 'GET', url: '/api/alerts/status', headers: bearer(token) })).json() as WatchStatus;
      expect((await click()).statusCode).toBe(202);
      const [first] = (await status()).regions;
      const allowedAt = new Date(first!.lastCheckedAt!).getTime() + 5 * 60_000;
      expect(first!.nextCheckAt).toBe(new Date(allowedAt).toISOString());
      // The review's 45 s of clicks: none of them starts a check.
      for (let i = 0; i < 20; i++) {
        const res = await click();
        expect(res.statusCode).toBe(202);
        expect((res.json() as WatchStatus).regions).toEqual([{ ...first, checking: false }]);
      }
    } finally {
      await cooled.close();
    }
  }, 90_000);
});
