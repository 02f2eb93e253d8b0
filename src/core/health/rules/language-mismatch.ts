import type { LanguageCode } from '#core/marketplaces';
import { capitalize, locate } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';
import type { TextField } from '../text-field.ts';
import { getTokens } from '../text-field.ts';
import { NO_FINDINGS, type Finding, type Rule } from '../types.ts';

/** Frequent function words that are (nearly) unique to one language. */
const MARKERS: Readonly<Record<LanguageCode, ReadonlySet<string>>> = {
  en: new Set(['the', 'and', 'with', 'for', 'is', 'this', 'your', 'you', 'of', 'to']),
  de: new Set(['der', 'die', 'und', 'mit', 'für', 'ist', 'das', 'nicht', 'sie', 'ein', 'eine']),
  fr: new Set(['le', 'les', 'et', 'avec', 'pour', 'est', 'une', 'vous', 'dans', 'du']),
  it: new Set(['il', 'gli', 'per', 'è', 'della', 'sono', 'che', 'non', 'questo', 'di']),
  es: new Set(['el', 'los', 'para', 'es', 'del', 'que', 'por', 'las', 'y', 'este']),
};
const LANGS = Object.keys(MARKERS) as LanguageCode[];
const NAMES: Readonly<Record<LanguageCode, string>> = { en: 'English', de: 'German', fr: 'French', it: 'Italian', es: 'Spanish' };
const MIN_WORDS = 12;
const MIN_MARKERS = 3;

/** word → bit mask of the languages it marks, so each word is looked up once. */
const MARKER_BITS = new Map<string, number>();
LANGS.forEach((l, bit) => {
  for (const w of MARKERS[l]) MARKER_BITS.set(w, (MARKER_BITS.get(w) ?? 0) | (1 << bit));
});

let maxMarker = 0;
for (const w of MARKER_BITS.keys()) maxMarker = Math.max(maxMarker, w.length);
/** Longer words cannot be markers: skip the lookup (and the slice). */
const MAX_MARKER_LENGTH = maxMarker;

/** The dominant language of a text, when clearly different from the expected one. */
export function detectOtherLanguage(text: TextField): LanguageCode | null {
  const counts = [0, 0, 0, 0, 0];
  let n = 0;
  const count = (bits: number | undefined): void => {
    if (bits === undefined) return;
    for (let b = 0; b < LANGS.length; b++) if (bits & (1 << b)) counts[b]!++;
  };
  const words = text.wordsCache;
  if (words !== undefined) {
    n = words.length;
    if (n < MIN_WORDS) return null;
    for (const w of words) if (w.length <= MAX_MARKER_LENGTH) count(MARKER_BITS.get(w));
  } else {
    // Same word spans as getWords (joinWords), but only short words are sliced and looked up.
    const lower = text.lower;
    const { count: tokenCount, starts, ends } = getTokens(text);
    for (let i = 0; i < tokenCount; i++) {
      const s = starts[i]!;
      let e = ends[i]!;
      while (i + 1 < tokenCount && starts[i + 1] === e + 1 && (lower[e] === '-' || lower[e] === "'")) e = ends[++i]!;
      n++;
      if (e - s <= MAX_MARKER_LENGTH) count(MARKER_BITS.get(lower.slice(s, e)));
    }
    if (n < MIN_WORDS) return null;
  }
  const own = counts[LANGS.indexOf(text.language)] ?? 0;
  let best = -1;
  for (let b = 0; b < LANGS.length; b++) if (best < 0 || counts[b]! > counts[best]!) best = b;
  const other = LANGS[best]!;
  return other !== text.language && counts[best]! >= MIN_MARKERS && counts[best]! > 2 * own ? other : null;
}

function languageRule(field: 'bullets' | 'description'): Rule {
  return {
    id: 'LANGUAGE_MISMATCH',
    field,
    severity: 'warning',
    source: SOURCES.P1,
    check: (ctx) => {
      let out: Finding[] | null = null;
      for (const { text, where } of locate(ctx, field)) {
        const other = detectOtherLanguage(text);
        if (other) (out ??= []).push({ message: `${capitalize(where)} looks like ${NAMES[other]}, but this marketplace expects ${NAMES[text.language]}.`, fix: `Translate it into ${NAMES[text.language]}; Amazon requires copy in the marketplace language.` });
      }
      return out ?? NO_FINDINGS;
    },
  };
}

/** Bullets and description only: titles are too short to tell, backend terms have no grammar. */
export const LANGUAGE_MISMATCH_RULES: readonly Rule[] = [languageRule('bullets'), languageRule('description')];
