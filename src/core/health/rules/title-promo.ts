import { CAT } from '../matchers.ts';
import { matchRule } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';

export const TITLE_PROMO = matchRule({
  id: 'TITLE_PROMO',
  field: 'title',
  severity: 'error',
  source: SOURCES.T1,
  mask: CAT.PROMO,
  message: (q) => `Promotional wording ${q} in the title.`,
  fix: 'Remove promotions, prices and guarantees from the title; Amazon suppresses titles with them.',
});
