import type { LanguageCode } from '#core/marketplaces';
import * as L from './lexicons.ts';
import type { Lexicon } from './lexicons.ts';
import { ASCII_CHAR_BITS, CH } from './char-profile.ts';
import { tokenize, tokenizeWords, type TextWords } from './tokens.ts';
import { defineWordFlag, type Word } from './word-table.ts';

/**
 * All phrase lexicons of one language compile into ONE regex, so a text is scanned once and
 * each hit carries a bit mask of the lexicons (categories) it belongs to. Rules then filter
 * hits by category instead of scanning the text again (performance).
 */
export const CAT = {
  PROMO: 1 << 0,
  SUBJECTIVE: 1 << 1,
  TIME: 1 << 2,
  SEARCH_TEMPORARY: 1 << 3,
  SEARCH_SUBJECTIVE: 1 << 4,
  PLACEHOLDER: 1 << 5,
  GUARANTEE: 1 << 6,
  MATERIAL: 1 << 7,
  ENVIRONMENTAL: 1 << 8,
  PESTICIDE: 1 << 9,
  FDA: 1 << 10,
  CONTACT: 1 << 11,
  PRICE: 1 << 12,
  REVIEW_QUOTE: 1 << 13,
  REVIEW_SOLICIT: 1 << 14,
  AI_ARTIFACT: 1 << 15,
  SABOTAGE: 1 << 16,
  RESTRICTED: 1 << 17,
  UNSUBSTANTIATED: 1 << 18,
  NUMBERS: 1 << 19,
  OTHER_PRODUCTS: 1 << 20,
  COMPETITOR: 1 << 21,
  BRAND: 1 << 22,
  OFFENSIVE: 1 << 23,
  /** No rule reports it: the phrase only keeps the flagged term inside it from matching (lexicons NEUTRAL). */
  NEUTRAL: 1 << 24,
  CONDITION: 1 << 25,
} as const;

/** Names and neutral phrases never take the categories of the terms inside them ("new balance" is no time word). */
const NO_INHERIT = CAT.BRAND | CAT.NEUTRAL;

const SOURCES: ReadonlyArray<readonly [number, Lexicon]> = [
  [CAT.PROMO, L.PROMO],
  [CAT.SUBJECTIVE, L.SUBJECTIVE],
  [CAT.TIME, L.TIME_SENSITIVE],
  [CAT.SEARCH_TEMPORARY, L.SEARCH_TEMPORARY],
  [CAT.SEARCH_SUBJECTIVE, L.SEARCH_SUBJECTIVE],
  [CAT.PLACEHOLDER, L.PLACEHOLDER],
  [CAT.GUARANTEE, L.GUARANTEE],
  [CAT.MATERIAL, L.MATERIAL_CLAIM],
  [CAT.ENVIRONMENTAL, L.ENVIRONMENTAL],
  [CAT.PESTICIDE, L.PESTICIDE],
  [CAT.FDA, L.FDA],
  [CAT.CONTACT, L.CONTACT_PHRASE],
  [CAT.PRICE, L.PRICE_PHRASE],
  [CAT.REVIEW_QUOTE, L.REVIEW_QUOTE],
  [CAT.REVIEW_SOLICIT, L.REVIEW_SOLICIT],
  [CAT.AI_ARTIFACT, L.AI_ARTIFACT],
  [CAT.SABOTAGE, L.SABOTAGE],
  [CAT.RESTRICTED, L.RESTRICTED_TITLE],
  [CAT.UNSUBSTANTIATED, L.UNSUBSTANTIATED],
  [CAT.NUMBERS, L.SPELLED_NUMBERS],
  [CAT.OTHER_PRODUCTS, L.OTHER_PRODUCTS],
  [CAT.COMPETITOR, L.COMPETITOR_CUE],
  [CAT.BRAND, L.BRAND_NAMES],
  [CAT.OFFENSIVE, L.OFFENSIVE],
  [CAT.NEUTRAL, L.NEUTRAL],
  [CAT.CONDITION, L.CONDITION],
];

export type LexiconHit = { index: number; end: number; term: string; mask: number };

/** A term as tokens: matched when the text from its first to last token equals the term exactly. */
type Phrase = { term: string; pre: string; post: string; mask: number; needs: number };
type Compiled = { index: number; byFirst: Map<string, Phrase[]>; raw: Phrase[] };

const LANGUAGES: readonly LanguageCode[] = ['en', 'de', 'fr', 'it', 'es'];

function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

export function termsFor(lexicon: Lexicon, language: LanguageCode): string[] {
  const own = language === 'en' ? [] : (lexicon.terms[language] ?? []);
  const english =
    language === 'en' || lexicon.english === 'all' ? lexicon.terms.en : lexicon.terms.en.filter((t) => /[\s-]/.test(t));
  return [...english, ...own];
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** CH bit of the term's first character (0 when it has none): a text without that bit cannot hold the term. */
function firstCharBit(term: string): number {
  const c = term.charCodeAt(0);
  return c < 0x80 ? ASCII_CHAR_BITS[c]! : CH.NON_ASCII;
}

/** Whole-word regex for a term list; boundaries only where the term starts/ends with a letter or digit. */
export function compileTerms(terms: readonly string[], flags = 'gu'): RegExp {
  const sorted = [...new Set(terms)].sort((a, b) => b.length - a.length);
  const parts = sorted.map((t) => {
    const pre = WORD_CHAR.test(t[0] ?? '') ? '(?<![\\p{L}\\p{N}])' : '';
    const post = WORD_CHAR.test(t[t.length - 1] ?? '') ? '(?![\\p{L}\\p{N}])' : '';
    return `${pre}${escapeRegex(t)}${post}`;
  });
  return new RegExp(parts.join('|'), flags);
}

function containsWord(haystack: string, needle: string, regexes: Map<string, RegExp>): boolean {
  if (haystack === needle || !haystack.includes(needle)) return false;
  let regex = regexes.get(needle);
  if (!regex) regexes.set(needle, (regex = compileTerms([needle], 'u')));
  return regex.test(haystack);
}

function compileLanguage(language: LanguageCode): Compiled {
  const masks = new Map<string, number>();
  for (const [bit, lexicon] of SOURCES) {
    for (const term of termsFor(lexicon, language)) masks.set(term, (masks.get(term) ?? 0) | bit);
  }
  // A longer phrase hides the shorter terms inside it ("best seller" ⊃ "best"), so it inherits their categories.
  const terms = [...masks.keys()];
  // Each term against every other was 1.5 million comparisons over the five languages, 75-190 ms
  // of CPU (a loaded two-core machine) held at the first listing scored after a start; half that
  // when t is compared only with the terms that begin with two characters found in it.
  const byPair = new Map<string, string[]>();
  const regexes = new Map<string, RegExp>();
  const short: string[] = [];
  for (const u of terms) {
    if (u.length < 2) short.push(u);
    else byPair.set(u.slice(0, 2), [...(byPair.get(u.slice(0, 2)) ?? []), u]);
  }
  for (const t of terms) {
    if (((masks.get(t) ?? 0) & NO_INHERIT) !== 0) continue;
    const inside = new Set(short);
    for (let i = 0; i + 1 < t.length; i++)
      for (const u of byPair.get(t.slice(i, i + 2)) ?? []) if (t.startsWith(u, i)) inside.add(u);
    for (const u of inside) if (containsWord(t, u, regexes)) masks.set(t, (masks.get(t) ?? 0) | (masks.get(u) ?? 0));
  }
  const byFirst = new Map<string, Phrase[]>();
  const raw: Phrase[] = [];
  for (const term of terms) {
    const tk = tokenize(term);
    const phrase: Phrase = { term, pre: '', post: '', mask: masks.get(term) ?? 0, needs: firstCharBit(term) };
    if (tk.count === 0) {
      raw.push(phrase);
      continue;
    }
    phrase.pre = term.slice(0, tk.starts[0]);
    phrase.post = term.slice(tk.ends[tk.count - 1]);
    const first = term.slice(tk.starts[0], tk.ends[0]);
    const list = byFirst.get(first) ?? [];
    list.push(phrase);
    byFirst.set(first, list);
  }
  // Longest phrase first, so "best seller" wins over "best" at the same position.
  for (const list of byFirst.values()) list.sort((a, b) => b.term.length - a.term.length);
  return { index: LANGUAGES.indexOf(language), byFirst, raw };
}

let compiledLanguages: Map<LanguageCode, Compiled> | undefined;
/** Every language's phrases, compiled at the first scan rather than at import (a server start). */
function compiled(): Map<LanguageCode, Compiled> {
  return (compiledLanguages ??= new Map(LANGUAGES.map((l) => [l, compileLanguage(l)])));
}

/** Compiles the phrases now: a server does it at start-up, so no request waits behind the compile. */
export function compileLexicons(): void {
  compiled();
}

/**
 * Whether any phrase of any language starts with the word: most words don't. A word flag, so
 * scanLexicons visits only the flagged tokens (TextWords.flagged).
 */
const STARTS_PHRASE = defineWordFlag((text) => {
  for (const c of compiled().values()) if (c.byFirst.has(text)) return true;
  return false;
});

/** Phrases of the language starting with this word, memoised on the word (one slot per language). */
function phrasesStartingWith(word: Word, language: Compiled): Phrase[] | null {
  const slots = (word.phrases ??= new Array<Phrase[] | null | undefined>(LANGUAGES.length)) as (Phrase[] | null | undefined)[];
  let list = slots[language.index];
  if (list === undefined) slots[language.index] = list = language.byFirst.get(word.text) ?? null;
  return list;
}

/**
 * Scan lower-cased normalised text once for every lexicon of the language: per token, take the
 * phrases starting with it and compare the text span. Non-overlapping, longest first.
 */
export function scanLexicons(lower: string, language: LanguageCode, tokens: TextWords = tokenizeWords(lower)): LexiconHit[] {
  const languages = compiled();
  const own = languages.get(language) ?? languages.get('en')!;
  const hits: LexiconHit[] = [];
  let consumedTo = 0;
  const { starts, tokenWords, flagged, flaggedBits } = tokens;
  // Only tokens flagged STARTS_PHRASE start a phrase of some language; the others have no phrase list.
  for (let f = 0; f < flagged.length; f++) {
    if ((flaggedBits[f]! & STARTS_PHRASE) === 0) continue;
    const i = flagged[f]!;
    const ts = starts[i]!;
    if (ts < consumedTo) continue;
    const list = phrasesStartingWith(tokenWords[i]!, own);
    if (list === null) continue;
    for (const p of list) {
      const start = ts - p.pre.length;
      const end = start + p.term.length;
      if (start < 0 || end > lower.length || !lower.startsWith(p.term, start)) continue;
      // The term must end on a token boundary ("deal" must not match inside "dealer").
      if (p.post.length === 0 && end < lower.length && isWordAt(lower, end)) continue;
      hits.push({ index: start, end, term: p.term, mask: p.mask });
      consumedTo = end;
      break;
    }
  }
  for (const p of own.raw) {
    if (p.needs !== 0 && (tokens.chars & p.needs) === 0) continue;
    for (let at = lower.indexOf(p.term); at >= 0; at = lower.indexOf(p.term, at + p.term.length))
      hits.push({ index: at, end: at + p.term.length, term: p.term, mask: p.mask });
  }
  if (own.raw.length > 0 && hits.length > 1) hits.sort((a, b) => a.index - b.index);
  return hits;
}

function isWordAt(text: string, i: number): boolean {
  return WORD_CHAR.test(text[i]!);
}
