import path from 'node:path';
import { Writable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEmbeddedApp } from '../../src/server/embedded-emulators.ts';
import type { WriteRateLimitOptions } from '../../src/server/security/write-rate-limit.ts';
import { insertUser } from '../../src/server/accounts/repo.ts';
import { createSession } from '../../src/server/accounts/service.ts';
import { recordReauthentication } from '../../src/server/accounts/reauth.ts';
import { queryRows, type Db } from '../../src/server/db/client.ts';
import {
  alerts,
  amazonConnections,
  aplusDrafts,
  faqs,
  identities,
  listingKeywords,
  listingVersions,
  listings,
  oauthStates,
  reviews,
  salesInquiries,
  sessions,
  syncRuns,
  users,
} from '../../src/server/db/schema/index.ts';
import { DEMO_LWA_CLIENT_SECRET } from '../../src/emulators/amazon/demo-app.ts';
import { bearer, buildTestApp, registerUser, testConfig, type TestApp, useTestApp } from '../helpers/app.ts';
import { amazonConfig, buildAmazonTestApp, connectSeller, startAmazonEmulator } from '../helpers/amazon.ts';
import { createTestDatabase } from '../setup/test-db.ts';

let t: TestApp;
useTestApp((app) => {
  t = app;
});

function inject(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
  remoteAddress?: string,
) {
  return app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    payload: payload as object,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** A user created the way Google sign-in creates one: no password hash. */
async function insertGoogleUser(db: Db): Promise<{ id: number; username: string; token: string }> {
  const n = randomBytes(4).toString('hex');
  const row = await insertUser(db, { username: `google${n}`, email: `google${n}@example.com`, passwordHash: null });
  await db.insert(identities).values({ userId: row.id, issuer: 'https://accounts.google.com', subject: `sub-${n}` });
  return { id: row.id, username: row.username, token: await createSession({ db, sessionTtlDays: 30 }, row.id) };
}

/** What a successful Google confirmation (max_age=0) records on the session. */
async function recordProof(token: string): Promise<void> {
  await recordReauthentication({ db: t.database.db, sessionTtlDays: 30 }, token);
}

describe('write rate limits', () => {
  let limited: FastifyInstance;
  let closeLimited: () => Promise<void>;
  beforeAll(async () => {
    ({ app: limited, close: closeLimited } = await buildLimitedApp({ perUser: 3, perAddress: 4 }));
  });
  afterAll(async () => closeLimited());

  it('answers 429 RATE_LIMITED with Retry-After once a user passes the limit, and only for that user', async () => {
    const alice = await registerUser(limited);
    const bob = await registerUser(limited);
    // Wrong current passwords: writes that reach the handler and change nothing.
    const attempt = { currentPassword: 'wrong-one', newPassword: 'longer one' };
    for (let i = 0; i < 3; i++)
      expect((await inject(limited, 'POST', '/api/account/password', alice.token, attempt)).statusCode).toBe(400);
    const res = await inject(limited, 'POST', '/api/account/password', alice.token, attempt);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: 'RATE_LIMITED', message: expect.stringMatching(/slow down/) });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Reads are not limited, and another user has a budget of their own.
    expect((await inject(limited, 'GET', '/api/auth/me', alice.token)).statusCode).toBe(200);
    expect((await inject(limited, 'POST', '/api/auth/refresh', bob.token)).statusCode).toBe(200);
  });

  it('limits one address across users and anonymous requests, but not another address', async () => {
    const address = '203.0.113.7';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await inject(limited, 'POST', '/api/auth/login', undefined, { username: 'nobody', password: '' }, address)).statusCode,
      );
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    expect(
      (await inject(limited, 'POST', '/api/auth/login', undefined, { username: 'nobody', password: '' }, '203.0.113.8'))
        .statusCode,
    ).toBe(400);
  });

  it('counts the GETs that store a pending OAuth flow like writes, so they cannot flood the table', async () => {
    const address = '203.0.113.40';
    const starts: number[] = [];
    for (let i = 0; i < 5; i++)
      starts.push((await inject(limited, 'GET', '/api/auth/google/start', undefined, undefined, address)).statusCode);
    expect(starts.slice(0, 4)).not.toContain(429);
    expect(starts[4]).toBe(429);

    const dave = await registerUser(limited);
    const urls: number[] = [];
    for (let i = 0; i < 4; i++)
      urls.push((await inject(limited, 'GET', '/api/amazon/auth-url?region=NA', dave.token)).statusCode);
    expect(urls).toEqual([200, 200, 200, 429]);
    // Other reads stay unlimited.
    expect((await inject(limited, 'GET', '/api/auth/me', dave.token)).statusCode).toBe(200);
  });

  it('is shared by every process on the database (a second app instance sees the same counter)', async () => {
    const carol = await registerUser(limited);
    const attempt = { currentPassword: 'wrong-one', newPassword: 'longer one' };
    for (let i = 0; i < 3; i++) await inject(limited, 'POST', '/api/account/password', carol.token, attempt);
    const other = await buildEmbeddedApp(testConfig(), {
      database: limited.database,
      logger: { stream: sink() },
      writeRateLimit: { perUser: 3 },
    });
    try {
      await other.ready();
      const res = await inject(other, 'POST', '/api/account/password', carol.token, attempt);
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
    } finally {
      await other.close();
    }
  });
});

describe('session rotation and expiry', () => {
  it('refresh issues a new token with a full lifetime and revokes the old one', async () => {
    const { token } = await registerUser(t.app);
    const res = await inject(t.app, 'POST', '/api/auth/refresh', token);
    expect(res.statusCode).toBe(200);
    const next = res.json().token as string;
    expect(next).not.toBe(token);
    expect((await inject(t.app, 'GET', '/api/auth/me', token)).statusCode).toBe(401);
    expect((await inject(t.app, 'GET', '/api/auth/me', next)).statusCode).toBe(200);
    const [row] = await queryRows<{ expires_at: string }>(
      t.database.db,
      sql`select expires_at from sessions order by id desc limit 1`,
    );
    const days = (new Date(row!.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(t.config.sessionTtlDays - 0.01);
  });

  it('two refreshes racing with one token yield one new session, not two', async () => {
    const { token } = await registerUser(t.app);
    const results = await Promise.all([
      inject(t.app, 'POST', '/api/auth/refresh', token),
      inject(t.app, 'POST', '/api/auth/refresh', token),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('an expired session is refused and cannot be refreshed', async () => {
    const { token, user } = await registerUser(t.app);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await inject(t.app, 'GET', '/api/auth/me', token)).statusCode).toBe(401);
    expect((await inject(t.app, 'POST', '/api/auth/refresh', token)).statusCode).toBe(401);
  });
});

describe('POST /api/account/password', () => {
  it('refuses a wrong current password with a field message and changes nothing', async () => {
    const { token, user, password } = await registerUser(t.app);
    const res = await inject(t.app, 'POST', '/api/account/password', token, {
      currentPassword: 'not it',
      newPassword: 'brand new secret',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Your current password is not correct', issues: [{ path: 'currentPassword' }] });
    expect((await inject(t.app, 'POST', '/api/auth/login', undefined, { username: user.username, password })).statusCode).toBe(
      200,
    );
  });

  it('applies the registration password rules', async () => {
    const { token, password } = await registerUser(t.app);
    const res = await inject(t.app, 'POST', '/api/account/password', token, { currentPassword: password, newPassword: '12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path: 'body.newPassword', message: 'Password must be at least 6 characters' });
  });

  it('changes the password and signs out every other session, keeping this one', async () => {
    const { token, user, password } = await registerUser(t.app);
    const other = (await inject(t.app, 'POST', '/api/auth/login', undefined, { username: user.username, password })).json()
      .token as string;
    const res = await inject(t.app, 'POST', '/api/account/password', token, {
      currentPassword: password,
      newPassword: 'a new passphrase',
    });
    expect(res.statusCode).toBe(204);
    expect((await inject(t.app, 'GET', '/api/auth/me', token)).statusCode).toBe(200);
    expect((await inject(t.app, 'GET', '/api/auth/me', other)).statusCode).toBe(401);
    expect((await inject(t.app, 'POST', '/api/auth/login', undefined, { username: user.username, password })).statusCode).toBe(
      401,
    );
    expect(
      (await inject(t.app, 'POST', '/api/auth/login', undefined, { username: user.username, password: 'a new passphrase' }))
        .statusCode,
    ).toBe(200);
  });

  it('lets a Google-only account set its first password without a current one, but only after a fresh confirmation', async () => {
    const google = await insertGoogleUser(t.database.db);
    expect((await inject(t.app, 'GET', '/api/account', google.token)).json()).toMatchObject({
      hasPassword: false,
      google: { linked: true },
      reauthenticatedUntil: null,
    });
    // The token alone is not enough (account-reauth.test.ts runs the real Google confirmation).
    const bare = await inject(t.app, 'POST', '/api/account/password', google.token, { newPassword: 'my first password' });
    expect(bare.statusCode).toBe(403);
    expect(bare.json().code).toBe('REAUTH_REQUIRED');
    await recordProof(google.token);
    const res = await inject(t.app, 'POST', '/api/account/password', google.token, { newPassword: 'my first password' });
    expect(res.statusCode).toBe(204);
    expect((await inject(t.app, 'GET', '/api/account', google.token)).json()).toMatchObject({ hasPassword: true });
    const login = await inject(t.app, 'POST', '/api/auth/login', undefined, {
      username: google.username,
      password: 'my first password',
    });
    expect(login.statusCode).toBe(200);
  });

  it('checks at most five current passwords when twenty password changes arrive at once', async () => {
    const { token, password } = await registerUser(t.app);
    const guesses = Array.from({ length: 19 }, (_, i) => `guess ${i}`).concat(password);
    const statuses = (
      await Promise.all(
        guesses.map((p) =>
          inject(t.app, 'POST', '/api/account/password', token, { currentPassword: p, newPassword: 'whatever works' }),
        ),
      )
    ).map((r) => r.statusCode);
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(5);
  });

  it('counts wrong current passwords on the sign-in back-off of that username and address', async () => {
    const { token, user, password } = await registerUser(t.app);
    for (let i = 0; i < 5; i++)
      await inject(t.app, 'POST', '/api/account/password', token, {
        currentPassword: `guess ${i}`,
        newPassword: 'whatever works',
      });
    const res = await inject(t.app, 'POST', '/api/account/password', token, {
      currentPassword: password,
      newPassword: 'whatever works',
    });
    expect(res.statusCode).toBe(429);
    expect((await inject(t.app, 'POST', '/api/auth/login', undefined, { username: user.username, password })).statusCode).toBe(
      429,
    );
  });
});

/** One of everything a user can own, so deletion and export can be checked table by table. */
async function seedEverything(userId: number): Promise<{ listingId: number; refreshToken: string; sealed: string }> {
  const db = t.database.db;
  const [listing] = await db
    .insert(listings)
    .values({
      userId,
      source: 'file',
      marketplaceId: 'ATVPDKIKX0DER',
      sku: `SKU-${userId}`,
      title: `Title of ${userId}`,
      bullets: ['b'],
      description: 'd',
    })
    .returning();
  const listingId = listing!.id;
  await db
    .insert(listingVersions)
    .values({ listingId, kind: 'imported', author: 'import', title: 'v1', bullets: [], description: '' });
  await db.insert(reviews).values({ listingId, source: 'upload', text: `review of ${userId}` });
  await db.insert(faqs).values({ listingId, reviewCount: 1, items: [{ question: 'Q?', answer: 'A.', support: 1, quotes: [] }] });
  await db.insert(aplusDrafts).values({ listingId, settings: {}, modules: [] });
  await db.insert(syncRuns).values({ userId });
  const refreshToken = `Atzr|${randomBytes(24).toString('hex')}`;
  const sealed = t.app.cipher.encrypt(refreshToken);
  await db
    .insert(amazonConnections)
    .values({ userId, sellingPartnerId: 'A1SELLER', region: 'NA', refreshTokenEnc: sealed, marketplaceIds: ['ATVPDKIKX0DER'] });
  await db
    .insert(oauthStates)
    .values({ stateHash: `state-${userId}`, purpose: 'amazon_consent', userId, expiresAt: new Date(Date.now() + 60_000) });
  await db.insert(salesInquiries).values({ userId, name: 'N', email: 'n@example.com', message: 'Hello sales' });
  await db.insert(alerts).values({
    userId,
    listingId,
    kind: 'listing_suppressed',
    severity: 'critical',
    key: 'listing_suppressed',
    message: `Suppressed ${userId}`,
  });
  await db.insert(listingKeywords).values({ userId, listingId, keyword: `bottle ${userId}`, source: 'upload', targeted: true });
  return { listingId, refreshToken, sealed };
}

async function countOwned(userId: number, listingId: number): Promise<Record<string, number>> {
  const db = t.database.db;
  const count = async (query: Promise<unknown[]>) => (await query).length;
  return {
    users: await count(db.select().from(users).where(eq(users.id, userId))),
    sessions: await count(db.select().from(sessions).where(eq(sessions.userId, userId))),
    identities: await count(db.select().from(identities).where(eq(identities.userId, userId))),
    listings: await count(db.select().from(listings).where(eq(listings.userId, userId))),
    listingVersions: await count(db.select().from(listingVersions).where(eq(listingVersions.listingId, listingId))),
    reviews: await count(db.select().from(reviews).where(eq(reviews.listingId, listingId))),
    faqs: await count(db.select().from(faqs).where(eq(faqs.listingId, listingId))),
    aplusDrafts: await count(db.select().from(aplusDrafts).where(eq(aplusDrafts.listingId, listingId))),
    syncRuns: await count(db.select().from(syncRuns).where(eq(syncRuns.userId, userId))),
    amazonConnections: await count(db.select().from(amazonConnections).where(eq(amazonConnections.userId, userId))),
    oauthStates: await count(db.select().from(oauthStates).where(eq(oauthStates.userId, userId))),
    salesInquiries: await count(db.select().from(salesInquiries).where(eq(salesInquiries.userId, userId))),
  };
}

describe('GET /api/account/export', () => {
  it("holds all of the user's data and none of the secrets or other users' data", async () => {
    const { token, user } = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const { refreshToken, sealed } = await seedEverything(user.id);
    await seedEverything(stranger.user.id);
    const res = await inject(t.app, 'GET', '/api/account/export', token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="listingpilot-export-\d+\.json"$/);
    const body = res.json();
    expect(body.user).toMatchObject({ id: user.id, username: user.username, hasPassword: true });
    expect(body.amazonConnection).toMatchObject({ sellingPartnerId: 'A1SELLER', region: 'NA' });
    for (const key of [
      'listings',
      'listingVersions',
      'reviews',
      'faqs',
      'aplusDrafts',
      'syncRuns',
      'salesInquiries',
      'alerts',
      'keywords',
    ]) {
      expect(body[key], key).toHaveLength(1);
    }
    expect(res.body).not.toMatch(/argon2|passwordHash|password_hash|refreshToken/);
    expect(res.body).not.toContain(refreshToken);
    expect(res.body).not.toContain(sealed);
    expect(res.body).not.toContain(`Title of ${stranger.user.id}`);
  });
});

describe('DELETE /api/account', () => {
  it('refuses a wrong password and deletes nothing', async () => {
    const { token, user } = await registerUser(t.app);
    const { listingId } = await seedEverything(user.id);
    const before = await countOwned(user.id, listingId);
    const res = await inject(t.app, 'DELETE', '/api/account', token, { password: 'not mine' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Your password is not correct');
    expect(await countOwned(user.id, listingId)).toEqual(before);
  });

  it("deletes the user and everything of theirs, unlinks sales inquiries, and leaves others' data alone", async () => {
    const { token, user, password } = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const { listingId } = await seedEverything(user.id);
    const theirs = await seedEverything(stranger.user.id);
    const strangerBefore = await countOwned(stranger.user.id, theirs.listingId);
    const res = await inject(t.app, 'DELETE', '/api/account', token, { password });
    expect(res.statusCode).toBe(204);
    const after = await countOwned(user.id, listingId);
    expect(
      Object.values(after).every((n) => n === 0),
      JSON.stringify(after),
    ).toBe(true);
    const kept = await t.database.db.select().from(salesInquiries).where(eq(salesInquiries.message, 'Hello sales'));
    expect(kept.filter((r) => r.userId === null)).toHaveLength(1);
    expect(await countOwned(stranger.user.id, theirs.listingId)).toEqual(strangerBefore);
    expect((await inject(t.app, 'GET', '/api/auth/me', token)).statusCode).toBe(401);
    expect((await inject(t.app, 'POST', '/api/auth/login', undefined, { username: user.username, password })).statusCode).toBe(
      401,
    );
  });

  it('asks a Google-only account to type its username and to have confirmed with Google just before', async () => {
    const google = await insertGoogleUser(t.database.db);
    const wrong = await inject(t.app, 'DELETE', '/api/account', google.token, { confirmation: 'someone else' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Type your username to confirm');
    // The username is no secret: without a fresh confirmation it is refused.
    const bare = await inject(t.app, 'DELETE', '/api/account', google.token, { confirmation: google.username });
    expect(bare.statusCode).toBe(403);
    expect(bare.json().code).toBe('REAUTH_REQUIRED');
    await recordProof(google.token);
    const res = await inject(t.app, 'DELETE', '/api/account', google.token, { confirmation: google.username });
    expect(res.statusCode).toBe(204);
    expect(await t.database.db.select().from(identities).where(eq(identities.userId, google.id))).toHaveLength(0);
  });
});

describe('secrets never reach the logs', () => {
  it('register, login, refresh, password change, errors and an Amazon connection log no key, token or password', async () => {
    const key = randomBytes(32).toString('base64');
    const emulator = await startAmazonEmulator();
    const a = await buildAmazonTestApp(amazonConfig(emulator.base, 1000, { LOG_LEVEL: 'trace', TOKEN_ENCRYPTION_KEY: key }));
    try {
      const password = `pw-${randomBytes(8).toString('hex')}`;
      const secrets: string[] = [key, password, DEMO_LWA_CLIENT_SECRET];
      const reg = await a.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { username: 'logcheck', email: 'logcheck@example.com', password },
      });
      expect(reg.statusCode, reg.body).toBe(201);
      secrets.push(reg.json().token);
      await a.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'logcheck', password: `${password}-wrong` },
      });
      secrets.push(`${password}-wrong`);
      const login = await a.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'logcheck', password } });
      const token = login.json().token as string;
      secrets.push(token);
      const refreshed = (await inject(a.app, 'POST', '/api/auth/refresh', token)).json().token as string;
      secrets.push(refreshed);
      const newPassword = `np-${randomBytes(8).toString('hex')}`;
      secrets.push(newPassword);
      await inject(a.app, 'POST', '/api/account/password', refreshed, { currentPassword: 'wrong current', newPassword });
      await inject(a.app, 'POST', '/api/account/password', refreshed, { currentPassword: password, newPassword });
      // A malformed body and a bad header carrying a secret-looking value.
      await a.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { username: 'x', email: 'bad', password: 'short' },
      });
      await a.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${'Z'.repeat(43)}` } });
      const redirect = await connectSeller(a.app, refreshed, emulator.base);
      expect(redirect).toContain('connected=true');
      const [connection] = await a.database.db.select().from(amazonConnections);
      secrets.push(connection!.refreshTokenEnc, a.app.cipher.decrypt(connection!.refreshTokenEnc));
      await inject(a.app, 'GET', '/api/amazon/connection', refreshed);
      await inject(a.app, 'GET', '/api/account/export', refreshed);

      const logs = a.logs.join('');
      expect(logs.length).toBeGreaterThan(0);
      const leaked = secrets.filter((s) => logs.includes(s));
      expect(leaked).toEqual([]);
      expect(logs).not.toMatch(/spapi_oauth_code=(?!\[redacted\])[^&"\s]+/);
    } finally {
      await a.close();
      await emulator.close();
    }
  });
});

describe('a failed query in the logs', () => {
  it('names the SQL but not its parameters, also when wrapped in another error', async () => {
    const a = await buildTestApp({ env: { LOG_LEVEL: 'error' } });
    try {
      const secret = `review text ${randomBytes(8).toString('hex')}`;
      const failed = await a.database.db.execute(sql`select ${secret}::int as n`).then(
        () => undefined,
        (error: unknown) => error as Error,
      );
      expect(failed?.message).toContain(secret);
      a.app.log.error({ err: failed }, 'unhandled error');
      a.app.log.error({ err: new Error('import failed', { cause: failed }) }, 'wrapped');
      const lines = a.logs
        .join('')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { err: { message: string; stack: string } });
      expect(lines).toHaveLength(2);
      for (const { err } of lines) {
        expect(err.message).toContain('Failed query: select $1::int as n\nparams: [redacted]');
        expect(err.stack).toContain('params: [redacted]');
      }
      expect(a.logs.join('')).not.toContain(secret);
    } finally {
      await a.close();
    }
  });
});

function sink(): Writable {
  return new Writable({ write: (_chunk, _enc, done) => done() });
}

/** The app as buildTestApp makes it, with write limits of the test's choosing. */
async function buildLimitedApp(writeRateLimit: WriteRateLimitOptions): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const config = testConfig();
  const database = await createTestDatabase();
  const app = await buildEmbeddedApp(config, {
    database,
    writeRateLimit,
    logger: { stream: sink() },
    webRoot: path.join(config.dataDir, 'no-web'),
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
