import type { LanguageCode } from '#core/marketplaces';
import { capitalize, locate } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';
import type { TextField } from '../text-field.ts';
import { getWordList } from '../text-field.ts';
import type { Word } from '../word-table.ts';
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

/** Marker counts per language, reused by every call. */
const COUNTS = new Int32Array(LANGS.length);

/** Marker bits of an interned word, memoised on it. */
function markerBits(word: Word): number {
  if (word.markers < 0) word.markers = MARKER_BITS.get(word.text) ?? 0;
  return word.markers;
}

/** The dominant language of a text, when clearly different from the expected one. */
export function detectOtherLanguage(text: TextField): LanguageCode | null {
  const words = getWordList(text);
  if (words.length < MIN_WORDS) return null;
  const counts = COUNTS.fill(0);
  for (const w of words) {
    const bits = markerBits(w);
    if (bits === 0) continue;
    for (let b = 0; b < LANGS.length; b++) if (bits & (1 << b)) counts[b]!++;
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
        if (other)
          (out ??= []).push({
            message: `${capitalize(where)} looks like ${NAMES[other]}, but this marketplace expects ${NAMES[text.language]}.`,
            fix: `Translate it into ${NAMES[text.language]}; Amazon requires copy in the marketplace language.`,
          });
      }
      return out ?? NO_FINDINGS;
    },
  };
}

/** Bullets and description only: titles are too short to tell, backend terms have no grammar. */
export const LANGUAGE_MISMATCH_RULES: readonly Rule[] = [languageRule('bullets'), languageRule('description')];
