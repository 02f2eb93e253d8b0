import { contactPatterns, matchRule, patternsIn, skipBrandOrTradingName } from '../rule-kit.ts';
import { PRICE_RE } from '../patterns.ts';
import { SOURCES } from '../sources.ts';

export const TITLE_PRICE_OR_CONTACT = matchRule({
  id: 'TITLE_PRICE_OR_CONTACT',
  field: 'title',
  severity: 'error',
  source: SOURCES.P1,
  patterns: (text) => [...patternsIn(text, PRICE_RE), ...contactPatterns(text)],
  message: (q) => `Price or contact detail ${q} in the title.`,
  fix: 'Remove prices, currency amounts, web addresses, e-mail addresses and phone numbers from the title.',
  // A brand such as "StarTech.com" (or "StarTech" written with its domain) is not a contact
  // detail in the title; "startech.com/support" is.
  skip: skipBrandOrTradingName,
});
