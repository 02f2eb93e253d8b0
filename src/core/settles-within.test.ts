import { afterEach, describe, expect, it, vi } from 'vitest';
import { settlesWithin } from './settles-within.ts';

describe('settlesWithin', () => {
  afterEach(() => vi.useRealTimers());

  it('is true when the work resolves in time', async () => {
    expect(await settlesWithin(Promise.resolve('done'), 1_000)).toBe(true);
  });

  it('is false when the work is still pending at the deadline, and clears its timer', async () => {
    vi.useFakeTimers();
    const answer = settlesWithin(new Promise(() => {}), 1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await answer).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('passes a rejection through, so a failing close is not taken for a slow one', async () => {
    await expect(settlesWithin(Promise.reject(new Error('pool broke')), 1_000)).rejects.toThrow('pool broke');
  });
});
