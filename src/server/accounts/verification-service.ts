/**
 * Email verification: a single-use link (only its SHA-256 stored) valid 24 hours, sent at
 * registration and on request. A verified address is the only one security notices go to.
 */
import { INVALID_LINK_MESSAGE, type ResendVerificationResponse, type VerifyEmailResponse } from '#core/api/account-recovery';
import { AppError } from '../errors.ts';
import { verifyEmailMail, MailDeliveryError } from '../mail/index.ts';
import { hitRateLimitWindow, releaseRateLimit, randomToken, sha256 } from '../security/index.ts';
import type { AccountMailDeps } from './mail-deps.ts';
import type { UserRow } from './repo.ts';
import { now } from './service.ts';
import * as tokens from './tokens-repo.ts';
import { describeWait } from './login-throttle.ts';

export const VERIFICATION_TTL_MS = 24 * 60 * 60_000;
/**
 * Verification mails per account: one a minute, five a day, whether asked for by the Resend
 * button or sent because the email changed. The mail sent at registration does not count.
 */
export const RESEND_LIMITS = [
  {
    key: 'verify-mail:minute',
    windowMs: 60_000,
    max: 1,
    message: 'A verification email was sent a moment ago. Please wait a minute before asking for another one.',
  },
  {
    key: 'verify-mail:day',
    windowMs: 24 * 60 * 60_000,
    max: 5,
    message: 'You have asked for 5 verification emails today. Please try again tomorrow.',
  },
] as const;

/**
 * Mails a stranger can direct at an address, per destination, from every account and route
 * together: the verification mails of registration, Resend and email changes, and password reset
 * mails. Registering with a stranger's address, moving the account away and repeating must not
 * flood that stranger's inbox. Six: the registration mail and the five an account may ask for.
 */
export const DESTINATION_LIMIT = { key: 'mail-to', windowMs: 24 * 60 * 60_000, max: 6 } as const;

function destinationKey(email: string): string {
  return `${DESTINATION_LIMIT.key}:${sha256(email.toLowerCase())}`;
}

/**
 * Counts one mail to `email` for a route that sends without a user waiting on the answer
 * (registration, password reset): false when the address already had its mails today, and then
 * the mail is not sent.
 */
export async function reserveAddressMail(deps: Pick<AccountMailDeps, 'db' | 'now'>, email: string, at?: Date): Promise<boolean> {
  const key = destinationKey(email);
  const { count } = await hitRateLimitWindow(deps.db, key, DESTINATION_LIMIT.windowMs, at ?? deps.now?.() ?? new Date());
  if (count <= DESTINATION_LIMIT.max) return true;
  await releaseRateLimit(deps.db, key);
  return false;
}

/**
 * Counts one verification mail for `userId` to `email` against every limit, or throws 429 (with
 * Retry-After and a message that says when) and counts nothing. Returns the keys it counted, to
 * give back when the mail is not sent after all.
 */
export async function reserveVerificationMail(
  deps: Pick<AccountMailDeps, 'db' | 'now'>,
  userId: number,
  email: string,
): Promise<string[]> {
  const at = deps.now?.() ?? new Date();
  const limits = [
    ...RESEND_LIMITS.map((limit) => ({ ...limit, key: `${limit.key}:${userId}`, message: () => limit.message })),
    {
      ...DESTINATION_LIMIT,
      key: destinationKey(email),
      message: (wait: string) => `Too many verification emails were sent to ${email} today. Please try again in ${wait}.`,
    },
  ];
  const hits: string[] = [];
  for (const limit of limits) {
    const { count, resetAt } = await hitRateLimitWindow(deps.db, limit.key, limit.windowMs, at);
    hits.push(limit.key);
    if (count > limit.max) {
      await releaseVerificationMail(deps, hits);
      const seconds = Math.max(1, Math.ceil((resetAt.getTime() - at.getTime()) / 1000));
      throw new AppError('RATE_LIMITED', limit.message(describeWait(seconds)), { retryAfterSeconds: seconds });
    }
  }
  return hits;
}

export async function releaseVerificationMail(deps: Pick<AccountMailDeps, 'db'>, keys: string[]): Promise<void> {
  await Promise.all(keys.map((k) => releaseRateLimit(deps.db, k)));
}

type Recipient = Pick<UserRow, 'id' | 'username' | 'email'>;

/**
 * Sends a new verification link to the user's current email and makes every earlier link stop
 * working. Call it whenever the email changes (after clearing email_verified_at in the same
 * update that sets the new address). Rejects with MailDeliveryError when the mail server refuses.
 */
export async function startEmailVerification(deps: AccountMailDeps, user: Recipient): Promise<void> {
  const token = randomToken();
  const at = now(deps);
  await deps.db.transaction(async (tx) => {
    await tokens.invalidateTokens(tx, user.id, 'verify-email', at);
    await tokens.insertToken(tx, {
      userId: user.id,
      purpose: 'verify-email',
      tokenHash: sha256(token),
      email: user.email,
      expiresAt: new Date(at.getTime() + VERIFICATION_TTL_MS),
    });
  });
  const link = `${deps.publicUrl}/verify-email#token=${token}`;
  await deps.mailer.send({
    to: user.email,
    kind: 'verify-email',
    ...verifyEmailMail({ username: user.username, email: user.email, link }),
  });
}

/**
 * After registration (`countAddress`) or an email change (counted before the change is stored):
 * the account works at once, the link follows without holding the answer. At registration the
 * mail counts against the address's daily limit; over it, no mail is sent (Resend says why).
 */
export function sendVerificationLater(deps: AccountMailDeps, user: Recipient, options: { countAddress?: boolean } = {}): void {
  deps.mailer.sendLater('verify-email', async () => {
    if (options.countAddress && !(await reserveAddressMail(deps, user.email))) return;
    await startEmailVerification(deps, user);
  });
}

/** The Resend button of the banner: rate limited, and it says so when the mail could not be sent. */
export async function resendVerification(deps: AccountMailDeps, user: UserRow): Promise<ResendVerificationResponse> {
  if (user.emailVerifiedAt) throw new AppError('CONFLICT', 'Your email address is already verified.');
  const hits = await reserveVerificationMail(deps, user.id, user.email);
  try {
    await startEmailVerification(deps, user);
  } catch (error) {
    if (!(error instanceof MailDeliveryError)) throw error;
    // Not sent, so not counted: the user may try again at once.
    await releaseVerificationMail(deps, hits);
    throw new AppError('UNAVAILABLE', 'We could not send the email right now. Please try again in a few minutes.', {
      cause: error,
    });
  }
  return { message: `We have sent a new verification link to ${user.email}.` };
}

/** The link's page: single use; it verifies the address the link was sent to, if still current. */
export async function confirmEmail(deps: AccountMailDeps, token: string): Promise<VerifyEmailResponse> {
  const at = now(deps);
  const verified = await deps.db.transaction(async (tx) => {
    const row = await tokens.consumeToken(tx, sha256(token), 'verify-email', at);
    if (!row) return undefined;
    return (await tokens.markEmailVerified(tx, row.userId, row.email, at)) ? row.email : undefined;
  });
  if (!verified) throw new AppError('VALIDATION', INVALID_LINK_MESSAGE);
  return { email: verified };
}
