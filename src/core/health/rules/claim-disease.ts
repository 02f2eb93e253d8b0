import { DISEASES } from '../lexicons.ts';
import { findPattern } from '../patterns.ts';
import { crossFieldRules } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';

const VERBS = ['cure', 'cures', 'cured', 'curing', 'treat', 'treats', 'treating', 'treatment of', 'treatment for', 'prevent', 'prevents', 'preventing', 'prevention of', 'mitigate', 'mitigates', 'heal', 'heals', 'fights', 'fight', 'reverses', 'reverse'];
const alt = (list: readonly string[]): string => [...list].sort((a, b) => b.length - a.length).map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');

/**
 * A treatment verb with a disease at most three words later ("helps prevent type 2 diabetes"),
 * or "anti-cancer". A disease word alone ("acne-prone skin") is not a claim, so it doesn't fire.
 */
const DISEASE_CLAIM = new RegExp(`(?<![\\p{L}])(?:(?:${alt(VERBS)})(?:\\s+[\\p{L}\\p{N}'-]+){0,3}?\\s+(?:${alt(DISEASES)})|anti-?(?:cancer|diabetic|viral))(?![\\p{L}])`, 'gu');

/** Necessary condition: every alternative starts with a verb stem or "anti" (skips the Unicode scan). */
const DISEASE_HINT = /cur(?:e|ing)|treat|prevent|mitigat|heal|fight|revers|anti/;

export const CLAIM_DISEASE_RULES = crossFieldRules({
  id: 'CLAIM_DISEASE',
  severity: 'error',
  source: SOURCES.P2,
  patterns: (lower) => (DISEASE_HINT.test(lower) ? findPattern(lower, DISEASE_CLAIM) : []),
  message: (q, where) => `Disease claim ${q} in ${where}.`,
  fix: 'Remove claims that the product cures, treats or prevents a disease; only approved drugs may make them.',
});
