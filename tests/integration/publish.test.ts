/**
 * Pushing listing text back to Amazon, against the Amazon emulator over real HTTP.
 * A pass-through proxy sits between the app and the emulator's SP-API so one test can lose the
 * answer of a patch Amazon did apply: the network edge is faked, never our own modules.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SELLER_ID } from '../../src/emulators/amazon/demo-app.ts';
import type { Tier } from '../../src/core/plans/tiers.ts';
import { listings, listingVersions, users } from '../../src/server/db/schema/index.ts';
import { getSellerConnection } from '../../src/server/amazon/service.ts';
import { buildListingPatch } from '../../src/server/integrations/spapi/index.ts';
import { bearer, registerUser } from '../helpers/app.ts';
import {
  amazonConfig,
  buildAmazonTestApp,
  connectSeller,
  startAmazonEmulator,
  startSync,
  waitForSync,
  type AmazonTestApp,
  type TestEmulator,
} from '../helpers/amazon.ts';
import { waitFor } from '../helpers/wait.ts';

const US = 'ATVPDKIKX0DER';
const BULLETS = ['Keeps drinks cold for 24 hours', 'Leak-proof lid with one-hand opening', 'Dishwasher safe stainless steel'];

type Stored = { attributes: Record<string, { value?: string; language_tag?: string; marketplace_id?: string }[]> };
type ListingJson = {
  id: number;
  sku: string;
  title: string;
  bullets: string[];
  description: string;
  searchTerms: string | null;
  healthScore: number | null;
};

let emulator: TestEmulator;
let proxy: SpApiProxy;
let t: AmazonTestApp;
let token: string;
let userId: number;
let username: string;
const bySku = new Map<string, ListingJson>();

/** Forwards to the emulator; while `dropRealPatches` is on, a real (non-preview) patch reaches
 * Amazon and is applied, but its answer is lost: the socket closes before any response. */
type SpApiProxy = { base: string; dropRealPatches: boolean; close(): Promise<void> };

async function startProxy(target: string): Promise<SpApiProxy> {
  const state = { dropRealPatches: false };
  const server: Server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers))
      if (typeof v === 'string' && k !== 'host' && k !== 'content-length') headers[k] = v;
    const upstream = await fetch(`${target}${req.url}`, {
      method: req.method,
      headers,
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
    });
    const body = Buffer.from(await upstream.arrayBuffer());
    if (state.dropRealPatches && req.method === 'PATCH' && !req.url?.includes('VALIDATION_PREVIEW')) {
      req.socket.destroy();
      return;
    }
    res.writeHead(
      upstream.status,
      Object.fromEntries(
        [...upstream.headers].filter(([k]) => k !== 'content-encoding' && k !== 'content-length' && k !== 'transfer-encoding'),
      ),
    );
    res.end(body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    base: `http://127.0.0.1:${port}`,
    // Force: the app's keep-alive sockets, or a request still waiting on the emulator, would
    // otherwise hold close() until they end.
    close: () =>
      new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections();
      }),
  }) as SpApiProxy;
}

async function plant(sku: string, title: string, keywords?: string): Promise<void> {
  const res = await fetch(`${emulator.base}/__emulator/listings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      sku,
      marketplaceId: US,
      productType: 'PRODUCT',
      brand: 'Frostline',
      title,
      bullets: BULLETS,
      description: 'A double-walled bottle for commutes and hikes.',
      keywords,
    }),
  });
  expect(res.status).toBe(201);
}

async function stored(sku: string): Promise<Stored> {
  const res = await fetch(`${emulator.base}/__emulator/listings/${DEMO_SELLER_ID}/${encodeURIComponent(sku)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Stored;
}

/** The patchListingsItem calls Amazon answered for one SKU: previews (VALIDATION_PREVIEW) and real patches. */
async function patchCalls(sku: string): Promise<{ previews: number; real: number }> {
  const res = await fetch(`${emulator.base}/__emulator/calls`);
  const { calls } = (await res.json()) as { calls: { method: string; url: string; status: number }[] };
  const patches = calls.filter((c) => c.method === 'PATCH' && c.url.includes(`/${encodeURIComponent(sku)}?`) && c.status === 200);
  const previews = patches.filter((c) => c.url.includes('VALIDATION_PREVIEW')).length;
  return { previews, real: patches.length - previews };
}

async function realPatchCalls(sku: string): Promise<number> {
  return (await patchCalls(sku)).real;
}

function push(id: number, body: Record<string, unknown>, auth = token) {
  return t.app.inject({ method: 'POST', url: `/api/listings/${id}/update-amazon`, headers: bearer(auth), payload: body });
}

async function getListing(id: number): Promise<ListingJson> {
  const res = await t.app.inject({ method: 'GET', url: `/api/listings/${id}`, headers: bearer(token) });
  return res.json() as ListingJson;
}

type VersionJson = {
  id: number;
  kind: string;
  author: string;
  title: string;
  bullets: string[];
  searchTerms: string | null;
  live: boolean;
  submissionStatus: string | null;
  healthScore: number | null;
};
async function versions(id: number): Promise<VersionJson[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/publish/${id}/versions`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json() as VersionJson[];
}

function textOf(l: ListingJson) {
  return { title: l.title, bullets: l.bullets, description: l.description };
}

beforeAll(async () => {
  emulator = await startAmazonEmulator({ speedFactor: 100 });
  proxy = await startProxy(emulator.base);
  t = await buildAmazonTestApp(amazonConfig(emulator.base, 100, { SPAPI_ENDPOINT_NA: proxy.base }));
  for (const sku of [
    'PUB-PREVIEW',
    'PUB-INVALID',
    'PUB-TITLE',
    'PUB-TIMEOUT',
    'PUB-LANG',
    'PUB-CLEAR',
    'PUB-ONCE',
    'PUB-MOVED',
    'PUB-LIST',
    'PUB-REPLAY',
  ])
    await plant(sku, `Frostline Insulated Water Bottle 32 oz ${sku}`);
  await plant('PUB-TERMS', 'Frostline Insulated Water Bottle 32 oz PUB-TERMS', 'thermos flask hydration gym');
  const registered = await registerUser(t.app);
  token = registered.token;
  userId = registered.user.id;
  username = registered.user.username;
  expect(await connectSeller(t.app, token, emulator.base)).toBe('/?connected=true');
  const started = await startSync(t.app, token);
  expect((await waitForSync(t.app, token, started.body.jobId, { timeoutMs: 60_000 })).status).toBe('done');
  const res = await t.app.inject({ method: 'GET', url: '/api/listings', headers: bearer(token) });
  for (const l of res.json() as ListingJson[]) bySku.set(l.sku, l);
}, 90_000);

afterAll(async () => {
  await t?.close();
  await proxy?.close();
  await emulator?.close();
});

describe('POST /api/listings/:id/update-amazon', () => {
  it('previews a VALID change without touching Amazon or the listing', async () => {
    const l = bySku.get('PUB-PREVIEW')!;
    const before = await stored(l.sku);
    const res = await push(l.id, { ...textOf(l), title: 'Frostline 32 oz Insulated Stainless Steel Water Bottle, Leak-Proof' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'PREVIEW', verdict: 'VALID', issues: [] });
    expect(body.diff).toEqual([
      { field: 'title', before: l.title, after: 'Frostline 32 oz Insulated Stainless Steel Water Bottle, Leak-Proof' },
    ]);
    expect(typeof body.scoreAfter).toBe('number');
    expect(await stored(l.sku)).toEqual(before);
    expect((await getListing(l.id)).title).toBe(l.title);
    expect(await versions(l.id)).toEqual([]);
  });

  it('answers 200 UNCHANGED (a notice, not an error) when nothing changed, sending nothing; 409 for a listing from a file', async () => {
    const l = bySku.get('PUB-PREVIEW')!;
    const before = await versions(l.id);
    const same = await push(l.id, {
      ...textOf(l),
      bullets: [...l.bullets, '', '  '],
      confirm: true,
      idempotencyKey: 'same-text-0001',
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toEqual({ status: 'UNCHANGED', message: 'Nothing to push: the text is the same as on Amazon.' });
    expect(await versions(l.id)).toEqual(before);

    const [file] = await t.database.db
      .insert(listings)
      .values({
        userId,
        source: 'file',
        marketplaceId: US,
        sku: 'FILE-1',
        title: 'From a spreadsheet',
        bullets: ['One'],
        description: '',
      })
      .returning();
    const res = await push(file!.id, { title: 'New title', bullets: ['One'], description: '' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This listing came from a file. Connect Amazon and sync to push changes.');
  });

  it('an INVALID preview (title too long for the product type) changes nothing, even when confirmed', async () => {
    const l = bySku.get('PUB-INVALID')!;
    const before = await stored(l.sku);
    // PRODUCT's item_name allows 66,654 characters (vendor/amazon/product-types/PRODUCT.json).
    const tooLong = 'Bottle '.repeat(10_000);
    const preview = await push(l.id, { ...textOf(l), title: tooLong });
    expect(preview.statusCode).toBe(200);
    const body = preview.json();
    expect(body.verdict).toBe('INVALID');
    expect(body.issues[0]).toMatchObject({ severity: 'ERROR', attributeNames: ['item_name'], field: 'title' });

    const confirmed = await push(l.id, { ...textOf(l), title: tooLong, confirm: true, idempotencyKey: 'invalid-title-0001' });
    expect(confirmed.statusCode).toBe(422);
    expect(confirmed.json().message).toMatch(
      /^Amazon rejected the change: The value of 'item_name' is \d+ characters; the maximum is 66654\./,
    );
    expect(confirmed.json().issues[0].path).toBe('title');
    expect(await stored(l.sku)).toEqual(before);
    expect(await realPatchCalls(l.sku)).toBe(0);
    expect(await versions(l.id)).toEqual([]);
    expect((await getListing(l.id)).title).toBe(l.title);
  });

  it('a patch with a language tag the marketplace does not accept is INVALID and stores nothing', async () => {
    const l = bySku.get('PUB-LANG')!;
    const before = await stored(l.sku);
    const connection = (await getSellerConnection({ db: t.app.db, cipher: t.app.cipher }, userId, 'NA'))!;
    const client = t.app.spapi.clientFor(connection);
    const current = { title: l.title, bullets: l.bullets, description: l.description, searchTerms: l.searchTerms };
    const { patches } = buildListingPatch(
      current,
      { ...textOf(l), title: 'Frostline Trinkflasche 1 Liter' },
      { marketplaceId: US, languageTag: 'de_DE' },
    );
    for (const mode of ['VALIDATION_PREVIEW', undefined] as const) {
      const res = await client.patchListingsItem(
        l.sku,
        { productType: 'PRODUCT', patches },
        { marketplaceIds: [US], mode, includedData: ['issues'] },
      );
      expect(res.status).toBe('INVALID');
      expect(res.issues?.[0]?.message).toMatch(/language_tag de_DE is not allowed/);
    }
    expect(await stored(l.sku)).toEqual(before);
  });

  it('clearing the description pushes a delete of its selectors only, which Amazon accepts and applies', async () => {
    const l = bySku.get('PUB-CLEAR')!;
    const before = await stored(l.sku);
    expect(before.attributes['product_description']).toHaveLength(1);
    const preview = await push(l.id, { ...textOf(l), description: '' });
    expect(preview.json()).toMatchObject({ status: 'PREVIEW', verdict: 'VALID', issues: [] });
    const res = await push(l.id, { ...textOf(l), description: '', confirm: true, idempotencyKey: 'clear-description-0001' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ACCEPTED', diff: [{ field: 'description', after: '' }] });
    const after = await stored(l.sku);
    expect(after.attributes['product_description']).toBeUndefined();
    expect(after.attributes['bullet_point']).toEqual(before.attributes['bullet_point']);
    expect(after.attributes['item_name']).toEqual(before.attributes['item_name']);
  });

  it('a confirmed title change is ACCEPTED, leaves bullets untouched at Amazon, is recorded and verified live', async () => {
    const l = bySku.get('PUB-TITLE')!;
    const before = await stored(l.sku);
    const title = 'Frostline 32 oz Insulated Water Bottle with Leak-Proof Lid, Stainless Steel';
    const res = await push(l.id, { ...textOf(l), title, confirm: true, idempotencyKey: 'title-push-0001' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'ACCEPTED', replayed: false, diff: [{ field: 'title' }] });
    expect(body.submissionId).toMatch(/\w/);

    const after = await stored(l.sku);
    expect(after.attributes['item_name']).toEqual([{ value: title, language_tag: 'en_US', marketplace_id: US }]);
    expect(after.attributes['bullet_point']).toEqual(before.attributes['bullet_point']);
    expect(after.attributes['bullet_point']).toHaveLength(BULLETS.length);
    expect(after.attributes['product_description']).toEqual(before.attributes['product_description']);
    expect(after.attributes['brand']).toEqual(before.attributes['brand']);

    const listing = await getListing(l.id);
    expect(listing.title).toBe(title);
    expect(listing.bullets).toEqual(l.bullets);
    expect(listing.healthScore).toBe(body.scoreAfter);

    const history = await versions(l.id);
    expect(history.map((v) => v.kind)).toEqual(['pushed', 'imported']);
    expect(history[0]).toMatchObject({ author: username, title, healthScore: body.scoreAfter });
    expect(history[1]).toMatchObject({ title: l.title, author: 'Amazon' });
    // The follow-up job reads the listing back from Amazon and finds the change live.
    await waitFor(async () => (await versions(l.id))[0]?.submissionStatus === 'LIVE', 20_000);

    // Rollback: a preview of pushing the imported text again, then the same confirm path.
    const imported = history[1]!;
    const rb = await t.app.inject({
      method: 'POST',
      url: `/api/publish/${l.id}/versions/${imported.id}/rollback`,
      headers: bearer(token),
    });
    expect(rb.statusCode, rb.body).toBe(200);
    const preview = rb.json();
    expect(preview).toMatchObject({
      status: 'PREVIEW',
      verdict: 'VALID',
      versionId: imported.id,
      diff: [{ field: 'title', before: title, after: l.title }],
    });
    expect((await stored(l.sku)).attributes['item_name']?.[0]?.value).toBe(title);
    const confirm = await push(l.id, {
      ...preview.text,
      confirm: true,
      idempotencyKey: 'rollback-0001',
      rollbackOf: imported.id,
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect((await stored(l.sku)).attributes['item_name']).toEqual(before.attributes['item_name']);
    expect((await stored(l.sku)).attributes['bullet_point']).toEqual(before.attributes['bullet_point']);
    expect((await versions(l.id)).map((v) => v.kind)).toEqual(['rolled_back', 'pushed', 'imported']);
    expect((await getListing(l.id)).title).toBe(l.title);

    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/publish/${l.id}/versions/999999/rollback`,
      headers: bearer(token),
    });
    expect(missing.statusCode).toBe(404);
  }, 30_000);

  it('one save is two patchListingsItem calls: the preview, then the patch it validated, sent on confirm', async () => {
    const l = bySku.get('PUB-ONCE')!;
    const title = 'Frostline 32 oz Insulated Water Bottle, Leak-Proof Lid, Keeps Drinks Cold';
    const preview = await push(l.id, { ...textOf(l), title });
    expect(preview.json()).toMatchObject({ status: 'PREVIEW', verdict: 'VALID', previewId: expect.any(String) });
    expect(await patchCalls(l.sku)).toEqual({ previews: 1, real: 0 });
    const { previewId } = preview.json();
    const res = await push(l.id, { ...textOf(l), title, confirm: true, idempotencyKey: 'save-once-0001', previewId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ACCEPTED', diff: [{ field: 'title', after: title }] });
    expect(await patchCalls(l.sku)).toEqual({ previews: 1, real: 1 });
    expect((await stored(l.sku)).attributes['item_name']?.[0]?.value).toBe(title);
  });

  it('a listing changed since the preview is not pushed on confirm: the answer is a new preview with the new diff', async () => {
    const l = bySku.get('PUB-MOVED')!;
    const title = 'Frostline 32 oz Insulated Water Bottle, Leak-Proof, Dishwasher Safe';
    const preview = await push(l.id, { ...textOf(l), title });
    const { previewId } = preview.json();
    expect(previewId).toEqual(expect.any(String));
    // In between, another push (another tab) changes the description at Amazon and in the listing.
    const other = await push(l.id, {
      ...textOf(l),
      description: 'Double-walled.',
      confirm: true,
      idempotencyKey: 'moved-other-01',
    });
    expect(other.json()).toMatchObject({ status: 'ACCEPTED' });
    const before = await patchCalls(l.sku);

    const confirmed = await push(l.id, { ...textOf(l), title, confirm: true, idempotencyKey: 'moved-confirm-1', previewId });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const again = confirmed.json();
    expect(again).toMatchObject({ status: 'PREVIEW', verdict: 'VALID' });
    // The first preview showed the title alone; confirming now would also put the old description back.
    expect(again.diff).toEqual([
      { field: 'title', before: l.title, after: title },
      { field: 'description', before: 'Double-walled.', after: l.description },
    ]);
    expect(again.previewId).not.toBe(previewId);
    expect(await patchCalls(l.sku)).toEqual({ previews: before.previews + 1, real: before.real });
    expect((await getListing(l.id)).title).toBe(l.title);

    // The new preview's id confirms: now it is sent.
    const pushed = await push(l.id, {
      ...textOf(l),
      title,
      confirm: true,
      idempotencyKey: 'moved-confirm-1',
      previewId: again.previewId,
    });
    expect(pushed.json()).toMatchObject({ status: 'ACCEPTED' });
    expect(await patchCalls(l.sku)).toEqual({ previews: before.previews + 1, real: before.real + 1 });
  });

  it('a preview id is spent by its confirm: after A→B is pushed and B→A reverts it, the first id does not push A→B again', async () => {
    const l = bySku.get('PUB-REPLAY')!;
    const b = 'Frostline 32 oz Insulated Water Bottle, Leak-Proof Lid, Cold for 24 Hours';
    const first = (await push(l.id, { ...textOf(l), title: b })).json();
    expect(first).toMatchObject({ status: 'PREVIEW', verdict: 'VALID', previewId: expect.any(String) });
    const ab = await push(l.id, {
      ...textOf(l),
      title: b,
      confirm: true,
      idempotencyKey: 'replay-ab-0001',
      previewId: first.previewId,
    });
    expect(ab.json()).toMatchObject({ status: 'ACCEPTED' });
    // A retry of that confirm (its answer lost) is the same request, not a second use.
    const retried = await push(l.id, {
      ...textOf(l),
      title: b,
      confirm: true,
      idempotencyKey: 'replay-ab-0001',
      previewId: first.previewId,
    });
    expect(retried.json()).toMatchObject({ status: 'ACCEPTED', replayed: true });

    const revert = (await push(l.id, textOf(l))).json();
    expect(revert).toMatchObject({ verdict: 'VALID', diff: [{ field: 'title', before: b, after: l.title }] });
    const ba = await push(l.id, { ...textOf(l), confirm: true, idempotencyKey: 'replay-ba-0001', previewId: revert.previewId });
    expect(ba.json()).toMatchObject({ status: 'ACCEPTED' });
    expect((await getListing(l.id)).title).toBe(l.title);
    const before = await patchCalls(l.sku);

    // The text is A again, so the first preview's signature matches; it was spent all the same.
    const replay = await push(l.id, {
      ...textOf(l),
      title: b,
      confirm: true,
      idempotencyKey: 'replay-ab-0002',
      previewId: first.previewId,
    });
    expect(replay.statusCode, replay.body).toBe(409);
    expect(replay.json()).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/Preview the change again/) });
    expect(await patchCalls(l.sku)).toEqual(before);
    expect((await getListing(l.id)).title).toBe(l.title);
    expect((await stored(l.sku)).attributes['item_name']?.[0]?.value).toBe(l.title);

    // A new preview of the same change confirms, once.
    const fresh = (await push(l.id, { ...textOf(l), title: b })).json();
    expect(fresh.previewId).not.toBe(first.previewId);
    const again = await push(l.id, {
      ...textOf(l),
      title: b,
      confirm: true,
      idempotencyKey: 'replay-ab-0003',
      previewId: fresh.previewId,
    });
    expect(again.json()).toMatchObject({ status: 'ACCEPTED' });
  });

  it('a previewId of another listing or another text is not taken as a confirmation', async () => {
    const l = bySku.get('PUB-PREVIEW')!;
    const elsewhere = bySku.get('PUB-LANG')!;
    const title = 'Frostline 32 oz Insulated Water Bottle for Hikes';
    const { previewId } = (await push(l.id, { ...textOf(l), title })).json();
    const [before, beforeElsewhere] = [await realPatchCalls(l.sku), await realPatchCalls(elsewhere.sku)];
    const forged = await push(elsewhere.id, { ...textOf(elsewhere), title, confirm: true, previewId });
    expect(forged.json()).toMatchObject({ status: 'PREVIEW' });
    const otherText = await push(l.id, { ...textOf(l), title: `${title} Blue`, confirm: true, previewId });
    expect(otherText.json()).toMatchObject({ status: 'PREVIEW' });
    expect(await realPatchCalls(l.sku)).toBe(before);
    expect(await realPatchCalls(elsewhere.sku)).toBe(beforeElsewhere);
  });

  it('a real patch whose answer is lost, retried with the same idempotency key, is applied once', async () => {
    const l = bySku.get('PUB-TIMEOUT')!;
    const bullets = [...l.bullets, 'BPA-free and tested to 1,000 drops'];
    const request = { ...textOf(l), bullets, confirm: true, idempotencyKey: 'lost-answer-0001' };

    proxy.dropRealPatches = true;
    const first = await push(l.id, request);
    proxy.dropRealPatches = false;
    expect(first.statusCode).toBe(502);
    expect(first.json().message).toMatch(/will not be applied twice/);
    // Amazon did apply it; our side does not know yet and shows nothing in the history.
    expect((await stored(l.sku)).attributes['bullet_point']).toHaveLength(BULLETS.length + 1);
    expect(await versions(l.id)).toEqual([expect.objectContaining({ kind: 'imported' })]);

    const retry = await push(l.id, request);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toMatchObject({ status: 'ACCEPTED', replayed: false });
    const again = await push(l.id, request);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'ACCEPTED', replayed: true, versionId: retry.json().versionId });

    const attrs = (await stored(l.sku)).attributes['bullet_point']!;
    expect(attrs.map((a) => a.value)).toEqual([...BULLETS, 'BPA-free and tested to 1,000 drops']);
    const history = await versions(l.id);
    expect(history.filter((v) => v.kind === 'pushed')).toHaveLength(1);
    const calls = await realPatchCalls(l.sku);
    // The replayed answer sent nothing: every real patch belongs to the first try or the retry.
    expect(await realPatchCalls(l.sku)).toBe(calls);
  }, 30_000);

  it('scopes an idempotency key to its listing: the same key on another listing is a new push, not a conflict', async () => {
    // 'title-push-0001' was used for PUB-TITLE above; a key names one request for one listing.
    const l = bySku.get('PUB-LANG')!;
    const res = await push(l.id, { ...textOf(l), title: `${l.title} Blue`, confirm: true, idempotencyKey: 'title-push-0001' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ACCEPTED', replayed: false });
    expect((await stored(l.sku)).attributes['item_name']![0]!.value).toBe(`${l.title} Blue`);
  }, 30_000);
});

describe('the wire: bullets as a list, search terms as a field', () => {
  it('takes bullets only as a list: one newline-joined string is a 400, and a listing answers with its list', async () => {
    const l = bySku.get('PUB-PREVIEW')!;
    expect(l.bullets).toEqual(BULLETS);
    const res = await push(l.id, { ...textOf(l), bullets: BULLETS.join('\n') });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/bullets/);
    // A bullet with a line break inside stays one bullet: the server never splits it again.
    const preview = await push(l.id, { ...textOf(l), bullets: [...BULLETS.slice(0, 2), 'Dishwasher safe\nrust-free steel'] });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().diff).toEqual([
      { field: 'bullets', before: BULLETS, after: [...BULLETS.slice(0, 2), 'Dishwasher safe\nrust-free steel'] },
    ]);
  });

  it('bullets a join or a split would break reach Amazon exactly as the list the editor sent', async () => {
    const l = bySku.get('PUB-LIST')!;
    const sent = [
      'Fits cup holders\nand most backpacks',
      'Windows line\r\nbreak kept',
      '  Trimmed at the edges  ',
      '',
      'Commas, semicolons; and | pipes',
      '\n',
      '• Already a bullet\n\n• and another, in one',
    ];
    const expected = [
      'Fits cup holders\nand most backpacks',
      'Windows line\r\nbreak kept',
      'Trimmed at the edges',
      'Commas, semicolons; and | pipes',
      '• Already a bullet\n\n• and another, in one',
    ];
    const preview = await push(l.id, { ...textOf(l), bullets: sent });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().diff).toEqual([{ field: 'bullets', before: BULLETS, after: expected }]);

    const res = await push(l.id, { ...textOf(l), bullets: sent, confirm: true, idempotencyKey: 'list-push-0001' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ACCEPTED', diff: [{ field: 'bullets', before: BULLETS, after: expected }] });
    expect((await stored(l.sku)).attributes['bullet_point']).toEqual(
      expected.map((value) => ({ value, language_tag: 'en_US', marketplace_id: US })),
    );
    expect((await getListing(l.id)).bullets).toEqual(expected);
    expect((await versions(l.id))[0]).toMatchObject({ kind: 'pushed', bullets: expected });
    // The same list again is no change: nothing is joined, split or re-read differently on the way back.
    const again = await push(l.id, { ...textOf(l), bullets: expected, confirm: true, idempotencyKey: 'list-push-0002' });
    expect(again.json()).toMatchObject({ status: 'UNCHANGED' });
  });

  it('pushes search terms as generic_keyword, keeps them in the history, and a rollback restores the old ones', async () => {
    const l = bySku.get('PUB-TERMS')!;
    expect(l.searchTerms).toBe('thermos flask hydration gym');
    const terms = 'thermos flask camping hiking   commuter\ncup';
    const preview = await push(l.id, { ...textOf(l), searchTerms: terms });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      status: 'PREVIEW',
      verdict: 'VALID',
      diff: [{ field: 'searchTerms', before: 'thermos flask hydration gym', after: 'thermos flask camping hiking commuter cup' }],
    });
    const res = await push(l.id, { ...textOf(l), searchTerms: terms, confirm: true, idempotencyKey: 'terms-push-0001' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await stored(l.sku)).attributes['generic_keyword']).toEqual([
      { value: 'thermos flask camping hiking commuter cup', language_tag: 'en_US', marketplace_id: US },
    ]);
    // Only the changed attribute was sent: the title stays byte for byte.
    expect((await stored(l.sku)).attributes['item_name']?.[0]?.value).toBe(l.title);
    expect((await getListing(l.id)).searchTerms).toBe('thermos flask camping hiking commuter cup');

    const history = await versions(l.id);
    expect(history.map((v) => [v.kind, v.searchTerms, v.live])).toEqual([
      ['pushed', 'thermos flask camping hiking commuter cup', true],
      ['imported', 'thermos flask hydration gym', true],
    ]);
    await waitFor(async () => (await versions(l.id))[0]?.submissionStatus === 'LIVE', 20_000);

    const imported = history[1]!;
    const rb = await t.app.inject({
      method: 'POST',
      url: `/api/publish/${l.id}/versions/${imported.id}/rollback`,
      headers: bearer(token),
    });
    expect(rb.statusCode, rb.body).toBe(200);
    const rollback = rb.json();
    expect(rollback.text).toEqual({
      title: l.title,
      bullets: BULLETS,
      description: l.description,
      searchTerms: 'thermos flask hydration gym',
    });
    expect(rollback.diff).toEqual([
      { field: 'searchTerms', before: 'thermos flask camping hiking commuter cup', after: 'thermos flask hydration gym' },
    ]);
    const confirm = await push(l.id, {
      ...rollback.text,
      confirm: true,
      idempotencyKey: 'terms-rollback-0001',
      rollbackOf: imported.id,
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect((await stored(l.sku)).attributes['generic_keyword']?.[0]?.value).toBe('thermos flask hydration gym');
    expect((await getListing(l.id)).searchTerms).toBe('thermos flask hydration gym');
    expect((await versions(l.id)).map((v) => [v.kind, v.searchTerms])).toEqual([
      ['rolled_back', 'thermos flask hydration gym'],
      ['pushed', 'thermos flask camping hiking commuter cup'],
      ['imported', 'thermos flask hydration gym'],
    ]);
  }, 40_000);

  it("refuses search terms over the product type schema's byte cap before Amazon sees them, and stores nothing", async () => {
    const l = bySku.get('PUB-TERMS')!;
    const before = await stored(l.sku);
    const calls = await realPatchCalls(l.sku);
    // PRODUCT caps generic_keyword at 250 UTF-8 bytes; 'é' is 2 bytes, so 126 of them are 251 bytes in 126 characters.
    const res = await push(l.id, {
      ...textOf(l),
      searchTerms: 'é'.repeat(126),
      confirm: true,
      idempotencyKey: 'terms-over-0001',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(
      'Search terms are 252 bytes; Amazon accepts at most 250 for this product type. Remove words to push them.',
    );
    expect(await stored(l.sku)).toEqual(before);
    expect(await realPatchCalls(l.sku)).toBe(calls);
    // 250 bytes is inside the cap: Amazon validates it.
    const fits = await push(l.id, { ...textOf(l), searchTerms: 'é'.repeat(125) });
    expect(fits.json()).toMatchObject({ status: 'PREVIEW', verdict: 'VALID' });
  });

  it('rolls back only to a version that was live at Amazon: an AI draft is refused with 409', async () => {
    const l = bySku.get('PUB-TERMS')!;
    const [draft] = await t.database.db
      .insert(listingVersions)
      .values({ listingId: l.id, kind: 'ai_draft', author: 'offline', title: 'Draft title', bullets: [], description: '' })
      .returning();
    const history = await versions(l.id);
    expect(history.find((v) => v.id === draft!.id)).toMatchObject({ kind: 'ai_draft', live: false });
    // Newest first: the draft written last sits on top.
    expect(history[0]!.id).toBe(draft!.id);
    const rb = await t.app.inject({
      method: 'POST',
      url: `/api/publish/${l.id}/versions/${draft!.id}/rollback`,
      headers: bearer(token),
    });
    expect(rb.statusCode).toBe(409);
    expect(rb.json().message).toMatch(/^Only a version that was live on Amazon can be restored\./);
  });
});

describe('batch optimisation', () => {
  async function setPlan(tier: Tier, usageCount: number) {
    await t.database.db.update(users).set({ tier, usageCount }).where(eq(users.id, userId));
  }

  it('is part of the Growth plan: free answers 403', async () => {
    await setPlan('free', 0);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/batch/optimize',
      headers: bearer(token),
      payload: { listingIds: [bySku.get('PUB-PREVIEW')!.id], language: 'en' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Batch optimization is part of the Growth plan. Upgrade in Settings.');
  });

  it('stops cleanly when credits run out and leaves the rest untouched', async () => {
    await setPlan('growth', 499);
    const ids = ['PUB-PREVIEW', 'PUB-INVALID', 'PUB-LANG'].map((s) => bySku.get(s)!.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/batch/optimize',
      headers: bearer(token),
      payload: { listingIds: ids, language: 'en' },
    });
    expect(res.statusCode, res.body).toBe(202);
    const { jobId } = res.json();
    const job = await waitFor(async () => {
      const r = await t.app.inject({ method: 'GET', url: `/api/batch/${jobId}`, headers: bearer(token) });
      const j = r.json();
      return j.status === 'stopped_no_credits' || j.status === 'done' ? j : undefined;
    }, 30_000);
    expect(job).toMatchObject({ status: 'stopped_no_credits', total: 3, done: 1, failed: 0 });
    expect(job.items.map((i: { status: string }) => i.status)).toEqual(['done', 'pending', 'pending']);
    expect(job.items[0].draft.title.length).toBeGreaterThan(0);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(user!.usageCount).toBe(500);
    const untouched = await t.database.db.select().from(listings).where(eq(listings.id, ids[1]!));
    expect(untouched[0]!.title).toBe(bySku.get('PUB-INVALID')!.title);

    const other = await registerUser(t.app);
    const hidden = await t.app.inject({ method: 'GET', url: `/api/batch/${jobId}`, headers: bearer(other.token) });
    expect(hidden.statusCode).toBe(404);
  }, 40_000);
});
