import type { LanguageCode } from '#core/marketplaces';
import { DISEASES, TREATMENT_VERBS, type Lexicon } from '../lexicons.ts';
import { termsFor } from '../matchers.ts';
import { findPattern, type PatternHit } from '../patterns.ts';
import { crossFieldRules } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';
import { getTokens, type TextField } from '../text-field.ts';
import { tokenize } from '../tokens.ts';
import { defineWordFlag } from '../word-table.ts';

const alt = (list: readonly string[]): string =>
  [...list]
    .sort((a, b) => b.length - a.length)
    .map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|');
/** French and Italian elide the article into the disease: "soulage l'arthrite", "tratta l'acne". */
const ELIDED_ARTICLE: Partial<Record<LanguageCode, string>> = { fr: "(?:\\p{L}{1,5}')?", it: "(?:\\p{L}{1,5}')?" };

/**
 * "Treat" is also a noun: "a treat for anyone with migraine", "soft treats for dogs with
 * arthritis". After an article or before "for" it is not a verb.
 */
const NOUN_TREAT =
  '(?<!(?:^|[^\\p{L}])(?:a|the|soft|dog|cat|pet|tasty|healthy|chewy|training|dental)\\s)treats?(?!\\s+for(?![\\p{L}]))';

/** A stroke of a swimmer, rower, brush or piston is no disease ("prevents skipping on every stroke"). */
const SPORT_STROKE = '(?<!(?:every|each|per|swim|swimming|brush|pen|piston|paddle|rowing|golf|tennis|back|breast)\\s)';

/**
 * A treatment verb with a disease at most three words later ("helps prevent type 2 diabetes",
 * "guérit le cancer"), or "anti-cancer"; per marketplace language, English terms everywhere. A
 * disease word alone ("acne-prone skin") is not a claim, so it doesn't fire.
 */
function buildClaimPattern(language: LanguageCode): RegExp {
  // Italian "cure" is the plural of "cura" (care): "le cure del viso".
  const notVerbs = language === 'it' ? ['treat', 'treats', 'cure'] : ['treat', 'treats'];
  const verbs = `${NOUN_TREAT}|${alt(termsFor(TREATMENT_VERBS, language).filter((v) => !notVerbs.includes(v)))}`;
  const diseases = `${alt(termsFor(DISEASES, language).filter((d) => d !== 'stroke'))}|${SPORT_STROKE}stroke`;
  return new RegExp(
    `(?<![\\p{L}])(?:(?:${verbs})(?:\\s+[\\p{L}\\p{N}'-]+){0,3}?\\s+${ELIDED_ARTICLE[language] ?? ''}(?:${diseases})|anti-?(?:cancer|diabetic|viral))(?![\\p{L}])`,
    'gu',
  );
}
const claimPatterns = new Map<LanguageCode, RegExp>();

function claimPattern(language: LanguageCode): RegExp {
  let re = claimPatterns.get(language);
  if (re === undefined) claimPatterns.set(language, (re = buildClaimPattern(language)));
  return re;
}

/** Disease claims in lower-cased text ("prevents covid-19"), for the clean-up passes that drop them. */
export function findDiseaseClaims(lower: string, language: LanguageCode): PatternHit[] {
  return findPattern(lower, claimPattern(language));
}

/** First words of every language's terms (a term's first token, "covid-19" → "covid"). */
const firstWords = (lexicon: Lexicon): string[] => [
  ...new Set(
    Object.values(lexicon.terms).flatMap((terms: readonly string[]) => terms.map((t) => t.slice(0, tokenize(t).ends[0]))),
  ),
];

/**
 * Cheaper necessary condition on the field's interned tokens, checked first: "anti-…" needs
 * "anti"; otherwise a verb's first word lies inside one token and the disease starts a later token
 * (it follows whitespace or an elided article), so a token after the verb's begins with a
 * disease's first word.
 */
const VERB_WORDS = firstWords(TREATMENT_VERBS);
const DISEASE_STARTS = firstWords(DISEASES);
const STARTS_DISEASE = defineWordFlag((w) => DISEASE_STARTS.some((d) => w.startsWith(d)));
const VERB_STEM = defineWordFlag((w) => VERB_WORDS.some((v) => w.includes(v)));
/** "anti" is letters, so it lies inside one token. */
const HAS_ANTI = defineWordFlag((w) => w.includes('anti'));

/** Word flags: tokens with neither flag change nothing below, so only the flagged ones are visited. */
function mayClaimDisease(text: TextField): boolean {
  const { flags, flaggedBits } = getTokens(text);
  if ((flags & HAS_ANTI) !== 0) return true;
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
  patterns: (text) => (mayClaimDisease(text) ? findPattern(text.lower, claimPattern(text.language)) : []),
  message: (q, where) => `Disease claim ${q} in ${where}.`,
  fix: 'Remove claims that the product cures, treats or prevents a disease; only approved drugs may make them.',
});
