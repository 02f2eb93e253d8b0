import { MONTHLY_CREDITS } from '#core/plans/tiers';
import { effectiveUsage } from '#core/plans/period';
import type { LoginInput, RegisterBody } from '#core/schemas';
import type { User } from '#core/api/auth';
import type { Db } from '../db/index.ts';
import { AppError } from '../errors.ts';
import { clientKey, hitRateLimitWindow, randomToken, sha256 } from '../security/index.ts';
import * as repo from './repo.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { MIXED_SCRIPT_MESSAGE, mixesScripts } from './username-script.ts';
import { beginPasswordCheck, describeWait, LOGIN_THROTTLE } from './login-throttle.ts';
import { requireStrongPassword } from './password-policy.ts';

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
    createdAt: row.createdAt.toISOString(),
  };
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Who registers: the client address, and whether it is exempt from the per-address limit (a
 * loopback client outside production, where tests and a local demo create many accounts).
 */
export type Registrant = { address: string; exempt: boolean };

const REGISTER_LIMITED = 'Too many sign-up attempts from your network. Please wait {wait} and try again.';

/**
 * Registration answers which usernames and emails exist (the product's wording), so one address
 * may try only as many as it may try sign-ins: LOGIN_THROTTLE.perAddress in its window. Changing
 * the email answers whether an address is taken too, so it counts against the same budget.
 */
export async function countRegistration(deps: AccountDeps, registrant: Registrant): Promise<void> {
  if (registrant.exempt) return;
  await countAttempt(deps, `register:ip:${clientKey(registrant.address)}`, LOGIN_THROTTLE.perAddress, REGISTER_LIMITED);
}

/** One attempt against `key`: refused with 429 and Retry-After once `limit` are spent in the window. */
export async function countAttempt(deps: AccountDeps, key: string, limit: number, message: string): Promise<void> {
  const at = now(deps);
  const { count, resetAt } = await hitRateLimitWindow(deps.db, key, LOGIN_THROTTLE.addressWindowMs, at);
  if (count <= limit) return;
  const seconds = Math.max(1, Math.ceil((resetAt.getTime() - at.getTime()) / 1000));
  throw new AppError('RATE_LIMITED', message.replace('{wait}', describeWait(seconds)), { retryAfterSeconds: seconds });
}

export async function registerUser(
  deps: AccountDeps,
  input: RegisterBody,
  registrant: Registrant,
): Promise<{ token: string; user: User }> {
  await countRegistration(deps, registrant);
  const email = normaliseEmail(input.email);
  // Before the name and address checks: a refused password tells nothing about other accounts.
  await requireStrongPassword(input.password, { username: input.username, email }, 'password');
  // A look-alike of an existing name (other case, Cyrillic or Greek letters, full-width forms) is
  // as taken as the name itself: it would let one user pass for another.
  if (await repo.isUsernameTaken(deps.db, input.username)) {
    throw new AppError('CONFLICT', 'Username is already taken', {
      issues: [{ path: 'username', message: 'Username is already taken' }],
    });
  }
  if (mixesScripts(input.username)) {
    throw new AppError('VALIDATION', MIXED_SCRIPT_MESSAGE, { issues: [{ path: 'username', message: MIXED_SCRIPT_MESSAGE }] });
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
 * Signs in by email, or by the name's look-alike key, the key its back-off and uniqueness use: `ALICE` and
 * `аlice` (Cyrillic а) mean alice, the only account that looks so, and share alice's back-off.
 * Throttled per address, per (username, address) and softly per username (login-throttle.ts).
 */
export async function loginUser(deps: AccountDeps, input: LoginInput, address: string): Promise<{ token: string; user: User }> {
  // The form takes a username or an email (as Forgot password does); usernames never hold an @.
  // An email counts on its account's back-off, so switching between the two gains no attempts.
  const byEmail = input.username.includes('@') ? await repo.findUserByEmail(deps.db, normaliseEmail(input.username)) : undefined;
  const name = byEmail?.username ?? input.username;
  const attempt = await beginPasswordCheck(deps, { username: name, address }, 'login');
  const row = byEmail ?? (input.username.includes('@') ? undefined : await repo.findUserByUsername(deps.db, input.username));
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
