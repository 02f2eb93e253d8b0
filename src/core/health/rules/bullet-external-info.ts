import { CAT } from '../matchers.ts';
import { contactPatterns, matchRule, skipBrandItself } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';

export const BULLET_EXTERNAL_INFO = matchRule({
  id: 'BULLET_EXTERNAL_INFO',
  field: 'bullets',
  severity: 'error',
  source: SOURCES.B1,
  mask: CAT.CONTACT,
  patterns: contactPatterns,
  message: (q, where) => `Contact or external information ${q} in ${where}.`,
  fix: 'Remove web addresses, e-mail addresses, phone numbers and "visit our store" wording from bullets.',
  // A brand such as "StarTech.com" is not a contact detail; "startech.com/support" is.
  skip: skipBrandItself,
});
