import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE, PERSONAL_PASSWORD_MESSAGE } from '../../src/core/passwords/policy.ts';
import { bearer, registerUser, type TestApp, useTestAppWithMailbox } from '../helpers/app.ts';
import { linkToken, mailSettled, type TestMailbox } from '../helpers/mail.ts';

/** Item 6 of issue 33: common, breached and personal passwords are refused wherever one is chosen. */
let mailbox: TestMailbox;
let t: TestApp;

useTestAppWithMailbox((app, box) => {
  t = app;
  mailbox = box;
});

function post(url: string, payload: unknown, token?: string) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, headers: token ? bearer(token) : {} });
}

const signsIn = async (username: string, password: string) =>
  (await post('/api/auth/login', { username, password })).statusCode === 200;

describe('registration', () => {
  it('refuses a common password with a 400 on the password field and creates no account', async () => {
    const body = { username: 'pw_common', email: 'pw_common@example.com', password: '123456' };
    const res = await post('/api/auth/register', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION',
      message: COMMON_PASSWORD_MESSAGE,
      issues: [{ path: 'password', message: COMMON_PASSWORD_MESSAGE }],
    });
    expect(await signsIn('pw_common', '123456')).toBe(false);
    // Nothing was kept of the refused attempt: the same name and address register with a strong password.
    expect((await post('/api/auth/register', { ...body, password: 'mauve-tractor-51-opal' })).statusCode).toBe(201);
  });

  it('refuses a password made of the username and email', async () => {
    const res = await post('/api/auth/register', {
      username: 'opaltractor',
      email: 'opal.tractor@example.com',
      password: 'opaltractor2024',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'password', message: PERSONAL_PASSWORD_MESSAGE }]);
  });

  it('keeps the 6-character floor and its message', async () => {
    const res = await post('/api/auth/register', { username: 'pw_short', email: 'pw_short@example.com', password: '12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Password must be at least 6 characters');
  });
});

describe('changing the password', () => {
  it('refuses a common new password with a 400 on newPassword and keeps the old one', async () => {
    const { token, user, password } = await registerUser(t.app);
    const res = await post('/api/account/password', { currentPassword: password, newPassword: 'password1' }, token);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'newPassword', message: COMMON_PASSWORD_MESSAGE }]);
    expect(await signsIn(user.username, password)).toBe(true);
    expect(await signsIn(user.username, 'password1')).toBe(false);
  });

  it('refuses a new password made of the username', async () => {
    const { token, user, password } = await registerUser(t.app);
    const res = await post('/api/account/password', { currentPassword: password, newPassword: `${user.username}!!` }, token);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'newPassword', message: PERSONAL_PASSWORD_MESSAGE }]);
  });
});

describe('resetting the password', () => {
  it('refuses a common password with a 400 on the password field, and the link still works after', async () => {
    const { user, password } = await registerUser(t.app);
    expect((await post('/api/auth/forgot-password', { login: user.username })).statusCode).toBe(200);
    await mailSettled(t.app);
    const mail = await mailbox.waitForMail(
      (m) => m.envelopeTo.includes(user.email) && m.subject === 'Reset your ListingPilot password',
    );
    const token = linkToken(mail, '/reset-password');

    const refused = await post('/api/auth/reset-password', { token, password: 'qwerty123' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([{ path: 'password', message: COMMON_PASSWORD_MESSAGE }]);
    expect(await signsIn(user.username, password)).toBe(true);

    expect((await post('/api/auth/reset-password', { token, password: 'mauve-tractor-51-opal' })).statusCode).toBe(204);
    expect(await signsIn(user.username, 'mauve-tractor-51-opal')).toBe(true);
  });
});
