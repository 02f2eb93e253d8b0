/** Listing health engine (LISTING_RULES.md): pure, runs in server and browser. */
export type { Severity, HealthField, Finding, Rule, RuleContext } from './types.ts';
export type { HealthIssue, HealthReport } from './engine.ts';
export { scoreListing, findErrors } from './engine.ts';
export type { HealthBand, HealthBandStyle } from './bands.ts';
export { healthBand, HEALTH_BANDS, isOptimized, OPTIMIZED_SCORE } from './bands.ts';
export type { Policy } from './policy.ts';
export { getPolicy, POLICY_VERSION, TITLE_FIELD_CAP } from './policy.ts';
export { RULES } from './rules/index.ts';
