import { MONTHLY_CREDITS, type Tier } from '#core/plans/tiers';
import type { LoginInput, RegisterBody } from '#core/schemas';
import type { User } from '#core/api/auth';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { randomToken, sha256 } from '../security/tokens.ts';
import { clearRateLimit, hitRateLimit, releaseRateLimit } from '../security/rate-limit.ts';
import * as repo from './repo.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { effectiveUsage } from '../plans/credits.ts';

export type AccountDeps = { db: Db; sessionTtlDays: number; now?: () => Date };

/** Failed logins allowed in a 15-minute window: per username, and per address (shared by NAT users). */
export const MAX_FAILED_LOGINS = 5;
const MAX_FAILED_LOGINS_PER_ADDRESS = 30;
export const FAILED_LOGIN_WINDOW_MS = 15 * 60_000;
const INVALID_LOGIN = 'Invalid username or password';

export function toUserJson(row: repo.UserRow): User {
  const tier = row.tier as Tier;
  return {
    id: row.id,
    username: row.username,
    email: row.email,
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
  if (await repo.findUserByUsername(deps.db, input.username)) {
    throw new AppError('CONFLICT', 'Username is already taken', { issues: [{ path: 'username', message: 'Username is already taken' }] });
  }
  if (await repo.findUserByEmail(deps.db, email)) {
    throw new AppError('CONFLICT', 'Email is already registered', { issues: [{ path: 'email', message: 'Email is already registered' }] });
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

export async function loginUser(
  deps: AccountDeps,
  input: LoginInput,
  address: string,
): Promise<{ token: string; user: User }> {
  const keys = [failedLoginKey(input.username), `login:ip:${address}`];
  const limits = [MAX_FAILED_LOGINS, MAX_FAILED_LOGINS_PER_ADDRESS];
  // Every attempt is counted before the password is checked, so attempts sent all at once cannot
  // all pass a check made before any of them failed; a correct password gives its hit back.
  let limited = false;
  for (const [i, key] of keys.entries()) {
    if ((await hitRateLimit(deps.db, key, FAILED_LOGIN_WINDOW_MS, now(deps))) > limits[i]!) limited = true;
  }
  if (limited) throw new AppError('RATE_LIMITED', 'Too many failed sign-in attempts. Please wait 15 minutes and try again.');
  const row = await repo.findUserByUsername(deps.db, input.username);
  const ok = await verifyPassword(row?.passwordHash ?? null, input.password);
  if (!row || !ok) throw new AppError('UNAUTHORIZED', INVALID_LOGIN);
  await clearRateLimit(deps.db, keys[0]!);
  await releaseRateLimit(deps.db, keys[1]!);
  return { token: await createSession(deps, row.id), user: toUserJson(row) };
}

export async function createSession(deps: AccountDeps, userId: number): Promise<string> {
  const token = randomToken();
  const expiresAt = new Date(now(deps).getTime() + deps.sessionTtlDays * 86_400_000);
  await repo.insertSession(deps.db, { userId, tokenHash: sha256(token), expiresAt });
  return token;
}

/** The live session behind a token hash (see `sessionKey`), with its user. */
export async function findSession(deps: AccountDeps, tokenHash: string): Promise<{ user: repo.UserRow; expiresAt: Date } | undefined> {
  return repo.findSession(deps.db, tokenHash, now(deps));
}

/** Sessions are stored and cached by the token's hash, never by the token. */
export function sessionKey(token: string): string {
  return sha256(token);
}

export async function logout(deps: AccountDeps, token: string): Promise<void> {
  await repo.deleteSession(deps.db, sha256(token));
}

/** The failed-login counter of one username: wrong current passwords count towards it too. */
export function failedLoginKey(username: string): string {
  return `login:user:${username.toLowerCase()}`;
}

export function now(deps: AccountDeps): Date {
  return deps.now?.() ?? new Date();
}
