/**
 * Security notices for the account changes made in Settings: the email address and the Google
 * link. Runs on the embedded default (the OpenID provider emulator is mounted in the listening
 * app) with a real SMTP mailbox on loopback.
 */
import { describe, expect, it } from 'vitest';
import { registerUser } from '../helpers/app.ts';
import {
  accountGoogleFlow,
  api,
  registerVerified,
  uniqueEmail,
  useListeningAppWithMailbox,
  type ListeningApp,
} from '../helpers/google.ts';
import { linkToken, mailSettled, type TestMailbox } from '../helpers/mail.ts';

let mailbox: TestMailbox;
let t: ListeningApp;
useListeningAppWithMailbox((app, box) => {
  t = app;
  mailbox = box;
});

async function reauth(token: string, password: string) {
  expect((await api(t.baseUrl, 'POST', '/api/account/reauth', token, { password })).status).toBe(200);
}

describe('email changed', () => {
  it('tells the old, verified address and sends the new one a verification link that works', async () => {
    const { token, user, password } = await registerVerified(t, mailbox, 'mover');
    const newEmail = uniqueEmail('moved');
    await reauth(token, password);
    const changed = await api(t.baseUrl, 'POST', '/api/account/email', token, { email: newEmail });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ email: newEmail, emailVerified: false });

    const notice = await mailbox.waitForMail(
      (m) => m.envelopeTo.includes(user.email) && m.subject === 'The email address of your ListingPilot account was changed',
    );
    expect(notice.text).toContain(`was changed from ${user.email} to ${newEmail}`);

    const verification = await mailbox.waitForMail((m) => m.envelopeTo.includes(newEmail));
    expect(verification.subject).toBe('Verify your email address for ListingPilot');
    const verified = await api(t.baseUrl, 'POST', '/api/auth/verify-email', undefined, {
      token: linkToken(verification, '/verify-email'),
    });
    expect(verified.status).toBe(200);
    expect((await api(t.baseUrl, 'GET', '/api/auth/me', token)).body).toMatchObject({ email: newEmail, emailVerified: true });
  });

  it('sends the old address nothing when it was never verified', async () => {
    const { token, user, password } = await registerUser(t.app, { email: uniqueEmail('unverified') });
    const newEmail = uniqueEmail('unverified-moved');
    await reauth(token, password);
    expect((await api(t.baseUrl, 'POST', '/api/account/email', token, { email: newEmail })).status).toBe(200);
    await mailbox.waitForMail((m) => m.envelopeTo.includes(newEmail));
    await mailSettled(t.app);
    expect(mailbox.to(user.email).map((m) => m.subject)).toEqual(['Verify your email address for ListingPilot']);
  });
});

describe('Google linked and unlinked', () => {
  it('mails the account on link and on unlink', async () => {
    const { token, user, password } = await registerVerified(t, mailbox, 'linker');
    await reauth(token, password);
    const linked = await accountGoogleFlow(t.baseUrl, token, 'link', { email: user.email, name: 'Linker', verified: true });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    await mailbox.waitForMail(
      (m) => m.envelopeTo.includes(user.email) && m.subject === 'A Google account was linked to your ListingPilot account',
    );

    expect((await api(t.baseUrl, 'DELETE', '/api/account/google', token)).status).toBe(200);
    await mailbox.waitForMail(
      (m) => m.envelopeTo.includes(user.email) && m.subject === 'A Google account was unlinked from your ListingPilot account',
    );
  });
});
