import { CAT } from '../matchers.ts';
import { isInsideBrand, matchRule } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';

export const TITLE_SUBJECTIVE = matchRule({
  id: 'TITLE_SUBJECTIVE',
  field: 'title',
  severity: 'warning',
  source: SOURCES.T1,
  mask: CAT.SUBJECTIVE,
  message: (q) => `Subjective claim ${q} in the title.`,
  fix: 'Replace opinions ("best seller", "#1", "great gift") with facts: material, size, quantity, compatibility.',
  // The brand's own name ("Amazing Grass") is no claim.
  skip: (_term, text, index, ctx) => isInsideBrand(text.lower, index, ctx.brand),
});
