import { MONTHLY_CREDITS } from '#core/plans/tiers';
import { effectiveUsage } from '#core/plans/period';
import type { LoginInput, RegisterBody } from '#core/schemas';
import type { User } from '#core/api/auth';
import type { Db } from '../db/index.ts';
import { AppError } from '../errors.ts';
import { randomToken, sha256 } from '../security/index.ts';
import * as repo from './repo.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { beginPasswordCheck } from './login-throttle.ts';

export type AccountDeps = {
  db: Db;
  sessionTtlDays: number;
  /** Absolute session lifetime (SESSION_MAX_DAYS); DEFAULT_SESSION_MAX_DAYS when not given. */
  sessionMaxDays?: number;
  now?: () => Date;
};

export const DEFAULT_SESSION_MAX_DAYS = 90;
const DAY_MS = 86_400_000;
const INVALID_LOGIN = 'Invalid username or password';

export function toUserJson(row: repo.UserRow): User {
  const tier = row.tier;
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    tier,
    usageCount: effectiveUsage(row),
    usageLimit: MONTHLY_CREDITS[tier],
  };
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function registerUser(deps: AccountDeps, input: RegisterBody): Promise<{ token: string; user: User }> {
  const email = normaliseEmail(input.email);
  // A look-alike of an existing name (other case, Cyrillic or Greek letters, full-width forms) is
  // as taken as the name itself: it would let one user pass for another.
  if (await repo.isUsernameTaken(deps.db, input.username)) {
    throw new AppError('CONFLICT', 'Username is already taken', {
      issues: [{ path: 'username', message: 'Username is already taken' }],
    });
  }
  if (await repo.findUserByEmail(deps.db, email)) {
    throw new AppError('CONFLICT', 'Email is already registered', {
      issues: [{ path: 'email', message: 'Email is already registered' }],
    });
  }
  const passwordHash = await hashPassword(input.password);
  let row: repo.UserRow;
  try {
    row = await repo.insertUser(deps.db, { username: input.username, email, passwordHash });
  } catch (error) {
    // Two registrations racing for one name: the unique index decides.
    throw new AppError('CONFLICT', 'Username or email is already registered', { cause: error });
  }
  return { token: await createSession(deps, row.id), user: toUserJson(row) };
}

/**
 * Signs in by the exact name (any case): a look-alike (`bоb` with a Cyrillic о) finds no account,
 * so it answers the same 401 as an unknown name and never opens another user's account.
 * Throttled per address, per (username, address) and softly per username (login-throttle.ts).
 */
export async function loginUser(deps: AccountDeps, input: LoginInput, address: string): Promise<{ token: string; user: User }> {
  const attempt = await beginPasswordCheck(deps, { username: input.username, address }, 'login');
  const row = await repo.findUserByUsername(deps.db, input.username);
  const ok = await verifyPassword(row?.passwordHash ?? null, input.password);
  if (!row || !ok) {
    await attempt.failed();
    throw new AppError('UNAUTHORIZED', INVALID_LOGIN);
  }
  await attempt.succeeded();
  return { token: await createSession(deps, row.id), user: toUserJson(row) };
}

export async function createSession(deps: AccountDeps, userId: number): Promise<string> {
  const token = randomToken();
  const signedInAt = now(deps);
  await repo.insertSession(deps.db, { userId, tokenHash: sha256(token), signedInAt, expiresAt: sessionExpiry(deps, signedInAt) });
  return token;
}

/**
 * When a session issued now ends: a full sliding TTL, but never past the absolute lifetime
 * counted from the sign-in it descends from.
 */
export function sessionExpiry(deps: AccountDeps, signedInAt: Date): Date {
  const sliding = now(deps).getTime() + deps.sessionTtlDays * DAY_MS;
  return new Date(Math.min(sliding, signedInAt.getTime() + maxDays(deps) * DAY_MS));
}

/**
 * The live session behind a token hash (see `sessionKey`), with its user. A session signed in
 * longer ago than the absolute lifetime is dead even if its expiry says otherwise (the lifetime
 * was shortened since it was issued).
 */
export async function findSession(
  deps: AccountDeps,
  tokenHash: string,
): Promise<{ user: repo.UserRow; expiresAt: Date } | undefined> {
  const at = now(deps);
  return repo.findSession(deps.db, tokenHash, at, new Date(at.getTime() - maxDays(deps) * DAY_MS));
}

function maxDays(deps: AccountDeps): number {
  return deps.sessionMaxDays ?? DEFAULT_SESSION_MAX_DAYS;
}

/** Sessions are stored and cached by the token's hash, never by the token. */
export function sessionKey(token: string): string {
  return sha256(token);
}

export async function logout(deps: AccountDeps, token: string): Promise<void> {
  await repo.deleteSession(deps.db, sha256(token));
}

export function now(deps: AccountDeps): Date {
  return deps.now?.() ?? new Date();
}
