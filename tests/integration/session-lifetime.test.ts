/**
 * Sliding sessions with an absolute lifetime: refreshing gives a fresh TTL but keeps the sign-in
 * time, and SESSION_MAX_DAYS after it the token stops working however often it was refreshed.
 * Time passing is simulated by moving the session's timestamps back, as a clock would.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client.ts';
import { bearer, registerUser, type TestApp, useTestApp } from '../helpers/app.ts';

const DAY = 86_400_000;
let t: TestApp;
useTestApp(
  (app) => {
    t = app;
  },
  { env: { SESSION_TTL_DAYS: '30', SESSION_MAX_DAYS: '90' } },
);

const refresh = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: bearer(token) });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

/** As if `days` had passed for every session of the user. */
async function letDaysPass(userId: number, days: number): Promise<void> {
  await t.database.db.execute(
    sql`update sessions set signed_in_at = signed_in_at - ${`${days} days`}::interval, expires_at = expires_at - ${`${days} days`}::interval, created_at = created_at - ${`${days} days`}::interval where user_id = ${userId}`,
  );
}

async function sessionRows(userId: number) {
  return queryRows<{ signed_in_at: string; expires_at: string }>(
    t.database.db,
    sql`select signed_in_at, expires_at from sessions where user_id = ${userId}`,
  );
}

/**
 * Reads may be answered from the session cache, which drops a user's sessions when the database
 * announces a change to them (migration 0004). Resolves when it has: a change made in SQL, behind
 * the app's back, is then what the next read sees.
 */
function sessionsDropped(userId: number): Promise<void> {
  const cache = t.app.caches.sessions;
  const invalidate = cache.invalidate;
  return new Promise((resolve) => {
    cache.invalidate = (owner) => {
      invalidate.call(cache, owner);
      if (owner !== userId) return;
      cache.invalidate = invalidate;
      resolve();
    };
  });
}

describe('absolute session lifetime', () => {
  it('refreshing keeps the original sign-in time', async () => {
    const { token, user } = await registerUser(t.app);
    const [before] = await sessionRows(user.id);
    await letDaysPass(user.id, 10);
    const res = await refresh(token);
    expect(res.statusCode).toBe(200);
    const [after] = await sessionRows(user.id);
    expect(new Date(after!.signed_in_at).getTime()).toBe(new Date(before!.signed_in_at).getTime() - 10 * DAY);
    // A fresh sliding TTL from now.
    expect(new Date(after!.expires_at).getTime() - Date.now()).toBeGreaterThan(29.9 * DAY);
  });

  it('refused after 90 days although refreshed all along', async () => {
    const registered = await registerUser(t.app);
    const { user } = registered;
    let token = registered.token;
    // Every 20 days the app refreshes: days 20, 40, 60 and 80 work…
    for (let day = 20; day <= 80; day += 20) {
      await letDaysPass(user.id, 20);
      const res = await refresh(token);
      expect(res.statusCode, `refresh on day ${day}`).toBe(200);
      token = res.json().token;
      // The last refresh before the limit ends the session at the limit, not 30 days later.
      const [row] = await sessionRows(user.id);
      expect(new Date(row!.expires_at).getTime()).toBeLessThanOrEqual(new Date(row!.signed_in_at).getTime() + 90 * DAY);
    }
    expect((await me(token)).statusCode).toBe(200);
    // …and on day 100 the token no longer works, for reads and for another refresh.
    const dropped = sessionsDropped(user.id);
    await letDaysPass(user.id, 20);
    await dropped;
    expect((await me(token)).statusCode).toBe(401);
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('ends the session at the lifetime even while its sliding expiry is still ahead', async () => {
    const { token, user } = await registerUser(t.app);
    // Signed in 91 days ago; the expiry (as a refresh from before this limit could have set it) is ahead.
    const dropped = sessionsDropped(user.id);
    await t.database.db.execute(
      sql`update sessions set signed_in_at = now() - interval '91 days', expires_at = now() + interval '20 days' where user_id = ${user.id}`,
    );
    await dropped;
    expect((await me(token)).statusCode).toBe(401);
    expect((await refresh(token)).statusCode).toBe(401);
  });
});
