import { randomInt } from 'node:crypto';
import { USERNAME_MIN } from '#core/schemas';

/** Room for a numeric suffix under the 40-character username limit of registration. */
const BASE_MAX = 30;

/**
 * A username from the email's local part that passes the registration rules
 * (letters, digits, dots, dashes, underscores; at least 3 characters). '+tags' are dropped.
 */
export function usernameBase(email: string): string {
  const local = (email.split('@')[0] ?? '').split('+')[0] ?? '';
  const cleaned = local
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}._-]/gu, '')
    .slice(0, BASE_MAX);
  if (cleaned.length === 0) return 'user';
  return cleaned.length >= USERNAME_MIN ? cleaned : `${cleaned}_user`;
}

/** Candidates in order: base, base2 … base9, then random 4-digit suffixes. */
export function usernameCandidate(base: string, attempt: number): string {
  if (attempt === 0) return base;
  if (attempt < 9) return `${base}${attempt + 1}`;
  return `${base}${randomInt(1000, 10000)}`;
}
