import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { INVALID_LINK_MESSAGE } from '../../src/core/api/account-recovery.ts';
import { queryRows } from '../../src/server/db/client.ts';
import { sha256 } from '../../src/server/security/tokens.ts';
import { bearer, registerUser, type TestApp, useTestAppWithMailbox } from '../helpers/app.ts';
import { linkToken, mailSettled, testClock, type TestMailbox } from '../helpers/mail.ts';

const HOUR = 60 * 60_000;
let mailbox: TestMailbox;
let t: TestApp;
const clock = testClock();

useTestAppWithMailbox(
  (app, box) => {
    t = app;
    mailbox = box;
  },
  { env: { MAIL_FROM: 'ListingPilot Test <robot@listingpilot.test>' }, now: clock.now },
);
beforeEach(() => {
  mailbox.refuse(false);
});

async function verificationMail(email: string) {
  return mailbox.waitForMail((m) => m.envelopeTo.includes(email) && m.subject === 'Verify your email address for ListingPilot');
}

function verify(token: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
}

function resend(token: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/verify-email/resend', headers: bearer(token) });
}

async function me(token: string) {
  return (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json();
}

describe('verification mail at registration', () => {
  it('signs the user in at once and mails a link over SMTP that verifies the address once', async () => {
    const { token, user } = await registerUser(t.app);
    expect(user.emailVerified).toBe(false);
    const mail = await verificationMail(user.email);
    expect(mail.from).toBe('ListingPilot Test <robot@listingpilot.test>');
    expect(mail.to).toBe(user.email);
    expect(mail.text).toContain(`Hi ${user.username},`);
    expect(mail.text).toContain('http://127.0.0.1:3999/verify-email#token=');
    const link = linkToken(mail, '/verify-email');
    expect(mail.html).toContain(`href="http://127.0.0.1:3999/verify-email#token=${link}"`);

    const first = await verify(link);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ email: user.email });
    expect((await me(token)).emailVerified).toBe(true);

    const again = await verify(link);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(INVALID_LINK_MESSAGE);
  });

  it('stores only the SHA-256 of the link token', async () => {
    const { user } = await registerUser(t.app);
    const link = linkToken(await verificationMail(user.email), '/verify-email');
    const rows = await queryRows<{ token_hash: string }>(
      t.database.db,
      sql`select token_hash from account_tokens where user_id = ${user.id}`,
    );
    expect(rows.map((r) => r.token_hash)).toEqual([sha256(link)]);
    const dump = await queryRows<{ t: string }>(t.database.db, sql`select row_to_json(a)::text as t from account_tokens a`);
    expect(dump.map((r) => r.t).join('\n')).not.toContain(link);
  });

  it('keeps a link valid for 24 hours and refuses it after', async () => {
    const early = await registerUser(t.app);
    const late = await registerUser(t.app);
    const earlyLink = linkToken(await verificationMail(early.user.email), '/verify-email');
    const lateLink = linkToken(await verificationMail(late.user.email), '/verify-email');
    clock.advance(24 * HOUR - 60_000);
    expect((await verify(earlyLink)).statusCode).toBe(200);
    clock.advance(2 * 60_000);
    const expired = await verify(lateLink);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(INVALID_LINK_MESSAGE);
    expect((await me(late.token)).emailVerified).toBe(false);
  });

  it('does not verify an address the account no longer has', async () => {
    const { token, user } = await registerUser(t.app);
    const link = linkToken(await verificationMail(user.email), '/verify-email');
    await t.database.db.execute(sql`update users set email = ${`changed-${user.email}`} where id = ${user.id}`);
    expect((await verify(link)).statusCode).toBe(400);
    expect((await me(token)).emailVerified).toBe(false);
  });

  it('rejects a malformed or unknown token with the same clear message', async () => {
    for (const token of ['short', 'x'.repeat(43), '<script>alert(1)</script>-----------']) {
      const res = await verify(token);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(INVALID_LINK_MESSAGE);
    }
  });

  it('still registers the user when the mail server refuses the mail, and logs the failure', async () => {
    mailbox.refuse(true);
    const { user } = await registerUser(t.app);
    await mailSettled(t.app);
    expect(mailbox.to(user.email)).toEqual([]);
    expect(t.logs.some((l) => l.includes('"mail not sent"') && l.includes(user.email))).toBe(true);
  });
});

describe('resend', () => {
  it('sends a new link and the earlier one stops working', async () => {
    const { token, user } = await registerUser(t.app);
    const firstLink = linkToken(await verificationMail(user.email), '/verify-email');
    const res = await resend(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`We have sent a new verification link to ${user.email}.`);
    const second = await mailbox.waitForMail((m) => m.envelopeTo.includes(user.email) && !m.text!.includes(firstLink));
    expect((await verify(firstLink)).statusCode).toBe(400);
    expect((await verify(linkToken(second, '/verify-email'))).statusCode).toBe(200);
  });

  it('allows one resend a minute and five a day, with a 429 that says how long to wait', async () => {
    const { token, user } = await registerUser(t.app);
    await verificationMail(user.email);
    expect((await resend(token)).statusCode).toBe(200);
    const tooSoon = await resend(token);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe(
      'A verification email was sent a moment ago. Please wait a minute before asking for another one.',
    );
    for (let i = 2; i <= 5; i++) {
      clock.advance(61_000);
      expect((await resend(token)).statusCode).toBe(200);
    }
    clock.advance(61_000);
    const fullDay = await resend(token);
    expect(fullDay.statusCode).toBe(429);
    expect(fullDay.json().message).toBe('You have asked for 5 verification emails today. Please try again tomorrow.');
    await mailSettled(t.app);
    // The registration mail and five resends, no more.
    expect(mailbox.to(user.email)).toHaveLength(6);
    clock.advance(24 * HOUR);
    expect((await resend(token)).statusCode).toBe(200);
  });

  it('tells the user when the mail could not be sent, without using up the limit', async () => {
    const { token, user } = await registerUser(t.app);
    await verificationMail(user.email);
    mailbox.refuse(true);
    const failed = await resend(token);
    expect(failed.statusCode).toBe(503);
    expect(failed.json().message).toBe('We could not send the email right now. Please try again in a few minutes.');
    mailbox.refuse(false);
    expect((await resend(token)).statusCode).toBe(200);
  });

  it('answers 409 once the address is verified, and 401 without a session', async () => {
    const { token, user } = await registerUser(t.app);
    expect((await verify(linkToken(await verificationMail(user.email), '/verify-email'))).statusCode).toBe(200);
    const res = await resend(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Your email address is already verified.');
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/verify-email/resend' })).statusCode).toBe(401);
  });
});

describe('sent-mail log', () => {
  it('has one line per mail with recipient, subject, kind and message id, and no link token', async () => {
    const { user } = await registerUser(t.app);
    const mail = await verificationMail(user.email);
    await mailSettled(t.app);
    const line = t.logs.find((l) => l.includes('"mail sent"') && l.includes(user.email));
    expect(line).toBeDefined();
    expect(JSON.parse(line!).mail).toEqual({
      to: user.email,
      subject: mail.subject,
      kind: 'verify-email',
      messageId: expect.stringContaining(mail.messageId),
    });
    const tokens = mailbox.messages.map((m) => /token=([\w-]+)/.exec(m.text ?? '')?.[1]).filter(Boolean) as string[];
    expect(tokens.length).toBeGreaterThan(3);
    const allLogs = t.logs.join('\n');
    for (const token of tokens) expect(allLogs).not.toContain(token);
  });
});
