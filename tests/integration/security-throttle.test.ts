/**
 * Wrong passwords slow the address that sends them, exponentially, and slow a username under
 * attack by a few seconds at most: nobody can lock an owner out of their account any more.
 */
import { describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '../../src/server/accounts/login-throttle.ts';
import { bearer, registerUser, type TestApp, useTestApp } from '../helpers/app.ts';

let t: TestApp;
useTestApp((app) => {
  t = app;
});

function login(username: string, password: string, remoteAddress: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('an attacker guessing one account', () => {
  it("cannot keep the owner's correct password out, from a new address, for more than a few seconds", async () => {
    const { user, password } = await registerUser(t.app);
    // Sixteen guesses from four addresses: each address is made to wait, the username is hot.
    let failed = 0;
    for (let a = 0; a < 4; a++) {
      for (let i = 0; i < 4; i++) {
        const res = await login(user.username, `guess ${a}-${i}`, `198.51.100.${40 + a}`);
        expect([401, 429]).toContain(res.statusCode);
        if (res.statusCode === 401) failed++;
      }
    }
    expect(failed).toBeGreaterThanOrEqual(LOGIN_THROTTLE.userFreeFailures + 2);
    // Once past the ceiling, the attacker's own guesses were held back too (a second or more each).
    // The owner, from an address of their own, gets in after a short hold.
    const started = Date.now();
    const owner = await login(user.username, password, '203.0.113.5');
    const elapsed = Date.now() - started;
    expect(owner.statusCode).toBe(200);
    // Past the hold: a password hash and a session, with room for a loaded machine. Never minutes.
    expect(elapsed).toBeLessThan(LOGIN_THROTTLE.userMaxMs + 5000);
    // The hold happened: past the ceiling, even the owner waits a second or more.
    expect(elapsed).toBeGreaterThanOrEqual(LOGIN_THROTTLE.userBaseMs * 4 - 200);
  }, 60_000);

  it('answers the attacking address 429 with a Retry-After that doubles: 1, 2, 4 seconds', async () => {
    const { user } = await registerUser(t.app);
    const from = '198.51.100.60';
    for (let i = 0; i < 3; i++) expect((await login(user.username, `guess ${i}`, from)).statusCode).toBe(401);
    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      const refused = await login(user.username, 'another guess', from);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/^Too many failed sign-in attempts\. Please wait \d+ seconds? and try again\.$/),
      });
      const wait = Number(refused.headers['retry-after']);
      waits.push(wait);
      if (round < 2) {
        await pause(wait * 1000 + 100);
        expect((await login(user.username, `late guess ${round}`, from)).statusCode).toBe(401);
      }
    }
    expect(waits).toEqual([1, 2, 4]);
  });

  it('counts a look-alike of the username (other case, Cyrillic о) on the same counters', async () => {
    const { user } = await registerUser(t.app, { username: `orson${process.pid}` });
    const from = '198.51.100.61';
    expect((await login(user.username, 'guess 1', from)).statusCode).toBe(401);
    expect((await login(user.username.toUpperCase(), 'guess 2', from)).statusCode).toBe(401);
    expect((await login(user.username.replace('o', '\u043e'), 'guess 3', from)).statusCode).toBe(401);
    expect((await login(user.username, 'guess 4', from)).statusCode).toBe(429);
  });

  it('slows wrong current passwords of a signed-in session the same way, and not the owner elsewhere', async () => {
    const { token, user, password } = await registerUser(t.app);
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/password',
        headers: bearer(token),
        remoteAddress: '198.51.100.62',
        payload: { currentPassword, newPassword: 'a new password' },
      });
    for (let i = 0; i < 3; i++) expect((await change(`guess ${i}`)).statusCode).toBe(400);
    const refused = await change(password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many wrong passwords. Please wait 1 second and try again.');
    expect(refused.headers['retry-after']).toBe('1');
    // The same counter as the login form from that address…
    expect((await login(user.username, password, '198.51.100.62')).statusCode).toBe(429);
    // …but not from the owner's other address.
    expect((await login(user.username, password, '203.0.113.6')).statusCode).toBe(200);
  });

  it('forgets the address back-off after a correct password', async () => {
    const { user, password } = await registerUser(t.app);
    const from = '198.51.100.63';
    for (let i = 0; i < 2; i++) expect((await login(user.username, `typo ${i}`, from)).statusCode).toBe(401);
    expect((await login(user.username, password, from)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await login(user.username, `typo again ${i}`, from)).statusCode).toBe(401);
    expect((await login(user.username, password, from)).statusCode).toBe(200);
  });
});
