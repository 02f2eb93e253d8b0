/**
 * The one-click unsubscribe link of alert mail: the user id signed with the server's key, so it
 * works without signing in and a changed id or signature is refused.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Config } from '../config.ts';
import type { Cipher } from '../security/index.ts';

const PURPOSE = 'alert-mail-unsubscribe';

export function unsubscribeToken(cipher: Cipher, userId: number): string {
  return `${userId}.${cipher.sign(PURPOSE, String(userId))}`;
}

export function unsubscribeUrl(deps: { cipher: Cipher; config: Config }, userId: number): string {
  return `${deps.config.publicUrl}/api/alerts/unsubscribe?token=${unsubscribeToken(deps.cipher, userId)}`;
}

/** The user the token was made for, or null when it was not made by this server. */
export function verifyUnsubscribeToken(cipher: Cipher, token: string): number | null {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const expected = Buffer.from(cipher.sign(PURPOSE, match[1]!));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? Number(match[1]) : null;
}
