import { countChars, getStopWords } from '#core/health/index';
import { stemmedWords } from '#core/keywords/index';
import type { LanguageCode } from '#core/marketplaces';
import { canonicalUnit } from '../facts.ts';
import { MEASURE_UNITS } from './fact-reader.ts';
import { cutAtWord, flattenBrackets, tidy } from './text-ops.ts';

const SEPARATOR = /\s*(?:,|;|\s[-–—|/]\s|\|)\s*/;
/** "for", "with" and "by" open a modifier ("… Chair with Pedestal Base"): the phrase before it names the product. */
const MODIFIER = /\s+(?=(?:for|with|by)\s)/i;
const OPENS_MODIFIER = /^(?:for|with|by)$/i;
const HAS_DIGIT = /\p{N}/u;
/** A unit after a number: "L", "oz", "GPH", '"', or a measure spelled out ("Liters", "Inches"). */
const UNIT = /^(?:\p{L}{1,4}|["'″°%])[,;:]?$/u;
const isUnit = (word: string) => UNIT.test(word) || MEASURE_UNITS.has(canonicalUnit(word.replace(/[,;:.]+$/, '')) ?? '');
const BARE_NUMBER = /^[\p{N}.,/x×-]+$/u;
/** A first segment this short ("Beautiful Teal" in "Beautiful Teal, Tan and Brown Floral Print") is a list, not the product. */
const MIN_CORE_WORDS = 3;
/** The product's type noun is the last word of its phrase; the word before it usually qualifies it ("Gaming Chair"). */
const NOUN_WORDS = 2;
const MIN_MODIFIER_WORDS = 3;
/** How much of an over-long title is read, in multiples of the limit. */
const READ_FACTOR = 4;

export type ShortenOptions = {
  maxChars: number;
  nearChars: number;
  language: LanguageCode;
  /** The brand that opens the title: never cut. */
  brand?: string;
  /** Stemmed words a shopper searches for (targeted keywords): kept where the title has them. */
  keep?: ReadonlySet<string>;
};

type Chunk = { segment: number; index: number; text: string; stems: string[] };

/**
 * TITLE_LENGTH without cutting a word or leaving a fragment. The title is read as segments
 * (between commas, bars, dashes and brackets), each split before "for", "with" and "by"; the
 * product phrase is the first that names more than the brand. Words are kept in this order of
 * need, and always shown in their own order: the brand; the targeted keywords' words the title
 * has; the product phrase's last words, its type noun ("… Gaming Chair"); the product phrase from
 * its start; then whole segments with a number (size, count, capacity), then the others. A run of
 * kept words never ends on a connector or on a number torn from its unit ("Bluetooth 4"). When
 * shortening is needed at all, aim below the TITLE_LENGTH_NEAR band so Amazon's own edits have
 * headroom.
 */
export function shortenTitle(title: string, opts: ShortenOptions): string {
  if (countChars(title) <= opts.maxChars) return title;
  const max = Math.min(opts.maxChars, opts.nearChars - 1);
  const keep = opts.keep ?? new Set<string>();
  // Only the title's start can be kept: reading all of an 85,000-character title would take seconds.
  const chunks = chunksOf(countChars(title) > READ_FACTOR * max ? cutAtWord(title, READ_FACTOR * max) : title);
  if (chunks.length === 0) return tidy(cutAtWord(title, max));
  const words: Word[] = chunks.flatMap((c, chunk) =>
    c.text.split(/\s+/).map((text) => ({ text, segment: c.segment, chunk, stems: stemmedWords(text) })),
  );
  // Each chunk's words, by index: looked up for every kept word and every chunk.
  const chunkWords: number[][] = chunks.map(() => []);
  words.forEach((w, i) => chunkWords[w.chunk]!.push(i));
  const brand = (opts.brand ?? '').trim();
  const brandStems = new Set(stemmedWords(brand));
  const lead = brand !== '' && title.toLowerCase().startsWith(brand.toLowerCase()) ? brand.split(/\s+/).length : 0;
  const stop = getStopWords(opts.language);
  const must = new Set<number>();
  const chosen = new Set<number>();
  // Trials are measured untidied (tidying only ever shortens): the hot loop of a rewrite.
  const render = (set: ReadonlySet<number>) => renderWords(words, set, must, stop);
  const tryAdd = (idx: readonly number[], required = false) => {
    const trial = new Set([...chosen, ...idx]);
    if (countChars(render(trial)) > max) return false;
    for (const i of idx) {
      chosen.add(i);
      if (required) must.add(i);
    }
    return true;
  };
  for (let i = 0; i < Math.min(lead, words.length); i++) tryAdd([i], true);
  const covered = new Set<string>();
  const phrases: number[][] = [];
  words.forEach((w, i) => {
    const fresh = w.stems.filter((s) => keep.has(s) && !covered.has(s));
    if (fresh.length === 0) return;
    // A bare number keeps its unit ("2.0 L", not "2.0"); "for MacBook" keeps its "for" (a bare
    // "MacBook" would name another brand's product).
    const next = words[i + 1];
    const word = BARE_NUMBER.test(w.text) && next?.chunk === w.chunk && isUnit(next.text) ? [i, i + 1] : [i];
    const start = chunkWords[w.chunk]![0]!;
    const opener = i > start && OPENS_MODIFIER.test(words[i - 1]!.text) ? [i - 1] : [];
    if (tryAdd([...opener, ...word], true) || tryAdd(word, true)) {
      for (const s of fresh) covered.add(s);
      phrases.push(Array.from({ length: i - start }, (_, k) => start + k));
    }
  });
  const coreEnd = coreEndOf(chunks, brandStems);
  const core = words.map((w, i) => ({ w, i })).filter(({ w }) => w.chunk <= coreEnd);
  for (const { i } of core.slice(-NOUN_WORDS).reverse()) if (i >= lead) tryAdd([i], true);
  // Then the phrase each keyword's word ends ("for Above Ground Pools" rather than "Pump Pools").
  for (const phrase of phrases) tryAdd(phrase);
  for (const { i } of core) if (!chosen.has(i) && !tryAdd([i])) break;
  const rest = chunks.map((c, chunk) => ({ c, chunk })).filter(({ chunk }) => chunk > coreEnd);
  const ordered = [...rest.filter(({ c }) => HAS_DIGIT.test(c.text)), ...rest.filter(({ c }) => !HAS_DIGIT.test(c.text))];
  for (const { c, chunk } of ordered) {
    // "for Motorcycling" only after the phrase it modifies.
    if (c.index > 0 && !chosen.has(chunkWords[chunk - 1]!.at(-1)!)) continue;
    const idx = chunkWords[chunk]!.filter((i) => !chosen.has(i));
    if (idx.length > 0) tryAdd(idx);
  }
  // Nothing fits whole (one over-long word, a title without spaces): a cut at a word, else a character.
  if (chosen.size === 0) return tidy(cutAtWord(title, max));
  // Room left: the phrase that goes on from the last kept word ("Workout Tops for Women Yoga Tops…"),
  // word by word; a modifier cut after two words ("by Lisa") says less than none.
  const last = Math.max(...chosen);
  const added: number[] = [];
  let i = last + 1;
  for (; i < words.length && words[i]!.segment === words[last]!.segment && tryAdd([i]); i++) added.push(i);
  const cutChunk = i < words.length && words[i]!.segment === words[last]!.segment ? words[i]!.chunk : -1;
  const partial = added.filter((k) => words[k]!.chunk === cutChunk && cutChunk !== words[last]!.chunk);
  if (partial.length > 0 && partial.length < MIN_MODIFIER_WORDS) for (const k of partial) chosen.delete(k);
  const out = tidy(render(chosen));
  // A trial measures without the words it would drop ("xxxx" reads as a dimension sign): recheck.
  return countChars(out) <= max ? out : tidy(cutAtWord(title, max));
}

type Word = { text: string; segment: number; chunk: number; stems: string[] };

/**
 * The kept words in their order: a gap inside a segment is a space, between segments a comma. A
 * run ends on a word that stands, not on "for", "&" or a bare number whose unit was cut.
 */
function renderWords(
  words: readonly Word[],
  set: ReadonlySet<number>,
  must: ReadonlySet<number>,
  stop: ReadonlySet<string>,
): string {
  const kept = new Set(set);
  for (let changed = true; changed;) {
    changed = false;
    for (const i of kept) {
      if (must.has(i) || kept.has(i + 1)) continue;
      const w = words[i]!.text.replace(/[,;:.…]+$/, '').toLowerCase();
      // A number is torn only from its own phrase: a segment "002" or "6.5" stands alone.
      const torn = BARE_NUMBER.test(w) && words[i + 1]?.chunk === words[i]!.chunk;
      if (stop.has(w) || /^[-–—&+/|x×]+$/.test(w) || torn) {
        kept.delete(i);
        changed = true;
      }
    }
  }
  let out = '';
  let prev = -1;
  for (let i = 0; i < words.length; i++) {
    if (!kept.has(i)) continue;
    const w = words[i]!;
    const text = kept.has(i + 1) ? w.text : w.text.replace(/[,;:]+$/, '');
    if (prev < 0) out = text;
    else out += words[prev]!.segment === w.segment ? ` ${text}` : `, ${text}`;
    prev = i;
  }
  return out;
}

function chunksOf(title: string): Chunk[] {
  const flat = flattenBrackets(title).replace(/[()[\]]/g, ' ');
  const segments = flat.split(SEPARATOR).filter((s) => s.trim().length > 0);
  return segments.flatMap((s, segment) =>
    s
      .trim()
      .split(MODIFIER)
      .filter((t) => t.trim() !== '')
      .map((text, index) => ({ segment, index, text: text.trim(), stems: stemmedWords(text) })),
  );
}

/**
 * The last chunk of the product phrase: the first chunk naming more than the brand, extended over
 * the segments of a short list ("Teal, Tan and Brown Floral Print Set").
 */
function coreEndOf(chunks: readonly Chunk[], brandStems: ReadonlySet<string>): number {
  let i = chunks.findIndex((c) => c.stems.some((w) => !brandStems.has(w)));
  if (i < 0) return 0;
  let words = chunks[i]!.stems.filter((w) => !brandStems.has(w)).length;
  while (words < MIN_CORE_WORDS && chunks[i + 1] && chunks[i + 1]!.index === 0) {
    i++;
    words += chunks[i]!.stems.length;
  }
  return i;
}
