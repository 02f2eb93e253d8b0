import { AuthResponseSchema, type AuthResponse, type User } from '#core/api/auth';
import { ApiError, apiRequest, getToken, getTokenIssuedAt, setToken, whileRotatingToken } from '../lib/api-client.ts';
import { isRotationDue, ROTATION_INTERVAL_MS } from './rotation-schedule.ts';

export { ROTATION_CHECK_MS, ROTATION_INTERVAL_MS } from './rotation-schedule.ts';

/**
 * Token rotation. A session ends SESSION_TTL_DAYS (default 30) after its token was
 * issued; POST /api/auth/refresh returns a new token with a full TTL and revokes the one sent.
 *
 * - When the token is ROTATION_INTERVAL_MS (6 h) old: at app start the first user fetch is then
 *   the refresh call (it answers with the user too), so nothing else is in flight with the old
 *   token and anyone who opens the app at least once per TTL stays signed in. While the app stays
 *   open it is checked every ROTATION_CHECK_MS against the wall clock, so a laptop waking from
 *   sleep catches up.
 * - The token's issue time is stored with it (setToken), so reloads and other tabs share it. A reload does not rotate a fresh token: a page left while its refresh call was
 *   answered would lose the new token, with the old one already revoked, and sign the user out.
 * - One rotation at a time: one promise in flight per tab; across tabs a Web Lock, and a tab that
 *   finds the token already replaced by another tab keeps that one instead of rotating it again.
 * - A 401 removes the token and clears the user. Any other failure keeps the session and
 *   tries again at the next check.
 */
const LOCK_NAME = 'listingpilot:token-rotation';

/** `rotated`: new token stored; `signed-out`: 401 or no token; `kept`: another tab's or a newer sign-in's token stays. */
export type RotationOutcome = { kind: 'rotated'; user: User } | { kind: 'signed-out' } | { kind: 'kept' };

export type RotationDeps = {
  getToken(): string | null;
  /** Stores a token and its issue time (now), or removes both. */
  setToken(token: string | null): void;
  /** POST /api/auth/refresh with the stored token; null when the server answers 401. */
  refresh(): Promise<AuthResponse | null>;
  now(): number;
  /** When the stored token was issued (sign-in or rotation); null: unknown. */
  loadIssuedAt(): number | null;
  /** Runs `task` while no other tab rotates. */
  withLock<T>(task: () => Promise<T>): Promise<T>;
};

export type SessionRotation = {
  /** True once the stored token is ROTATION_INTERVAL_MS old, or of unknown age. */
  isDue(): boolean;
  /** Rotates the stored token; a call while one is in flight gets the same promise. */
  rotate(): Promise<RotationOutcome>;
};

export function createSessionRotation(deps: RotationDeps, intervalMs = ROTATION_INTERVAL_MS): SessionRotation {
  let inFlight: Promise<RotationOutcome> | null = null;

  async function run(): Promise<RotationOutcome> {
    const requested = deps.getToken();
    return deps.withLock(async () => {
      const token = deps.getToken();
      if (!token) return { kind: 'signed-out' };
      // Another tab's rotation or a sign-in stored it, and its time with it.
      if (token !== requested) return { kind: 'kept' };
      const response = await deps.refresh();
      if (!response) {
        if (deps.getToken() === token) deps.setToken(null);
        return { kind: 'signed-out' };
      }
      // Signed out or in as someone else while the call ran: that choice stands.
      if (deps.getToken() !== token) return { kind: 'kept' };
      deps.setToken(response.token);
      return { kind: 'rotated', user: response.user };
    });
  }

  return {
    isDue: () => isRotationDue(deps.loadIssuedAt(), deps.now(), intervalMs),
    rotate() {
      inFlight ??= run().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}

async function refreshSession(): Promise<AuthResponse | null> {
  try {
    return await apiRequest(AuthResponseSchema, 'POST', '/api/auth/refresh', { body: {}, retryWithNewToken: false });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

async function withTabLock<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined' || !navigator.locks) return task();
  return await navigator.locks.request(LOCK_NAME, task);
}

/** The app's one rotation; requests answered 401 while it runs retry with the new token. */
export const sessionRotation: SessionRotation = (() => {
  const rotation = createSessionRotation({
    getToken,
    setToken,
    refresh: refreshSession,
    now: Date.now,
    loadIssuedAt: getTokenIssuedAt,
    withLock: withTabLock,
  });
  return { ...rotation, rotate: () => whileRotatingToken(rotation.rotate()) };
})();
