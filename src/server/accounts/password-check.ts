import { AppError } from '../errors.ts';
import { beginPasswordCheck } from './login-throttle.ts';
import { verifyPassword } from './passwords.ts';
import type { UserRow } from './repo.ts';
import type { AccountDeps } from './service.ts';

/**
 * Checks a signed-in user's password (Settings' changes, re-authentication). Wrong passwords here
 * count exactly like failed sign-ins, on the same counters (login-throttle.ts): a stolen session
 * must not be a faster way to guess the password than the login form.
 */
export async function checkPassword(
  deps: AccountDeps,
  user: UserRow,
  address: string,
  password: string,
  message: string,
  path: string,
): Promise<void> {
  const attempt = await beginPasswordCheck(deps, { username: user.username, address }, 'recheck');
  if (await verifyPassword(user.passwordHash, password)) {
    await attempt.succeeded();
    return;
  }
  await attempt.failed();
  throw new AppError('VALIDATION', message, { issues: [{ path, message }] });
}
