import { describe, expect, it } from 'vitest';
import { greeting, NEW_ACCOUNT_MS } from './greeting.ts';

describe('dashboard greeting', () => {
  const created = '2026-11-28T09:00:00.000Z';
  const after = (ms: number) => new Date(Date.parse(created) + ms);

  it('welcomes an account on its first day, not "back"', () => {
    expect(greeting(created, after(0))).toBe('Welcome');
    expect(greeting(created, after(NEW_ACCOUNT_MS - 1))).toBe('Welcome');
  });

  it('welcomes a seller back once the first day is over', () => {
    expect(greeting(created, after(NEW_ACCOUNT_MS))).toBe('Welcome back');
    expect(greeting(created, after(30 * NEW_ACCOUNT_MS))).toBe('Welcome back');
  });

  it('greets as new when the date cannot be read', () => {
    expect(greeting('not a date', after(30 * NEW_ACCOUNT_MS))).toBe('Welcome');
  });
});
