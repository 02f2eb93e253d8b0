import { CAT } from '../matchers.ts';
import { isInsideBrand, matchRule } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';

export const DESC_TIME_SENSITIVE = matchRule({
  id: 'DESC_TIME_SENSITIVE',
  field: 'description',
  severity: 'warning',
  source: SOURCES.P1,
  mask: CAT.TIME,
  message: (q) => `Time-sensitive wording ${q} in the description.`,
  fix: 'Remove "new", "latest", "this year" and event dates; they go stale.',
  skip: (_term, text, index, ctx) => isInsideBrand(text.lower, index, ctx.brand),
});
