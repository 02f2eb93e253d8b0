/**
 * Dangerous account changes need a fresh proof on the session (password or a Google sign-in
 * with max_age=0), so a stolen bearer token alone cannot make them. Embedded default, real HTTP.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/server/db/schema/index.ts';
import { sha256 } from '../../src/server/security/tokens.ts';
import { registerUser } from '../helpers/app.ts';
import {
  accountGoogleFlow,
  api,
  googleSignIn,
  uniqueEmail,
  useListeningApp,
  startAccountFlow,
  type ListeningApp,
} from '../helpers/google.ts';

let t: ListeningApp;
useListeningApp((app) => {
  t = app;
});

async function googleOnlyAccount() {
  const email = uniqueEmail('google');
  const res = await googleSignIn(t.baseUrl, { email, name: 'Google Only', verified: true });
  expect(res.status).toBe(200);
  const user = res.body.user as { id: number; username: string; email: string };
  return { token: res.body.token as string, user, email };
}

async function userRow(id: number) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row;
}

describe('first password on a Google-only account', () => {
  it('is refused with a stolen token alone, and allowed after a Google re-authentication with max_age', async () => {
    const { token, user, email } = await googleOnlyAccount();
    // The attacker holds only the bearer token.
    const stolen = await api(t.baseUrl, 'POST', '/api/account/password', token, { newPassword: 'attacker-chosen' });
    expect(stolen.status).toBe(403);
    expect(stolen.body).toMatchObject({
      code: 'REAUTH_REQUIRED',
      message: 'For your security, please confirm it is you before making this change.',
    });
    expect((await userRow(user.id))!.passwordHash).toBeNull();
    // There is no password to re-enter either.
    const noPassword = await api(t.baseUrl, 'POST', '/api/account/reauth', token, { password: 'anything' });
    expect(noPassword.status).toBe(400);

    // The owner confirms with Google: the provider is asked for a fresh login, not a session.
    const reauth = await accountGoogleFlow(t.baseUrl, token, 'reauth', { email, verified: true });
    expect(reauth.status, JSON.stringify(reauth.body)).toBe(200);
    const asked = new URL(reauth.authorizationUrl!).searchParams;
    expect(asked.get('prompt')).toBe('login');
    expect(asked.get('max_age')).toBe('0');
    expect(Date.parse(reauth.body.reauthenticatedUntil as string)).toBeGreaterThan(Date.now() + 9 * 60_000);

    const set = await api(t.baseUrl, 'POST', '/api/account/password', token, { newPassword: 'owner-chosen-secret' });
    expect(set.status).toBe(204);
    const login = await api(t.baseUrl, 'POST', '/api/auth/login', undefined, {
      username: user.username,
      password: 'owner-chosen-secret',
    });
    expect(login.status).toBe(200);
  });

  it('does not count a confirmation with another Google account', async () => {
    const { token } = await googleOnlyAccount();
    const other = await accountGoogleFlow(t.baseUrl, token, 'reauth', { email: uniqueEmail('someone-else'), verified: true });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('Please confirm with the Google account linked to your ListingPilot account.');
    expect((await api(t.baseUrl, 'POST', '/api/account/password', token, { newPassword: 'attacker-chosen' })).status).toBe(403);
  });

  it('keeps a proof to its own session and for ten minutes', async () => {
    const { token, user, email } = await googleOnlyAccount();
    expect((await accountGoogleFlow(t.baseUrl, token, 'reauth', { email, verified: true })).status).toBe(200);
    // Another session of the same user (say, the thief's copy made by signing in elsewhere) has no proof.
    const second = await googleSignIn(t.baseUrl, { email, verified: true });
    expect(
      (await api(t.baseUrl, 'POST', '/api/account/password', second.body.token as string, { newPassword: 'attacker-chosen' }))
        .status,
    ).toBe(403);
    // Eleven minutes later the first one's proof has lapsed too.
    await t.database.db
      .update(sessions)
      .set({ reauthenticatedAt: sql`now() - interval '11 minutes'` })
      .where(eq(sessions.tokenHash, sha256(token)));
    const late = await api(t.baseUrl, 'POST', '/api/account/password', token, { newPassword: 'owner-chosen-secret' });
    expect(late.status).toBe(403);
    expect((await userRow(user.id))!.passwordHash).toBeNull();
  });

  it('refuses a Google re-authentication for an account with no linked Google identity', async () => {
    const user = await registerUser(t.app, { email: uniqueEmail('password-only') });
    const res = await startAccountFlow(t.baseUrl, user.token, 'reauth');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Your account is not linked to a Google account. Please confirm with your password instead.');
  });
});

describe('deleting a passwordless account', () => {
  it('is refused with only the username, and allowed after a Google re-authentication', async () => {
    const { token, user, email } = await googleOnlyAccount();
    const byUsername = await api(t.baseUrl, 'DELETE', '/api/account', token, { confirmation: user.username });
    expect(byUsername.status).toBe(403);
    expect(byUsername.body.code).toBe('REAUTH_REQUIRED');
    expect(await userRow(user.id)).toBeDefined();

    expect((await accountGoogleFlow(t.baseUrl, token, 'reauth', { email, verified: true })).status).toBe(200);
    // The proof does not replace the typed confirmation.
    expect((await api(t.baseUrl, 'DELETE', '/api/account', token, { confirmation: 'someone' })).status).toBe(400);
    expect((await api(t.baseUrl, 'DELETE', '/api/account', token, { confirmation: user.username })).status).toBe(204);
    expect(await userRow(user.id)).toBeUndefined();
  });
});

describe('POST /api/account/reauth (password)', () => {
  it('counts wrong passwords against the sign-in limit', async () => {
    const user = await registerUser(t.app, { email: uniqueEmail('guess') });
    // Three wrong passwords are free for one username from one address; then the address waits.
    for (let i = 0; i < 3; i++) {
      const wrong = await api(t.baseUrl, 'POST', '/api/account/reauth', user.token, { password: `guess-${i}` });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('Your password is not correct');
    }
    const limited = await api(t.baseUrl, 'POST', '/api/account/reauth', user.token, { password: user.password });
    expect(limited.status).toBe(429);
    // And the login form from the same address shares the counter.
    expect(
      (await api(t.baseUrl, 'POST', '/api/auth/login', undefined, { username: user.user.username, password: user.password }))
        .status,
    ).toBe(429);
  });
});

describe('POST /api/account/email', () => {
  it('needs a fresh proof, validates like registration, stays unique and unverifies the address', async () => {
    const user = await registerUser(t.app, { email: uniqueEmail('mover') });
    const taken = await registerUser(t.app, { email: uniqueEmail('taken') });
    const next = uniqueEmail('moved');

    const stolen = await api(t.baseUrl, 'POST', '/api/account/email', user.token, { email: next });
    expect(stolen.status).toBe(403);
    expect(stolen.body.code).toBe('REAUTH_REQUIRED');
    expect((await userRow(user.user.id))!.email).toBe(user.user.email);

    expect((await api(t.baseUrl, 'POST', '/api/account/reauth', user.token, { password: user.password })).status).toBe(200);
    const invalid = await api(t.baseUrl, 'POST', '/api/account/email', user.token, { email: 'not-an-address' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('Please enter a valid email');
    const duplicate = await api(t.baseUrl, 'POST', '/api/account/email', user.token, { email: taken.user.email.toUpperCase() });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('Email is already registered');

    await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.user.id));
    const changed = await api(t.baseUrl, 'POST', '/api/account/email', user.token, { email: `  ${next.toUpperCase()} ` });
    expect(changed.status).toBe(200);
    expect(changed.body.email).toBe(next);
    const row = await userRow(user.user.id);
    expect(row).toMatchObject({ email: next, emailVerifiedAt: null });
    // The mails this sends (verification to the new address, notice to the old one) are tested in
    // mail-notices-account-changes.test.ts over real SMTP.
  });
});
