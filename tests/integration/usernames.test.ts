/**
 * Look-alike usernames: `bоb` (Cyrillic о), `ｂｏｂ` (full width) or `BOB` cannot register next to
 * `bob`; one key, from Unicode's confusables data, serves sign-in, back-off and uniqueness.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/accounts/passwords.ts';
import { usernameSkeleton } from '../../src/server/accounts/username-skeleton.ts';
import { rekeyUsernames } from '../../src/server/accounts/username-keys.ts';
import { queryRows } from '../../src/server/db/client.ts';
import { findOrCreateGoogleUser } from '../../src/server/google-auth/resolve-user.ts';
import { registerUser, type TestApp, useTestApp } from '../helpers/app.ts';

let t: TestApp;
useTestApp((app) => {
  t = app;
});

function post(url: string, payload: unknown) {
  return t.app.inject({ method: 'POST', url, payload: payload as object });
}

let serial = 0;
/**
 * A suffix no other case of this file takes: the pid, then a serial in base 8 written with the
 * digits 2–9, since 0 and 1 read as o and l. (A random suffix mapped so collided once in CI.)
 */
function nextSuffix(): string {
  const serialDigits = (++serial).toString(8).replace(/[0-7]/g, (d) => String(Number(d) + 2));
  return `${process.pid}`.replace(/[01]/g, '7') + serialDigits;
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
    ['Latin small capitals', '\u0299\u1d0f\u0299'],
    ['accented', 'b\u00f2b'],
  ])('refuses a look-alike of an existing name (%s) with the usual taken message', async (_kind, lookAlike) => {
    const suffix = nextSuffix();
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

describe('one key for sign-in, back-off and uniqueness', () => {
  it('signs a look-alike or another case into the one account it looks like, with its password only', async () => {
    const suffix = `${process.pid}`.replace(/[01]/g, '7');
    const { user, password } = await registerUser(t.app, { username: `carol_${suffix}` });
    for (const [i, typed] of [
      `\u0441\u0430rol_${suffix}`,
      `\uff43\uff41\uff52\uff4f\uff4c_${suffix}`,
      `CAROL_${suffix}`,
    ].entries()) {
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: typed, password: 'not the password' },
        remoteAddress: `198.51.100.${80 + i}`,
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().message).toBe('Invalid username or password');
      const right = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: typed, password },
        remoteAddress: `198.51.100.${80 + i}`,
      });
      expect(right.statusCode).toBe(200);
      expect(right.json().user.id).toBe(user.id);
    }
  });

  it('holds ALICE, alIce and aLIce back with alice: one back-off, whatever the case', async () => {
    const suffix = `${process.pid}`.replace(/[01]/g, '7');
    const { password } = await registerUser(t.app, { username: `alice_${suffix}` });
    const login = (username: string, pw: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username, password: pw },
        remoteAddress: '198.51.100.95',
      });
    const statuses: number[] = [];
    for (const typed of [`alice_${suffix}`, `ALICE_${suffix}`, `alIce_${suffix}`, `aLIce_${suffix}`])
      statuses.push((await login(typed, 'wrong')).statusCode);
    // Three free failures across the spellings, then the address waits: one bucket, not four.
    expect(statuses).toEqual([401, 401, 401, 429]);
    // The right password in capitals waits too.
    const held = await login(`ALICE_${suffix}`, password);
    expect(held.statusCode).toBe(429);
  });
});

describe('the look-alikes the review registered next to oscar and Ivan', () => {
  it.each([
    ['Armenian օ', '\u0585scar'],
    ['Devanagari ०', '\u0966scar'],
    ['Bengali ০', '\u09e6scar'],
    ['Myanmar ၀', '\u1040scar'],
    ['Coptic ⲟ', '\u2c9fscar'],
    ['small capital ᴏ', '\u1d0fscar'],
    ['small capital ꜱ', 'o\ua731car'],
    ['Georgian ჿ', '\u10ffscar'],
    ['Osmanya 𐒆', '\u{10486}scar'],
  ])('refuses %s', async (kind, lookAlike) => {
    const suffix = nextSuffix();
    await registerUser(t.app, { username: `oscar_${suffix}` });
    const res = await post('/api/auth/register', {
      username: `${lookAlike}_${suffix}`,
      email: `o${suffix}@example.com`,
      password: 'secret one',
    });
    if (kind === 'Osmanya 𐒆') {
      // Unicode's data makes 𐒆 a prototype of its own; a Latin name cannot take one foreign letter.
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Username must not mix Latin letters with letters of another alphabet');
    } else {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(TAKEN);
    }
  });

  it('refuses іvan (Cyrillic і) next to Ivan', async () => {
    const suffix = `${process.pid}`.replace(/[01]/g, '7');
    await registerUser(t.app, { username: `Ivan_${suffix}` });
    const res = await post('/api/auth/register', {
      username: `\u0456van_${suffix}`,
      email: `iv${suffix}@example.com`,
      password: 'secret one',
    });
    expect(res.json()).toEqual(TAKEN);
  });
});

describe('the look-alikes the third review registered next to aliceliw', () => {
  it.each([
    ['a with stroke ⱥ (U+2C65)', '\u2c65liceliw'],
    ['turned a ɐ', '\u0250liceliw'],
    ['l with belt ɬ for al', '\u026ciceliw'],
    ['c with hook ƈ', 'ali\u0188eliw'],
    ['l with middle dot ŀ (U+0140)', 'a\u0140iceliw'],
    ['a dot inside', 'a.liceliw'],
    ['a dash inside', 'a-liceliw'],
  ])('refuses %s with the usual taken message', async (_kind, lookAlike) => {
    const suffix = nextSuffix();
    await registerUser(t.app, { username: `aliceliw${suffix}` });
    const res = await post('/api/auth/register', {
      username: `${lookAlike}${suffix}`,
      email: `al${suffix}@example.com`,
      password: 'secret one',
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual(TAKEN);
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

describe('keys recomputed at start-up (migration 0017 clears them)', () => {
  it('gives existing rows the key the server computes, oldest first, and leaves later look-alikes without one', async () => {
    const db = t.database.db;
    const hash = await hashPassword('legacy password');
    const names = [
      'legacy_Bob',
      'legacy_b\u043eb',
      'LEGACY_ＢＯＢ',
      'legacy_Mary',
      'legacy_rnary',
      'legacy_Ёжик',
      'legacy_ALICE',
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
    // As right after the migration: no row has a key.
    await db.execute(sql`update users set username_skeleton = null`);
    await rekeyUsernames(db);

    const rows = await queryRows<{ id: number; username: string; username_skeleton: string | null }>(
      db,
      sql`select id, username, username_skeleton from users order by id`,
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const keyOf = (i: number) => byId.get(ids[i]!)!.username_skeleton;
    for (const i of [0, 3, 5, 6, 7]) expect(keyOf(i)).toBe(usernameSkeleton(names[i]!));
    for (const i of [1, 2, 4]) expect(keyOf(i)).toBeNull();
    const keyed = rows.filter((r) => r.username_skeleton !== null);
    for (const row of keyed) expect(row.username_skeleton).toBe(usernameSkeleton(row.username));

    // An old look-alike account still signs in by its exact name; nobody new can take any of the names.
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
