import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.ts';
import { createCipher } from '../security/index.ts';
import { matchPreviewId, newPreviewId, PREVIEW_TTL_MS, spendPreview } from './preview-id.ts';

const cipher = createCipher(Buffer.alloc(32, 7));
const binding = [1, 2, 'SKU-1', 'ATVPDKIKX0DER', 'PRODUCT', { title: 'A' }, [{ op: 'replace' }]];
const now = new Date('2026-12-04T12:00:00Z');

describe('push preview ids', () => {
  it('carry a time and a nonce, so two previews of the same change have two ids', () => {
    const [a, b] = [newPreviewId(cipher, binding, now), newPreviewId(cipher, binding, now)];
    expect(a).not.toBe(b);
    expect(a.startsWith(`${now.getTime()}.`)).toBe(true);
    expect(matchPreviewId(cipher, binding, a)).toMatchObject({ issuedAt: now.getTime() });
  });

  it('match only their own binding, and a changed time or nonce breaks the signature', () => {
    const id = newPreviewId(cipher, binding, now);
    expect(matchPreviewId(cipher, [...binding.slice(0, 5), { title: 'B' }, binding[6]], id)).toBeUndefined();
    const [time, nonce, signature] = id.split('.');
    expect(matchPreviewId(cipher, binding, `${Number(time) + PREVIEW_TTL_MS}.${nonce}.${signature}`)).toBeUndefined();
    expect(matchPreviewId(cipher, binding, `${time}.${'A'.repeat(22)}.${signature}`)).toBeUndefined();
    expect(matchPreviewId(cipher, binding, 'not an id')).toBeUndefined();
  });

  it('are refused once older than the preview lifetime, before any lookup', async () => {
    const id = matchPreviewId(cipher, binding, newPreviewId(cipher, binding, now))!;
    const late = new Date(now.getTime() + PREVIEW_TTL_MS + 1);
    // An expired id never reaches the database: a Db that throws would show it did.
    const db = new Proxy(
      {},
      {
        get: () => () => {
          throw new Error('no query expected');
        },
      },
    ) as unknown as Db;
    await expect(spendPreview(db, id, { userId: 1, listingId: 2 }, 'key', late)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/Preview the change again/),
    });
  });
});
