import { CAT } from '../matchers.ts';
import { contactPatterns, matchRule, skipBrandItself } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';

export const DESC_CONTACT = matchRule({
  id: 'DESC_CONTACT',
  field: 'description',
  severity: 'error',
  source: SOURCES.P1,
  mask: CAT.CONTACT,
  patterns: contactPatterns,
  message: (q) => `Contact information ${q} in the description.`,
  fix: 'Remove web addresses, e-mail addresses, phone numbers and "contact us" wording; buyers contact you through Amazon.',
  // A brand such as "StarTech.com" is not a contact detail; "startech.com/support" is.
  skip: skipBrandItself,
});
