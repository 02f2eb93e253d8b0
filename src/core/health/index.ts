/** Listing health engine (docs/listing-rules.md, docs/health-rules.md): pure, runs in server and browser. */
export type { Severity, HealthField, Finding, Rule, RuleContext } from './types.ts';
export type { HealthIssue, HealthReport } from './engine.ts';
export { scoreListing, findErrors } from './engine.ts';
export { scoreLift, type LiftableReport } from './lift.ts';
export type { HealthBand, HealthBandStyle } from './bands.ts';
export { healthBand, HEALTH_BANDS, isOptimized, OPTIMIZED_SCORE } from './bands.ts';
export type { Policy } from './policy.ts';
export { getPolicy, POLICY_VERSION, TITLE_FIELD_CAP } from './policy.ts';
export { RULES } from './rules/index.ts';

/*
 * Building blocks for the other text checks that follow the same listing rules: the A+ content
 * checks (src/core/aplus), the FAQ checks and the offline AI engine's clean-up passes. They use the
 * engine's patterns and lexicons so that a term the health score flags is flagged there too.
 * Everything outside this folder imports from this file (or the display-only bands.ts); lint
 * refuses deeper imports.
 */
export type { Lexicon } from './lexicons.ts';
export { SHARED_REVIEW_QUOTE_TERMS, UNITS } from './lexicons.ts';
export { CAT, compileLexicons, compileTerms, scanLexicons, termsFor } from './matchers.ts';
export {
  ASIN_RE,
  EMOJI_RE,
  findContacts,
  findPattern,
  HTML_CODE_RE,
  HTML_TAG_RE,
  PRICE_RE,
  type PatternHit,
} from './patterns.ts';
export { findDiseaseClaims } from './rules/claim-disease.ts';
export { quoted } from './rule-kit.ts';
export { SOURCES } from './sources.ts';
export { createTextField, getHits, type TextField } from './text-field.ts';
export { countChars, normalizeText } from './text.ts';
export { CAPS_ALLOW_SET, getStopWords, isCountableWord } from './word-sets.ts';
