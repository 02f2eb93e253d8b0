import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/server/db/client.ts';
import { bearer, registerUser, type TestApp, useTestAppWithMailbox } from '../helpers/app.ts';
import {
  amazonConfig,
  buildAmazonTestApp,
  connectSeller,
  startAmazonEmulator,
  type AmazonTestApp,
  type TestEmulator,
} from '../helpers/amazon.ts';
import { linkToken, mailSettled, type ReceivedMail, type TestMailbox } from '../helpers/mail.ts';

let mailbox: TestMailbox;
let t: TestApp;

useTestAppWithMailbox((app, box) => {
  t = app;
  mailbox = box;
});
beforeEach(() => {
  mailbox.refuse(false);
});

/** Registers and follows the verification link, as the owner of the address would. */
async function registerVerified(app = t.app) {
  const account = await registerUser(app);
  const mail = await mailbox.waitForMail((m) => m.envelopeTo.includes(account.user.email));
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { token: linkToken(mail, '/verify-email') },
  });
  expect(res.statusCode).toBe(200);
  return account;
}

async function notice(email: string, subject: string): Promise<ReceivedMail> {
  return mailbox.waitForMail((m) => m.envelopeTo.includes(email) && m.subject === subject);
}

function changePassword(token: string, currentPassword: string, newPassword: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/account/password',
    headers: bearer(token),
    payload: { currentPassword, newPassword },
  });
}

describe('password changed', () => {
  it('mails the verified address after a password change', async () => {
    const { token, user, password } = await registerVerified();
    expect((await changePassword(token, password, 'changed-pass-1')).statusCode).toBe(204);
    const mail = await notice(user.email, 'Your ListingPilot password was changed');
    expect(mail.text).toContain(`the password of your account ${user.username} was changed on`);
    expect(mail.text).toContain('http://127.0.0.1:3999/forgot-password');
  });

  it('sends nothing to an unverified address', async () => {
    const { token, user, password } = await registerUser(t.app);
    expect((await changePassword(token, password, 'changed-pass-2')).statusCode).toBe(204);
    await mailSettled(t.app);
    expect(mailbox.to(user.email).map((m) => m.subject)).toEqual(['Verify your email address for ListingPilot']);
  });

  it('still changes the password when the mail server refuses the notice', async () => {
    const { token, user, password } = await registerVerified();
    mailbox.refuse(true);
    expect((await changePassword(token, password, 'changed-pass-3')).statusCode).toBe(204);
    await mailSettled(t.app);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: user.username, password: 'changed-pass-3' },
        })
      ).statusCode,
    ).toBe(200);
    expect(t.logs.some((l) => l.includes('"mail not sent"') && l.includes('"password-changed"'))).toBe(true);
  });
});

describe('password reset', () => {
  it('mails a notice after the reset', async () => {
    const { user } = await registerVerified();
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { login: user.username } });
    const link = linkToken(await notice(user.email, 'Reset your ListingPilot password'), '/reset-password');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: link, password: 'after-reset' } }))
        .statusCode,
    ).toBe(204);
    const mail = await notice(user.email, 'Your ListingPilot password was reset');
    expect(mail.text).toContain('Every device was signed out.');
  });
});

describe('account deleted', () => {
  it('mails the address the account had, once the account is gone', async () => {
    const { token, user, password } = await registerVerified();
    const res = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: bearer(token), payload: { password } });
    expect(res.statusCode).toBe(204);
    const mail = await notice(user.email, 'Your ListingPilot account was deleted');
    expect(mail.text).toContain(`your ListingPilot account ${user.username} and its data`);
    expect(await queryRows(t.database.db, sql`select id from users where id = ${user.id}`)).toEqual([]);
  });

  it('sends nothing when the deletion is refused', async () => {
    const { token, user } = await registerVerified();
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(token),
      payload: { password: 'not-my-password' },
    });
    expect(res.statusCode).toBe(400);
    await mailSettled(t.app);
    expect(mailbox.to(user.email).some((m) => m.subject === 'Your ListingPilot account was deleted')).toBe(false);
  });
});

describe('HTML bodies', () => {
  it('escape a username that is markup', async () => {
    const { user } = await registerVerified();
    const username = '<img src=x onerror=alert(1)>';
    // Registration refuses such names; accounts made elsewhere (Google, older rows) are not checked the same way.
    await t.database.db.execute(sql`update users set username = ${username} where id = ${user.id}`);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { login: user.email } });
    const mail = await notice(user.email, 'Reset your ListingPilot password');
    expect(mail.text).toContain(`Hi ${username},`);
    expect(mail.html).toContain('Hi &lt;img src=x onerror=alert(1)&gt;,');
    expect(mail.html).not.toContain('<img');
  });
});

describe('Amazon account connected', () => {
  let emulator: TestEmulator;
  let amazon: AmazonTestApp;
  beforeAll(async () => {
    emulator = await startAmazonEmulator();
    amazon = await buildAmazonTestApp(amazonConfig(emulator.base, 1000, { SMTP_URL: mailbox.smtpUrl }));
  });
  afterAll(async () => {
    await amazon.close();
    await emulator.close();
  });

  it('mails the verified owner when a seller account is connected', async () => {
    const { token, user } = await registerVerified(amazon.app);
    expect(await connectSeller(amazon.app, token, emulator.base)).toBe('/?connected=true');
    const mail = await notice(user.email, 'An Amazon seller account was connected to ListingPilot');
    expect(mail.text).toContain('the Amazon seller account A2DEMOSELLER01 was connected to your ListingPilot account');
    expect(mail.html).toContain('A2DEMOSELLER01');
  });

  it('sends nothing to an unverified owner', async () => {
    const { token, user } = await registerUser(amazon.app);
    expect(await connectSeller(amazon.app, token, emulator.base)).toBe('/?connected=true');
    await mailSettled(amazon.app);
    expect(mailbox.to(user.email).map((m) => m.subject)).toEqual(['Verify your email address for ListingPilot']);
  });
});
