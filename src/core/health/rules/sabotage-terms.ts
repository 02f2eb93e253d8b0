import { CAT } from '../matchers.ts';
import { crossFieldRules } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';

const ANTI = /anti[\s-]?$/;

/** Hijack wording; "anti-counterfeit label" ("étiquette anti-contrefaçon") is a feature, not a warning to buyers. */
export const SABOTAGE_TERMS_RULES = crossFieldRules({
  id: 'SABOTAGE_TERMS',
  severity: 'error',
  source: SOURCES.K1,
  mask: CAT.SABOTAGE,
  message: (q, where) => `Possible listing sabotage: ${q} in ${where}.`,
  fix: 'Check who edited the listing (possible hijack) and restore your copy; report the change to Seller Support.',
  skip: (_term, text, index) => ANTI.test(text.lower.slice(Math.max(0, index - 5), index)),
});
