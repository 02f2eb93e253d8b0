import { describe, expect, it } from 'vitest';
import { backoffMs, describeWait, LOGIN_THROTTLE } from './login-throttle.ts';

describe('backoffMs', () => {
  it('is free for the first failures, then doubles from the base up to the cap', () => {
    const pair = (f: number) =>
      backoffMs(f, LOGIN_THROTTLE.pairFreeFailures, LOGIN_THROTTLE.pairBaseMs, LOGIN_THROTTLE.pairMaxMs);
    expect([1, 2, 3, 4, 5, 6].map(pair)).toEqual([0, 0, 1000, 2000, 4000, 8000]);
    expect(pair(40)).toBe(LOGIN_THROTTLE.pairMaxMs);
    expect(pair(10_000)).toBe(LOGIN_THROTTLE.pairMaxMs);
  });

  it('never holds a username back for more than a few seconds, however many failures', () => {
    const user = (f: number) =>
      backoffMs(f, LOGIN_THROTTLE.userFreeFailures, LOGIN_THROTTLE.userBaseMs, LOGIN_THROTTLE.userMaxMs);
    expect(user(LOGIN_THROTTLE.userFreeFailures - 1)).toBe(0);
    expect(user(LOGIN_THROTTLE.userFreeFailures)).toBe(LOGIN_THROTTLE.userBaseMs);
    expect(Math.max(...Array.from({ length: 1000 }, (_, f) => user(f)))).toBe(LOGIN_THROTTLE.userMaxMs);
    expect(LOGIN_THROTTLE.userMaxMs).toBeLessThanOrEqual(5000);
  });
});

describe('describeWait', () => {
  it.each([
    [1, '1 second'],
    [4, '4 seconds'],
    [59, '59 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [900, '15 minutes'],
  ])('%i s reads "%s"', (seconds, text) => {
    expect(describeWait(seconds)).toBe(text);
  });
});
