import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listingKeywords, listings } from '../../src/server/db/schema/index.ts';
import { bearer, registerUser, type TestApp, useTestApp } from '../helpers/app.ts';
import { multipartBody } from '../helpers/multipart.ts';
import { importListingsFile } from '../helpers/listings-file.ts';

let t: TestApp;
useTestApp((app) => {
  t = app;
});

const LISTINGS_CSV = [
  'sku,asin,title,bullet1,bullet2,description',
  'TUMBLER-30,B0TUMBLR30,"Steel Tumbler 30 oz, Vacuum Insulated","Keeps drinks cold for 24 hours","Fits most cup holders","A double-wall steel tumbler with a lid."',
  'MUG-12,B0MUGMUG12,"Camp Mug 12 oz Enamel","Enamel coated steel","Stackable","A mug for the campfire."',
].join('\n');

const ADS_REPORT = [
  'Date\tCampaign Name\tAd Group Name\tTargeting\tMatch Type\tCustomer Search Term\tImpressions\tClicks\tSpend\t7 Day Total Sales \t7 Day Total Orders (#)',
  'Nov 01, 2026\tAuto\tAll\t*\t-\tinsulated tumbler with lid\t2,000\t40\t$12.00\t$90.00\t6',
  'Nov 02, 2026\tAuto\tAll\t*\t-\tinsulated tumbler with lid\t1,000\t20\t$6.00\t$30.00\t2',
  'Nov 02, 2026\tAuto\tAll\t*\t-\tsteel tumbler 30 oz\t500\t9\t$3.00\t$0.00\t0',
  'Nov 02, 2026\tManual\tBroad\tstraw cup\tBROAD\tstraw cup for kids\t9,000\t3\t$3.00\t$0.00\t0',
  'Nov 03, 2026\tAuto\tAll\t*\t-\tb09xyz1234\t100\t1\t$1.00\t$0.00\t0',
].join('\n');

async function post(url: string, token: string, content: string, name = 'keywords.csv') {
  const body = await multipartBody({}, { name, content });
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
}

async function sellerWithListings() {
  const seller = await registerUser(t.app);
  await importListingsFile(t.app, seller.token, LISTINGS_CSV);
  const rows = await t.database.db.select().from(listings).where(eq(listings.userId, seller.user.id));
  const bySku = new Map(rows.map((r) => [r.sku, r]));
  return { ...seller, tumbler: bySku.get('TUMBLER-30')!, mug: bySku.get('MUG-12')! };
}

async function storedKeywords(userId: number) {
  return t.database.db.select().from(listingKeywords).where(eq(listingKeywords.userId, userId));
}

describe('keyword uploads', () => {
  it('reads the Amazon Ads search term report on a listing: summed per term, shown with source, placement and coverage', async () => {
    const { token, user, tumbler } = await sellerWithListings();
    const res = await post(`/api/keywords/${tumbler.id}/upload`, token, ADS_REPORT, 'Sponsored_Products_Search_term_report.tsv');
    expect(res.statusCode, res.body).toBe(200);
    // The ASIN the shopper clicked (product targeting) is no keyword.
    expect(res.json()).toEqual({ format: 'ads-search-term-report', keywords: 3, listings: 1 });

    const view = await t.app.inject({ method: 'GET', url: `/api/keywords/${tumbler.id}`, headers: bearer(token) });
    expect(view.statusCode, view.body).toBe(200);
    const body = view.json();
    expect(body.keywords.map((k: { keyword: string }) => k.keyword)).toEqual([
      'straw cup for kids',
      'insulated tumbler with lid',
      'steel tumbler 30 oz',
    ]);
    const lid = body.keywords.find((k: { keyword: string }) => k.keyword === 'insulated tumbler with lid');
    expect(lid).toMatchObject({ source: 'ads-upload', impressions: 3000, clicks: 60, purchases: 8, volume: null, demo: false });
    expect(lid.periodEnd).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.keywords.find((k: { keyword: string }) => k.keyword === 'steel tumbler 30 oz').placement).toBe('title');
    expect(body.keywords.find((k: { keyword: string }) => k.keyword === 'straw cup for kids').placement).toBeNull();
    // Coverage weighs by impressions here: some of the volume is covered, not all of it.
    expect(body.coverage).toBeGreaterThan(0);
    expect(body.coverage).toBeLessThan(1);
    // The listing is a file listing: there is no SQP import to speak of.
    expect(body.sqp).toBeNull();
    // Preselected by purchases, since the report has them: the term that sold is ticked.
    const targeted = (await storedKeywords(user.id)).filter((k) => k.targeted).map((k) => k.keyword);
    expect(targeted).toContain('insulated tumbler with lid');
    // Suggestions name the source and never touch the score.
    expect(body.suggestions[0].message).toMatch(
      /^'straw cup for kids' \(9,000 ad impressions, Amazon Ads search term report, uploaded \d{4}-\d{2}-\d{2}\) is not in the title$/,
    );
    const listing = await t.app.inject({ method: 'GET', url: `/api/listings/${tumbler.id}`, headers: bearer(token) });
    expect(listing.json().healthScore).toBe(tumbler.healthScore);
  });

  it('reads a keyword list for the whole catalogue, matching rows by SKU or ASIN', async () => {
    const { token, user, tumbler, mug } = await sellerWithListings();
    const file =
      'Keyword,Search Volume,ASIN,SKU\ntravel tumbler,2140,B0TUMBLR30,\nenamel camp mug,800,,MUG-12\ncamping cup,300,B0MUGMUG12,\n';
    const res = await post('/api/keywords/upload', token, file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ format: 'keyword-list', keywords: 3, listings: 2 });
    const rows = await storedKeywords(user.id);
    expect(rows.filter((r) => r.listingId === tumbler.id).map((r) => [r.keyword, r.source, r.volume])).toEqual([
      ['travel tumbler', 'upload', 2140],
    ]);
    expect(new Set(rows.filter((r) => r.listingId === mug.id).map((r) => r.keyword))).toEqual(
      new Set(['enamel camp mug', 'camping cup']),
    );
    // The first keywords of a listing are preselected by volume (no purchases known).
    expect(rows.every((r) => r.targeted)).toBe(true);
  });

  it('refuses a malformed file with row-level errors and stores nothing', async () => {
    const { token, user, tumbler } = await sellerWithListings();
    const bad = 'keyword,volume,asin\ntumbler,12,B0TUMBLR30\n,5,\ncup,lots,\n';
    const res = await post(`/api/keywords/${tumbler.id}/upload`, token, bad);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Row 3, column "keyword": the keyword is empty');
    expect(res.json().issues).toEqual([
      { path: 'row 3.keyword', message: 'Row 3, column "keyword": the keyword is empty' },
      { path: 'row 4.volume', message: 'Row 4, column "volume": "lots" is not a whole number of 0 or more' },
    ]);
    // A catalogue file whose rows are fine but one names no listing of the seller: all or nothing.
    const unknown = 'keyword,sku\ntumbler,TUMBLER-30\nmug,NOPE-1\n';
    const res2 = await post('/api/keywords/upload', token, unknown);
    expect(res2.statusCode).toBe(400);
    expect(res2.json().issues).toEqual([{ path: 'row 3.sku', message: 'Row 3, column "sku": no listing has the SKU "NOPE-1"' }]);
    const noColumn = await post('/api/keywords/upload', token, 'volume\n12\n');
    expect(noColumn.statusCode).toBe(400);
    expect(noColumn.json().message).toMatch(/^Missing a keyword column/);
    expect(await storedKeywords(user.id)).toEqual([]);
  });

  it('targets the keywords the seller ticks, and refuses one the listing does not have', async () => {
    const { token, user, tumbler } = await sellerWithListings();
    await post(`/api/keywords/${tumbler.id}/upload`, token, 'keyword\na\nb\nc\nd\ne\nf\ng\n');
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/keywords/${tumbler.id}/targeted`,
      headers: bearer(token),
      payload: { keywords: ['g', 'B'] },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(
      put
        .json()
        .keywords.filter((k: { targeted: boolean }) => k.targeted)
        .map((k: { keyword: string }) => k.keyword)
        .sort(),
    ).toEqual(['b', 'g']);
    const wrong = await t.app.inject({
      method: 'PUT',
      url: `/api/keywords/${tumbler.id}/targeted`,
      headers: bearer(token),
      payload: { keywords: ['waterproof'] },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('"waterproof" is not among this listing\'s keywords');
    // A new file of the same kind keeps the seller's choice instead of preselecting again.
    await post(`/api/keywords/${tumbler.id}/upload`, token, 'keyword\ng\nh\n');
    const rows = await t.database.db
      .select()
      .from(listingKeywords)
      .where(and(eq(listingKeywords.userId, user.id), eq(listingKeywords.targeted, true)));
    expect(rows.map((r) => r.keyword)).toEqual(['g']);
  });

  it('keeps a keyword the listing does not state out of the draft until the seller confirms it', async () => {
    const { token, tumbler } = await sellerWithListings();
    // "lid" is the listing's own word, and not in the title: the claim fits the title without a repeat.
    const claim = 'waterproof lid';
    expect(`${tumbler.title} ${tumbler.bullets.join(' ')} ${tumbler.description}`.toLowerCase()).not.toContain('waterproof');
    await post(`/api/keywords/${tumbler.id}/upload`, token, `keyword,volume\n${claim},5000\n`);
    const optimize = (payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/optimize/${tumbler.id}`, headers: bearer(token), payload });
    const visible = (draft: { title: string; bullets: string[]; description: string }) =>
      `${draft.title}\n${draft.bullets.join('\n')}\n${draft.description}`.toLowerCase();

    const unconfirmed = await optimize({ language: 'en' });
    expect(unconfirmed.statusCode, unconfirmed.body).toBe(200);
    expect(unconfirmed.json().needsConfirmation).toEqual([claim]);
    expect(visible(unconfirmed.json())).not.toContain('waterproof');

    // "Yes, it is true of my product": the next run may state it.
    const confirmed = await optimize({ language: 'en', confirmedKeywords: [claim] });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().needsConfirmation).toEqual([]);
    expect(`${confirmed.json().title}\n${confirmed.json().bullets.join('\n')}`.toLowerCase()).toContain('waterproof');

    const bad = await optimize({ language: 'en', confirmedKeywords: [' '] });
    expect(bad.statusCode).toBe(400);
  });

  it("answers 404 for another user's listing, whatever the request", async () => {
    const owner = await sellerWithListings();
    const other = await registerUser(t.app);
    const id = owner.tumbler.id;
    const get = await t.app.inject({ method: 'GET', url: `/api/keywords/${id}`, headers: bearer(other.token) });
    expect(get.statusCode).toBe(404);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/keywords/${id}/targeted`,
      headers: bearer(other.token),
      payload: { keywords: [] },
    });
    expect(put.statusCode).toBe(404);
    const up = await post(`/api/keywords/${id}/upload`, other.token, 'keyword\ntumbler\n');
    expect(up.statusCode).toBe(404);
    expect(await storedKeywords(owner.user.id)).toEqual([]);
    // A catalogue upload matches only the uploader's own listings.
    const catalogue = await post('/api/keywords/upload', other.token, 'keyword,sku\ntumbler,TUMBLER-30\n');
    expect(catalogue.statusCode).toBe(400);
  });
});
