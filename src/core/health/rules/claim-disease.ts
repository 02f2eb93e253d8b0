import { DISEASES } from '../lexicons.ts';
import { findPattern } from '../patterns.ts';
import { crossFieldRules } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';
import { getTokens, type TextField } from '../text-field.ts';
import { tokenize } from '../tokens.ts';
import { defineWordFlag } from '../word-table.ts';

const VERBS = ['cure', 'cures', 'cured', 'curing', 'treat', 'treats', 'treating', 'treatment of', 'treatment for', 'prevent', 'prevents', 'preventing', 'prevention of', 'mitigate', 'mitigates', 'heal', 'heals', 'fights', 'fight', 'reverses', 'reverse'];
const alt = (list: readonly string[]): string => [...list].sort((a, b) => b.length - a.length).map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');

/**
 * A treatment verb with a disease at most three words later ("helps prevent type 2 diabetes"),
 * or "anti-cancer". A disease word alone ("acne-prone skin") is not a claim, so it doesn't fire.
 */
const DISEASE_CLAIM = new RegExp(`(?<![\\p{L}])(?:(?:${alt(VERBS)})(?:\\s+[\\p{L}\\p{N}'-]+){0,3}?\\s+(?:${alt(DISEASES)})|anti-?(?:cancer|diabetic|viral))(?![\\p{L}])`, 'gu');

/** Every alternative starts with a verb stem or "anti" (hasVerbStem tests it per word). */
const DISEASE_HINT = /cur(?:e|ing)|treat|prevent|mitigat|heal|fight|revers|anti/;

/**
 * Cheaper necessary condition on the field's interned tokens, checked first: "anti-…" needs
 * "anti"; otherwise a verb stem lies inside one token and the disease starts a later token (it
 * follows whitespace), so a token after the verb's begins with a disease's first word.
 */
const DISEASE_STARTS = DISEASES.map((d) => d.slice(0, tokenize(d).ends[0]));
const STARTS_DISEASE = defineWordFlag((w) => DISEASE_STARTS.some((d) => w.startsWith(d)));
const VERB_STEM = defineWordFlag((w) => DISEASE_HINT.test(w));

/** Word flags: tokens with neither flag change nothing below, so only the flagged ones are visited. */
function mayClaimDisease(text: TextField): boolean {
  if (text.lower.includes('anti')) return true;
  const { flags, flaggedBits } = getTokens(text);
  if ((flags & VERB_STEM) === 0 || (flags & STARTS_DISEASE) === 0) return false;
  let verb = false;
  for (let k = 0; k < flaggedBits.length; k++) {
    const bits = flaggedBits[k]!;
    if (verb && (bits & STARTS_DISEASE) !== 0) return true;
    verb ||= (bits & VERB_STEM) !== 0;
  }
  return false;
}

export const CLAIM_DISEASE_RULES = crossFieldRules({
  id: 'CLAIM_DISEASE',
  severity: 'error',
  source: SOURCES.P2,
  patterns: (text) => (mayClaimDisease(text) ? findPattern(text.lower, DISEASE_CLAIM) : []),
  message: (q, where) => `Disease claim ${q} in ${where}.`,
  fix: 'Remove claims that the product cures, treats or prevents a disease; only approved drugs may make them.',
});
