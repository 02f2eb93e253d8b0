import { CAT } from '../matchers.ts';
import { quoted, perBullet } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';
import { getHits } from '../text-field.ts';
import { type Rule } from '../types.ts';

/** Explicit cues ("other brands", "competitors") fire alone; "better than" needs a known brand right after it. */
const COMPARATIVES: ReadonlySet<string> = new Set([
  'better than',
  'superior to',
  'outperforms',
  'besser als',
  'meilleur que',
  'meglio di',
  'mejor que',
]);
const WINDOW = 40;

export const BULLET_COMPETITOR: Rule = {
  id: 'BULLET_COMPETITOR',
  field: 'bullets',
  severity: 'error',
  source: SOURCES.B1,
  check: (ctx) => {
    return perBullet(ctx, (text, where) => {
      const hits = getHits(text);
      for (const h of hits) {
        if ((h.mask & CAT.COMPETITOR) === 0) continue;
        let end = h.end;
        if (COMPARATIVES.has(h.term)) {
          const brand = hits.find(
            (b) => (b.mask & CAT.BRAND) !== 0 && b.index >= h.end && b.index - h.end <= WINDOW && b.term !== ctx.brand,
          );
          if (!brand) continue;
          end = brand.end;
        }
        return quoted(
          text,
          h.index,
          end,
          (q) => `Comparison with competitors ${q} in ${where}.`,
          'Describe your product on its own merits; Amazon does not allow comparisons with other brands in bullets.',
        );
      }
      return undefined;
    });
  },
};
