import type { LanguageCode } from '#core/marketplaces';
import { scanLexicons, type LexiconHit } from './matchers.ts';
import { countChars, normalizeProfiled, profileRaw, toCodePointOffset } from './text.ts';
import { tokenizeWords, type TextWords } from './tokens.ts';
import { newMark, type Word } from './word-table.ts';

/** A bullet lead-in as LEAD_IN (lead-in.ts) matches it: `header` is group 1, `end` the length of the whole match. */
export type LeadIn = { header: string; end: number };

/**
 * One piece of listing text, prepared once per scoring run. Expensive views (lexicon hits,
 * word tokens) are computed on first use and cached, so rules can share them.
 */
export type TextField = {
  readonly raw: string;
  readonly norm: string;
  readonly lower: string;
  /** Code points of the raw text without leading and trailing whitespace (what Amazon counts: it trims). */
  readonly chars: number;
  /** The raw text is pure ASCII (then norm/lower are too, and UTF-16 index = code-point offset). */
  readonly ascii: boolean;
  /** The raw text holds an emoji (EMOJI_RE); found while profiling it, see findFieldEmoji. */
  readonly emoji: boolean;
  /** NFKC had work to do on the raw text (so norm may differ from raw beyond quotes and spaces). */
  readonly nfkc: boolean;
  readonly language: LanguageCode;
  tokensCache?: TextWords;
  hitsCache?: readonly LexiconHit[];
  wordsCache?: readonly string[];
  distinctCache?: readonly Word[];
  /** Bullet lead-in ("HEADER:"), null when none; see getLeadIn (lead-in.ts). */
  leadInCache?: LeadIn | null;
};

export function createTextField(raw: string | null | undefined, language: LanguageCode): TextField {
  const text = raw ?? '';
  const profile = profileRaw(text);
  const norm = normalizeProfiled(text, profile);
  const chars = hasOuterSpace(text) ? countChars(text.trim()) : profile.chars;
  return {
    raw: text,
    norm,
    lower: norm.toLowerCase(),
    chars,
    ascii: profile.ascii,
    emoji: profile.emoji,
    nfkc: profile.nfkc,
    language,
    tokensCache: undefined,
    hitsCache: undefined,
    wordsCache: undefined,
    distinctCache: undefined,
    leadInCache: undefined,
  };
}

/** Whether the text may start or end with whitespace (then it is trimmed before counting); cheap, may say yes for other characters. */
function hasOuterSpace(text: string): boolean {
  if (text.length === 0) return false;
  const first = text.charCodeAt(0);
  const last = text.charCodeAt(text.length - 1);
  return first <= 0x20 || last <= 0x20 || first >= 0x80 || last >= 0x80;
}

export function getTokens(field: TextField): TextWords {
  field.tokensCache ??= tokenizeWords(field.lower);
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

/** Lower-case word tokens of the normalised text ("men's" and "anti-slip" stay one word), interned. */
export function getWordList(field: TextField): readonly Word[] {
  return getTokens(field).words;
}

/** The same words as strings. */
export function getWords(field: TextField): readonly string[] {
  field.wordsCache ??= getTokens(field).words.map((w) => w.text);
  return field.wordsCache;
}

/** Collects a distinct list before it is copied out at its exact size. */
const distinctScratch: Word[] = [];

/** Distinct words in first-occurrence order (what `new Set(getWords(field))` iterates). */
export function getDistinctWords(field: TextField): readonly Word[] {
  if (field.distinctCache === undefined) {
    const m = newMark();
    let n = 0;
    for (const w of getTokens(field).words) {
      if (w.seen === m) continue;
      w.seen = m;
      distinctScratch[n++] = w;
    }
    field.distinctCache = distinctScratch.slice(0, n);
  }
  return field.distinctCache;
}

/** Stamps every word of the field with `m` (set union by marks, see newMark). */
export function markWords(field: TextField, m: number): void {
  for (const w of getDistinctWords(field)) w.mark = m;
}

/** The matched text in the seller's own casing, and its code-point offset. */
export function matchAt(field: TextField, index: number, end: number): { match: string; offset: number } {
  const source = field.norm.length === field.lower.length ? field.norm : field.lower;
  // ASCII text has no surrogate pairs: the code-point offset is the (clamped) index.
  const offset = field.ascii && index >= 0 ? Math.min(index, source.length) : toCodePointOffset(source, index);
  return { match: source.slice(index, end), offset };
}
