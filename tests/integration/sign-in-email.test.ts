/**
 * The login form offers "or continue with email" and Forgot password takes a username or an email:
 * sign-in takes either. An email shares its account's back-off, so alternating the two gains nothing.
 */
import { describe, expect, it } from 'vitest';
import { registerUser, type TestApp, useTestApp } from '../helpers/app.ts';

let t: TestApp;
useTestApp((app) => {
  t = app;
});

function login(username: string, password: string, remoteAddress = '198.51.100.60') {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { username, password } });
}

describe('sign-in with an email', () => {
  it('signs in with the account’s email in any case, and answers the usual 401 for a wrong password or unknown email', async () => {
    const { user, password } = await registerUser(t.app);
    const ok = await login(`  ${user.email.toUpperCase()} `, password);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().user.id).toBe(user.id);

    const wrong = await login(user.email, 'not the password', '198.51.100.61');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid username or password');
    const unknown = await login(`nobody-${process.pid}@example.com`, password, '198.51.100.61');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('Invalid username or password');
  });

  it('shares the back-off of the username: alternating email and username gains no attempts', async () => {
    const { user, password } = await registerUser(t.app);
    const statuses: number[] = [];
    for (const typed of [user.email, user.username, user.email, user.username])
      statuses.push((await login(typed, 'wrong', '198.51.100.62')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await login(user.email, password, '198.51.100.62')).statusCode).toBe(429);
    expect((await login(user.email, password, '198.51.100.63')).statusCode).toBe(200);
  });
});
