import { loadEstimator } from '#core/passwords/estimator';
import { judgePassword, type PasswordContext } from '#core/passwords/policy';
import { AppError } from '../errors.ts';

/**
 * Refuses a common, breached, personal or guessable new password with a 400 on `path`, the form's
 * field (docs/decisions/0014-password-policy.md). Runs before any hashing or write, so a refused
 * password changes nothing. The estimator loads on the first call, not at server start.
 */
export async function requireStrongPassword(password: string, context: PasswordContext, path: string): Promise<void> {
  const verdict = judgePassword(await loadEstimator(), password, context);
  if (verdict.accepted) return;
  const message = verdict.message ?? 'Please choose a stronger password.';
  throw new AppError('VALIDATION', message, { issues: [{ path, message }] });
}
