import type { LanguageCode } from '#core/marketplaces';
import { scanLexicons, type LexiconHit } from './matchers.ts';
import { countChars, normalizeText, toCodePointOffset } from './text.ts';
import { joinWords, tokenize, type Tokens } from './tokens.ts';

/**
 * One piece of listing text, prepared once per scoring run. Expensive views (lexicon hits,
 * word tokens) are computed on first use and cached, so rules can share them.
 */
export type TextField = {
  readonly raw: string;
  readonly norm: string;
  readonly lower: string;
  /** Code points of the raw text (what Amazon counts). */
  readonly chars: number;
  /** The raw text is pure ASCII (then norm/lower are too, and UTF-16 index = code-point offset). */
  readonly ascii: boolean;
  readonly language: LanguageCode;
  tokensCache?: Tokens;
  hitsCache?: readonly LexiconHit[];
  wordsCache?: readonly string[];
  wordSetCache?: ReadonlySet<string>;
  /** Bullet lead-in match ("HEADER:"), null when none; see getLeadIn (rules/bullet-all-caps.ts). */
  leadInCache?: RegExpExecArray | null;
};

const NON_ASCII = /[\u0080-\uffff]/;

export function createTextField(raw: string | null | undefined, language: LanguageCode): TextField {
  const text = raw ?? '';
  const ascii = !NON_ASCII.test(text);
  const norm = normalizeText(text, ascii);
  return { raw: text, norm, lower: norm.toLowerCase(), chars: ascii ? text.length : countChars(text), ascii, language, tokensCache: undefined, hitsCache: undefined, wordsCache: undefined, wordSetCache: undefined, leadInCache: undefined };
}

export function getTokens(field: TextField): Tokens {
  field.tokensCache ??= tokenize(field.lower);
  return field.tokensCache;
}

export function getHits(field: TextField): readonly LexiconHit[] {
  field.hitsCache ??= scanLexicons(field.lower, field.language, getTokens(field));
  return field.hitsCache;
}

/** Hits whose term belongs to any of the categories in `mask`. */
export function findHits(field: TextField, mask: number): LexiconHit[] {
  const out: LexiconHit[] = [];
  for (const h of getHits(field)) if ((h.mask & mask) !== 0) out.push(h);
  return out;
}

/** Lower-case word tokens of the normalised text ("men's" and "anti-slip" stay one word). */
export function getWords(field: TextField): readonly string[] {
  field.wordsCache ??= joinWords(field.lower, getTokens(field));
  return field.wordsCache;
}

/** Distinct words of the text (same as `new Set(getWords(field))`), shared by the overlap rules. */
export function getWordSet(field: TextField): ReadonlySet<string> {
  field.wordSetCache ??= new Set(getWords(field));
  return field.wordSetCache;
}

/** The matched text in the seller's own casing, and its code-point offset. */
export function matchAt(field: TextField, index: number, end: number): { match: string; offset: number } {
  const source = field.norm.length === field.lower.length ? field.norm : field.lower;
  return { match: source.slice(index, end), offset: toCodePointOffset(source, index) };
}
