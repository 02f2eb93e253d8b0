import { findFieldEmoji } from '../char-checks.ts';
import { locate } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';
import { toCodePointOffset } from '../text.ts';
import { NO_FINDINGS, type Finding, type Rule } from '../types.ts';

export const BULLET_EMOJI: Rule = {
  id: 'BULLET_EMOJI',
  field: 'bullets',
  severity: 'error',
  source: SOURCES.B1,
  check: (ctx) => {
    let out: Finding[] | null = null;
    for (const { text, where } of locate(ctx, 'bullets')) {
      const hits = findFieldEmoji(text);
      if (hits.length === 0) continue;
      const list = [...new Set(hits.map((h) => `"${h.text}"`))].join(', ');
      (out ??= []).push({ message: `Emoji in ${where}: ${list}.`, fix: 'Remove emoji such as ✅ ❌ ☺ from bullets; Amazon removes bullets that contain them.', match: hits[0]!.text, offset: toCodePointOffset(text.raw, hits[0]!.index) });
    }
    return out ?? NO_FINDINGS;
  },
};
