import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/server/db/client.ts';
import { bearer, buildTestApp, registerUser, type TestApp, useTestApp } from '../helpers/app.ts';

let t: TestApp;
useTestApp((app) => {
  t = app;
});

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, headers });
}

describe('register', () => {
  it('creates an account and answers token and user without the password hash', async () => {
    const res = await post('/api/auth/register', {
      username: 'Alice_1',
      email: ' Alice@Example.COM ',
      password: 'correct horse',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(body.user).toEqual({
      id: expect.any(Number),
      username: 'Alice_1',
      email: 'alice@example.com',
      emailVerified: false,
      tier: 'free',
      usageCount: 0,
      usageLimit: 10,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(res.body).not.toMatch(/argon2|passwordHash|password_hash/);
  });

  it.each([
    [{ username: 'ab', email: 'a@b.co', password: 'correct horse' }, 'Username must be at least 3 characters'],
    [{ username: 'abc', email: 'not-an-email', password: 'correct horse' }, 'Please enter a valid email'],
    [{ username: 'abc', email: 'a@b.co', password: '12345' }, 'Password must be at least 6 characters'],
    [{ email: 'a@b.co', password: 'correct horse' }, 'Username must be at least 3 characters'],
  ])('rejects %j with "%s"', async (payload, message) => {
    const res = await post('/api/auth/register', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { message: string }) => i.message)).toContain(message);
  });

  it('refuses a username taken in another case and an email taken in another case', async () => {
    await registerUser(t.app, { username: 'Bobby', email: 'bobby@example.com' });
    const byName = await post('/api/auth/register', { username: 'BOBBY', email: 'other@example.com', password: 'correct horse' });
    expect(byName.statusCode).toBe(409);
    expect(byName.json().message).toBe('Username is already taken');
    const byEmail = await post('/api/auth/register', {
      username: 'bobby2',
      email: 'BOBBY@example.com',
      password: 'correct horse',
    });
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json().message).toBe('Email is already registered');
  });
});

describe('login, me and logout', () => {
  it('signs in, reads the user, and logout revokes the token on the server', async () => {
    const { user, password } = await registerUser(t.app);
    const login = await post('/api/auth/login', { username: user.username.toUpperCase(), password });
    expect(login.statusCode).toBe(200);
    const token = login.json().token as string;
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().username).toBe(user.username);
    const out = await post('/api/auth/logout', {}, bearer(token));
    expect(out.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
  });

  it.each([
    [{ username: '', password: 'x' }, 'Username is required'],
    [{ username: 'someone', password: '' }, 'Password is required'],
    [{ username: 'u'.repeat(201), password: 'x' }, 'Username must be at most 200 characters'],
    [{ username: 'someone', password: 'p'.repeat(201) }, 'Password must be at most 200 characters'],
  ])('validates %j', async (payload, message) => {
    const res = await post('/api/auth/login', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers the same 401 for a wrong password and an unknown user', async () => {
    const { user } = await registerUser(t.app);
    const wrong = await post('/api/auth/login', { username: user.username, password: 'wrong-password' });
    const unknown = await post('/api/auth/login', { username: 'nobody-here', password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Invalid username or password');
  });

  it('makes the address that failed three times wait (429, Retry-After), even with the right password, but not the owner elsewhere', async () => {
    const { user, password } = await registerUser(t.app);
    const from = (remoteAddress: string, pw: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: user.username, password: pw }, remoteAddress });
    for (let i = 0; i < 3; i++) expect((await from('198.51.100.20', 'nope-nope')).statusCode).toBe(401);
    const blocked = await from('198.51.100.20', password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many failed sign-in attempts. Please wait 1 second and try again.');
    expect(blocked.headers['retry-after']).toBe('1');
    expect((await from('198.51.100.21', password)).statusCode).toBe(200);
  });

  it('checks at most three passwords when twenty sign-ins for one username arrive at once', async () => {
    // A clock that stands still: "at once" must not depend on how fast this machine answers twenty
    // requests (on a loaded one, the third's one-second back-off could end before the twentieth).
    const at = new Date();
    const still = await buildTestApp({ now: () => at });
    try {
      const { user, password } = await registerUser(still.app);
      const guesses = Array.from({ length: 19 }, (_, i) => `wrong guess ${i}`).concat(password);
      const statuses = (
        await Promise.all(
          guesses.map((p) =>
            still.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: user.username, password: p } }),
          ),
        )
      ).map((r) => r.statusCode);
      // Only the attempts within the limit reached the password check; the rest were refused unread.
      expect(statuses.filter((s) => s === 401 || s === 200).length).toBeLessThanOrEqual(3);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(17);
    } finally {
      await still.close();
    }
  });

  it('does not count a correct password towards the per-address limit', async () => {
    const { user, password } = await registerUser(t.app);
    const addressCount = async () =>
      (await queryRows<{ count: number }>(t.database.db, sql`select count from rate_limits where key like 'login:ip:%'`)).reduce(
        (n, r) => n + Number(r.count),
        0,
      );
    const before = await addressCount();
    for (let i = 0; i < 8; i++)
      expect((await post('/api/auth/login', { username: user.username, password })).statusCode).toBe(200);
    expect(await addressCount()).toBe(before);
  });

  it('rejects a missing, malformed or unknown bearer token', async () => {
    for (const headers of [{}, { authorization: 'Bearer' }, { authorization: 'Basic abc' }, bearer('x'.repeat(43))]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('bad input', () => {
  it('answers 413 to a 1 MB body and 400 to malformed JSON', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'a'.repeat(1_100_000), password: 'x' }),
    });
    expect(big.statusCode).toBe(413);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The request body is not valid JSON.');
  });

  it('reports the database as reachable and unknown API routes as JSON 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok', database: 'up' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
  });

  it('never logs passwords or tokens', async () => {
    const { token, password } = await registerUser(t.app, { password: 'very-secret-password-42' });
    await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    const all = t.logs.join('');
    expect(all.length).toBeGreaterThan(0);
    expect(all).not.toContain(password);
    expect(all).not.toContain(token);
  });
});

describe('security headers', () => {
  it('sends a CSP without inline script, no framing, nosniff and a referrer policy on API answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('OpenAPI', () => {
  it('describes the API at /api/docs from the zod schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/auth/register'].post.requestBody.content['application/json'].schema.required).toEqual([
      'username',
      'email',
      'password',
    ]);
    expect(Object.keys(doc.paths)).toContain('/api/listings/{id}');
  });
});
