/**
 * What the owner does to evict an intruder works: a password reset also removes a Google account
 * the intruder linked, a reset link mailed before an email or password change cannot undo the
 * change, and a stolen session alone cannot unlink the owner's Google sign-in. Each test plays the
 * attack; runs on the embedded OpenID provider emulator with mail received over real SMTP.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INVALID_LINK_MESSAGE } from '../../src/core/api/account-recovery.ts';
import { identities } from '../../src/server/db/schema/index.ts';
import { registerUser } from '../helpers/app.ts';
import {
  accountGoogleFlow,
  api,
  googleSignIn,
  registerVerified,
  uniqueEmail,
  useListeningAppWithMailbox,
  type ListeningApp,
} from '../helpers/google.ts';
import { linkToken, type TestMailbox } from '../helpers/mail.ts';

let mailbox: TestMailbox;
let t: ListeningApp;
useListeningAppWithMailbox((app, box) => {
  t = app;
  mailbox = box;
});

async function mailLink(to: string, subject: string, path: string, skip: string[] = []): Promise<string> {
  const mail = await mailbox.waitForMail(
    (m) => m.envelopeTo.includes(to) && m.subject === subject && !skip.some((token) => m.text!.includes(token)),
  );
  return linkToken(mail, path);
}

const resetLink = (to: string, skip?: string[]) => mailLink(to, 'Reset your ListingPilot password', '/reset-password', skip);
const forgot = (login: string) => api(t.baseUrl, 'POST', '/api/auth/forgot-password', undefined, { login });
const reset = (token: string, password: string) =>
  api(t.baseUrl, 'POST', '/api/auth/reset-password', undefined, { token, password });
const login = (username: string, password: string) =>
  api(t.baseUrl, 'POST', '/api/auth/login', undefined, { username, password });
const reauth = (token: string, password: string) => api(t.baseUrl, 'POST', '/api/account/reauth', token, { password });

/** A seller with a verified email, so any Google account may be linked to it after a fresh proof. */
const verifiedSeller = () => registerVerified(t, mailbox, 'owner');

describe('an intruder who had the password', () => {
  it('loses the Google account they linked when the owner resets the password', async () => {
    const owner = await verifiedSeller();
    // The intruder signs in with the stolen password, confirms it, and links their own Google account.
    const intruder = (await login(owner.user.username, owner.password)).body.token as string;
    expect((await reauth(intruder, owner.password)).status).toBe(200);
    const intruderGoogle = { email: uniqueEmail('intruder'), verified: true };
    expect((await accountGoogleFlow(t.baseUrl, intruder, 'link', intruderGoogle)).status).toBe(200);
    expect((await googleSignIn(t.baseUrl, intruderGoogle)).body.user).toMatchObject({ id: owner.user.id });

    // The owner, warned by the "Google account linked" mail, resets the password.
    expect((await forgot(owner.user.username)).status).toBe(200);
    expect((await reset(await resetLink(owner.user.email), 'owner-again-1')).status).toBe(204);

    expect(await t.database.db.select().from(identities).where(eq(identities.userId, owner.user.id))).toEqual([]);
    // The intruder's Google account now signs in to an account of its own, not the owner's.
    const after = await googleSignIn(t.baseUrl, intruderGoogle);
    expect(after.status).toBe(200);
    expect((after.body.user as { id: number }).id).not.toBe(owner.user.id);
    const notice = await mailbox.waitForMail(
      (m) => m.envelopeTo.includes(owner.user.email) && m.subject === 'Your ListingPilot password was reset',
    );
    expect(notice.text).toContain('Google sign-in was unlinked too');
  });

  it('cannot unlink the owner’s Google sign-in with a stolen session alone', async () => {
    const owner = await verifiedSeller();
    expect((await reauth(owner.token, owner.password)).status).toBe(200);
    const ownerGoogle = { email: uniqueEmail('ownergoogle'), verified: true };
    expect((await accountGoogleFlow(t.baseUrl, owner.token, 'link', ownerGoogle)).status).toBe(200);

    const stolen = (await login(owner.user.username, owner.password)).body.token as string;
    const refused = await api(t.baseUrl, 'DELETE', '/api/account/google', stolen);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('REAUTH_REQUIRED');
    expect(await t.database.db.select().from(identities).where(eq(identities.userId, owner.user.id))).toHaveLength(1);
    // The owner's own session was not signed out by the attempt.
    expect((await api(t.baseUrl, 'GET', '/api/auth/me', owner.token)).status).toBe(200);

    // With a fresh proof, unlinking works (the owner's own intent).
    expect((await reauth(stolen, owner.password)).status).toBe(200);
    expect((await api(t.baseUrl, 'DELETE', '/api/account/google', stolen)).status).toBe(200);
  });
});

describe('a reset link mailed before a change', () => {
  it('does not work after the owner moved the account to another address', async () => {
    const owner = await registerUser(t.app, { email: uniqueEmail('moving') });
    // Whoever reads the old mailbox asks for a reset link.
    expect((await forgot(owner.user.email)).status).toBe(200);
    const link = await resetLink(owner.user.email);

    expect((await reauth(owner.token, owner.password)).status).toBe(200);
    expect((await api(t.baseUrl, 'POST', '/api/account/email', owner.token, { email: uniqueEmail('moved') })).status).toBe(200);

    const used = await reset(link, 'taken-over-1');
    expect(used.status).toBe(400);
    expect(used.body.message).toBe(INVALID_LINK_MESSAGE);
    expect((await login(owner.user.username, owner.password)).status).toBe(200);
    expect((await api(t.baseUrl, 'GET', '/api/auth/me', owner.token)).status).toBe(200);
  });

  it('cannot undo a password change', async () => {
    const owner = await registerUser(t.app, { email: uniqueEmail('changer') });
    expect((await forgot(owner.user.username)).status).toBe(200);
    const link = await resetLink(owner.user.email);

    const changed = await api(t.baseUrl, 'POST', '/api/account/password', owner.token, {
      currentPassword: owner.password,
      newPassword: 'changed-by-owner',
    });
    expect(changed.status).toBe(204);

    expect((await reset(link, 'taken-over-2')).status).toBe(400);
    expect((await login(owner.user.username, 'changed-by-owner')).status).toBe(200);
  });
});
