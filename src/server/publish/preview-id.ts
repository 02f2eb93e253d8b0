import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { pushPreviews } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import type { Cipher } from '../security/index.ts';

/** A preview may be confirmed within this time, once. */
export const PREVIEW_TTL_MS = 15 * 60 * 1000;
/** Spent and expired previews are kept this long, then deleted as the user's next ones come. */
const KEEP_MS = 24 * 60 * 60 * 1000;

export const PREVIEW_SPENT_MESSAGE =
  'This preview was already used or has expired. Preview the change again, then confirm the new preview.';

/** What a preview's id is bound to: who sends what to which listing, and the text it replaces. */
export type PreviewBinding = unknown[];

type ParsedId = { issuedAt: number; nonce: string };

/**
 * A new preview id: `issuedAt.nonce.signature`, the signature over the binding, the time and the
 * nonce. Any change to the listing's text or the patch gives another signature; the time bounds
 * its life and the nonce, stored once the preview is valid, lets one confirm spend it.
 */
export function newPreviewId(cipher: Cipher, binding: PreviewBinding, now: Date): string {
  return idFor(cipher, binding, { issuedAt: now.getTime(), nonce: randomBytes(16).toString('base64url') });
}

/**
 * The id's time and nonce when it was issued for this binding, else undefined (another listing,
 * another text or patch, or not an id at all): that confirm is answered with a new preview.
 */
export function matchPreviewId(cipher: Cipher, binding: PreviewBinding, given: string): ParsedId | undefined {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{22})\.[A-Za-z0-9_-]+$/.exec(given);
  if (!match) return undefined;
  const parsed = { issuedAt: Number(match[1]), nonce: match[2]! };
  const [a, b] = [Buffer.from(given), Buffer.from(idFor(cipher, binding, parsed))];
  return a.length === b.length && timingSafeEqual(a, b) ? parsed : undefined;
}

function idFor(cipher: Cipher, binding: PreviewBinding, { issuedAt, nonce }: ParsedId): string {
  return `${issuedAt}.${nonce}.${cipher.sign('push-preview', JSON.stringify([...binding, issuedAt, nonce]))}`;
}

/** Keeps a valid preview's nonce so that a confirm can spend it. */
export async function storePreview(db: Db, id: string, owner: { userId: number; listingId: number }, now: Date): Promise<void> {
  const nonce = id.split('.')[1]!;
  await db.insert(pushPreviews).values({ nonce, ...owner, createdAt: now });
  await db
    .delete(pushPreviews)
    .where(and(eq(pushPreviews.userId, owner.userId), lt(pushPreviews.createdAt, new Date(now.getTime() - KEEP_MS))));
}

/**
 * Spends the preview for this confirm, or refuses it: expired, already spent by another confirm,
 * or never stored. A retry of the confirm that spent it (same idempotency key) may use it again,
 * so an answer lost on the way is sent once more rather than refused.
 */
export async function spendPreview(
  db: Db,
  id: ParsedId,
  owner: { userId: number; listingId: number },
  idempotencyKey: string | undefined,
  now: Date,
): Promise<void> {
  const age = now.getTime() - id.issuedAt;
  if (age < 0 || age > PREVIEW_TTL_MS) throw new AppError('CONFLICT', PREVIEW_SPENT_MESSAGE);
  const unspent = isNull(pushPreviews.spentAt);
  const spent = await db
    .update(pushPreviews)
    .set({ spentAt: now, spentKey: idempotencyKey ?? null })
    .where(
      and(
        eq(pushPreviews.nonce, id.nonce),
        eq(pushPreviews.userId, owner.userId),
        eq(pushPreviews.listingId, owner.listingId),
        idempotencyKey === undefined ? unspent : or(unspent, sql`${pushPreviews.spentKey} = ${idempotencyKey}`),
      ),
    )
    .returning({ nonce: pushPreviews.nonce });
  if (spent.length === 0) throw new AppError('CONFLICT', PREVIEW_SPENT_MESSAGE);
}
