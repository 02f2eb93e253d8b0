/**
 * The one-click unsubscribe link of alert mail: the user id and the version of their alert mail
 * settings when the mail was sent, signed with the server's key. It works without signing in; a
 * changed id, version or signature is refused, and so is a link from before the user last changed
 * their alert mail settings (turning mail back on kills every link sent earlier).
 */
import { timingSafeEqual } from 'node:crypto';
import type { Config } from '../config.ts';
import type { Cipher } from '../security/index.ts';

const PURPOSE = 'alert-mail-unsubscribe';

export function unsubscribeToken(cipher: Cipher, userId: number, version: number): string {
  return `${userId}.${version}.${cipher.sign(PURPOSE, `${userId}.${version}`)}`;
}

export function unsubscribeUrl(deps: { cipher: Cipher; config: Config }, userId: number, version: number): string {
  return `${deps.config.publicUrl}/api/alerts/unsubscribe?token=${unsubscribeToken(deps.cipher, userId, version)}`;
}

/** The user and settings version the token was made for, or null when it was not made by this server. */
export function verifyUnsubscribeToken(cipher: Cipher, token: string): { userId: number; version: number } | null {
  const match = /^([1-9]\d{0,9})\.(0|[1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const expected = Buffer.from(cipher.sign(PURPOSE, `${match[1]}.${match[2]}`));
  const given = Buffer.from(match[3]!);
  return expected.length === given.length && timingSafeEqual(expected, given)
    ? { userId: Number(match[1]), version: Number(match[2]) }
    : null;
}
