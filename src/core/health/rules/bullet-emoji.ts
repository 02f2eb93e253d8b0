import { findFieldEmoji } from '../char-checks.ts';
import { perBullet } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';
import { toCodePointOffset } from '../text.ts';
import { type Rule } from '../types.ts';

export const BULLET_EMOJI: Rule = {
  id: 'BULLET_EMOJI',
  field: 'bullets',
  severity: 'error',
  source: SOURCES.B1,
  check: (ctx) => {
    return perBullet(ctx, (text, where) => {
      const hits = findFieldEmoji(text);
      if (hits.length === 0) return undefined;
      const list = [...new Set(hits.map((h) => `"${h.text}"`))].join(', ');
      return {
        message: `Emoji in ${where}: ${list}.`,
        fix: 'Remove emoji such as ✅ ❌ ☺ from bullets; Amazon removes bullets that contain them.',
        match: hits[0]!.text,
        offset: toCodePointOffset(text.raw, hits[0]!.index),
      };
    });
  },
};
