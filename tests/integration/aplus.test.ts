import { inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Tier } from '../../src/core/plans/tiers.ts';
import { reviews, users } from '../../src/server/db/schema/index.ts';
import { bearer, type TestApp } from '../helpers/app.ts';
import { emulatorControl, useAmazonApp, type TestEmulator } from '../helpers/amazon.ts';
import {
  insertDemoConnection,
  insertListing as insertListingOf,
  sellerWithListings,
  type ListingFields,
} from '../helpers/seller.ts';

const US = 'ATVPDKIKX0DER';
const OWN_ASIN = 'B07NJDLT99';
const TITLE = 'YETI Rambler 14 oz Mug, Stainless Steel, Vacuum Insulated with Standard Lid, Reef Blue';
const BULLETS = [
  'Double-wall insulation: keeps coffee hot and water cold for hours, and protects hands from the heat.',
  'Holds 14 oz (414 ml): room for a full cup of coffee, tea or soup.',
  'Standard lid: shatter-resistant and easy to clean.',
  'Triple Grip Handle: comfortable for wider hands and easy to hold with gloves.',
  'Dishwasher safe: the durable finish resists fading and peeling.',
  'Stainless steel: 18/8 steel that does not transfer flavors.',
];
const DESCRIPTION =
  'The Rambler Mug is built for camp mornings and office desks alike. Its vacuum insulation keeps drinks at temperature. The stainless body is tough and easy to clean. It pairs with the whole Rambler range.';

let emulator: TestEmulator;
let t: TestApp;

useAmazonApp(1000, (e, app) => {
  emulator = e;
  t = app;
});

type Seller = { token: string; userId: number };
type EmulatorAplusDump = {
  documents: { contentReferenceKey: string; status: string; document: { contentModuleList: { contentModuleType: string }[] } }[];
  uploads: { uploadedAt?: number }[];
};

async function seller(opts: { tier?: Tier; connected?: boolean } = {}): Promise<Seller> {
  const { token, userId } = await sellerWithListings(t, { tier: opts.tier ?? 'pro' });
  if (opts.connected) await insertDemoConnection(t, userId);
  return { token, userId };
}

function insertListing(userId: number, overrides: Partial<ListingFields> = {}): Promise<number> {
  return insertListingOf(t, userId, {
    source: 'amazon',
    marketplaceId: US,
    sku: `NW-YETI-${Math.random().toString(36).slice(2, 8)}`,
    asin: OWN_ASIN,
    brand: 'YETI',
    title: TITLE,
    bullets: BULLETS,
    description: DESCRIPTION,
    imageUrl: `${emulator.base}/images/${OWN_ASIN}.MAIN.1000x1000.png`,
    ...overrides,
  });
}

const SETTINGS = { contentFocus: 'benefits_features', creativity: 60, includeImages: true, template: 'premium' };

function generate(s: Seller, id: number, body: object = SETTINGS) {
  return t.app.inject({ method: 'POST', url: `/api/aplus/generate/${id}`, headers: bearer(s.token), payload: body });
}

function call(s: Seller, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: bearer(s.token), ...(payload ? { payload } : {}) });
}

async function usage(userId: number): Promise<number> {
  const [u] = await t.database.db.select().from(users).where(eq(users.id, userId));
  return u!.usageCount;
}

/** Text drawn in a PDF: inflate the content streams, then decode pdfkit's hex TJ strings. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let body: string;
    try {
      body = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      body = m[1]!;
    }
    for (const tj of body.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      parts.push([...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join(''));
    }
  }
  return parts.join(' ').replace(/\s+/g, ' ');
}

describe('A+ listing ids', () => {
  it.each([
    ['/api/aplus/99999999999', 'Listing id is too large'],
    ['/api/aplus/99999999999/pdf', 'Listing id is too large'],
    ['/api/aplus/abc', 'Listing id must be a number'],
    ['/api/aplus/0', 'Listing id must be positive'],
  ])('GET %s answers 400 %s', async (url, message) => {
    const s = await seller();
    const res = await call(s, 'GET', url);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('POST /api/aplus/generate/:id', () => {
  it.each([
    [{ ...SETTINGS, creativity: 63 }, 'Creativity moves in steps of 5 (0, 5, 10 … 100)'],
    [{ ...SETTINGS, template: 'fancy' }, 'Template must be one of standard, premium, minimal, technical'],
    [{ ...SETTINGS, customInstructions: 'x'.repeat(1001) }, 'Custom instructions can be at most 1000 characters'],
    [{ ...SETTINGS, creativity: 105 }, 'Creativity must be between 0 and 100'],
  ])('answers 400 for invalid settings %#', async (body, message) => {
    const s = await seller();
    const id = await insertListing(s.userId);
    const res = await generate(s, id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await usage(s.userId)).toBe(0);
  });

  it.each([
    ['standard', 5],
    ['premium', 7],
    ['minimal', 3],
    ['technical', 5],
  ])('the %s template yields %i modules built from the listing, publishable, for one credit', async (template, count) => {
    const s = await seller();
    const id = await insertListing(s.userId);
    const res = await generate(s, id, { ...SETTINGS, template });
    expect(res.statusCode, res.body).toBe(200);
    const draft = res.json();
    expect(draft.modules).toHaveLength(count);
    expect(draft.modules[0].type).toBe('header');
    expect(draft.modules.some((m: { type: string }) => m.type === 'comparison')).toBe(true);
    expect(draft.publishable, JSON.stringify(draft.findings)).toBe(true);
    expect(draft.modules[0].imageUrl).toContain('/images/');
    expect(draft.modules[0].imageAlt.length).toBeLessThanOrEqual(100);
    expect(await usage(s.userId)).toBe(1);
  });

  it('is deterministic, turns images off on request and is shown again by GET /api/aplus/:id', async () => {
    const s = await seller();
    const id = await insertListing(s.userId);
    expect((await call(s, 'GET', `/api/aplus/${id}`)).json()).toBeNull();
    const first = (await generate(s, id, { ...SETTINGS, includeImages: false, creativity: 0 })).json();
    const again = (await generate(s, id, { ...SETTINGS, includeImages: false, creativity: 0 })).json();
    expect(again.modules).toEqual(first.modules);
    expect(first.modules.every((m: { imageUrl?: string }) => m.imageUrl === undefined)).toBe(true);
    const stored = (await call(s, 'GET', `/api/aplus/${id}`)).json();
    expect(stored.modules).toEqual(first.modules);
    expect(stored.settings).toMatchObject({ includeImages: false, creativity: 0, template: 'premium' });
    expect(await usage(s.userId)).toBe(2);
  });

  it('free tier gets 403 with the plan message and spends nothing', async () => {
    const s = await seller({ tier: 'free' });
    const id = await insertListing(s.userId);
    const res = await generate(s, id);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('A+ content is part of the Pro plan. Upgrade in Settings.');
    expect(await usage(s.userId)).toBe(0);
  });

  it("answers 404 for another user's listing", async () => {
    const owner = await seller();
    const id = await insertListing(owner.userId);
    const other = await seller();
    expect((await generate(other, id)).statusCode).toBe(404);
    expect((await call(other, 'GET', `/api/aplus/${id}`)).statusCode).toBe(404);
  });

  it('adds a testimonial only when asked, and the rules flag it', async () => {
    const s = await seller();
    const id = await insertListing(s.userId);
    await t.database.db
      .insert(reviews)
      .values({ listingId: id, source: 'upload', text: 'Keeps my coffee hot all morning long.', rating: 5 });
    const draft = (
      await generate(s, id, { ...SETTINGS, template: 'standard', customInstructions: 'Include a customer testimonial.' })
    ).json();
    const testimonial = draft.modules.findIndex((m: { type: string }) => m.type === 'testimonial');
    expect(testimonial).toBeGreaterThan(0);
    expect(draft.publishable).toBe(false);
    expect(draft.findings).toContainEqual(
      expect.objectContaining({ ruleId: 'APLUS_REVIEWS', moduleIndex: testimonial, severity: 'error' }),
    );
  });
});

describe('PUT /api/aplus/:id/modules', () => {
  it('re-checks edits: a testimonial, a price and a URL are findings and block publishing', async () => {
    const s = await seller({ connected: true });
    const id = await insertListing(s.userId);
    const draft = (await generate(s, id, { ...SETTINGS, template: 'minimal' })).json();
    const modules = [
      { ...draft.modules[0], content: 'Now only $19.99 at www.example.com while stocks last.' },
      draft.modules[1],
      { type: 'testimonial', title: 'Jane D.', content: 'Best mug I ever owned!' },
    ];
    const res = await call(s, 'PUT', `/api/aplus/${id}/modules`, { modules });
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    expect(saved.publishable).toBe(false);
    const ids = saved.findings.map((f: { ruleId: string; moduleIndex: number }) => `${f.ruleId}@${f.moduleIndex}`);
    expect(ids).toEqual(
      expect.arrayContaining(['APLUS_PRICE_PROMO@0', 'APLUS_CONTACT_LINKS@0', 'APLUS_TIME_SENSITIVE@0', 'APLUS_REVIEWS@2']),
    );
    expect(saved.findings.find((f: { ruleId: string }) => f.ruleId === 'APLUS_PRICE_PROMO').message).toContain('$19.99');

    const publish = await call(s, 'POST', `/api/aplus/${id}/publish`);
    expect(publish.statusCode).toBe(422);
    expect(publish.json().message).toMatch(/does not meet Amazon's A\+ requirements/);
    expect(publish.json().issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'modules.2.content' })]));
  });

  it('refuses an image address that is not https on a public host, stores nothing, and keeps the listing own images', async () => {
    const s = await seller();
    const id = await insertListing(s.userId);
    const draft = (await generate(s, id, { ...SETTINGS, template: 'minimal' })).json();
    const withImage = draft.modules.findIndex((m: { imageUrl?: string }) => m.imageUrl);
    expect(withImage).toBeGreaterThanOrEqual(0);
    for (const imageUrl of [
      'file:///etc/passwd',
      'http://cdn.example.com/a.png',
      'https://127.0.0.1/a.png',
      'https://[::1]/a.png',
      'https://169.254.169.254/latest/meta-data',
      'https://192.168.1.10/a.png',
      'https://localhost:3000/a.png',
    ]) {
      const modules = draft.modules.map((m: object, i: number) => (i === withImage ? { ...m, imageUrl } : m));
      const res = await call(s, 'PUT', `/api/aplus/${id}/modules`, { modules });
      expect(res.statusCode, imageUrl).toBe(400);
      expect(res.json(), imageUrl).toMatchObject({
        code: 'VALIDATION',
        message: expect.stringMatching(/Image URL must/),
        issues: [{ path: `body.modules.${withImage}.imageUrl` }],
      });
    }
    const stored = (await call(s, 'GET', `/api/aplus/${id}`)).json();
    expect(stored.modules).toEqual(draft.modules);
    // The listing's own image (the emulator's, over http on this machine) and a public https one are kept.
    const modules = draft.modules.map((m: object, i: number) =>
      i === withImage ? { ...m, imageUrl: 'https://m.media-amazon.com/images/I/71abc.jpg' } : m,
    );
    expect((await call(s, 'PUT', `/api/aplus/${id}/modules`, { modules: draft.modules })).statusCode).toBe(200);
    expect((await call(s, 'PUT', `/api/aplus/${id}/modules`, { modules })).statusCode).toBe(200);
  });

  it('checks every module against the listing: a fact changed in form or missing from the listing blocks publishing, named', async () => {
    const s = await seller({ connected: true });
    const id = await insertListing(s.userId, { bullets: [...BULLETS, 'Keeps coffee hot for 1.5 hours with the lid on.'] });
    const draft = (await generate(s, id, { ...SETTINGS, template: 'minimal' })).json();
    expect(draft.publishable, JSON.stringify(draft.findings)).toBe(true);
    const modules = [
      draft.modules[0],
      { ...draft.modules[1], content: 'Keeps coffee hot for 1. 5 hours with the lid on.' },
      { ...draft.modules[2], items: [{ text: 'Holds 20 oz', icon: 'check' }] },
    ];
    const saved = (await call(s, 'PUT', `/api/aplus/${id}/modules`, { modules })).json();
    expect(saved.publishable).toBe(false);
    expect(saved.findings.filter((f: { ruleId: string }) => f.ruleId === 'APLUS_FACTS')).toEqual([
      expect.objectContaining({ moduleIndex: 1, part: 'content', match: '1. 5' }),
      expect.objectContaining({ moduleIndex: 2, part: 'items', match: '20' }),
    ]);

    const before = ((await (await fetch(`${emulator.base}/__emulator/aplus/documents`)).json()) as EmulatorAplusDump).documents;
    const publish = await call(s, 'POST', `/api/aplus/${id}/publish`);
    expect(publish.statusCode).toBe(422);
    expect(publish.json().message).toBe(
      'The text of module 2 states “1. 5” where the listing says “1.5”. Write it as “1.5”, as the listing does. ' +
        'Item 1 of module 3 states “20”, a number the listing does not state. ' +
        'Remove it, or use only numbers from the listing’s title, bullets and description. Fix them and publish again.',
    );
    expect(publish.json().issues).toEqual([
      expect.objectContaining({ path: 'modules.1.content' }),
      expect.objectContaining({ path: 'modules.2.items' }),
    ]);
    const after = ((await (await fetch(`${emulator.base}/__emulator/aplus/documents`)).json()) as EmulatorAplusDump).documents;
    expect(after).toHaveLength(before.length);

    // Written as the listing writes them, the same modules publish.
    const fixed = [modules[0], { ...modules[1], content: 'Keeps coffee hot for 1.5 hours with the lid on.' }, draft.modules[2]];
    expect((await call(s, 'PUT', `/api/aplus/${id}/modules`, { modules: fixed })).json().publishable).toBe(true);
    expect((await call(s, 'POST', `/api/aplus/${id}/publish`)).statusCode).toBe(200);
  });

  it('rejects modules of an unknown type with 400', async () => {
    const s = await seller();
    const id = await insertListing(s.userId);
    await generate(s, id);
    const res = await call(s, 'PUT', `/api/aplus/${id}/modules`, { modules: [{ type: 'video', title: 'x', content: 'y' }] });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/aplus/:id/publish', () => {
  it('publishes through the emulator: images uploaded, en-US document, SUBMITTED then APPROVED', async () => {
    await emulatorControl(emulator.base, 'aplus/settings', { approvalDelayMs: 60_000 });
    const s = await seller({ connected: true });
    const id = await insertListing(s.userId);
    expect((await generate(s, id)).statusCode).toBe(200);
    const res = await call(s, 'POST', `/api/aplus/${id}/publish`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'SUBMITTED', draft: { status: 'SUBMITTED' } });
    const { documents, uploads } = (await (
      await fetch(`${emulator.base}/__emulator/aplus/documents`)
    ).json()) as EmulatorAplusDump;
    const doc = documents.find((d) => d.contentReferenceKey === body.contentReferenceKey);
    expect(doc).toMatchObject({
      sellerId: 'A2DEMOSELLER01',
      asins: [OWN_ASIN],
      status: 'SUBMITTED',
      document: { locale: 'en-US', contentType: 'EBC' },
    });
    expect(doc!.document.contentModuleList.map((m: { contentModuleType: string }) => m.contentModuleType)).toEqual([
      'STANDARD_HEADER_IMAGE_TEXT',
      'STANDARD_SINGLE_SIDE_IMAGE',
      'STANDARD_SINGLE_SIDE_IMAGE',
      'STANDARD_SINGLE_IMAGE_HIGHLIGHTS',
      'STANDARD_SINGLE_SIDE_IMAGE',
      'STANDARD_SINGLE_SIDE_IMAGE',
      'STANDARD_SINGLE_SIDE_IMAGE',
    ]);
    expect(uploads.filter((u) => u.uploadedAt !== undefined).length).toBeGreaterThan(0);

    await emulatorControl(emulator.base, 'clock', { advanceSeconds: 61 });
    const refreshed = await call(s, 'POST', `/api/aplus/${id}/refresh-status`);
    expect(refreshed.json()).toMatchObject({ status: 'APPROVED', contentReferenceKey: body.contentReferenceKey });
    expect((await call(s, 'GET', `/api/aplus/${id}`)).json().status).toBe('APPROVED');
  });

  it('two publishes of one draft at once create one document at Amazon; the other is told to wait', async () => {
    const s = await seller({ connected: true });
    const id = await insertListing(s.userId);
    await generate(s, id);
    const dump = async () =>
      ((await (await fetch(`${emulator.base}/__emulator/aplus/documents`)).json()) as EmulatorAplusDump).documents.length;
    const before = await dump();
    const [a, b] = await Promise.all([call(s, 'POST', `/api/aplus/${id}/publish`), call(s, 'POST', `/api/aplus/${id}/publish`)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((a.statusCode === 409 ? a : b).json().message).toBe(
      'This A+ content is already being published. Refresh in a moment to see the result.',
    );
    expect(await dump()).toBe(before + 1);
    // Released afterwards: publishing again updates that document instead of creating another.
    const again = await call(s, 'POST', `/api/aplus/${id}/publish`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().contentReferenceKey).toBe((a.statusCode === 200 ? a : b).json().contentReferenceKey);
    expect(await dump()).toBe(before + 1);
  });

  it('a regenerated draft is published as an update of the same Amazon document', async () => {
    const s = await seller({ connected: true });
    const id = await insertListing(s.userId);
    await generate(s, id);
    const first = await call(s, 'POST', `/api/aplus/${id}/publish`);
    expect(first.statusCode, first.body).toBe(200);
    const key = first.json().contentReferenceKey as string;
    const count = async () =>
      ((await (await fetch(`${emulator.base}/__emulator/aplus/documents`)).json()) as EmulatorAplusDump).documents.length;
    const before = await count();

    const regenerated = await generate(s, id, { ...SETTINGS, template: 'standard', creativity: 20 });
    expect(regenerated.statusCode, regenerated.body).toBe(200);
    expect(regenerated.json()).toMatchObject({ status: 'DRAFT', contentReferenceKey: key });
    const second = await call(s, 'POST', `/api/aplus/${id}/publish`);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().contentReferenceKey).toBe(key);
    expect(await count()).toBe(before);
  });

  it('shows REJECTED when Amazon rejects the content in review', async () => {
    await emulatorControl(emulator.base, 'aplus/settings', { approvalDelayMs: 0, rejectMarker: 'Triple Grip' });
    const s = await seller({ connected: true });
    const id = await insertListing(s.userId);
    await generate(s, id);
    expect((await call(s, 'POST', `/api/aplus/${id}/publish`)).json().status).toBe('REJECTED');
    await emulatorControl(emulator.base, 'aplus/settings', { rejectMarker: 'REJECTME' });
  });

  it("shows Amazon's validation errors, and BRAND_NOT_ELIGIBLE plainly", async () => {
    const s = await seller({ connected: true });
    const unknown = await insertListing(s.userId, { asin: 'B0NOTFOUND1' });
    await generate(s, unknown);
    const notFound = await call(s, 'POST', `/api/aplus/${unknown}/publish`);
    expect(notFound.statusCode).toBe(422);
    expect(notFound.json().message).toBe(
      'Amazon could not find this ASIN in its catalog, so A+ content cannot be published for it.',
    );

    const foreign = await insertListing(s.userId, { asin: 'B0DMOBH001', brand: 'Blue Harbor' });
    await generate(s, foreign);
    const res = await call(s, 'POST', `/api/aplus/${foreign}/publish`);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      "Amazon says this ASIN's brand is not enrolled in Brand Registry, so A+ content cannot be published for it.",
    );
    expect((await call(s, 'GET', `/api/aplus/${foreign}`)).json().status).toBe('DRAFT');
  });

  it('answers 409 for a file listing and for a user without an Amazon connection', async () => {
    const connected = await seller({ connected: true });
    const file = await insertListing(connected.userId, { source: 'file' });
    await generate(connected, file);
    const res = await call(connected, 'POST', `/api/aplus/${file}/publish`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/imported from a file/);

    const lone = await seller();
    const id = await insertListing(lone.userId);
    await generate(lone, id);
    const none = await call(lone, 'POST', `/api/aplus/${id}/publish`);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('Connect your Amazon Seller Central account before publishing A+ content.');
  });
});

describe('GET /api/aplus/:id/pdf', () => {
  it('is a real PDF with the title and module text as text', async () => {
    const s = await seller();
    const id = await insertListing(s.userId);
    const draft = (await generate(s, id)).json();
    const res = await call(s, 'GET', `/api/aplus/${id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('aplus-content.pdf');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain(TITLE);
    expect(text).toContain(draft.modules[1].title);
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');
  });

  it('answers 404 before anything was generated', async () => {
    const s = await seller();
    const id = await insertListing(s.userId);
    expect((await call(s, 'GET', `/api/aplus/${id}/pdf`)).statusCode).toBe(404);
  });
});
