import { CAT } from '../matchers.ts';
import { isInsideBrand, matchRule } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';

export const TITLE_TIME_SENSITIVE = matchRule({
  id: 'TITLE_TIME_SENSITIVE',
  field: 'title',
  severity: 'warning',
  source: SOURCES.K1,
  mask: CAT.TIME,
  message: (q) => `Time-sensitive word ${q} in the title.`,
  fix: 'Remove words like "new", "latest" or "2026 newest"; they go stale and Amazon treats them as promotional.',
  // "New Balance" is a brand, not a claim.
  skip: (_term, text, index, ctx) => isInsideBrand(text.lower, index, ctx.brand),
});
