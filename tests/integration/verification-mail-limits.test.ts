/**
 * Mail bombing through email changes: the review confirmed its password once, then changed its
 * email to a stranger's and back ten times, and the stranger got ten verification mails. Every
 * verification mail now counts per account (1 a minute, 5 a day) and per destination (6 a day from
 * all accounts and routes together, the registration mail included), and a refused change is a 429 that says when, with nothing stored.
 */
import { describe, expect, it } from 'vitest';
import { bearer, registerUser, type TestApp, useTestAppWithMailbox } from '../helpers/app.ts';
import { mailSettled, testClock, type TestMailbox } from '../helpers/mail.ts';
import { EMAIL_CHANGES_PER_USER } from '../../src/server/accounts/security-service.ts';

let mailbox: TestMailbox;
let t: TestApp;
const clock = testClock();

useTestAppWithMailbox(
  (app, box) => {
    t = app;
    mailbox = box;
  },
  { now: clock.now },
);

let n = 0;
async function attacker() {
  const account = await registerUser(t.app, { password: 'attacker password 1' });
  await mailSettled(t.app);
  return account;
}

async function changeEmail(token: string, password: string, email: string) {
  const reauth = await t.app.inject({
    method: 'POST',
    url: '/api/account/reauth',
    headers: bearer(token),
    payload: { password },
  });
  expect(reauth.statusCode, reauth.body).toBeLessThan(300);
  return t.app.inject({ method: 'POST', url: '/api/account/email', headers: bearer(token), payload: { email } });
}

function verificationMailsTo(email: string): number {
  return mailbox.to(email).filter((m) => m.subject === 'Verify your email address for ListingPilot').length;
}

describe('changing the email to a stranger and back', () => {
  it('refuses a second change within a minute, saying when, and stores nothing', async () => {
    const { token, password, user } = await attacker();
    const victim = `victim-a-${process.pid}-${++n}@example.net`;
    expect((await changeEmail(token, password, victim)).statusCode).toBe(200);
    const back = await changeEmail(token, password, user.email);
    expect(back.statusCode).toBe(429);
    expect(back.json().message).toBe(
      'A verification email was sent a moment ago. Please wait a minute before asking for another one.',
    );
    expect(Number(back.headers['retry-after'])).toBeGreaterThan(0);
    const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
    expect(me.json().email).toBe(victim);
  });

  it('sends a stranger at most six verification mails a day, whatever the number of accounts', async () => {
    const victim = `victim-b-${process.pid}-${++n}@example.net`;
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof changeEmail>> | undefined;
    for (let round = 0; round < 10; round++) {
      const { token, password, user } = await attacker();
      const res = await changeEmail(token, password, victim);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) refused ??= res;
      // Each attacker gives the address back, a minute later, so the next one can take it.
      clock.advance(61_000);
      if (res.statusCode === 200) expect((await changeEmail(token, password, user.email)).statusCode).toBe(200);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429, 429, 429]);
    expect(refused!.json().message).toMatch(
      new RegExp(
        `^Too many verification emails were sent to ${victim.replace(/[.]/g, '\\.')} today\\. Please try again in \\d+ (hours|minutes)\\.$`,
      ),
    );
    expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(22 * 3600);
    await mailSettled(t.app);
    expect(verificationMailsTo(victim)).toBe(6);
  });

  it('caps one account at five verification mails a day, changes and resends together', async () => {
    const { token, password } = await attacker();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await changeEmail(token, password, `elsewhere-${process.pid}-${++n}@example.net`)).statusCode);
      clock.advance(61_000);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const resend = await t.app.inject({ method: 'POST', url: '/api/auth/verify-email/resend', headers: bearer(token) });
    expect(resend.statusCode).toBe(429);
    expect(resend.json().message).toBe('You have asked for 5 verification emails today. Please try again tomorrow.');
  });

  it("counts the registration mail too: registering with a stranger's address, moving away and repeating sends at most six", async () => {
    const victim = `victim-r-${process.pid}-${++n}@example.net`;
    for (let round = 0; round < 8; round++) {
      const { token, password } = await registerUser(t.app, { email: victim, password: 'attacker password 1' });
      await mailSettled(t.app);
      clock.advance(61_000);
      expect((await changeEmail(token, password, `moved-${process.pid}-${++n}@example.net`)).statusCode).toBe(200);
    }
    expect(verificationMailsTo(victim)).toBe(6);
    // The email-change route counts against the same limit, and so does the password reset mail.
    const { token, password } = await attacker();
    clock.advance(61_000);
    const change = await changeEmail(token, password, victim);
    expect(change.statusCode).toBe(429);
    expect(change.json().message).toMatch(/^Too many verification emails were sent to /);
    const before = mailbox.to(victim).length;
    const { token: last } = await registerUser(t.app, { email: victim });
    expect(last).toBeTruthy();
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { login: victim } });
    expect(reset.statusCode).toBe(200);
    await mailSettled(t.app);
    expect(mailbox.to(victim).length).toBe(before);
  });
});

describe('changing the email to an address in use', () => {
  it('answers as registration does, and one account may probe only so many addresses', async () => {
    const holder = await registerUser(t.app);
    const registration = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: `probe${process.pid}x${++n}`, email: holder.user.email, password: 'another password 9' },
    });
    expect(registration.statusCode).toBe(409);

    const { token, password, user } = await attacker();
    const first = await changeEmail(token, password, holder.user.email);
    expect(first.statusCode).toBe(409);
    expect(first.json()).toEqual(registration.json());

    const statuses = [first.statusCode];
    let refused: Awaited<ReturnType<typeof changeEmail>> | undefined;
    for (let i = 0; i < EMAIL_CHANGES_PER_USER + 1; i++) {
      const res = await changeEmail(token, password, holder.user.email);
      statuses.push(res.statusCode);
      refused ??= res.statusCode === 429 ? res : undefined;
    }
    expect(statuses).toEqual([...Array<number>(EMAIL_CHANGES_PER_USER).fill(409), 429, 429]);
    expect(refused!.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many email changes\. Please wait /),
    });
    expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(0);
    // A free address is refused too while the limit holds: the answer tells nothing about it.
    const free = await changeEmail(token, password, `free-${process.pid}-${++n}@example.net`);
    expect(free.statusCode).toBe(429);
    const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
    expect(me.json().email).toBe(user.email);
  });
});
