import { capitalize, perBullet } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';
import { type Rule } from '../types.ts';
import { capsShare } from '../caps-words.ts';
import { getLeadIn } from '../lead-in.ts';

const MIN_WORDS = 3;

export const BULLET_ALL_CAPS: Rule = {
  id: 'BULLET_ALL_CAPS',
  field: 'bullets',
  severity: 'warning',
  source: SOURCES.K1,
  check: (ctx) => {
    return perBullet(ctx, (text, where) => {
      // The lead-in may be in capitals [K1].
      const from = getLeadIn(text)?.end ?? 0;
      const share = capsShare(text, from, ctx.brandWords);
      if (share === null || share.eligible < MIN_WORDS || share.upper * 2 <= share.eligible) return undefined;
      const { upper, eligible, sample } = share;
      return {
        message: `${capitalize(where)} is written mostly in capitals (${upper} of ${eligible} words, e.g. ${sample.map((w) => `"${w}"`).join(', ')}).`,
        fix: 'Use capitals only for a short lead-in; write the rest in sentence case.',
        match: sample[0],
      };
    });
  },
};
