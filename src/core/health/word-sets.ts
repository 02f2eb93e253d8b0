import type { LanguageCode } from '#core/marketplaces';
import { CAPS_ALLOW, SEARCH_STOP_WORDS, STOP_WORDS } from './lexicons.ts';
import type { Word } from './word-table.ts';

const LANGS: readonly LanguageCode[] = ['en', 'de', 'fr', 'it', 'es'];

/** English stop words also apply elsewhere: EU titles often mix in "with", "for". */
const STOP_SETS = new Map<LanguageCode, ReadonlySet<string>>(
  LANGS.map((l) => [l, new Set([...STOP_WORDS.en, ...STOP_WORDS[l]])]),
);
const SEARCH_STOP_SETS = new Map<LanguageCode, ReadonlySet<string>>(LANGS.map((l) => [l, new Set(SEARCH_STOP_WORDS[l])]));
export const CAPS_ALLOW_SET: ReadonlySet<string> = new Set(CAPS_ALLOW);

export function getStopWords(language: LanguageCode): ReadonlySet<string> {
  return STOP_SETS.get(language) ?? STOP_SETS.get('en')!;
}

export function getSearchStopWords(language: LanguageCode): ReadonlySet<string> {
  return SEARCH_STOP_SETS.get(language) ?? SEARCH_STOP_SETS.get('en')!;
}

const HAS_DIGIT = /\p{N}/u;
const HAS_LETTER = /\p{L}/u;

/** Words that count for repetition: not stop words, not bare numbers or single characters ("10 x 10 x 10"). */
export function isCountableWord(word: string, stop: ReadonlySet<string>): boolean {
  if (word.length <= 1 || stop.has(word)) return false;
  // ASCII fast path: \p{N} = 0-9 and \p{L} = A-Z a-z there.
  let digit = false;
  let letter = false;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if (c >= 0x80) return !(HAS_DIGIT.test(word) && !HAS_LETTER.test(word));
    if (c >= 0x30 && c <= 0x39) digit = true;
    else if ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) letter = true;
  }
  return !(digit && !letter);
}

/** The bit of `language` in Word.countable (unknown languages use English, like getStopWords). */
export function languageBit(language: LanguageCode): number {
  const i = LANGS.indexOf(language);
  return 1 << (i < 0 ? 0 : i);
}

/** isCountableWord with the marketplace stop words (`bit` from languageBit), memoised on the word for all languages. */
export function isCountable(word: Word, bit: number): boolean {
  if (word.countable < 0) {
    let bits = 0;
    for (let l = 0; l < LANGS.length; l++) if (isCountableWord(word.text, getStopWords(LANGS[l]!))) bits |= 1 << l;
    word.countable = bits;
  }
  return (word.countable & bit) !== 0;
}
