import { describe, expect, it, vi } from 'vitest';
import type { AuthResponse, User } from '#core/api/auth';
import { ROTATION_INTERVAL_MS, createSessionRotation, type RotationDeps } from './session-rotation.ts';

const USER: User = {
  id: 1,
  username: 'seller',
  email: 'seller@example.com',
  emailVerified: true,
  tier: 'free',
  usageCount: 0,
  usageLimit: 10,
  createdAt: '2026-11-01T00:00:00.000Z',
};
const HOUR = 60 * 60 * 1000;

/** A fake clock, storage and server: each refresh answers the next queued reply. */
function setup(options: { token?: string | null; issuedAt?: number | null } = {}) {
  const state = {
    token: options.token === undefined ? 'old-token' : options.token,
    issuedAt: options.issuedAt ?? null,
    clock: 0,
    refreshCalls: 0,
  };
  const replies: Array<() => Promise<AuthResponse | null>> = [];
  let lock: Promise<unknown> = Promise.resolve();
  const deps: RotationDeps = {
    getToken: () => state.token,
    setToken: (token) => {
      state.token = token;
      state.issuedAt = token ? state.clock : null;
    },
    refresh: () => {
      state.refreshCalls += 1;
      const reply = replies.shift();
      return reply ? reply() : Promise.resolve({ token: `token-${state.refreshCalls}`, user: USER });
    },
    now: () => state.clock,
    loadIssuedAt: () => state.issuedAt,
    withLock: (task) => {
      const run = lock.then(task);
      lock = run.catch(() => undefined);
      return run;
    },
  };
  return { state, replies, deps, rotation: createSessionRotation(deps) };
}

describe('rotation policy', () => {
  it('is due for a token of unknown age, then again only once the interval has passed', async () => {
    const { state, rotation } = setup();
    expect(rotation.isDue()).toBe(true);
    await expect(rotation.rotate()).resolves.toEqual({ kind: 'rotated', user: USER });
    expect(state.token).toBe('token-1');
    state.clock += ROTATION_INTERVAL_MS - 1;
    expect(rotation.isDue()).toBe(false);
    state.clock += 1;
    expect(rotation.isDue()).toBe(true);
  });

  it('does not rotate a fresh token when the app starts again (a reload, another tab)', async () => {
    const { state, deps } = setup();
    // A sign-in stores its token (and the token's issue time).
    deps.setToken('signed-in-token');
    state.clock += 2 * 60 * 1000;
    // The next page load: a new rotation over the same storage.
    const reloaded = createSessionRotation(deps);
    expect(reloaded.isDue()).toBe(false);
    state.clock += ROTATION_INTERVAL_MS;
    expect(reloaded.isDue()).toBe(true);
    await reloaded.rotate();
    expect(state.issuedAt).toBe(state.clock);
    expect(createSessionRotation(deps).isDue()).toBe(false);
  });

  it('rotates every few hours, not more often', () => {
    expect(ROTATION_INTERVAL_MS).toBeGreaterThanOrEqual(HOUR);
    expect(ROTATION_INTERVAL_MS).toBeLessThanOrEqual(24 * HOUR);
  });

  it('treats a token from a sign-in as fresh', () => {
    const { state, deps, rotation } = setup();
    state.clock = 5 * HOUR;
    deps.setToken('signed-in-token');
    expect(rotation.isDue()).toBe(false);
    state.clock += ROTATION_INTERVAL_MS;
    expect(rotation.isDue()).toBe(true);
  });
});

describe('single flight', () => {
  it('shares one refresh call between concurrent callers', async () => {
    const { state, replies, rotation } = setup();
    let answer!: (value: AuthResponse) => void;
    replies.push(() => new Promise((resolve) => (answer = resolve)));
    const first = rotation.rotate();
    const second = rotation.rotate();
    expect(second).toBe(first);
    await vi.waitFor(() => expect(state.refreshCalls).toBe(1));
    answer({ token: 'new-token', user: USER });
    await expect(Promise.all([first, second])).resolves.toEqual([
      { kind: 'rotated', user: USER },
      { kind: 'rotated', user: USER },
    ]);
    expect(state.refreshCalls).toBe(1);
    expect(state.token).toBe('new-token');
  });

  it('starts a new call once the previous one has settled', async () => {
    const { state, rotation } = setup();
    await rotation.rotate();
    await rotation.rotate();
    expect(state.refreshCalls).toBe(2);
    expect(state.token).toBe('token-2');
  });
});

describe('outcomes', () => {
  it('a 401 removes the token and clears the user', async () => {
    const { state, replies, rotation } = setup();
    replies.push(() => Promise.resolve(null));
    await expect(rotation.rotate()).resolves.toEqual({ kind: 'signed-out' });
    expect(state.token).toBeNull();
  });

  it('without a token there is nothing to rotate', async () => {
    const { state, rotation } = setup({ token: null });
    await expect(rotation.rotate()).resolves.toEqual({ kind: 'signed-out' });
    expect(state.refreshCalls).toBe(0);
  });

  it('keeps the session on a network or server error and tries again later', async () => {
    const { state, replies, rotation } = setup();
    replies.push(() => Promise.reject(new Error('500: Internal Server Error')));
    await expect(rotation.rotate()).rejects.toThrow('500');
    expect(state.token).toBe('old-token');
    expect(rotation.isDue()).toBe(true);
    await expect(rotation.rotate()).resolves.toEqual({ kind: 'rotated', user: USER });
  });

  it('does not store the new token over a sign-out made while the call ran', async () => {
    const { state, replies, rotation } = setup();
    replies.push(async () => {
      state.token = null;
      return { token: 'new-token', user: USER };
    });
    await expect(rotation.rotate()).resolves.toEqual({ kind: 'kept' });
    expect(state.token).toBeNull();
  });

  it('keeps the token another tab rotated while this one waited for the lock', async () => {
    const { state, deps, rotation } = setup();
    const pending = rotation.rotate();
    // The other tab held the lock and replaced the shared token (and its issue time) before this tab's turn.
    deps.setToken('rotated-by-other-tab');
    await expect(pending).resolves.toEqual({ kind: 'kept' });
    expect(state.refreshCalls).toBe(0);
    expect(state.token).toBe('rotated-by-other-tab');
    expect(rotation.isDue()).toBe(false);
  });
});
