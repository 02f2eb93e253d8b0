/**
 * Look-alike usernames: `bоb` (Cyrillic о), `ｂｏｂ` (full width) or `BOB` cannot register next to
 * `bob`, and typing one never signs into bob's account.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/accounts/passwords.ts';
import { usernameSkeleton } from '../../src/server/accounts/username-skeleton.ts';
import { queryRows } from '../../src/server/db/client.ts';
import { findOrCreateGoogleUser } from '../../src/server/google-auth/resolve-user.ts';
import { buildTestApp, registerUser, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

function post(url: string, payload: unknown) {
  return t.app.inject({ method: 'POST', url, payload: payload as object });
}

const TAKEN = {
  code: 'CONFLICT',
  message: 'Username is already taken',
  issues: [{ path: 'username', message: 'Username is already taken' }],
};

describe('registration', () => {
  it.each([
    ['Cyrillic о', 'b\u043eb'],
    ['Cyrillic В and о', '\u0412\u043eb'],
    ['Greek ο', 'b\u03bfb'],
    ['full-width', '\uff42\uff4f\uff42'],
    ['other case', 'BoB'],
    ['digit zero', 'b0b'],
  ])('refuses a look-alike of an existing name (%s) with the usual taken message', async (_kind, lookAlike) => {
    const suffix = `${process.pid}${Math.floor(Math.random() * 1e6)}`.replace(/[01]/g, '7');
    const original = `bob_${suffix}`;
    await registerUser(t.app, { username: original });
    const res = await post('/api/auth/register', {
      username: `${lookAlike}_${suffix}`,
      email: `lookalike${suffix}@example.com`,
      password: 'secret one',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(TAKEN);
  });

  it('still registers names that only share letters', async () => {
    const suffix = `${process.pid}`.replace(/[01]/g, '7');
    await registerUser(t.app, { username: `anna_${suffix}` });
    await registerUser(t.app, { username: `ana_${suffix}` });
    await registerUser(t.app, { username: `иван_${suffix}` });
  });

  it('stores the look-alike key with every new account, and the database refuses a second one', async () => {
    const { user } = await registerUser(t.app, { username: `Oscar_${process.pid}`.replace(/[01]/g, '7') });
    const [row] = await queryRows<{ username_skeleton: string }>(
      t.database.db,
      sql`select username_skeleton from users where id = ${user.id}`,
    );
    expect(row!.username_skeleton).toBe(usernameSkeleton(user.username));
    // A second writer that skipped the check (or lost a race) is stopped by the unique index.
    await expect(
      t.database.db.execute(
        sql`insert into users (username, email, username_skeleton) values (${'x' + user.username}, ${'race@example.com'}, ${row!.username_skeleton})`,
      ),
    ).rejects.toThrow();
  });
});

describe('sign-in by a look-alike name', () => {
  it("answers the generic 401, also with the original account's password", async () => {
    const suffix = `${process.pid}`.replace(/[01]/g, '7');
    const { user, password } = await registerUser(t.app, { username: `carol_${suffix}` });
    for (const lookAlike of [`\u0441\u0430rol_${suffix}`, `\uff43\uff41\uff52\uff4f\uff4c_${suffix}`]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: lookAlike, password },
        remoteAddress: '198.51.100.90',
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Invalid username or password');
    }
    // The owner, by the exact name in any case, signs in as before.
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username.toUpperCase(), password },
      remoteAddress: '198.51.100.91',
    });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.id).toBe(user.id);
  });
});

describe('Google-created usernames', () => {
  it('skip a name that looks like an existing one', async () => {
    const suffix = `${process.pid}`.replace(/[01]/g, '7');
    await registerUser(t.app, { username: `d0ra${suffix}` });
    const created = await findOrCreateGoogleUser(t.database.db, {
      issuer: 'https://accounts.example.test',
      subject: `sub-${suffix}`,
      email: `dora${suffix}@example.com`,
      emailVerified: true,
    });
    expect(usernameSkeleton(created.username)).not.toBe(usernameSkeleton(`dora${suffix}`));
    expect(created.username).toBe(`dora${suffix}2`);
    expect(created.usernameSkeleton).toBe(usernameSkeleton(created.username));
  });
});

describe('the migration backfill of username_skeleton', () => {
  it('gives existing rows the key the server computes, and leaves later look-alikes without one', async () => {
    const db = t.database.db;
    const hash = await hashPassword('legacy password');
    const names = [
      'legacy_Bob',
      'legacy_b\u043eb',
      'LEGACY_ＢＯＢ',
      'legacy_Mary',
      'legacy_rnary',
      'legacy_Ёжик',
      'legacy_Ιinda',
      'legacy_ana',
    ];
    const ids: number[] = [];
    for (const [i, username] of names.entries()) {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into users (username, email, password_hash) values (${username}, ${`legacy${i}@example.com`}, ${hash}) returning id`,
      );
      ids.push(row!.id);
    }
    // As before the migration: no row has a key yet.
    await db.execute(sql`update users set username_skeleton = null`);
    for (const statement of backfillStatements()) await db.execute(sql.raw(statement));

    const rows = await queryRows<{ id: number; username: string; username_skeleton: string | null }>(
      db,
      sql`select id, username, username_skeleton from users order by id`,
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const keyOf = (i: number) => byId.get(ids[i]!)!.username_skeleton;
    // The oldest of each look-alike group holds the key the server would compute…
    for (const i of [0, 3, 5, 6, 7]) expect(keyOf(i)).toBe(usernameSkeleton(names[i]!));
    // …and its look-alikes (Cyrillic о, full width, rn for m) have none.
    for (const i of [1, 2, 4]) expect(keyOf(i)).toBeNull();
    // Every other account got its key back, equal to the server's.
    for (const row of rows) if (!ids.includes(row.id)) expect(row.username_skeleton).toBe(usernameSkeleton(row.username));

    // Old look-alike accounts still sign in by their exact name; nobody new can take any of the names.
    const legacy = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: names[1], password: 'legacy password' },
      remoteAddress: '198.51.100.92',
    });
    expect(legacy.statusCode).toBe(200);
    expect(legacy.json().user.id).toBe(ids[1]);
    const again = await post('/api/auth/register', {
      username: 'legacy_ｂｏｂ',
      email: 'legacy-new@example.com',
      password: 'secret one',
    });
    expect(again.json()).toEqual(TAKEN);
  });
});

/** The hand-written backfill block of the migration that added users.username_skeleton. */
function backfillStatements(): string[] {
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../src/server/db/migrations');
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql'))) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    const start = text.indexOf('-- >>> hand-written (auth-hardening)');
    if (start < 0) continue;
    const block = text.slice(start, text.indexOf('-- <<< end hand-written', start));
    return block
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter((s) => /update "users"/i.test(s));
  }
  throw new Error('no migration holds the username_skeleton backfill');
}
